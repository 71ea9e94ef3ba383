import { Tag } from 'antd';

const ACTIVE = new Set(['在营（开业）', '存续', '在营', '在业']);
const ENDED = /吊销|注销|停业|非正常户|歇业|经营期限届满|清算|撤销|迁出/;

/** A company's status (spec 1 §3): active ones green, revoked, cancelled or suspended ones red, others plain. */
export function CompanyStatusTag({ status }: { status: string }) {
  const color = ACTIVE.has(status) ? 'success' : ENDED.test(status) ? 'error' : 'default';
  return (
    <Tag color={color} data-testid="company-status">
      {status}
    </Tag>
  );
}
