import { Card, Col, Descriptions, Result, Row, Segmented, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PERSON_POST_ROLES,
  type PersonPostCompany,
  type PersonPostHistory,
  type PersonPostResult,
  type PersonPostRole,
} from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  CompanyLink,
  CompanyStatusTag,
  DataTable,
  EmptyState,
  FailedState,
  formatDate,
  formatMoney,
  formatPercent,
  type DataColumn,
} from '@esee/ui';
import { personPostApi } from '../../api/personPost';
import { PersonPostGraph } from './PersonPostGraph';
import { CARD_PATH, LIST_PATH, listHref, PERSON_POST_PATH, stateOf, type PersonPostState } from './params';

export const ROLE_TAG_COLOR: Record<PersonPostRole, string> = {
  法定代表人: 'orange',
  股东: 'blue',
  董事: 'green',
  监事: 'cyan',
  高级管理人员: 'geekblue',
  其他职务: 'default',
  最终受益: 'purple',
};

function RoleTags({ company }: { company: PersonPostCompany }) {
  return (
    <Space size={4} wrap>
      {company.roles.map((r) => (
        <Tag key={r} color={ROLE_TAG_COLOR[r]} data-testid="person-post-role">
          {r}
        </Tag>
      ))}
    </Space>
  );
}

function Beneficial({ company }: { company: PersonPostCompany }) {
  if (company.beneficialShare === null) return <>-</>;
  return (
    <Tooltip title={company.beneficialCalculation}>
      <span data-testid="person-post-beneficial">{formatPercent(company.beneficialShare)}</span>
    </Tooltip>
  );
}

const currentColumns: DataColumn<PersonPostCompany>[] = [
  {
    key: 'entName',
    title: '企业名称',
    render: (c) => <CompanyLink entId={c.entId} name={c.entName} testId="person-post-company-link" />,
  },
  { key: 'roles', title: '角色', width: 220, render: (c) => <RoleTags company={c} /> },
  { key: 'ratio', title: '持股比例', width: 100, align: 'right', render: (c) => formatPercent(c.ratio) },
  {
    key: 'subscribedAmount',
    title: '认缴出资',
    width: 130,
    align: 'right',
    render: (c) => formatMoney(c.subscribedAmount, c.regCapitalCurrency),
  },
  { key: 'posts', title: '职务', width: 150, render: (c) => c.posts.join('、') || '-' },
  { key: 'beneficial', title: '最终受益股份', width: 120, align: 'right', render: (c) => <Beneficial company={c} /> },
  { key: 'regStatus', title: '状态', width: 110, render: (c) => <CompanyStatusTag status={c.regStatus} /> },
  {
    key: 'regCapital',
    title: '注册资本',
    width: 140,
    align: 'right',
    render: (c) => formatMoney(c.regCapital, c.regCapitalCurrency),
  },
  { key: 'establishDate', title: '成立日期', width: 110, render: (c) => formatDate(c.establishDate) },
];

const historyColumns: DataColumn<PersonPostHistory>[] = [
  {
    key: 'entName',
    title: '企业名称',
    render: (h) => <CompanyLink entId={h.entId} name={h.entName} testId="person-post-company-link" />,
  },
  {
    key: 'role',
    title: '角色',
    width: 110,
    render: (h) => (
      <Tag color={ROLE_TAG_COLOR[h.role]} data-testid="person-post-role">
        {h.role}
      </Tag>
    ),
  },
  { key: 'change', title: '变动', width: 90 },
  { key: 'detail', title: '说明', width: 260 },
  { key: 'date', title: '变更日期', width: 110 },
  { key: 'item', title: '变更事项', width: 140 },
  { key: 'regStatus', title: '企业状态', width: 110, render: (h) => <CompanyStatusTag status={h.regStatus} /> },
];

