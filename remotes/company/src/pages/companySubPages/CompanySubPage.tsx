import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { type EnterpriseInfo } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, FailedState } from '@esee/ui';
import { companyApi } from '../../api/company';
import { DetailContext } from '../orgDetail/detailContext';

/**
 * The frame of a page under a company's detail (annual report, mortgage, credit, intellectual property):
 * the company from the query (`pid` or `eid`, else `companyName`), a back bar to its detail, and the
 * loading, not-found and failed states.
 */
export function CompanySubPage({
  title,
  tab = 'essential',
  children,
}: {
  title: string;
  /** The detail tab the back bar returns to. */
  tab?: string;
  children: (info: EnterpriseInfo, params: URLSearchParams) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const eid = params.get('pid') ?? params.get('eid') ?? undefined;
  const companyName = params.get('companyName') ?? undefined;
  const loaded = useLoad(() => companyApi.info({ eid, companyName }), [eid, companyName]);
  usePageTitle(loaded.data ? `${loaded.data.name} - ${title}` : title);
  const detailBase = pathname.startsWith('/projectManage')
    ? '/projectManage/baseinfo/orgdetail'
    : '/baseinfo/orgdetail';
  const info = loaded.data;
  const back = info
    ? `${detailBase}/${tab}?${new URLSearchParams({ eid: info.entId, companyName: info.name, ...(params.get('projectId') ? { projectId: params.get('projectId')! } : {}) }).toString()}`
    : undefined;
  return (
    <div data-testid="company-sub-page">
      <BackBar crumbs={[{ title: info?.name ?? companyName ?? '企业详情', to: back }, { title }]} />
      {loaded.status === 'failed' ? (
        isNotFound(loaded.error) ? (
          <Result status="404" title="未找到该企业" data-testid="company-not-found" />
        ) : (
          <FailedState onRetry={loaded.reload} />
        )
      ) : info ? (
        <DetailContext.Provider
          value={{
            info,
            base: detailBase,
            search: `?${new URLSearchParams({ eid: info.entId, companyName: info.name }).toString()}`,
          }}
        >
          {children(info, params)}
        </DetailContext.Provider>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </div>
  );
}
