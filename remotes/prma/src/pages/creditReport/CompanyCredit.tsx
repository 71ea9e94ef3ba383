import { Button, Card, Col, List, Row, Skeleton, Tag, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CreditReportSummary } from '@esee/contracts';
import { useLoad, useSubmit } from '@esee/react';
import { companyHref, EmptyState, FailedState } from '@esee/ui';
import { creditReportApi } from '../../api/creditReport';
import { GRADE_COLORS } from './grades';
import { ReportView } from './ReportView';

function ReportPanel({ reportId }: { reportId: number }) {
  const report = useLoad(() => creditReportApi.detail(reportId), [reportId]);
  if (report.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} data-testid="credit-loading" />;
  if (report.status === 'failed') return <FailedState onRetry={report.reload} />;
  return <ReportView report={report.data} />;
}

function HistoryList({
  list,
  shown,
  onOpen,
}: {
  list: CreditReportSummary[];
  shown: number;
  onOpen: (id: number) => void;
}) {
  return (
    <Card size="small" title={`历史报告（${list.length}）`} data-testid="credit-history">
      <List
        size="small"
        dataSource={list}
        renderItem={(r) => (
          <List.Item
            onClick={() => onOpen(r.reportId)}
            style={{ cursor: 'pointer', background: r.reportId === shown ? '#e6f4ff' : undefined, paddingInline: 8 }}
            data-testid="credit-history-item"
            data-report-id={r.reportId}
          >
            <span>
              <Typography.Text>{r.createdAt.slice(0, 16)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{r.requester}</Typography.Text>
            </span>
            <span>
              {r.score}分 <Tag color={GRADE_COLORS[r.grade]}>{r.grade}</Tag>
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** A company's credit reports: generate one, read the one picked (the newest by default), the history beside. */
export function CompanyCredit({
  entId,
  reportId,
  onOpen,
}: {
  entId: string;
  reportId: number | null;
  onOpen: (reportId: number) => void;
}) {
  const history = useLoad(() => creditReportApi.history(entId), [entId]);
  const { busy, run } = useSubmit();
  const generate = async () => {
    await run(async () => {
      const report = await creditReportApi.create(entId);
      history.reload();
      onOpen(report.reportId);
    });
  };
  if (history.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (history.status === 'failed') return <FailedState onRetry={history.reload} />;
  const { companyName, list } = history.data;
  const shown = reportId ?? list[0]?.reportId ?? null;
  return (
    <Card
      title={
        <Link to={companyHref({ entId })} data-testid="credit-company">
          {companyName}
        </Link>
      }
      extra={
        <Button
          type="primary"
          icon={<FileAddOutlined />}
          loading={busy}
          onClick={generate}
          data-testid="credit-generate"
        >
          生成资信报告
        </Button>
      }
    >
      {shown === null ? (
        <EmptyState description="该企业尚无资信报告，点击「生成资信报告」按当前数据评分" />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={18}>
            <ReportPanel key={shown} reportId={shown} />
          </Col>
          <Col xs={24} xl={6}>
            <HistoryList list={list} shown={shown} onOpen={onOpen} />
          </Col>
        </Row>
      )}
    </Card>
  );
}
