import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { isWorkRunOver, type ScreeningRegenerated, type ScreeningRunDetail } from '@esee/contracts';
import { usePageTitle, usePolled, useSubmit } from '@esee/react';
import { BackBar, DataTable, FailedState, WorkRunProgress } from '@esee/ui';
import { screeningApi } from '../../api/screening';
import { Comparison } from './Comparison';
import { hitColumns } from './hitColumns';
import { runPath, SCREENING_PATH } from './paths';

function Summary({ detail }: { detail: ScreeningRunDetail }) {
  const s = detail.snapshot!;
  return (
    <Descriptions size="small" bordered column={2} data-testid="screening-summary">
      <Descriptions.Item label="筛查基准日">{s.asOf}</Descriptions.Item>
      <Descriptions.Item label="筛查时间（北京时间）">{s.screenedAt}</Descriptions.Item>
      <Descriptions.Item label="筛查人">{s.user}</Descriptions.Item>
      <Descriptions.Item label="规则版本">{s.ruleVersion}</Descriptions.Item>
      <Descriptions.Item label="名单版本">
        {s.lists.length ? s.lists.map((l) => `${l.listName} 第${l.version}版`).join('、') : '（未导入名单）'}
      </Descriptions.Item>
      <Descriptions.Item label="灰名单版本">{`第${s.greyVersion}版（${s.greyCount}条）`}</Descriptions.Item>
      <Descriptions.Item label="筛查企业">{s.inputs.map((i) => i.name).join('、')}</Descriptions.Item>
      <Descriptions.Item label="筛查对象">{`含关联方与董监高共${s.subjectCount}个`}</Descriptions.Item>
      <Descriptions.Item label="校验码（快照 SHA-256）" span={2}>
        <Typography.Text code copyable data-testid="screening-snapshot-sha">
          {detail.snapshotSha256}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="报告 SHA-256" span={2}>
        <Typography.Text code copyable data-testid="screening-pdf-sha">
          {detail.pdfSha256}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

function ReportActions({ detail }: { detail: ScreeningRunDetail }) {
  const navigate = useNavigate();
  const [regenerated, setRegenerated] = useState<ScreeningRegenerated | null>(null);
  const regen = useSubmit();
  const rerun = useSubmit();
  const runId = detail.run.runId;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" onClick={() => void screeningApi.report(runId)} data-testid="screening-download">
          下载报告
        </Button>
        <Button
          loading={regen.busy}
          onClick={() => regen.run(async () => setRegenerated(await screeningApi.regenerate(runId)))}
          data-testid="screening-regenerate"
        >
          重新生成
        </Button>
        <Button
          loading={rerun.busy}
          onClick={() => rerun.run(async () => navigate(runPath((await screeningApi.rerun(runId)).runId)))}
          data-testid="screening-rerun"
        >
          按今日重新筛查
        </Button>
      </Space>
      {regenerated ? (
        <Alert
          data-testid="screening-regenerated"
          type={regenerated.matches ? 'success' : 'error'}
          showIcon
          message={
            regenerated.matches ? '匹配：重新生成的报告与原报告逐字节一致' : '不匹配：重新生成的报告与原报告不同'
          }
          description={`重新生成的 SHA-256：${regenerated.pdfSha256}`}
        />
      ) : null}
    </Space>
  );
}

/** `/apps/prma/screening/run?runId=`: a run's progress, then its kept result, report and comparison with the run it repeats. */
export default function ScreeningRunPage() {
  usePageTitle('筛查详情');
  const [params] = useSearchParams();
  const runId = Number(params.get('runId'));
  // A re-run opens another run on the same page: start over with it (its polling, its report's state).
  return <RunView key={runId} runId={runId} />;
}

function RunView({ runId }: { runId: number }) {
  const detail = usePolled(
    () => screeningApi.detail(runId),
    (d) => !isWorkRunOver(d.progress),
    1000,
  );
  const crumbs = [{ title: '名单筛查', to: SCREENING_PATH }, { title: `筛查 第${runId}号` }];
  if (detail.status === 'failed') return <FailedState onRetry={detail.reload} />;
  if (detail.status === 'loading') return <Card loading />;
  const d = detail.data;
  const done = d.progress.state === 'done' && d.snapshot;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="screening-run-page">
      <BackBar crumbs={crumbs} />
      <WorkRunProgress run={d.progress} what="筛查" testId="screening-progress" />
      {done ? (
        <>
          <Card title={`筛查 第${runId}号`} size="small">
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              <Summary detail={d} />
              <ReportActions detail={d} />
            </Space>
          </Card>
          <Card
            title={
              <span>
                命中 <Tag data-testid="screening-hit-count">{d.snapshot!.hits.length}</Tag>
              </span>
            }
            size="small"
          >
            <DataTable
              size="small"
              testId="screening-hits"
              rows={d.snapshot!.hits}
              rowKey={(h) => h.key}
              columns={hitColumns}
              emptyText="未发现命中"
            />
          </Card>
          {d.run.previousRunId ? <Comparison runId={runId} baseId={d.run.previousRunId} /> : null}
        </>
      ) : null}
    </Space>
  );
}
