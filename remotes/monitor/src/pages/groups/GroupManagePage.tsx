import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import type { MonitorGroup } from '../../api/monitor';
import { ADD_MONITOR_PATH } from '../../components/NotMonitoringYet';
import { DEFAULT_GROUP, isOwnGroup, receivesNew, useGroups } from '../../groups/useGroups';
import { useGroupActions } from '../../groups/useGroupActions';
import { MoveCompaniesDialog } from './MoveCompaniesDialog';

/**
 * `/apps/monitor/groupManage/manageList` (分组管理): the user's groups with their counts; create, rename,
 * delete (moving or cancelling its companies), choose the group that takes companies added without one,
 * and move companies between groups.
 */
export default function GroupManagePage() {
  usePageTitle('分组管理');
  const navigate = useNavigate();
  const groups = useGroups();
  const [moving, setMoving] = useState<MonitorGroup | null>(null);
  const actions = useGroupActions(groups.list, { onChanged: groups.reload });

  if (groups.failed) return <FailedState onRetry={groups.reload} />;
  return (
    <Card data-testid="group-manage-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          分组管理
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={actions.create} data-testid="group-add">
          新建分组
        </Button>
      </div>
      {groups.monitored === undefined ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary" data-testid="group-summary">
            {`共 ${groups.real.length} 个分组，监控 ${groups.monitored} 家企业。`}
            未选分组添加的企业加入标有「默认添加」的分组；默认分组不能重命名或删除。
          </Typography.Paragraph>
          {groups.monitored === 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="您还没有监控任何企业，添加企业后可在这里按分组整理"
              action={
                <Button size="small" type="primary" onClick={() => navigate(ADD_MONITOR_PATH)}>
                  添加监控企业
                </Button>
              }
            />
          )}
          <DataTable<MonitorGroup>
            testId="list-groups"
            rows={groups.real}
            rowKey={(g) => String(g.groupId)}
            columns={[
              {
                key: 'groupName',
                title: '分组名称',
                render: (g) => (
                  <Space size={6}>
                    <span data-testid="group-row-name">{g.groupName}</span>
                    {g.groupName === DEFAULT_GROUP && <Tag title="默认分组不能重命名或删除">系统分组</Tag>}
                    {receivesNew(g, groups.list) && (
                      <Tag color="blue" title="未选分组添加的企业加入此分组" data-testid="group-receives-new">
                        默认添加
                      </Tag>
                    )}
                  </Space>
                ),
              },
              {
                key: 'groupMonitorCount',
                title: '监控企业',
                width: 120,
                align: 'right',
                render: (g) => (
                  <Link to={`/apps/monitor/enterpriseMonitoring?groupId=${g.groupId}`} data-testid="group-count">
                    {g.groupMonitorCount} 家
                  </Link>
                ),
              },
              {
                key: 'actions',
                title: '操作',
                width: 340,
                render: (g) => (
                  <Space size={16}>
                    <Typography.Link disabled={g.groupMonitorCount === 0} onClick={() => setMoving(g)}>
                      移动企业
                    </Typography.Link>
                    {!receivesNew(g, groups.list) && (
                      <Typography.Link onClick={() => void actions.makeDefault(g)}>设为默认添加</Typography.Link>
                    )}
                    {isOwnGroup(g) && (
                      <>
                        <Typography.Link onClick={() => actions.rename(g)}>重命名</Typography.Link>
                        <Typography.Link type="danger" onClick={() => actions.remove(g)}>
                          删除
                        </Typography.Link>
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      {actions.dialogs}
      {moving && (
        <MoveCompaniesDialog
          group={moving}
          groups={groups.real}
          onMoved={groups.reload}
          onClose={() => setMoving(null)}
        />
      )}
    </Card>
  );
}
