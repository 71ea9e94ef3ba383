import { useMemo, type ReactNode } from 'react';
import { Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { ChainReport } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  barChart,
  Chart,
  CompanyLink,
  DataTable,
  DownloadButton,
  EmptyState,
  FailedState,
  formatMoney,
  formatPercent,
  type DataColumn,
} from '@esee/ui';
import { industryChainApi, tokerHref } from '../../api/industryChain';

const percent = (share: number) => formatPercent(share, { share: true, decimals: 1 });

/** One section of the report, numbered as in the PDF. */
function ReportSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 12 }} data-testid={testId}>
      {children}
    </Card>
  );
}

/** A section's table: all its rows at once, as in the PDF, with the section's own text when it has none. */
function ReportTable<T extends object>({
  testId,
  rowKey,
  rows,
  emptyText,
  columns,
}: {
  testId: string;
  rowKey: (row: T) => string;
  rows: readonly T[];
  emptyText?: string;
  columns: DataColumn<T>[];
}) {
  return (
    <DataTable<T>
      testId={testId}
      size="small"
      showAll
      rowKey={rowKey}
      rows={rows}
      emptyText={emptyText}
      columns={columns}
    />
  );
}

function Structure({ report }: { report: ChainReport }) {
  const rows = useMemo(
    () => report.stages.flatMap((s) => s.nodes.map((n) => ({ ...n, stage: s.stage }))),
    [report.stages],
  );
  return (
    <ReportTable
      testId="report-segments"
      rowKey={(n) => n.nodeId}
      rows={rows}
      columns={[
        { key: 'stage', title: '环节', width: 70 },
        { key: 'name', title: '细分领域', width: 140 },
        { key: 'companies', title: '企业数', width: 80, render: (n) => n.counts.companies },
        { key: 'listed', title: '上市', width: 60, render: (n) => n.counts.listed },
        { key: 'specialized', title: '专精特新', width: 80, render: (n) => n.counts.specialized },
        { key: 'highTech', title: '高企', width: 60, render: (n) => n.counts.highTech },
        { key: 'customers', title: '本行客户', width: 80, render: (n) => n.counts.customers },
        { key: 'basis', title: '归集依据', render: (n) => n.basis.replace(/^依据：/, '') },
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
              testId="report-leader-table"
              rowKey={(l) => l.entId}
              rows={r.leaders}
              emptyText="暂无企业"
              columns={[
                {
                  key: 'name',
                  title: '企业名称',
                  render: (l) => <CompanyLink entId={l.entId} name={l.name} testId="report-leader" />,
                },
                { key: 'regCapital', title: '注册资本', width: 140, render: (l) => formatMoney(l.regCapital) },
                { key: 'region', title: '所在地区', width: 200 },
                { key: 'segments', title: '所属环节', width: 180, render: (l) => l.segments.join('、') },
                { key: 'tags', title: '标签', width: 160, render: (l) => l.tags.join('、') || '-' },
              ]}
            />
          </ReportSection>
          <ReportSection title="四、近期融资事件" testId="report-financing">
            <ReportTable
              testId="report-financing-table"
              rowKey={(f) => f.eventId}
              rows={r.financing}
              emptyText="产业链企业暂无融资事件"
              columns={[
                { key: 'date', title: '日期', width: 110 },
                {
                  key: 'companyName',
                  title: '企业名称',
                  render: (f) => <CompanyLink entId={f.entId} name={f.companyName} />,
                },
                { key: 'round', title: '轮次', width: 90 },
                { key: 'amountText', title: '金额', width: 120 },
                { key: 'investors', title: '投资方' },
                { key: 'segments', title: '所属环节', width: 160, render: (f) => f.segments.join('、') },
              ]}
            />
          </ReportSection>
        </>
      )}
    </div>
  );
}
