import { Tag, Typography } from 'antd';
import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined, FileZipOutlined } from '@ant-design/icons';
import type { ReviewStatusKey } from '@esee/contracts';
import { formatMoney } from '@esee/ui';

const KEY_COLOR: Partial<Record<ReviewStatusKey, string>> = {
  status_tg: 'green',
  status_notPass: 'red',
  status_wtg: 'red',
  status_zhz: 'default',
  status_zz: 'orange',
  status_vote: 'gold',
  status_fkz: 'blue',
  status_ysl: 'cyan',
  status_ysb: 'geekblue',
};

/** The exchange's label, coloured by the spec's status key. */
export function StatusTag({ status, statusKey }: { status: string; statusKey: string }) {
  return (
    <Tag
      color={KEY_COLOR[statusKey as ReviewStatusKey] ?? 'purple'}
      data-testid="review-status"
      data-status-key={statusKey}
    >
      {status}
    </Tag>
  );
}

const ICONS = { Pdf: FilePdfOutlined, Wps: FileWordOutlined, Zip: FileZipOutlined, Xls: FileExcelOutlined };
const ICON_COLOR = { Pdf: '#cf1322', Wps: '#1677ff', Zip: '#d48806', Xls: '#389e0d' };

/** A file's icon with the spec's class (spec 2 §4: `icon-Pdf`, `icon-Wps`, `icon-Zip`, `icon-Xls`). */
export function FileIcon({ icon }: { icon: string | null }) {
  const known = icon && icon in ICONS ? (icon as keyof typeof ICONS) : null;
  const Icon = known ? ICONS[known] : FileOutlined;
  return (
    <span className={known ? `icon-${known}` : undefined} data-testid="review-file-icon" data-icon={known ?? ''}>
      <Icon style={{ color: known ? ICON_COLOR[known] : '#8c8c8c' }} />
    </span>
  );
}

/** 元 as 亿元 with two decimals (the one money display, `formatMoney`, in 亿). */
export const yiOf = (amount: number | null) => formatMoney(amount, null, '亿');

/** The issuer's reply to an inquiry question, in short, under the question. */
export function AnswerSummary({ answer, testId }: { answer: string; testId?: string }) {
  return (
    <div style={{ color: '#595959', fontSize: 12, marginTop: 4 }} data-testid={testId}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        回复摘要：
      </Typography.Text>
      {answer}
    </div>
  );
}
