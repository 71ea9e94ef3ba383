import { Alert, Col, Progress, Row, Space, Tag, Typography } from 'antd';
import type { CreditDimensionScore, CreditReport } from '@esee/contracts';
import { DataTable, DownloadButton, RiskSummaryView, Section, type DataColumn } from '@esee/ui';
import { creditReportApi } from '../../api/creditReport';
import { ComparisonView } from './ComparisonView';
import { DimensionChecks } from './DimensionChecks';
import { FindingList } from './FindingList';
import { FinancialOverview } from './FinancialOverview';
import { GRADE_COLORS, signed } from './grades';

function dimensionColumns(report: CreditReport): DataColumn<CreditDimensionScore>[] {
  const deltas = new Map(report.comparison?.dimensions.map((d) => [d.dimension, d.delta]));
  return [
    { key: 'title', title: '维度', width: 140 },
    { key: 'weight', title: '权重', width: 70, align: 'right' },
    { key: 'base', title: '基础分', width: 70, align: 'right', render: (d) => d.base ?? '—' },
    {
      key: 'score',
      title: '得分',
      render: (d) => (
        <Progress
          percent={d.score}
          size="small"
          format={() => `${d.score}`}
          strokeColor={d.score >= 70 ? '#52c41a' : d.score >= 40 ? '#faad14' : '#f5222d'}
        />
      ),
    },
    ...(report.comparison
      ? [
          {
            key: 'delta',
            title: '较上次',
            width: 80,
            align: 'right' as const,
            render: (d: CreditDimensionScore) => {
              const delta = deltas.get(d.dimension) ?? 0;
              return (
                <Typography.Text type={delta < 0 ? 'danger' : delta > 0 ? 'success' : 'secondary'}>
                  {signed(delta)}
                </Typography.Text>
              );
            },
          },
        ]
      : []),
  ];
}

/** One credit report: the score gauge and grade, knock-outs, conclusion, dimensions, findings, comparison. */
export function ReportView({ report }: { report: CreditReport }) {
  const color = GRADE_COLORS[report.grade];
  return (
    <div data-testid="credit-report" data-report-id={report.reportId}>
      <Section
        title="评分与等级"
        extra={
          <DownloadButton download={() => creditReportApi.downloadPdf(report.reportId)} testId="credit-pdf">
            下载PDF
          </DownloadButton>
        }
      >
        <Row gutter={24} align="middle">
          <Col flex="160px" style={{ textAlign: 'center' }}>
            <Progress
              type="dashboard"
              percent={report.score}
              strokeColor={color}
              format={() => (
                <span style={{ color }}>
                  <span data-testid="credit-score">{report.score}</span>
                  <span style={{ fontSize: 14 }}> 分</span>
                </span>
              )}
            />
          </Col>
          <Col flex="auto">
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              <Space size={8}>
                <Tag color={color} style={{ fontSize: 16, padding: '2px 10px' }} data-testid="credit-grade">
                  {report.grade}
                </Tag>
                <Typography.Text strong>{report.gradeLabel}</Typography.Text>
              </Space>
              {report.knockOuts.length > 0 && (
                <Alert
                  type="error"
                  showIcon
                  message={`一票否决：${report.knockOuts.join('；')}`}
                  data-testid="credit-knockouts"
                />
              )}
              <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="credit-conclusion">
                {report.conclusion}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                报告编号 {report.reportId} · 生成于 {report.createdAt.slice(0, 16)} · {report.requester} · 数据截至{' '}
                {report.asOf}
              </Typography.Text>
            </Space>
          </Col>
        </Row>
      </Section>
      {report.risks && (
        <Section title="风险清单">
          <RiskSummaryView summary={report.risks} />
        </Section>
      )}
      {report.financials && (
        <Section title={`财务概况（${report.financials.fiscalYear}年度）`}>
          <FinancialOverview summary={report.financials} />
        </Section>
      )}
      <Section title="维度评分">
        <DataTable<CreditDimensionScore>
          testId="credit-dimensions"
          size="small"
          rowKey={(d) => d.dimension}
          columns={dimensionColumns(report)}
          rows={report.dimensions}
          rowData={(d) => ({ 'data-dimension': d.dimension })}
          expandable={{
            when: (d) => Boolean(d.checks?.length),
            render: (d) => <DimensionChecks checks={d.checks ?? []} testId={`credit-checks-${d.dimension}`} />,
          }}
        />
        <Typography.Text type="secondary">展开维度可查看其核查规则、核查与计入的记录数及未计入原因。</Typography.Text>
      </Section>
      {report.comparison && (
        <Section title="与上次报告对比">
          <ComparisonView comparison={report.comparison} grade={report.grade} />
        </Section>
      )}
      <Section title="发现事项" count={report.findings.length}>
        <FindingList findings={report.findings} />
      </Section>
    </div>
  );
}
