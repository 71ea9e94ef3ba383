import { Alert, Typography } from 'antd';
import { QUOTA_PERIOD_LABELS } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { entSearchApi } from '../../api/entSearch';

/**
 * What is left of the user's 企业查询 quota (checkUser), asked again for each company opened: nothing where no
 * quota applies or the call fails, a warning with the reason once it is used up.
 */
export function QuotaLine({ entId }: { entId: string }) {
  const check = useLoad(() => entSearchApi.checkUser(), [entId]);
  const quota = check.data?.quota;
  if (!check.data || !quota) return null;
  if (!check.data.allowed)
    return (
      <Alert
        type="warning"
        showIcon
        message={check.data.message}
        style={{ marginBottom: 12 }}
        data-testid="quota-line"
      />
    );
  return (
    <Typography.Paragraph type="secondary" data-testid="quota-line">
      企业查询额度（{quota.whose}
      {QUOTA_PERIOD_LABELS[quota.period]}）：剩余 {quota.remaining} 次，共 {quota.limit} 次
    </Typography.Paragraph>
  );
}
