import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { GENERATE_REPORT_RIGHT, REPORT_STATE_LABELS, type CompanyReport } from '@esee/contracts';
import { usePageTitle, usePolled, useSubmit } from '@esee/react';
import { useRight } from '@esee/session';
import { companyHref, JobListCard, reportJobColumns, retentionText, type DataColumn } from '@esee/ui';
import { reportsApi } from '../../api/reports';
import { GenerateReportDialog } from './GenerateReportDialog';
import { anyGenerating } from './reports';

function RegenerateLink({ report, onDone }: { report: CompanyReport; onDone: () => void }) {
  const { busy, run } = useSubmit();
  return (
    <Typography.Link
      disabled={busy}
      data-testid="report-regenerate"
      onClick={() => run(() => reportsApi.regenerate(report.jobId).then(onDone))}
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
    ...reportJobColumns<CompanyReport>({
      stateLabels: REPORT_STATE_LABELS,
      stateTestId: 'report-state',
      snapshot: true,
      ready: 'success',
      download: (r) => reportsApi.download(r.jobId),
      downloadTestId: 'report-download',
      links: (r) => canGenerate && r.state !== 'generating' && <RegenerateLink report={r} onDone={reload} />,
    }),
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
    <JobListCard<CompanyReport>
      title="画像生成记录"
      testId="report-list-page"
      note={retentionText('报告', '含生成人与时间水印')}
      actions={
        canGenerate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog(true)} data-testid="report-new">
            新建报告
          </Button>
        )
      }
      jobs={reports}
      empty="还没有画像报告。在单企业查询或点击「新建报告」生成"
      tableTestId="reports"
      columns={columns(canGenerate, reports.reload)}
    >
      <GenerateReportDialog open={dialog} onClose={() => setDialog(false)} onCreated={reports.reload} />
    </JobListCard>
  );
}
