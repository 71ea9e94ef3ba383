import { Space, Tag } from 'antd';
import { formatMoney } from '../format';

/**
 * 注册资本 as a prospect row shows it: 元 from the API through the one formatter (`10,000.00万元`, `100.00万美元`),
 * so the column's head is 「注册资本」 with no unit of its own.
 */
export const capitalText = (regCapital: number | null, currency?: string | null): string =>
  formatMoney(regCapital, currency);

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
