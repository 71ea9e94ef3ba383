import type { ReactNode } from 'react';
import { Badge, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { CompanyLink, CompanyStatusTag, formatDateTime } from '@esee/ui';
import { monitorApi, type MonitorGroup, type MonitoredCompany } from '../../api/monitor';
import { ExplainedTable } from '../../components/ExplainedTable';

/** The monitored companies of a group (0: all), by name: status, group, alerts and the row's actions. */
export function MonitoredTable({
  groupId,
  name,
  listKey,
  groups,
  selected,
  onSelect,
  act,
  onRelate,
  empty,
}: {
  groupId: number;
  name: string;
  /** Changes when the list must load again (group, name, a change made). */
  listKey: string;
  /** Where a company can be moved. */
  groups: readonly MonitorGroup[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** Runs a change, says what it did and reloads. */
  act: (work: () => Promise<string>) => Promise<void>;
  onRelate: (c: MonitoredCompany) => void;
  empty: ReactNode;
}) {
  const options = groups.map((g) => ({ value: g.groupId, label: g.groupName }));
  return (
    <ExplainedTable<MonitoredCompany>
      testId="list-monitored"
      numbered
      reloadKey={listKey}
      empty={empty}
      rowKey={(c) => c.entId}
      selection={{ keys: selected, onChange: onSelect }}
      load={(page) => monitorApi.companies(groupId, name, page)}
      columns={[
        {
          key: 'entName',
          title: '企业名称',
          render: (c) => (
            <Space size={4} wrap>
              <CompanyLink entId={c.entId} name={c.entName} />
              {c.unreadAlerts > 0 && (
                <Link to={`/apps/monitor/optional?entId=${c.entId}`}>
                  <Badge count={c.unreadAlerts} title="未读预警" />
                </Link>
              )}
              {c.relatedTo && <Tag title={c.relation ?? ''}>关联方：{c.relatedTo}</Tag>}
            </Space>
          ),
        },
        {
          key: 'orgStatus',
          title: '登记状态',
          width: 100,
          render: (c) => <CompanyStatusTag status={c.orgStatus} />,
        },
        {
          key: 'monitorStatus',
          title: '监控状态',
          width: 110,
          render: (c) =>
            c.monitorStatus === 'FAILED' ? (
              <Space size={4}>
                <Tag color="red">添加失败</Tag>
                <Typography.Link
                  onClick={() => act(async () => `已重试${(await monitorApi.retry([c.entId])).retried}家`)}
                >
                  重试
                </Typography.Link>
              </Space>
            ) : (
              <Tag color="green">监控中</Tag>
            ),
        },
        {
          key: 'groupName',
          title: '分组',
          width: 150,
          render: (c) => (
            <Select
              size="small"
              style={{ width: 130 }}
              value={c.groupId}
              options={options}
              onChange={(to: number) =>
                act(async () => {
                  await monitorApi.switchGroup([c.entId], to);
                  return '已移动分组';
                })
              }
            />
          ),
        },
        { key: 'addTime', title: '加入时间', width: 150, render: (c) => formatDateTime(c.addTime) },
        {
          key: 'actions',
          title: '操作',
          width: 200,
          render: (c) => (
            <Space>
              <Typography.Link onClick={() => onRelate(c)}>关联方</Typography.Link>
              <Link to={`/apps/monitor/enterpriseMonitoring/affiliatedCompany?entId=${c.entId}`}>已关联</Link>
              <Popconfirm
                title={`取消监控${c.entName}？`}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  act(async () => {
                    await monitorApi.cancel([c.entId]);
                    return `已取消监控：${c.entName}`;
                  })
                }
              >
                <Typography.Link type="danger">取消监控</Typography.Link>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
