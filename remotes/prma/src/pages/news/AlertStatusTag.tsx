import { Tag } from 'antd';
import { PARTNER_ALERT_STATUS_TITLES, type PartnerAlertStatus } from '@esee/contracts';

const COLOR: Record<PartnerAlertStatus, string> = {
  pending: 'red',
  processing: 'orange',
  handled: 'green',
  ignored: 'default',
};

/** An alert's handling status: 待处理, 处理中, 已处理, 已忽略. */
export function AlertStatusTag({ status }: { status: PartnerAlertStatus }) {
  return (
    <Tag color={COLOR[status]} data-testid="partner-alert-status" data-status={status}>
      {PARTNER_ALERT_STATUS_TITLES[status]}
    </Tag>
  );
}
