import { Card, Col, Row, Typography } from 'antd';
import type { NewEntFilters } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { barChart, Chart, FailedState } from '@esee/ui';
import { newEntApi } from '../../api/newEnt';
import { TitledBarChart } from '../shared/TitledBarChart';

const REGION_LEVEL = { province: '按省份', city: '按城市', district: '按区县' } as const;
const INDUSTRY_LEVEL = { section: '按行业门类', class: '按行业' } as const;
const EMPTY = '该时间段内没有符合条件的新成立企业';

/**
 * 新成立企业's summary: how many were founded in the window (and how many of them bank here), per day or
 * week, and where and in what they are. Follows the filters of the list below it.
 */
export function NewEntSummaryCard({ filters }: { filters: NewEntFilters }) {
  const summary = useLoad(() => newEntApi.summary(filters), [JSON.stringify(filters)]);
  const s = summary.data;
  if (summary.status === 'failed')
    return (
      <Card size="small" title="成立概况" style={{ marginBottom: 12 }}>
        <FailedState onRetry={summary.reload} />
      </Card>
    );
  const periods = s?.periods ?? [];
  return (
    <Card
      size="small"
      title="成立概况"
      style={{ marginBottom: 12 }}
      loading={summary.status === 'loading'}
      data-testid="newent-summary"
    >
      {s && (
        <>
          <Typography.Paragraph data-testid="newent-count" data-total={s.total}>
            {s.dateFrom} 至 {s.dateTo} 共成立{' '}
            <Typography.Text strong style={{ fontSize: 18, color: '#1677ff' }}>
              {s.total.toLocaleString('zh-CN')}
            </Typography.Text>{' '}
            家企业
            {s.customers > 0 && (
              <Typography.Text type="secondary" data-testid="newent-customer-count">
                ，其中本行客户 {s.customers} 家
              </Typography.Text>
            )}
          </Typography.Paragraph>
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={10}>
              <Typography.Text strong>{s.unit === 'day' ? '每日成立数' : '每周成立数'}</Typography.Text>
              <Chart
                spec={barChart(
                  periods.map((p) => ({
                    key: p.key,
                    label: p.label,
                    value: p.count,
                    tip: p.from === p.to ? `${p.count}家` : `${p.count}家（${p.from} 至 ${p.to}）`,
                  })),
                  { name: '成立数', values: periods.length <= 16 },
                )}
                emptyText={EMPTY}
                testId="newent-chart-periods"
                label={s.unit === 'day' ? '每日新成立企业数' : '每周新成立企业数'}
              />
            </Col>
            {[
              {
                title: `主要地区（${REGION_LEVEL[s.regionLevel]}）`,
                counts: s.regions,
                testId: 'newent-chart-regions',
                label: '新成立企业的主要地区',
              },
              {
                title: `主要行业（${INDUSTRY_LEVEL[s.industryLevel]}）`,
                counts: s.industries,
                testId: 'newent-chart-industries',
                label: '新成立企业的主要行业',
              },
            ].map((chart) => (
              <Col key={chart.testId} xs={24} md={12} xl={7}>
                <TitledBarChart
                  title={chart.title}
                  counts={chart.counts}
                  emptyText={EMPTY}
                  testId={chart.testId}
                  label={chart.label}
                />
              </Col>
            ))}
          </Row>
        </>
      )}
    </Card>
  );
}
