import { Card, Typography } from 'antd';
import { IP_COUNT_CAP, IP_KINDS, ipKind, type IpHolder, type IpSummary } from '@esee/contracts';
import type { Loaded } from '@esee/react';
import { CompanyLink, CompanyStatusTag, DataTable, displayText, EmptyState, FailedState } from '@esee/ui';

/** The holders with most matches (the summary call), each with their records of every kind. */
export function HolderRanking({ load }: { load: Loaded<IpSummary> & { reload: () => void } }) {
  const title = (
    <span>
      持有人排行
      {load.data?.holderCount ? (
        <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
          共 <span data-testid="ip-holder-count">{load.data.holderCount}</span> 家企业持有匹配的知识产权
        </Typography.Text>
      ) : null}
    </span>
  );
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      loading={load.status === 'loading'}
      data-testid="ip-ranking"
    >
      {load.status === 'failed' ? (
        <FailedState onRetry={load.reload} />
      ) : load.status === 'ok' ? (
        load.data.holders === null ? (
          <Typography.Text type="secondary" data-testid="ip-ranking-too-many">
            匹配的记录超过 {IP_COUNT_CAP} 条，请输入关键词或选择日期、地区、行业缩小范围后查看持有人排行。
          </Typography.Text>
        ) : load.data.holders.length === 0 ? (
          <EmptyState description="没有匹配的知识产权" />
        ) : (
          <DataTable<IpHolder>
            testId="ip-holders"
            size="small"
            numbered
            rowKey={(h) => h.entId}
            rows={load.data.holders}
            columns={[
              {
                key: 'name',
                title: '企业名称',
                render: (h) => (
                  <span style={{ whiteSpace: 'normal' }}>
                    <CompanyLink entId={h.entId} name={h.name} testId="ip-holder-name" />{' '}
                    <CompanyStatusTag status={h.status} />
                  </span>
                ),
              },
              { key: 'region', title: '所在地区', width: 180, render: (h) => displayText(h.region) },
              { key: 'industryName', title: '行业', width: 160, render: (h) => displayText(h.industryName) },
              ...IP_KINDS.map((k) => ({
                key: k,
                title: ipKind(k).title,
                width: 90,
                align: 'right' as const,
                render: (h: IpHolder) => h.counts[k] ?? 0,
              })),
              {
                key: 'total',
                title: '合计',
                width: 80,
                align: 'right',
                render: (h) => <b data-testid="ip-holder-total">{h.total}</b>,
              },
            ]}
          />
        )
      ) : null}
    </Card>
  );
}
