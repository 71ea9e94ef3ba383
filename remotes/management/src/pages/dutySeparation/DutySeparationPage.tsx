import { useState } from 'react';
import { Alert, App, Button, Card, Col, List, Popconfirm, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { DUTY_TITLES, type Duty, type DutySeparationStatus } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { EmptyState, FailedState, LinkButton } from '@esee/ui';
import { separationApi } from './api';

type DutyView = DutySeparationStatus['duties'][number];

/**
 * `/management/roleManagementSeparate` 三员分立角色管理 (our design): the
 * switch, the three duties (系统管理员, 安全管理员, 审计管理员) with their
 * roles and members, and the roles whose keys mix duties.
 */
export default function DutySeparationPage() {
  const { message } = App.useApp();
  const [fresh, setFresh] = useState<DutySeparationStatus | null>(null);
  const loaded = useLoad(separationApi.status, []);
  const [busy, setBusy] = useState(false);
  const status = fresh ?? (loaded.status === 'ok' ? loaded.data : null);

  const run = async (work: () => Promise<DutySeparationStatus | null>, done: string) => {
    setBusy(true);
    try {
      const next = await work();
      if (next) setFresh(next);
      message.success(done);
    } catch {
      // shown by the error catalogue
    } finally {
      setBusy(false);
    }
  };

  if (!status) {
    if (loaded.status === 'failed')
      return (
        <Card title="三员分立角色管理" data-testid="duty-separation-page">
          <FailedState onRetry={() => (setFresh(null), loaded.reload())} />
        </Card>
      );
    return <Spin data-testid="duty-separation-page" />;
  }

  const missing = status.duties.filter((d) => !d.ready);
  const generate = () =>
    run(async () => {
      const { created } = await separationApi.generate();
      if (!created.length) message.info('三员角色均已存在');
      return separationApi.status();
    }, '已生成三员角色');

  return (
    <Card
      title="三员分立角色管理"
      data-testid="duty-separation-page"
      extra={
        <Space>
          <Tag color={status.enabled ? 'green' : 'default'} data-testid="duty-separation-state">
            {status.enabled ? '已启用' : '未启用'}
          </Tag>
          {!status.enabled && (
            <Button onClick={generate} loading={busy} data-testid="duty-separation-generate">
              生成三员角色
            </Button>
          )}
          <Popconfirm
            title={status.enabled ? '关闭三员分立？' : '启用三员分立？'}
            description={
              status.enabled
                ? '关闭后，各管理员角色恢复其全部权限。'
                : '启用后，机构管理员只保留系统管理员的权限，角色管理归安全管理员，日志与统计归审计管理员。'
            }
            onConfirm={() =>
              run(() => separationApi.switch(!status.enabled), status.enabled ? '已关闭三员分立' : '已启用三员分立')
            }
          >
            <Button
              type={status.enabled ? 'default' : 'primary'}
              danger={status.enabled}
              disabled={!status.enabled && missing.length > 0}
              loading={busy}
              data-testid="duty-separation-switch"
            >
              {status.enabled ? '关闭三员分立' : '启用三员分立'}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        等级保护要求将管理员权限分为三员：系统管理员管理成员、部门与用户组，安全管理员管理角色与权限，审计管理员查看日志与统计；
        启用后任何人不能同时授予权限并隐藏痕迹。
        {status.changedAt &&
          ` 最近由 ${status.changedBy ?? '—'} 于 ${status.changedAt} ${status.enabled ? '启用' : '关闭'}。`}
      </Typography.Paragraph>
      {!status.enabled && missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="duty-separation-missing"
          title={`启用前须三员齐备，尚缺：${missing.map((d) => d.title).join('、')}`}
          description="每个职责须有已启用的角色（拥有该职责的管理权限）及至少一名在岗成员。可先“生成三员角色”，再在成员管理中为成员分配角色。"
        />
      )}
      <Row gutter={16}>
        {status.duties.map((d) => (
          <Col span={8} key={d.duty}>
            <DutyCard
              duty={d}
              status={status}
              busy={busy}
              onSet={(roleId, duty) => run(() => separationApi.setDuty(roleId, duty), '已设定角色职责')}
            />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        职责冲突
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        启用三员分立后，角色只能拥有其职责的管理权限：下列角色的其他管理权限不生效，保存时须先移除。
      </Typography.Paragraph>
      {status.conflicts.length ? (
        <List
          bordered
          data-testid="duty-separation-conflicts"
          dataSource={status.conflicts}
          renderItem={(c) => (
            <List.Item>
              <Space>
                <Tag color="orange">{c.roleName}</Tag>
                <span>{c.message}</span>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <EmptyState description="没有职责冲突" />
      )}
    </Card>
  );
}

function DutyCard({
  duty,
  status,
  busy,
  onSet,
}: {
  duty: DutyView;
  status: DutySeparationStatus;
  busy: boolean;
  onSet: (roleId: number, duty: Duty | null) => void;
}) {
  const choices = status.roles.filter((r) => r.roleType === 'NORMAL' && r.duty !== duty.duty);
  return (
    <Card
      size="small"
      title={duty.title}
      data-testid={`duty-card-${duty.duty}`}
      extra={
        <Tag color={duty.ready ? 'green' : 'red'} data-testid={`duty-ready-${duty.duty}`}>
          {duty.ready ? '已就绪' : '无人担任'}
        </Tag>
      }
    >
      <Typography.Paragraph type="secondary">职责：{duty.scope}</Typography.Paragraph>
      {duty.roles.length ? (
        duty.roles.map((r) => (
          <div key={r.roleId} style={{ marginBottom: 12 }} data-testid={`duty-role-${r.roleId}`}>
            <Space wrap>
              <Typography.Text strong>{r.roleName}</Typography.Text>
              {r.roleType === 'INST_MGR' && <Tag>内置</Tag>}
              {!r.enabled && <Tag color="red">已停用</Tag>}
              {!r.holdsKey && <Tag color="orange">缺少{duty.title}权限</Tag>}
              {r.roleType === 'NORMAL' && (
                <Popconfirm
                  title={`取消「${r.roleName}」的${duty.title}职责？`}
                  onConfirm={() => onSet(r.roleId, null)}
                >
                  <LinkButton disabled={busy}>取消职责</LinkButton>
                </Popconfirm>
              )}
            </Space>
            <div>
              {r.members.length ? (
                r.members.map((m) => <Tag key={m.userId}>{m.name}</Tag>)
              ) : (
                <Typography.Text type="secondary">暂无在岗成员</Typography.Text>
              )}
              {r.memberCount > r.members.length && (
                <Typography.Text type="secondary">等 {r.memberCount} 人</Typography.Text>
              )}
            </div>
          </div>
        ))
      ) : (
        <EmptyState description="尚无该职责的角色" />
      )}
      <Select
        style={{ width: '100%' }}
        placeholder={`设为${DUTY_TITLES[duty.duty]}…`}
        showSearch
        optionFilterProp="label"
        value={null}
        disabled={busy || !choices.length}
        onChange={(roleId: number) => onSet(roleId, duty.duty)}
        options={choices.map((r) => ({
          value: r.roleId,
          label: r.duty ? `${r.roleName}（现为${DUTY_TITLES[r.duty]}）` : r.roleName,
        }))}
        data-testid={`duty-set-${duty.duty}`}
      />
    </Card>
  );
}