/** One company as a card: its name, status, capital, and the person's roles, stake, posts there. */
function CompanyCard({ company: c }: { company: PersonPostCompany }) {
  return (
    <Card
      size="small"
      data-testid="person-post-card"
      title={
        <Tooltip title={c.entName}>
          <CompanyLink entId={c.entId} name={c.entName} testId="person-post-company-link" />
        </Tooltip>
      }
      extra={<CompanyStatusTag status={c.regStatus} />}
      style={{ height: '100%' }}
    >
      <div style={{ marginBottom: 8 }}>
        <RoleTags company={c} />
      </div>
      <Descriptions size="small" column={1} colon>
        <Descriptions.Item label="持股比例">{formatPercent(c.ratio)}</Descriptions.Item>
        <Descriptions.Item label="职务">{c.posts.join('、') || '-'}</Descriptions.Item>
        <Descriptions.Item label="最终受益股份">
          <Beneficial company={c} />
        </Descriptions.Item>
        <Descriptions.Item label="注册资本">{formatMoney(c.regCapital, c.regCapitalCurrency)}</Descriptions.Item>
        <Descriptions.Item label="成立日期">{formatDate(c.establishDate)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * `/investment/allInfo/personPost/list` and `/listCard`: one person's companies, as a table or as cards.
 * The person is the one a pick gave (personId), or the name with a company of theirs (persName + entName,
 * spec 2 §2); a name alone sends the user back to choose among namesakes. 当前: companies where they are
 * 法定代表人, 股东, 董事, 监事, 高级管理人员 or 最终受益 today; 历史: roles that ended and stakes that changed, from the change
 * records of those companies.
 */
export default function PersonPostPage({ view }: { view: 'list' | 'card' }) {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  usePageTitle(state.persName ? `人员投资任职 - ${state.persName}` : '人员投资任职');
  const who = state.personId
    ? { personId: state.personId }
    : state.persName && state.entName
      ? { persName: state.persName, entName: state.entName }
      : null;
  const load = useLoad(
    () => (who ? personPostApi.list(who) : Promise.resolve(null)),
    [state.personId, state.persName, state.entName],
  );
  const go = (patch: Partial<PersonPostState>) =>
    setParams(new URLSearchParams(listHref({ ...state, ...patch }, '').slice(1)), { replace: true });
  const back = `${PERSON_POST_PATH}?${new URLSearchParams(state.persName ? { persName: state.persName } : {}).toString()}`;

  return (
    <div data-testid="iba-person-post-page" data-view={view}>
      {!state.compact && (
        <BackBar crumbs={[{ title: '人员投资任职', to: back }, { title: state.persName ?? '人员' }]} />
      )}
      {!who ? (
        <Result
          status="info"
          title="请选定人员"
          subTitle="同名人员较多，请提供人员姓名与所在企业，或在搜索页按关联企业选定人员。"
          extra={<Link to={back}>去选择同名人员</Link>}
          data-testid="person-post-need-company"
        />
      ) : load.status === 'loading' ? (
        <Card loading data-testid="person-post-loading" />
      ) : load.status === 'failed' ? (
        isNotFound(load.error) ? (
          <Result
            status="404"
            title="未找到该人员"
            subTitle={`「${state.entName ?? ''}」中没有名为「${state.persName ?? ''}」的法定代表人、股东、董事、监事或高级管理人员。`}
            extra={<Link to={back}>查看同名人员</Link>}
            data-testid="person-post-not-found"
          />
        ) : (
          <FailedState onRetry={load.reload} />
        )
      ) : (
        load.data && <PersonPosts result={load.data} state={state} view={view} go={go} />
      )}
    </div>
  );
}

function PersonPosts({
  result,
  state,
  view,
  go,
}: {
  result: PersonPostResult;
  state: PersonPostState;
  view: 'list' | 'card';
  go: (patch: Partial<PersonPostState>) => void;
}) {
  const navigate = useNavigate();
  const { person, current, history } = result;
  const role = state.role && PERSON_POST_ROLES.includes(state.role) ? state.role : undefined;
  const rows = role ? current.filter((c) => c.roles.includes(role)) : current;
  const about = [
    person.gender === 'M' ? '男' : person.gender === 'F' ? '女' : null,
    person.birthYear ? `${person.birthYear}年生` : null,
  ].filter(Boolean);
  const switchTo = (next: 'list' | 'card') =>
    navigate(listHref(state, next === 'list' ? LIST_PATH : CARD_PATH), { replace: true });

  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }} data-testid="person-post-header">
        <Space align="baseline" wrap size="large">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="person-post-name-title">
            {person.name}
          </Typography.Title>
          {about.length > 0 && <Typography.Text type="secondary">{about.join('，')}</Typography.Text>}
          {state.entName && (
            <Typography.Text type="secondary" data-testid="person-post-by-company">
              所在企业：{state.entName}
            </Typography.Text>
          )}
        </Space>
        <div style={{ marginTop: 8 }}>
          <Space wrap>
            {PERSON_POST_ROLES.map((r) => (
              <Tag key={r} color={ROLE_TAG_COLOR[r]} data-testid="person-post-role-count">
                {r} {result.roleCounts[r] ?? 0}
              </Tag>
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              最终受益：直接与间接持股合计{result.inclusive ? '达到' : '超过'}{' '}
              {formatPercent(result.threshold, { trim: true })}
            </Typography.Text>
          </Space>
        </div>
      </Card>

      {!state.compact && current.length > 0 && <PersonPostGraph name={person.name} companies={current} />}

      <Tabs
        activeKey={state.tab ?? 'current'}
        onChange={(tab) => go({ tab: tab as PersonPostState['tab'] })}
        data-testid="person-post-tabs"
        tabBarExtraContent={
          (state.tab ?? 'current') === 'current' && (
            <Segmented
              value={view}
              onChange={(v) => switchTo(v as 'list' | 'card')}
              options={[
                { label: '列表', value: 'list' },
                { label: '卡片', value: 'card' },
              ]}
              data-testid="person-post-view"
            />
          )
        }
        items={[
          {
            key: 'current',
            label: `当前（${current.length}）`,
            children: (
              <>
                <Segmented
                  style={{ marginBottom: 12 }}
                  value={role ?? '全部'}
                  onChange={(v) => go({ role: v === '全部' ? undefined : (v as PersonPostRole) })}
                  options={['全部', ...PERSON_POST_ROLES]}
                  data-testid="person-post-role-filter"
                />
                {result.truncated && (
                  <Typography.Paragraph type="secondary">关联企业较多，仅显示前 200 家。</Typography.Paragraph>
                )}
                {!rows.length ? (
                  <EmptyState description={role ? `没有担任${role}的企业` : '暂无任职或投资的企业'} />
                ) : view === 'list' ? (
                  <DataTable<PersonPostCompany>
                    testId="list-person-post"
                    numbered
                    rowKey={(c) => c.entId}
                    rows={rows}
                    columns={currentColumns}
                  />
                ) : (
                  <Row gutter={[16, 16]} data-testid="cards-person-post">
                    {rows.map((c) => (
                      <Col key={c.entId} xs={24} md={12} xl={8}>
                        <CompanyCard company={c} />
                      </Col>
                    ))}
                  </Row>
                )}
              </>
            ),
          },
          {
            key: 'history',
            label: `历史（${history.length}）`,
            children: history.length ? (
              <DataTable<PersonPostHistory>
                testId="list-person-post-history"
                numbered
                rowKey={(h) => `${h.entId}-${h.date}-${h.item}-${h.role}-${h.detail}`}
                rows={history}
                columns={historyColumns}
              />
            ) : (
              <EmptyState description="所在企业的变更记录中没有该人员卸任、退出或持股变动的记录" />
            ),
          },
        ]}
      />
    </>
  );
}
