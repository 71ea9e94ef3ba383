import { useState } from 'react';
import { Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ScsEvidence, ScsGroupDetail, ScsMember } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, CompanyLink, DataTable, EmptyState, FailedState, personHref, Section } from '@esee/ui';
import { reviewApi } from '../../api/review';
import { sameCustomerApi } from '../../api/sameCustomer';
import { GroupActionModal, GroupToolbar, MemberPending, PendingActions, type GroupAction } from './GroupActions';
import { customerHref, GroupStatusTag, money, RoleTag, SAME_CUSTOMER_PATH } from '../format';

const EVIDENCE_KIND: Record<ScsEvidence['kind'], string> = {
  control: '控制',
  branch: '总分机构',
  family: '家族',
  guarantee: '担保',
  dependence: '经济依存',
  mined: '关系挖掘',
};

/** One step of evidence, in words: 甲 → 乙 绝对控股 62%. */
function EvidenceLine({ e }: { e: ScsEvidence }) {
  const amount = e.kind === 'guarantee' && e.value !== null ? ` ${money(e.value)}` : '';
  return (
    <div data-testid="scs-evidence">
      <Tag>{EVIDENCE_KIND[e.kind]}</Tag>
      {e.fromName} → {e.toName}：{e.note}
      {amount}
    </div>
  );
}

/** Members that came into or left the group since the last run, as tags; nothing when none did. */
function ChangedMembers({
  label,
  color,
  members,
  testId,
}: {
  label: string;
  color: string;
  members: { entId: string; entName: string }[];
  testId: string;
}) {
  if (!members.length) return null;
  return (
    <div data-testid={testId}>
      {label}：
      {members.map((m) => (
        <Tag key={m.entId} color={color}>
          {m.entName}
        </Tag>
      ))}
    </div>
  );
}

/**
 * The top of the group's control chains: a company (customer or not) or a person, so a group whose core
 * controls no other member still names who controls them all.
 */
export function ApexText({ apex }: { apex: ScsGroupDetail['apex'] }) {
  if (!apex) return <span data-testid="scs-group-apex">-（非控制关系组）</span>;
  const what =
    apex.kind === '自然人'
      ? '自然人'
      : apex.member
        ? '本组成员'
        : apex.inBook
          ? '本机构客户，未入本组'
          : '非本机构客户';
  return (
    <span data-testid="scs-group-apex">
      {apex.kind === '自然人' ? (
        <a href={personHref(apex.id)} target="_blank" rel="noreferrer">
          {apex.name}
        </a>
      ) : (
        <CompanyLink entId={apex.id} name={apex.name} />
      )}
      （{what}）
    </span>
  );
}

/**
 * `/sameCustomerSystem/sameCustomer/detail?groupId=`: a 系统识别组: its core company and totals, the member
 * table (role, reason, evidence, exposure; a member opens its single-customer page), and what changed since
 * the run before.
 */
