import { Tag } from 'antd';
import { ScsGroupStatus, ScsRole } from '@esee/contracts';
import { formatMoney } from '@esee/ui';

export const SCS_BASE = '/sameCustomerSystem';
export const SAME_CUSTOMER_PATH = `${SCS_BASE}/sameCustomer`;
export const SINGLE_CUSTOMER_PATH = `${SCS_BASE}/singleCustomer`;
export const groupHref = (groupId: number) => `${SAME_CUSTOMER_PATH}/detail?groupId=${groupId}`;
export const customerHref = (entId: string) => `${SCS_BASE}/detailsCustomer?entId=${encodeURIComponent(entId)}`;

/** Amounts in 元, shown in 万元. */
export const money = (yuan: number | null) => (yuan === null ? '-' : formatMoney(yuan));

const STATUS_COLOR: Record<string, string> = {
  [ScsGroupStatus.PENDING]: 'orange',
  [ScsGroupStatus.EFFECTIVE]: 'green',
  [ScsGroupStatus.CHANGED]: 'blue',
};

export function GroupStatusTag({ status }: { status: string }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="scs-group-status">
      {status}
    </Tag>
  );
}

const ROLE_COLOR: Record<string, string> = {
  [ScsRole.PARENT]: 'gold',
  [ScsRole.CORE]: 'cyan',
  [ScsRole.MEMBER]: 'blue',
  [ScsRole.RELATED]: 'default',
};

export function RoleTag({ role, suggested }: { role: string; suggested?: boolean }) {
  return (
    <>
      <Tag color={ROLE_COLOR[role]} data-testid="scs-role">
        {role}
      </Tag>
      {suggested && <Tag color="orange">待确认</Tag>}
    </>
  );
}
