import { Card, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, DownloadButton, FailedState } from '@esee/ui';
import { monitorApi, type MonitoredCompany } from '../../api/monitor';

/** `/apps/monitor/enterpriseMonitoring/affiliatedCompany?entId=`: the related parties monitored for a company. */
export default function AffiliatedPage() {
  usePageTitle('关联企业');
  const [params] = useSearchParams();
  const entId = params.get('entId') ?? '';
  const rows = useLoad(() => monitorApi.relatedOf(entId), [entId]);
  return (
    <>
      <BackBar crumbs={[{ title: '监控企业', to: '/apps/monitor/enterpriseMonitoring' }, { title: '关联企业' }]} />
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
          <Table<MonitoredCompany>
            size="small"
            loading={rows.status === 'loading'}
            rowKey={(r) => r.entId}
            dataSource={rows.data ?? []}
            pagination={(rows.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              {
                title: '企业名称',
                key: 'entName',
                render: (_, r) => <CompanyLink entId={r.entId} name={r.entName} />,
              },
              { title: '关联关系', dataIndex: 'relation' },
              { title: '分组', dataIndex: 'groupName', width: 140 },
              { title: '加入时间', dataIndex: 'addTime', width: 160 },
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
