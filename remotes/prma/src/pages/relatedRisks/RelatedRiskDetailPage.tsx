import { useSearchParams } from 'react-router';
import { Alert, Card, Col, Radio, Row, Skeleton, Typography } from 'antd';
import type { RelatedParty } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  barChart,
  Chart,
  companyHref,
  DataTable,
  EmptyState,
  FailedState,
  formatPercent,
  Section,
  StatRow,
} from '@esee/ui';
import { relatedRisksApi } from '../../api/relatedRisks';
import { RiskGradeTag } from '../riskGrade';
import { DEPTHS } from './RelatedRisksPage';
import { TransmissionGraph } from './TransmissionGraph';

/**
 * `/merchants/relatedRisks/detail?entId=&depth=`: one partner's related parties to depth 1–3, each with its
 * risk records and closeness weight, ranked by weighted risk; the risk types over all parties; the risk
 * transmission graph.
 */
export default function RelatedRiskDetailPage() {
  usePageTitle('关联风险详情');
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId') ?? '';
  const depth = Math.min(3, Math.max(1, Number(params.get('depth')) || 2));
  const result = useLoad(() => relatedRisksApi.list(entId, depth), [entId, depth]);
  const data = result.data;
  const risky = data?.parties.filter((p) => p.riskCount > 0) ?? [];
  const crumbs = [{ title: '关联风险', to: '/merchants/relatedRisks' }, { title: data?.name ?? '详情' }];
  if (!entId)
    return (
      <Card>
        <BackBar crumbs={crumbs} />
        <EmptyState description="请先选择企业" />
      </Card>
    );
  return (
    <div data-testid="related-risk-detail">
      <BackBar crumbs={crumbs} />
      <Card style={{ marginBottom: 12 }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
        >
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="related-target">
            {data ? (
              <a href={companyHref({ entId, companyName: data.name })} target="_blank" rel="noreferrer">
                {data.name}
              </a>
            ) : (
              '　'
            )}
          </Typography.Title>
          <Radio.Group
            options={DEPTHS}
            value={depth}
            optionType="button"
            onChange={(e) => setParams({ entId, depth: String(e.target.value) })}
            data-testid="detail-depth"
          />
        </div>
        {data && (
          <StatRow
            style={{ marginTop: 16 }}
            testId="related-summary"
            stats={[
              { title: '关联方', value: data.parties.length, suffix: '家' },
              { title: '有风险记录的关联方', value: risky.length, suffix: '家', valueStyle: { color: '#cf1322' } },
              {
                title: '加权风险合计',
                value: Math.round(data.parties.reduce((s, p) => s + p.weightedRisk, 0) * 100) / 100,
              },
              { title: '穿透层级', value: data.depth, suffix: '层' },
            ]}
          />
        )}
      </Card>
      {result.status === 'failed' && (
        <Card>
          <FailedState onRetry={result.reload} />
        </Card>
      )}
      {result.status === 'loading' && !data && (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      )}
      {data && (
        <>
          {data.truncated && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={`关联方较多，仅列出关联最紧密的 ${data.parties.length} 家`}
            />
          )}
          <Row gutter={12} style={{ marginBottom: 12 }}>
            <Col span={14}>
              <Card size="small" title="风险传导图" style={{ height: '100%' }}>
                <TransmissionGraph name={data.name} entId={data.entId} parties={data.parties} />
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
                  中心为本企业，向外每圈一层；红色节点有风险记录，颜色越深加权风险越高；红色连线为风险传导路径。
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col span={10}>
              <Card size="small" title="风险类型分布（加权）" style={{ height: '100%' }}>
                <Chart
                  testId="risk-kinds"
                  label="关联方风险类型分布（按亲密度加权）"
                  emptyText="关联方均无风险记录"
                  spec={barChart(
                    Object.entries(data.byKind)
                      .sort((a, b) => b[1] - a[1])
                      .map(([label, value]) => ({ key: label, label, value })),
                    { horizontal: true, color: '#ff7875', name: '加权风险数' },
                  )}
                />
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
                  亲密度：控股（&gt;50%）为 1，持股 5% 及以上为 0.5，持股不足 5% 或任职、法定代表人关联为
                  0.25，逐层相乘。
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
          <Section title={`关联方（${data.parties.length}）`}>
            <DataTable<RelatedParty>
              testId="list-related-parties"
              numbered
              rows={data.parties}
              rowKey={(p) => p.entId}
              columns={[
                {
                  key: 'name',
                  title: '关联方',
                  render: (p) => (
                    <a href={companyHref({ entId: p.entId, companyName: p.name })} target="_blank" rel="noreferrer">
                      {p.name}
                    </a>
                  ),
                },
                {
                  key: 'relation',
                  title: '关联关系',
                  width: 130,
                  render: (p) => (p.throughPerson ? `${p.relation}（${p.throughPerson}）` : p.relation),
                },
                { key: 'depth', title: '层级', width: 50, align: 'center' },
                {
                  key: 'path',
                  title: '关联路径',
                  width: 230,
                  render: (p) => <Typography.Text style={{ fontSize: 12 }}>{p.path}</Typography.Text>,
                },
                {
                  key: 'share',
                  title: '穿透持股',
                  width: 84,
                  align: 'right',
                  render: (p) => formatPercent(p.share, { share: true }),
                },
                {
                  key: 'weight',
                  title: '亲密度',
                  width: 70,
                  align: 'right',
                  render: (p) => p.weight,
                },
                {
                  key: 'riskCount',
                  title: '风险记录',
                  width: 120,
                  render: (p) =>
                    p.riskCount ? (
                      <span
                        title={Object.entries(p.risks)
                          .map(([k, n]) => `${k} ${n}`)
                          .join('、')}
                      >
                        <Typography.Text type="danger">{p.riskCount}</Typography.Text>{' '}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {Object.keys(p.risks).slice(0, 2).join('、')}
                        </Typography.Text>
                      </span>
                    ) : (
                      0
                    ),
                },
                { key: 'weightedRisk', title: '加权风险', width: 80, align: 'right' },
                {
                  key: 'riskGrade',
                  title: '风险等级',
                  width: 104,
                  render: (p) => <RiskGradeTag grade={p.riskGrade} />,
                },
              ]}
            />
          </Section>
        </>
      )}
    </div>
  );
}
