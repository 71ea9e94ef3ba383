import { Tag } from 'antd';
import type { CaseStatus } from '@esee/contracts';
import { displayText } from '@esee/ui';

const STATUS_COLOR: Record<CaseStatus, string> = { 待处理: 'blue', 处理中: 'orange', 已处置: 'green', 误报: 'default' };

/** A case's status as a coloured tag. */
export const CaseStatusTag = ({ status }: { status: CaseStatus }) => (
  <Tag color={STATUS_COLOR[status]} data-testid="case-status">
    {status}
  </Tag>
);

/** The due day, and 已逾期 past it while the case is open. */
export const DueDate = ({ dueDate, overdue }: { dueDate: string | null; overdue: boolean }) =>
  dueDate ? (
    <span>
      {dueDate}
      {overdue && (
        <Tag color="red" style={{ marginLeft: 6 }} data-testid="case-overdue">
          已逾期
        </Tag>
      )}
    </span>
  ) : (
    displayText(null)
  );
