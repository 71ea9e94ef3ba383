import { Space, Tag } from 'antd';
import { formatNumber } from '../format';

/** 注册资本（万元） as a prospect row shows it: the currency is named unless it is 人民币. */
export const capitalText = (regCapital: number | null, currency: string): string =>
  regCapital === null ? '-' : `${formatNumber(regCapital)}${currency === '人民币' ? '' : ` ${currency}`}`;

/** A row's labels (科技标签 and the like) as tags, or '-'. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return tags.length ? (
    <Space size={[4, 4]} wrap>
      {tags.map((t) => (
        <Tag key={t} color="geekblue" style={{ marginInlineEnd: 0 }}>
          {t}
        </Tag>
      ))}
    </Space>
  ) : (
    '-'
  );
}

/** 本行客户: the row's company is in the institution's customer book. */
export function CustomerTag({ testId }: { testId?: string }) {
  return (
    <Tag color="green" data-testid={testId}>
      本行客户
    </Tag>
  );
}
