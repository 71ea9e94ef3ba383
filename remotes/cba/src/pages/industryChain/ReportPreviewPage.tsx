import { Card, Descriptions, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import type { ChainReport } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  barChart,
  Chart,
  CompanyLink,
  DownloadButton,
  EmptyState,
  FailedState,
  formatMoney,
  formatPercent,
} from '@esee/ui';
import { industryChainApi, tokerHref } from '../../api/industryChain';

const percent = (share: number) => formatPercent(share, { share: true, decimals: 1 });

/** One section of the report, numbered as in the PDF. */
function ReportSection({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 12 }} data-testid={testId}>
      {children}
    </Card>
  );
}

/** A section's table: all its rows at once, with the section's own text when it has none. */
function ReportTable<T extends object>({
  rowKey,
  rows,
  emptyText,
  columns,
}: {
  rowKey: keyof T & string;
  rows: readonly T[];
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <Table<T>
      size="small"
      pagination={false}
      rowKey={rowKey}
      dataSource={rows}
      locale={{ emptyText: <EmptyState description={emptyText} /> }}
      columns={columns}
    />
  );
}

function Structure({ report }: { report: ChainReport }) {
  const rows = report.stages.flatMap((s) => s.nodes.map((n) => ({ ...n, stage: s.stage })));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="nodeId"
      dataSource={rows}
      data-testid="report-segments"
      columns={[
        { title: '环节', dataIndex: 'stage', width: 70 },
        { title: '细分领域', dataIndex: 'name', width: 140 },
        { title: '企业数', width: 80, render: (_, n) => n.counts.companies },
        { title: '上市', width: 60, render: (_, n) => n.counts.listed },
        { title: '专精特新', width: 80, render: (_, n) => n.counts.specialized },
        { title: '高企', width: 60, render: (_, n) => n.counts.highTech },
        { title: '本行客户', width: 80, render: (_, n) => n.counts.customers },
        { title: '归集依据', render: (_, n) => n.basis.replace(/^依据：/, '') },
      ]}
    />
  );
}

/**
 * `/bankAssistant/industryToker/reportPreview?chainId=`: the chain report as a page (structure and counts,
 * regional concentration, leading companies, recent financing rounds) and as a PDF to download.
 */
export default function ReportPreviewPage() {
  const [params] = useSearchParams();
  const chainId = params.get('chainId') ?? '';
  const report = useLoad(
    () => (chainId ? industryChainApi.report(chainId) : Promise.reject(new Error('no chain id'))),
    [chainId],
  );
  const r = report.data;
  usePageTitle(r ? `${r.chain.name}产业链分析报告` : '报告预览');
  const crumbs = [
    { title: '产业链找客', to: tokerHref(chainId || undefined) },
    { title: r ? `${r.chain.name}产业链分析报告` : '报告预览' },
  ];
  if (report.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!chainId || isNotFound(report.error) ? (
          <Result status="404" title="产业链不存在" data-testid="chain-not-found" />
        ) : (
          <FailedState onRetry={report.reload} />
        )}
      </>
    );
  return (
    <div data-testid="report-preview" style={{ maxWidth: 1100 }}>
      <BackBar crumbs={crumbs} />
      <Card loading={report.status === 'loading'} style={{ marginBottom: 12 }}>
        {r && (
          <>
            <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
              <div>
                <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="report-title">
                  {r.chain.name}产业链分析报告
                </Typography.Title>
                <Typography.Text type="secondary">{r.chain.description}</Typography.Text>
              </div>
              <DownloadButton download={() => industryChainApi.downloadPdf(r.chain.chainId)} testId="report-download">
                下载PDF
              </DownloadButton>
            </Space>
            <Descriptions size="small" column={4} style={{ marginTop: 16 }} data-testid="report-summary">
              <Descriptions.Item label="环节数">{r.chain.segmentCount}</Descriptions.Item>
              <Descriptions.Item label="在营企业">{r.counts.companies} 家</Descriptions.Item>
              <Descriptions.Item label="上市企业">{r.counts.listed} 家</Descriptions.Item>
              <Descriptions.Item label="专精特新">{r.counts.specialized} 家</Descriptions.Item>
              <Descriptions.Item label="高新技术企业">{r.counts.highTech} 家</Descriptions.Item>
              <Descriptions.Item label="本行客户">{r.counts.customers} 家</Descriptions.Item>
              <Descriptions.Item label="数据快照时间">{r.snapshotAt}</Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
      {r && (
        <>
          <ReportSection title="一、产业链结构" testId="report-structure">
            <Space size={[8, 8]} wrap style={{ marginBottom: 12 }}>
              {r.stages.map((s) => (
                <Tag key={s.stage} color="geekblue">
                  {s.stage} {s.counts.companies} 家
                </Tag>
              ))}
            </Space>
            <Structure report={r} />
          </ReportSection>
          <ReportSection title="二、区域集中度" testId="report-regions">
            {r.byProvince.length ? (
              <>
                <Typography.Paragraph>
                  企业最多的三个省份合计占 <strong>{percent(r.topThreeShare)}</strong>：
                  {r.byProvince
                    .slice(0, 3)
                    .map((p) => `${p.label}（${p.count}家）`)
                    .join('、')}
                  。
                </Typography.Paragraph>
                <Chart
                  testId="report-provinces"
                  label="各省份企业数（前十）"
                  spec={barChart(
                    r.byProvince.map((p) => ({
                      key: p.code,
                      label: p.label,
                      value: p.count,
                      tip: `${p.count}家（${percent(p.share)}）`,
                    })),
                    { horizontal: true, name: '企业数' },
                  )}
                />
              </>
            ) : (
              <EmptyState description="暂无企业" />
            )}
          </ReportSection>
          <ReportSection title="三、龙头企业（按注册资本）" testId="report-leaders">
            <ReportTable
              rowKey="entId"
              rows={r.leaders}
              emptyText="暂无企业"
              columns={[
                {
                  title: '企业名称',
                  render: (_, l) => <CompanyLink entId={l.entId} name={l.name} testId="report-leader" />,
                },
                { title: '注册资本', width: 140, render: (_, l) => formatMoney(l.regCapital) },
                { title: '所在地区', dataIndex: 'region', width: 200 },
                { title: '所属环节', width: 180, render: (_, l) => l.segments.join('、') },
                { title: '标签', width: 160, render: (_, l) => l.tags.join('、') || '-' },
              ]}
            />
          </ReportSection>
          <ReportSection title="四、近期融资事件" testId="report-financing">
            <ReportTable
              rowKey="eventId"
              rows={r.financing}
              emptyText="产业链企业暂无融资事件"
              columns={[
                { title: '日期', dataIndex: 'date', width: 110 },
                {
                  title: '企业名称',
                  render: (_, f) => <CompanyLink entId={f.entId} name={f.companyName} />,
                },
                { title: '轮次', dataIndex: 'round', width: 90 },
                { title: '金额', dataIndex: 'amountText', width: 120 },
                { title: '投资方', dataIndex: 'investors' },
                { title: '所属环节', width: 160, render: (_, f) => f.segments.join('、') },
              ]}
            />
          </ReportSection>
        </>
      )}
    </div>
  );
}
