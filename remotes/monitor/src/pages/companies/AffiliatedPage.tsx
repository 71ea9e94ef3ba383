import { Button, Card, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, DataTable, DownloadButton, FailedState } from '@esee/ui';
import { monitorApi, type MonitoredCompany } from '../../api/monitor';

const LIST = '/apps/monitor/enterpriseMonitoring';

/** `/apps/monitor/enterpriseMonitoring/affiliatedCompany?entId=`: the related parties monitored for a company. */
export default function AffiliatedPage() {
  usePageTitle('关联企业');
  const [params] = useSearchParams();
  const entId = params.get('entId') ?? '';
  // Opened without a company (an old bookmark, a hand-typed path): say where to start, ask the server nothing.
  const rows = useLoad(() => (entId ? monitorApi.relatedOf(entId) : Promise.resolve([])), [entId]);
  const back = <BackBar crumbs={[{ title: '监控企业', to: LIST }, { title: '关联企业' }]} />;
  if (!entId)
    return (
      <>
        {back}
        <Result
          status="404"
          title="未指定企业"
          subTitle="请在监控企业列表中点企业的“已关联”查看其关联企业。"
          extra={
            <Link to={LIST}>
              <Button type="primary">返回监控企业</Button>
            </Link>
          }
          data-testid="affiliated-not-found"
        />
      </>
    );
  return (
    <>
      {back}
      <Card
        title="作为关联方监控的企业"
        extra={
          <DownloadButton download={() => monitorApi.exportRelated(entId)} testId="related-export">
            导出
          </DownloadButton>
        }
      >
        {rows.status === 'failed' ? (
          <FailedState onRetry={rows.reload} />
        ) : (
          <DataTable<MonitoredCompany>
            testId="affiliated-companies"
            size="small"
            loading={rows.status === 'loading'}
            rowKey={(r) => r.entId}
            rows={rows.data ?? []}
            columns={[
              { key: 'entName', title: '企业名称', render: (r) => <CompanyLink entId={r.entId} name={r.entName} /> },
              { key: 'relation', title: '关联关系' },
              { key: 'groupName', title: '分组', width: 140 },
              { key: 'addTime', title: '加入时间', width: 160 },
            ]}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          在“监控企业”中点“关联方”可添加更多关联企业。
        </Typography.Paragraph>
      </Card>
    </>
  );
}
