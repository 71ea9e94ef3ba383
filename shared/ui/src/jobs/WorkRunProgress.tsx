import { Alert, Progress, Space } from 'antd';
import type { WorkRun } from '@esee/contracts';

/**
 * Where a run started from the page stands (useWorkRun): its stage and progress while it is queued or running, and
 * why it failed; nothing once it is done (the page shows its result). `what` names the work: 识别, 分析.
 */
export function WorkRunProgress({ run, what, testId }: { run: WorkRun | null; what: string; testId: string }) {
  if (!run || run.state === 'done') return null;
  const started = `${run.startedBy ? `${run.startedBy}于` : ''}${run.createdAt} 发起`;
  if (run.state === 'failed')
    return (
      <Alert
        style={{ marginBottom: 12 }}
        type="error"
        showIcon
        title={`${what}失败：${run.failureReason ?? '请稍后重试'}`}
        description={started}
        data-testid={testId}
        data-state={run.state}
      />
    );
  const percent = Math.round(run.progress * 100);
  return (
    <Alert
      style={{ marginBottom: 12 }}
      type="info"
      showIcon
      title={
        <Space size={16} wrap>
          <span data-testid={`${testId}-stage`}>
            {run.state === 'queued' ? `${what}排队中` : `${run.stage ?? `${what}中`}…`}
          </span>
          <Progress percent={percent} size="small" style={{ width: 240, margin: 0 }} status="active" />
        </Space>
      }
      description={`${started}；${what}在后台进行，可离开本页，完成后结果自动显示`}
      data-testid={testId}
      data-state={run.state}
    />
  );
}
