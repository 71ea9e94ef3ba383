import { useDeferredValue, useEffect, useState } from 'react';
import { Button, Result, Skeleton, Tabs } from 'antd';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type CompanyQuery } from '@esee/contracts';
import { isNotFound, recordCompanyView, trackPoint } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { AddToProjectDialog, BackBar, FailedState } from '@esee/ui';
import { companyApi } from '../../api/company';
import { projectsApi } from '../../api/projects';
import { CompanyHeader } from './CompanyHeader';
import { CorrectionsProvider } from './corrections/Corrections';
import { DetailContext } from './detailContext';
import { OverviewTab } from './overview/OverviewTab';
import { TabPanel } from './TabPanel';
import { DEFAULT_TAB, isTabKey, tabCount, TABS, type TabDef } from './tabs';

/**
 * A tab's sections. The header and tab bar commit first, the tables just after, in the background:
 * the first screen does not wait for a tab's worth of tables to render.
 */
function TabContent({ tab }: { tab: TabDef }) {
  const ready = useDeferredValue(true, false);
  if (!ready) return <Skeleton active paragraph={{ rows: 6 }} />;
  return tab.key === 'overview' ? <OverviewTab /> : <TabPanel tab={tab} />;
}

/** The query keys of spec 2 §2 that name the company. */
function companyQuery(params: URLSearchParams): CompanyQuery | null {
  const query: CompanyQuery = {};
  for (const key of ['eid', 'companyName', 'creditCode', 'companyCode', 'regNo'] as const) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return Object.keys(query).length ? query : null;
}

/**
 * `/baseinfo/orgdetail/{tab}` (spec 2 §2), also inside project management
 * (`/projectManage/baseinfo/orgdetail/{tab}`) with the project's back bar.
 */
export default function OrgDetailPage({ inProject = false }: { inProject?: boolean }) {
  const [params] = useSearchParams();
  const { tab: tabParam } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const query = companyQuery(params);
  const loaded = useLoad(
    () => (query ? companyApi.info(query) : Promise.reject(new Error('no company'))),
    [JSON.stringify(query)],
  );
  const info = loaded.data;
  // 埋点 (spec 2 Tracing): a link naming a pointId counts one hit, once the company is known; none without it.
  const [pointId, entId] = [params.get('pointId'), info?.entId];
  useEffect(() => (pointId && entId ? trackPoint(pointId, { entId }) : undefined), [pointId, entId]);
  // The user's recently viewed companies (the search box lists them first when empty).
  useEffect(() => void (entId && recordCompanyView(entId)), [entId]);
  usePageTitle(info ? info.name : '企业详情');
  const base = inProject ? '/projectManage/baseinfo/orgdetail' : '/baseinfo/orgdetail';
  const projectId = params.get('projectId');
  const backBar = inProject && (
    <BackBar
      crumbs={[
        { title: '项目管理', to: '/projectManage' },
        ...(projectId ? [{ title: '项目详情', to: `/projectManage/detail?id=${encodeURIComponent(projectId)}` }] : []),
        { title: info?.name ?? '企业详情' },
      ]}
    />
  );

  if (!query || (loaded.status === 'failed' && isNotFound(loaded.error)))
    return (
      <>
        {backBar}
        <Result
          status="404"
          title="未找到该企业"
          subTitle="请确认企业名称或统一社会信用代码是否准确，或从搜索结果中选择企业。"
          data-testid="company-not-found"
          extra={
            <Link to="/main">
              <Button type="primary">返回首页</Button>
            </Link>
          }
        />
      </>
    );
  if (loaded.status === 'failed')
    return (
      <>
        {backBar}
        <FailedState onRetry={loaded.reload} />
      </>
    );
  if (!info)
    return (
      <>
        {backBar}
        <Skeleton active paragraph={{ rows: 6 }} data-testid="company-loading" />
      </>
    );

  const active = isTabKey(tabParam) ? tabParam : DEFAULT_TAB;
  return (
    <DetailContext.Provider value={{ info, base, search }}>
      <CorrectionsProvider info={info}>
        <div data-testid="company-detail">
          {backBar}
          <CompanyHeader info={info} onAddToProject={() => setAdding(true)} />
          <Tabs
            // At least a screen tall: a tab switch keeps the reader at the tab bar while the new tab loads,
            // instead of the window jumping up as the content shrinks.
            style={{ minHeight: 'calc(100vh - 64px)' }}
            activeKey={active}
            // A tab switch stays where the reader is (the shell scrolls other navigations to the top).
            onChange={(key) => navigate(`${base}/${key}${search}`, { state: { keepScroll: true } })}
            destroyOnHidden
            items={TABS.map((tab) => {
              const n = tabCount(tab, info.counts);
              return {
                key: tab.key,
                label: (
                  <span data-testid={`tab-label-${tab.key}`}>
                    {tab.title}
                    {n > 0 && <sup style={{ marginLeft: 2, color: '#8c8c8c' }}>{n > 999 ? '999+' : n}</sup>}
                  </span>
                ),
                children: <TabContent tab={tab} />,
              };
            })}
          />
          {adding && (
            <AddToProjectDialog
              entIds={[info.entId]}
              source={projectsApi}
              onClose={(added) => {
                setAdding(false);
                if (added) trackPoint('project.addCompany', { entId: info.entId });
              }}
            />
          )}
        </div>
      </CorrectionsProvider>
    </DetailContext.Provider>
  );
}
