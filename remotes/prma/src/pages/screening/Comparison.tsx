import { useMemo } from 'react';
import { Card, Col, Descriptions, Row, Tabs } from 'antd';
import type { ScreeningHit, ScreeningRunRow } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { screeningApi } from '../../api/screening';
import { hitColumns } from './hitColumns';

function RunSide({ title, run }: { title: string; run: ScreeningRunRow }) {
  return (
    <Descriptions size="small" bordered column={1} title={title}>
      <Descriptions.Item label="筛查编号">{run.runId}</Descriptions.Item>
      <Descriptions.Item label="基准日">{run.asOf}</Descriptions.Item>
      <Descriptions.Item label="筛查时间（北京时间）">{run.createdAt}</Descriptions.Item>
      <Descriptions.Item label="命中">{run.hitCount ?? '-'}</Descriptions.Item>
    </Descriptions>
  );
}

const hitTable = (hits: ScreeningHit[], testId: string, emptyText: string) => (
  <DataTable
    size="small"
    testId={testId}
    rows={hits}
    rowKey={(h) => h.key}
    columns={hitColumns}
    emptyText={emptyText}
  />
);

/** This run beside the run it repeats: both runs' facts, then hits added, removed and changed. */
export function Comparison({ runId, baseId }: { runId: number; baseId: number }) {
  const diff = useLoad(() => screeningApi.compare(runId, baseId), [runId, baseId]);
  // A changed hit as it reads now, its detail saying what it was; kept across renders so its table keeps its page.
  const data = diff.data;
  const changed = useMemo(
    () => (data?.changed ?? []).map((x) => ({ ...x.after, detail: `${x.before.detail} → ${x.after.detail}` })),
    [data],
  );
  if (diff.status === 'failed') return <FailedState onRetry={diff.reload} />;
  if (diff.status === 'loading') return <Card loading title="与原筛查对比" />;
  const c = diff.data;
  return (
    <Card title="与原筛查对比" size="small" data-testid="screening-comparison">
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col span={12}>
          <RunSide title="原筛查" run={c.base} />
        </Col>
        <Col span={12}>
          <RunSide title="本次筛查" run={c.run} />
        </Col>
      </Row>
      <Tabs
        items={[
          {
            key: 'added',
            label: `新增 ${c.added.length}`,
            children: hitTable(c.added, 'screening-added', '没有新增的命中'),
          },
          {
            key: 'removed',
            label: `移除 ${c.removed.length}`,
            children: hitTable(c.removed, 'screening-removed', '没有移除的命中'),
          },
          {
            key: 'changed',
            label: `变化 ${c.changed.length}`,
            children: hitTable(changed, 'screening-changed', '没有变化的命中'),
          },
        ]}
      />
      <div style={{ color: 'rgba(0,0,0,0.45)' }} data-testid="screening-unchanged">{`未变化 ${c.unchanged} 条`}</div>
    </Card>
  );
}
