import { useState } from 'react';
import { Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  EXPORT_RETENTION_DAYS,
  GENERATE_REPORT_RIGHT,
  REPORT_STATE_LABELS,
  type CompanyReport,
  type ReportState,
} from '@esee/contracts';
import { usePageTitle, usePolled } from '@esee/react';
import { useRight } from '@esee/session';
import { companyHref, DataTable, DownloadButton, EmptyState, FailedState, type DataColumn } from '@esee/ui';
import { reportsApi } from '../../api/reports';
import { GenerateReportDialog } from './GenerateReportDialog';
import { anyGenerating } from './reports';

const STATE_COLORS: Record<ReportState, string> = {
  generating: 'processing',
  success: 'success',
  failed: 'error',
  expired: 'default',
};

function RegenerateLink({ report, onDone }: { report: CompanyReport; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Typography.Link
      disabled={busy}
      data-testid="report-regenerate"
      onClick={async () => {
        setBusy(true);
        try {
          await reportsApi.regenerate(report.jobId);
          onDone();
        } catch {
          // The refusal has been shown by the request layer.
        } finally {
          setBusy(false);
        }
      }}
    >
      重新生成
    </Typography.Link>
  );
}

function columns(canGenerate: boolean, reload: () => void): DataColumn<CompanyReport>[] {
  return [
    {
      key: 'companyName',
      title: '企业名称',
      render: (r) => (
        <Link to={companyHref({ entId: r.entId })} data-testid="report-company-name">
          {r.companyName}
        </Link>
      ),
    },
    { key: 'templateTitle', title: '报告模板', width: 100 },
    { key: 'requester', title: '生成人', width: 90 },
    { key: 'createdAt', title: '生成时间', width: 160 },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Tag color={STATE_COLORS[r.state]} data-testid="report-state" data-state={r.state}>
          {REPORT_STATE_LABELS[r.state]}
        </Tag>
      ),
    },
    { key: 'pageCount', title: '页数', width: 60, align: 'right', render: (r) => r.pageCount ?? '-' },
    { key: 'snapshotAt', title: '数据快照时间', width: 140, render: (r) => r.snapshotAt ?? '-' },
    { key: 'expiresAt', title: '有效期至', width: 140, render: (r) => r.expiresAt?.slice(0, 16) ?? '-' },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (r) => (
        <Space size={12}>
          {r.state === 'success' && (
            <DownloadButton link download={() => reportsApi.download(r.jobId)} testId="report-download">
              下载
            </DownloadButton>
          )}
          {canGenerate && r.state !== 'generating' && <RegenerateLink report={r} onDone={reload} />}
          {r.state === 'failed' && r.failureReason && (
            <Typography.Text type="secondary">{r.failureReason}</Typography.Text>
          )}
        </Space>
      ),
    },
  ];
}

/**
 * `/bankAssistant/reportList`: 画像生成记录 (product pages §1.10). A company profile report is made from a
 * template in the background, as a PDF with the requester's watermark and the data snapshot time in its
 * footer, kept seven days. The table follows the reports while any is being made.
 */
export default function ReportListPage() {
  usePageTitle('画像生成记录');
  const reports = usePolled(reportsApi.list, anyGenerating);
  const canGenerate = useRight(GENERATE_REPORT_RIGHT);
  const [dialog, setDialog] = useState(false);
  return (
    <Card
      title="画像生成记录"
      extra={
        <Space size={16}>
          <Typography.Text type="secondary">报告保留{EXPORT_RETENTION_DAYS}天，含生成人与时间水印</Typography.Text>
          {canGenerate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog(true)} data-testid="report-new">
              新建报告
            </Button>
          )}
        </Space>
      }
      data-testid="report-list-page"
    >
      {reports.status === 'failed' ? (
        <FailedState onRetry={reports.reload} />
      ) : reports.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : reports.data.list.length === 0 ? (
        <EmptyState description="还没有画像报告。在单企业查询或点击「新建报告」生成" />
      ) : (
        <DataTable<CompanyReport>
          testId="reports"
          rowKey={(r) => String(r.jobId)}
          columns={columns(canGenerate, reports.reload)}
          rows={reports.data.list}
        />
      )}
      <GenerateReportDialog open={dialog} onClose={() => setDialog(false)} onCreated={reports.reload} />
    </Card>
  );
}
