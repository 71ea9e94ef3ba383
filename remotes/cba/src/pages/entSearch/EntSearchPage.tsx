import { useCallback, useEffect } from 'react';
import { Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { companySearchSource, isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanySearch, EmptyState, FailedState, PageTitle } from '@esee/ui';
import { entSearchApi } from '../../api/entSearch';
import { CompanyCard } from './CompanyCard';
import { QuotaLine } from './QuotaLine';
import { RiskStrip } from './RiskStrip';
import { WatchStrip } from './WatchStrip';

/** The chosen company's card and its risk checklist: each loads, fails and retries on its own. */
function CompanyView({ entId }: { entId: string }) {
  const info = useLoad(() => entSearchApi.info({ entId }), [entId]);
  const risk = useLoad(() => entSearchApi.riskChecklist(entId), [entId]);
  usePageTitle(info.data ? `${info.data.name} - 单企业查询` : '单企业查询');

  if (info.status === 'failed')
    return isNotFound(info.error) ? (
      <Result status="404" title="未找到该企业" subTitle="请重新搜索企业。" data-testid="ent-not-found" />
    ) : (
      <FailedState onRetry={info.reload} />
    );
  return (
    <>
      {info.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 5 }} data-testid="ent-card-loading" />
      ) : (
        <CompanyCard info={info.data} />
      )}
      {risk.status === 'loading' && <Skeleton active paragraph={{ rows: 3 }} data-testid="risk-loading" />}
      {risk.status === 'failed' && <FailedState title="风险检查加载失败，请重新刷新" onRetry={risk.reload} />}
      {risk.status === 'ok' && (
        <>
          <WatchStrip checklist={risk.data} currency={info.data?.regCapitalCurrency || '人民币'} />
          <RiskStrip checklist={risk.data} />
        </>
      )}
    </>
  );
}

/**
 * A company named in the link (`?name=`, as `/single/entImageByName` and other systems' links give it): the one
 * of exactly that name, else the only result; opened as if picked, or said to be missing.
 */
function NamedCompany({ name, onFound }: { name: string; onFound: (entId: string) => void }) {
  const found = useLoad(async () => {
    const { rows, total } = await companySearchSource.search(name, 1);
    return rows.find((r) => r.orgName === name) ?? (total === 1 ? rows[0] : undefined);
  }, [name]);
  useEffect(() => {
    if (found.data) onFound(found.data.entId);
  }, [found.data, onFound]);
  if (found.status === 'loading' || found.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (found.status === 'failed') return <FailedState onRetry={found.reload} />;
  return <EmptyState description={`未找到名为「${name}」的企业，请在上方搜索后选择`} />;
}

/**
 * `/bankAssistant/entSearch`: 单企业查询. Search by name, 统一社会信用代码 or registration number; the chosen
 * company (`?entId=`, so the page can be reloaded and shared) shows its card, what a banker should look at,
 * and the risk checklist, with the way into the full company detail.
 */
export default function EntSearchPage() {
  usePageTitle('单企业查询');
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId')?.trim() ?? '';
  const name = (params.get('name') ?? params.get('entName') ?? '').trim();
  const open = useCallback((id: string) => setParams({ entId: id }, { replace: true }), [setParams]);
  return (
    <div data-testid="ent-search-page">
      <PageTitle>单企业查询</PageTitle>
      <QuotaLine entId={entId} />
      <div style={{ marginBottom: 16 }}>
        <CompanySearch
          testId="ent-search-box"
          source={companySearchSource}
          onPick={(c) => setParams({ entId: c.entId })}
        />
      </div>
      {entId ? (
        <CompanyView key={entId} entId={entId} />
      ) : name ? (
        <NamedCompany name={name} onFound={open} />
      ) : (
        <EmptyState description="输入企业名称、统一社会信用代码或注册号，查看企业概况与风险检查" />
      )}
    </div>
  );
}
