import { Button, Popconfirm, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { DD_DIMENSION_INFO, DD_REPORT_STATE_LABELS, type DdReport, type DdReportList } from '@esee/contracts';
import { usePageTitle, usePolled, useSubmit } from '@esee/react';
import { CompanyLink, JobListCard, reportJobColumns, retentionText, type DataColumn } from '@esee/ui';
import { dueDiligenceApi } from '../../api/dueDiligence';
import { CREATE_REPORT_PATH } from './paths';

/** The list is polled while a report is queued or being written. */
const anyBusy = (data: DdReportList) => data.list.some((r) => r.state === 'queued' || r.state === 'processing');

function DeleteLink({ report, onDone }: { report: DdReport; onDone: () => void }) {
  const { busy, run } = useSubmit();
  return (
    <Popconfirm
      title="删除该尽调报告？"
      okText="删除"
      cancelText="取消"
      onConfirm={() => run(() => dueDiligenceApi.remove(report.jobId).then(onDone))}
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
    ...reportJobColumns<DdReport>({
      stateLabels: DD_REPORT_STATE_LABELS,
      stateTestId: 'dd-report-state',
      ready: 'done',
      download: (r) => dueDiligenceApi.download(r.jobId),
      downloadTestId: 'dd-report-download',
      links: (r) => <DeleteLink report={r} onDone={reload} />,
    }),
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
    <JobListCard<DdReport>
      title="尽调报告记录"
      testId="dd-report-list-page"
      note={retentionText('报告', '含生成人与时间水印')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(CREATE_REPORT_PATH)}
          data-testid="dd-report-new"
        >
          生成尽调报告
        </Button>
      }
      jobs={reports}
      empty="还没有尽调报告。在「尽职调查」或点击「生成尽调报告」生成"
      tableTestId="dd-reports"
      columns={columns(reports.reload)}
    />
  );
}
