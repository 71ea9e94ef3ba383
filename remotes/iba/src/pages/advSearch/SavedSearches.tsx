import { useState } from 'react';
import { App, List, Popconfirm, Space, Spin, Typography } from 'antd';
import type { AdvSearchSet } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, formatDateTime } from '@esee/ui';
import { advSearchApi } from '../../api/advSearch';

/** The user's saved 方案: apply one (its filters fill the page), delete one. */
export function SavedSearches({
  version,
  activeId,
  onApply,
}: {
  version: number;
  activeId: number | null;
  onApply: (set: AdvSearchSet) => void;
}) {
  const { message } = App.useApp();
  const [reload, setReload] = useState(0);
  const sets = useLoad(() => advSearchApi.sets(), [version, reload]);

  let body;
  if (sets.status === 'failed') body = <FailedState onRetry={sets.reload} />;
  else if (sets.status === 'loading') body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else if (!sets.data.length) body = <EmptyState description="还没有方案：设置筛选后点击「保存方案」" />;
  else
    body = (
      <List<AdvSearchSet>
        size="small"
        dataSource={sets.data}
        renderItem={(set) => (
          <List.Item
            data-testid="adv-set"
            style={set.id === activeId ? { background: '#e6f4ff' } : undefined}
            actions={[
              <Typography.Link key="apply" onClick={() => onApply(set)} data-testid="adv-set-apply">
                应用
              </Typography.Link>,
              <Popconfirm
                key="delete"
                title={`删除方案「${set.name}」？`}
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await advSearchApi.deleteSet(set.id);
                    message.success(`已删除「${set.name}」`);
                    setReload((n) => n + 1);
                  } catch {
                    // The client's toast has said why.
                  }
                }}
              >
                <Typography.Link type="danger" data-testid="adv-set-delete">
                  删除
                </Typography.Link>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={<span data-testid="adv-set-name">{set.name}</span>}
              description={`保存于 ${formatDateTime(set.createdAt)}`}
            />
          </List.Item>
        )}
      />
    );
  return (
    <div data-testid="adv-sets">
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>我的方案</Typography.Text>
        {sets.data && <Typography.Text type="secondary">{sets.data.length} 个</Typography.Text>}
      </Space>
      {body}
    </div>
  );
}
