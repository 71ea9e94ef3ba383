import { Button, List, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { MonitorGroup } from '../../api/monitor';
import { isOwnGroup, receivesNew } from '../../groups/useGroups';
import { useGroupActions } from '../../groups/useGroupActions';

/** The user's groups with their counts, to choose the one listed; add, rename, delete as on 分组管理. */
export function GroupPanel({
  groups,
  selected,
  onSelect,
  onChanged,
}: {
  groups: readonly MonitorGroup[];
  selected: number;
  onSelect: (groupId: number) => void;
  onChanged: () => void;
}) {
  const actions = useGroupActions(groups, {
    onChanged,
    onCreated: onSelect,
    onDeleted: (id) => selected === id && onSelect(0),
  });
  return (
    <div data-testid="monitor-groups">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong>监控分组</Typography.Text>
        <Space size={8}>
          <Link to="/apps/monitor/groupManage/manageList">管理</Link>
          <Button size="small" icon={<PlusOutlined />} onClick={actions.create} data-testid="group-add">
            新建分组
          </Button>
        </Space>
      </div>
      <List
        size="small"
        dataSource={[...groups]}
        rowKey={(g) => String(g.groupId)}
        renderItem={(g) => (
          <List.Item
            data-testid="group-item"
            onClick={() => onSelect(g.groupId)}
            style={{ cursor: 'pointer', background: g.groupId === selected ? '#e6f0ff' : undefined, paddingInline: 8 }}
            actions={
              isOwnGroup(g)
                ? [
                    <Typography.Link key="rename" onClick={(e) => (e.stopPropagation(), actions.rename(g))}>
                      重命名
                    </Typography.Link>,
                    <Typography.Link
                      key="delete"
                      type="danger"
                      onClick={(e) => (e.stopPropagation(), actions.remove(g))}
                    >
                      删除
                    </Typography.Link>,
                  ]
                : []
            }
          >
            <span>
              {g.groupName} <Typography.Text type="secondary">({g.groupMonitorCount})</Typography.Text>
              {receivesNew(g, groups) && (
                <Tag color="blue" style={{ marginInlineStart: 6 }} title="未选分组添加的企业加入此分组">
                  默认添加
                </Tag>
              )}
            </span>
          </List.Item>
        )}
      />
      {actions.dialogs}
    </div>
  );
}
