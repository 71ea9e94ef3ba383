import { useState } from 'react';
import { App, List, Popconfirm, Space, Spin, Typography } from 'antd';
import { CONDITION_SET_NAME_MAX, type ConditionSet, type ConditionSetRun } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, formatDateTime, NameDialog } from '@esee/ui';
import { conditionsSearchApi } from '../../api/conditionsSearch';

export const SET_NAME_PLACEHOLDER = '方案名称，如：南京高企有电话';

/** The user's saved 方案: rerun (marks what is new since the previous run), rename, delete. */
export function SavedSets({
  version,
  activeId,
  onRun,
}: {
  version: number;
  activeId: number | null;
  onRun: (run: ConditionSetRun) => void;
}) {
  const { message } = App.useApp();
  const [reload, setReload] = useState(0);
  const [renaming, setRenaming] = useState<ConditionSet | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const sets = useLoad(() => conditionsSearchApi.sets(), [version, reload]);

  const rerun = async (set: ConditionSet) => {
    setRunning(set.id);
    try {
      const run = await conditionsSearchApi.rerunSet(set.id);
      onRun(run);
      setReload((n) => n + 1);
    } catch {
      // The client's toast has said why.
    } finally {
      setRunning(null);
    }
  };

  let body;
  if (sets.status === 'failed') body = <FailedState onRetry={sets.reload} />;
  else if (sets.status === 'loading') body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else if (!sets.data.length) body = <EmptyState description="还没有方案：设置条件后点击「保存为方案」" />;
  else
    body = (
      <List<ConditionSet>
        size="small"
        dataSource={sets.data}
        renderItem={(set) => (
          <List.Item
            data-testid="condition-set"
            style={set.id === activeId ? { background: '#e6f4ff' } : undefined}
            actions={[
              <Typography.Link
                key="run"
                onClick={() => void rerun(set)}
                disabled={running !== null}
                data-testid="set-rerun"
              >
                {running === set.id ? '运行中…' : '重新运行'}
              </Typography.Link>,
              <Typography.Link key="rename" onClick={() => setRenaming(set)}>
                重命名
              </Typography.Link>,
              <Popconfirm
                key="delete"
                title={`删除方案「${set.name}」？`}
                okText="删除"
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await conditionsSearchApi.deleteSet(set.id);
                    message.success(`已删除「${set.name}」`);
                    setReload((n) => n + 1);
                  } catch {
                    // The client's toast has said why.
                  }
                }}
              >
                <Typography.Link type="danger">删除</Typography.Link>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={<span data-testid="set-name">{set.name}</span>}
              description={
                set.lastRunAt ? `上次运行 ${formatDateTime(set.lastRunAt)}，符合 ${set.lastTotal ?? 0} 家` : '尚未运行'
              }
            />
          </List.Item>
        )}
      />
    );
  return (
    <div data-testid="condition-sets">
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>我的方案</Typography.Text>
        {sets.data && <Typography.Text type="secondary">{sets.data.length} 个</Typography.Text>}
      </Space>
      {body}
      {renaming && (
        <NameDialog
          title="重命名方案"
          initial={renaming.name}
          maxLength={CONDITION_SET_NAME_MAX}
          placeholder={SET_NAME_PLACEHOLDER}
          open
          onClose={() => setRenaming(null)}
          submit={async (name) => {
            await conditionsSearchApi.renameSet(renaming.id, name);
            message.success('已重命名');
            setReload((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
