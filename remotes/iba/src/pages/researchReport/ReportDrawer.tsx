import { Drawer, Space, Tag, Tooltip, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { BLANK, CompanyLink, DataTable, displayText, DownloadButton, formatNumber, KeyValueList } from '@esee/ui';
import { researchApi } from '../../api/research';
import { ChangeTag, consensusHref, listHref, priceText, RatingTag, yearLabel } from './format';
import { ViewPending } from './ViewPending';

/** One report in a drawer: its facts, forecasts, the whole abstract, and its PDF in a new tab. */
function ReportBody({ reportId }: { reportId: string }) {
  const loaded = useLoad(() => researchApi.detail(reportId), [reportId]);
  if (loaded.status !== 'ok') return <ViewPending loaded={loaded} />;
  const r = loaded.data;
  return (
    <div data-testid="research-drawer-body">
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="research-drawer-title">
        <Tag>{r.type}</Tag>
        {r.title}
      </Typography.Title>
      <KeyValueList
        testId="research-facts"
        items={[
          { label: '发布日期', value: r.publishDate },
          { label: '券商', value: r.broker },
          {
            label: '作者',
            value: (
              <Space wrap size={4}>
                {r.authors.map((a) => (
                  <Tooltip key={a.sacNo} title={`执业编号 ${a.sacNo}`}>
                    <Link to={listHref('sac', a.sacNo)}>{a.name}</Link>
                  </Tooltip>
                ))}
              </Space>
            ),
          },
          {
            label: r.stockCode ? '股票' : '行业',
            value: r.stockCode ? (
              <Space size={8}>
                {r.entId ? <CompanyLink entId={r.entId} name={r.stockName ?? r.stockCode} /> : r.stockName}
                <span>{r.stockCode}</span>
                <Link to={consensusHref(r.stockCode)} data-testid="research-drawer-consensus">
                  一致预期
                </Link>
              </Space>
            ) : (
              displayText(r.industryName)
            ),
          },
          {
            label: '评级',
            value: (
              <Space size={4}>
                <RatingTag rating={r.rating} />
                <ChangeTag change={r.ratingChange} />
                {r.previousRating && <span style={{ color: '#8c8c8c' }}>上次：{r.previousRating}</span>}
              </Space>
            ),
          },
          { label: '发布日收盘价（元）', value: priceText(r.price) },
          { label: '目标价（元）', value: priceText(r.targetPrice) },
          { label: '页数', value: displayText(r.pages) },
        ]}
      />
      {r.forecasts.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <DataTable
            testId="research-forecasts"
            size="small"
            showAll
            rowKey={(f) => String(f.year)}
            rows={r.forecasts}
            columns={[
              { key: 'year', title: '预测年度', render: (f) => `${f.year}（${yearLabel(f.year)}）` },
              { key: 'eps', title: 'EPS（元）', align: 'right', render: (f) => formatNumber(f.eps) },
              {
                key: 'pe',
                title: 'PE（倍）',
                align: 'right',
                render: (f) => (f.pe === null ? BLANK : formatNumber(f.pe)),
              },
            ]}
          />
        </div>
      )}
      <Typography.Title level={5}>摘要</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="research-abstract">
        {r.abstract}
      </Typography.Paragraph>
      <DownloadButton download={() => researchApi.openPdf(r.reportId)} icon={<FilePdfOutlined />} testId="research-pdf">
        查看原文 PDF
      </DownloadButton>
    </div>
  );
}

/** The report drawer of the research pages; `reportId` null: closed. */
export function ReportDrawer({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  return (
    <Drawer open={reportId !== null} onClose={onClose} width={640} title="研报详情" destroyOnHidden>
      {reportId && <ReportBody reportId={reportId} />}
    </Drawer>
  );
}
