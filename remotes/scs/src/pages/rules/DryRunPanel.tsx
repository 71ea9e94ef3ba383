import { Alert, Card, Tag, Typography } from 'antd';
import type { ScsDryRun, ScsDryRunGroup } from '@esee/contracts';
import { DataTable } from '@esee/ui';

const CHANGE: Record<ScsDryRunGroup['change'], { label: string; color: string }> = {
  new: { label: '新增', color: 'green' },
  changed: { label: '变更', color: 'blue' },
  dissolved: { label: '解散', color: 'red' },
};

const names = (list: { entName: string }[]) => (list.length ? list.map((m) => m.entName).join('、') : '-');

/** The impact of a draft: 「将新增 N 组、变更 M 组、解散 K 组」 and the groups and members concerned. */
export function DryRunPanel({ result, title }: { result: ScsDryRun; title: string }) {
  const none = result.groups.length === 0;
  return (
    <Card size="small" title={`试运行结果：${title}`} data-testid="scs-dryrun" style={{ marginTop: 12 }}>
      <Alert
        type={none ? 'success' : 'warning'}
        showIcon
        message={<span data-testid="scs-dryrun-text">{result.text}</span>}
        description={
          <Typography.Text type="secondary">
            {result.baseRunId === null
              ? '本机构尚无识别结果，与空结果比较'
              : `与最近一次识别（#${result.baseRunId}）比较`}
            ，试运行识别出 {result.groupCount} 组，未保存识别结果 · {result.computedAt}
          </Typography.Text>
        }
      />
      {!none && (
        <div style={{ marginTop: 12 }}>
          <DataTable<ScsDryRunGroup>
            testId="scs-dryrun-groups"
            size="small"
            rowKey={(g) => `${g.change}:${g.key}`}
            rows={result.groups}
            columns={[
              {
                key: 'change',
                title: '影响',
                width: 80,
                render: (g) => <Tag color={CHANGE[g.change].color}>{CHANGE[g.change].label}</Tag>,
              },
              { key: 'name', title: '识别组' },
              { key: 'memberCount', title: '成员数', width: 80, align: 'right' },
              { key: 'added', title: '新增成员', render: (g) => names(g.added) },
              { key: 'removed', title: '移出成员', render: (g) => names(g.removed) },
              {
                key: 'flagged',
                title: '确认方式变化',
                render: (g) =>
                  g.flagged.length
                    ? g.flagged.map((m) => `${m.entName}（${m.suggested ? '改为待确认' : '改为自动'}）`).join('、')
                    : '-',
              },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
