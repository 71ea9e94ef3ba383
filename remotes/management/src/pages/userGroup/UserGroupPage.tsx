import { useState } from 'react';
import { App, Button, Card, Col, Empty, Row, Spin, Tag } from 'antd';
import { DataTable, LinkButton } from '@esee/ui';
import type { OrgEmployee, OrgTeam } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { orgApi } from '../org/api';
import { CardActions } from '../org/CardActions';
import { NameDialog, useNameDialog } from '../org/NameDialog';
import { OrgPicker } from '../org/OrgPicker';
import { useChange } from '../org/useChange';

type Dialog = { kind: 'add' } | { kind: 'rename'; team: OrgTeam };

/** `/management/userGroup`: user groups (ORG_TEAM) and their members; members are added from the institution's list. */
export default function UserGroupPage() {
  const { message } = App.useApp();
  const teams = useLoad(orgApi.teams, []);
  const [chosen, setChosen] = useState<number | null>(null);
  // Bumped by each change: the chosen group's members load again.
  const [version, setVersion] = useState(0);
  const naming = useNameDialog<Dialog>();
  const [picking, setPicking] = useState(false);
  const list = teams.status === 'ok' ? teams.data : [];
  const current = list.find((t) => t.id === chosen) ?? list[0];

  const run = useChange(() => (teams.reload(), setVersion((v) => v + 1)));

  return (
    <Row gutter={16} data-testid="user-group-page">
      <Col xs={24} md={8}>
        <Card
          title="用户组"
          extra={
            <Button size="small" type="primary" onClick={() => naming.open({ kind: 'add' })} data-testid="team-add">
              新增用户组
            </Button>
          }
        >
          {teams.status === 'loading' && <Spin />}
          {teams.status === 'ok' && !list.length && <Empty description="暂无数据" />}
          {list.map((team) => (
            <div
              key={team.id}
              role="button"
              tabIndex={0}
              onClick={() => setChosen(team.id)}
              onKeyDown={(e) => e.key === 'Enter' && setChosen(team.id)}
              data-testid={`team-${team.name}`}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: '6px 8px',
                cursor: 'pointer',
                borderRadius: 6,
                background: current?.id === team.id ? 'rgba(22,119,255,0.08)' : undefined,
              }}
            >
              <span>{team.name}</span>
              <Tag>{team.memberCount}人</Tag>
            </div>
          ))}
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={current ? `${current.name}的成员` : '成员'}
          extra={
            current && (
              <CardActions
                first={
                  <Button size="small" type="primary" onClick={() => setPicking(true)} data-testid="team-pick">
                    添加成员
                  </Button>
                }
                chosen={{
                  onRename: () => naming.open({ kind: 'rename', team: current }, current.name),
                  confirmTitle: `确定删除用户组「${current.name}」吗？成员不受影响。`,
                  onDelete: () => run(() => orgApi.deleteTeam(current.id), '用户组已删除').then(() => setChosen(null)),
                }}
              />
            )
          }
        >
          <DataTable<OrgEmployee>
            testId="team-members"
            size="small"
            rowKey={(m) => String(m.id)}
            load={(pageNum) =>
              current ? orgApi.teamMembers(current.id, pageNum) : Promise.resolve({ total: 0, list: [] })
            }
            reloadKey={`${current?.id ?? ''}|${version}`}
            columns={[
              { key: 'name', title: '姓名' },
              { key: 'username', title: '用户名' },
              { key: 'unitName', title: '部门', render: (m) => m.unitName ?? '--' },
              {
                key: 'actions',
                title: '操作',
                render: (m) => (
                  <LinkButton
                    onClick={() =>
                      current && void run(() => orgApi.removeTeamMembers(current.id, [m.id]), '已移出用户组')
                    }
                  >
                    移出
                  </LinkButton>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <NameDialog
        state={naming}
        title={(d) => (d?.kind === 'rename' ? '重命名用户组' : '新增用户组')}
        placeholder="用户组名称"
        maxLength={30}
        testId="team"
        onSave={(d, name) =>
          d.kind === 'add'
            ? run(() => orgApi.saveTeam(name), '用户组已新增')
            : run(() => orgApi.updateTeam(d.team.id, name), '用户组已重命名')
        }
      />
      <OrgPicker
        open={picking}
        userOnly
        title="添加成员"
        onCancel={() => setPicking(false)}
        onOk={({ users }) => {
          setPicking(false);
          if (!current) return;
          void run(async () => {
            const { added, existing } = await orgApi.addTeamMembers(
              current.id,
              users.map((u) => u.id),
            );
            // Members already in the group are counted, not added twice.
            if (existing) message.info(`${existing}人已在该用户组中`);
            return added;
          }, '成员已添加');
        }}
      />
    </Row>
  );
}