export default function GroupDetailPage() {
  const [params] = useSearchParams();
  const groupId = Number(params.get('groupId'));
  const valid = Number.isInteger(groupId) && groupId > 0;
  const detail = useLoad(
    () => (valid ? sameCustomerApi.group(groupId) : Promise.reject(new Error('no id'))),
    [groupId],
  );
  const g = detail.data;
  // Group actions (issue 19): pending ones show as 「待复核」; each opens a dialog that submits a change.
  const pending = useLoad(
    () => (valid ? reviewApi.groupPending(groupId) : Promise.reject(new Error('no id'))),
    [groupId],
  );
  const [action, setAction] = useState<GroupAction | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  usePageTitle(g ? `${g.name} - 同一客户` : '同一客户');
  const crumbs = [{ title: '同一客户', to: SAME_CUSTOMER_PATH }, { title: g?.name ?? '识别组详情' }];

  if (detail.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!valid || isNotFound(detail.error) ? (
          <Result status="404" title="识别组不存在" data-testid="scs-group-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </>
    );
  const changed = g && (g.changes.isNew || g.changes.added.length > 0 || g.changes.removed.length > 0);
  return (
    <div data-testid="scs-group-detail-page">
      <BackBar crumbs={crumbs} />
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 16 }}>
        {g && (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Space>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="scs-group-title">
                {g.name}
              </Typography.Title>
              <GroupStatusTag status={g.status} />
            </Space>
            <Descriptions size="small" column={4}>
              <Descriptions.Item label="核心企业">
                <Link to={customerHref(g.coreEntId)}>{g.coreName}</Link>
              </Descriptions.Item>
              <Descriptions.Item label="顶层控制方">
                <ApexText apex={g.apex} />
              </Descriptions.Item>
              <Descriptions.Item label="成员数">{g.memberCount}</Descriptions.Item>
              <Descriptions.Item label="总敞口">{money(g.totalExposure)}</Descriptions.Item>
              <Descriptions.Item label="识别时间">{g.runAt}</Descriptions.Item>
            </Descriptions>
          </Space>
        )}
      </Card>
      {g && (
        <>
          <Section id="scs-members" title="成员" count={g.members.length}>
            <PendingActions pending={pending.data} />
            {pending.data && <GroupToolbar selected={selected} onAction={setAction} />}
            <DataTable<ScsMember>
              testId="scs-members"
              rowKey={(m) => m.entId}
              rows={g.members}
              selection={pending.data ? { keys: selected, onChange: setSelected } : undefined}
              columns={[
                {
                  key: 'entName',
                  title: '企业名称',
                  render: (m) => (
                    <Link to={customerHref(m.entId)} data-testid="scs-member-link">
                      {m.entName}
                    </Link>
                  ),
                },
                {
                  key: 'role',
                  title: '角色',
                  width: 130,
                  render: (m) => (
                    <>
                      <RoleTag role={m.role} suggested={m.suggested} />
                      <MemberPending pending={pending.data} entId={m.entId} />
                    </>
                  ),
                },
                {
                  key: 'reason',
                  title: '与顶层控制方的关系及证据',
                  render: (m) => (
                    <div>
                      <div data-testid="scs-member-reason">{m.reason}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {m.evidence.map((e, i) => (
                          <EvidenceLine key={i} e={e} />
                        ))}
                      </Typography.Text>
                    </div>
                  ),
                },
                { key: 'rating', title: '内部评级', width: 90, render: (m) => m.rating ?? '-' },
                {
                  key: 'exposure',
                  title: '敞口合计',
                  width: 140,
                  align: 'right',
                  render: (m) => money(m.exposure.total),
                },
                {
                  key: 'actions',
                  title: '操作',
                  width: 120,
                  render: (m) =>
                    m.suggested && pending.data && !pending.data.list.some((p) => p.entIds.includes(m.entId)) ? (
                      <Space size={0}>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setAction({ kind: 'confirm', member: m })}
                          data-testid="scs-member-confirm"
                        >
                          确认
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          onClick={() => setAction({ kind: 'reject', member: m })}
                          data-testid="scs-member-reject"
                        >
                          排除
                        </Button>
                      </Space>
                    ) : null,
                },
              ]}
            />
          </Section>
          {action && pending.data && (
            <GroupActionModal
              action={action}
              group={g}
              groupKey={pending.data.groupKey}
              onClose={() => setAction(null)}
              onSubmitted={() => {
                setAction(null);
                setSelected([]);
                pending.reload();
              }}
            />
          )}
          <Section id="scs-changes" title="较上次识别的变化">
            {!changed ? (
              <EmptyState description="与上次识别相比没有变化" />
            ) : (
              <div data-testid="scs-changes">
                {g.changes.isNew && <Tag color="blue">本次新识别的组</Tag>}
                <ChangedMembers label="新增成员" color="green" members={g.changes.added} testId="scs-changes-added" />
                <ChangedMembers label="移出成员" color="red" members={g.changes.removed} testId="scs-changes-removed" />
              </div>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
