import { Alert, Card, Table, Tag, Typography } from 'antd';
import type { ScsDryRun, ScsDryRunGroup } from '@esee/contracts';

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
        <Table<ScsDryRunGroup>
          style={{ marginTop: 12 }}
          size="small"
          rowKey={(g) => `${g.change}:${g.key}`}
          dataSource={result.groups}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          data-testid="scs-dryrun-groups"
          columns={[
            {
              title: '影响',
              width: 80,
              render: (_, g) => <Tag color={CHANGE[g.change].color}>{CHANGE[g.change].label}</Tag>,
            },
            { title: '识别组', dataIndex: 'name' },
            { title: '成员数', dataIndex: 'memberCount', width: 80, align: 'right' },
            { title: '新增成员', render: (_, g) => names(g.added) },
            { title: '移出成员', render: (_, g) => names(g.removed) },
            {
              title: '确认方式变化',
              render: (_, g) =>
                g.flagged.length
                  ? g.flagged.map((m) => `${m.entName}（${m.suggested ? '改为待确认' : '改为自动'}）`).join('、')
                  : '-',
            },
          ]}
        />
      )}
    </Card>
  );
}
