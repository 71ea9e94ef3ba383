import { useState } from 'react';
import { Button, Card, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  DD_DIMENSION_INFO,
  DD_REPORT_STATE_LABELS,
  EXPORT_RETENTION_DAYS,
  type DdReport,
  type DdReportList,
  type DdReportState,
} from '@esee/contracts';
import { usePageTitle, usePolled } from '@esee/react';
import { CompanyLink, DataTable, DownloadButton, EmptyState, FailedState, type DataColumn } from '@esee/ui';
import { dueDiligenceApi } from '../../api/dueDiligence';
import { CREATE_REPORT_PATH } from './paths';

const STATE_COLORS: Record<DdReportState, string> = {
  queued: 'default',
  processing: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};

/** The list is polled while a report is queued or being written. */
const anyBusy = (data: DdReportList) => data.list.some((r) => r.state === 'queued' || r.state === 'processing');

function DeleteLink({ report, onDone }: { report: DdReport; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Popconfirm
      title="删除该尽调报告？"
      okText="删除"
      cancelText="取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          await dueDiligenceApi.remove(report.jobId);
          onDone();
        } catch {
          // The refusal has been shown by the request layer.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Link type="danger" disabled={busy} data-testid="dd-report-delete">
        删除
      </Typography.Link>
    </Popconfirm>
  );
}

function columns(reload: () => void): DataColumn<DdReport>[] {
  return [
    {
      key: 'companyName',
      title: '企业名称',
      render: (r) => <CompanyLink entId={r.entId} name={r.companyName} testId="dd-report-company" />,
    },
    { key: 'projectName', title: '项目', width: 120, render: (r) => r.projectName ?? '-' },
    {
      key: 'dimensions',
      title: '尽调维度',
      width: 220,
      render: (r) => r.dimensions.map((d) => DD_DIMENSION_INFO[d].title).join('、'),
    },
    { key: 'counterparts', title: '核查对象', width: 80, align: 'right', render: (r) => r.counterparts || '-' },
    { key: 'createdAt', title: '生成时间', width: 160 },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Tag color={STATE_COLORS[r.state]} data-testid="dd-report-state" data-state={r.state}>
          {DD_REPORT_STATE_LABELS[r.state]}
        </Tag>
      ),
    },
    { key: 'pageCount', title: '页数', width: 60, align: 'right', render: (r) => r.pageCount ?? '-' },
    { key: 'expiresAt', title: '有效期至', width: 140, render: (r) => r.expiresAt?.slice(0, 16) ?? '-' },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (r) => (
        <Space size={12}>
          {r.state === 'done' && (
            <DownloadButton link download={() => dueDiligenceApi.download(r.jobId)} testId="dd-report-download">
              下载
            </DownloadButton>
          )}
          <DeleteLink report={r} onDone={reload} />
          {r.state === 'failed' && r.failureReason && (
            <Typography.Text type="secondary">{r.failureReason}</Typography.Text>
          )}
        </Space>
      ),
    },
  ];
}

/**
 * `/apps/relation/reportList`: 尽调报告记录. The caller's due-diligence reports with their state (排队中,
 * 生成中, 已完成, 失败, 已过期), followed while any is being made; download when done, delete.
 */
export default function ReportListPage() {
  usePageTitle('尽调报告记录');
  const navigate = useNavigate();
  const reports = usePolled(dueDiligenceApi.reports, anyBusy);
  return (
    <Card
      title="尽调报告记录"
      data-testid="dd-report-list-page"
      extra={
        <Space size={16}>
          <Typography.Text type="secondary">报告保留{EXPORT_RETENTION_DAYS}天，含生成人与时间水印</Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(CREATE_REPORT_PATH)}
            data-testid="dd-report-new"
          >
            生成尽调报告
          </Button>
        </Space>
      }
    >
      {reports.status === 'failed' ? (
        <FailedState onRetry={reports.reload} />
      ) : reports.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : reports.data.list.length === 0 ? (
        <EmptyState description="还没有尽调报告。在「尽职调查」或点击「生成尽调报告」生成" />
      ) : (
        <DataTable<DdReport>
          testId="dd-reports"
          rowKey={(r) => String(r.jobId)}
          columns={columns(reports.reload)}
          rows={reports.data.list}
        />
      )}
    </Card>
  );
}
