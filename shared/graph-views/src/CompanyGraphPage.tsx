import { FullscreenOutlined } from '@ant-design/icons';
import { Card, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  COMPANY_GRAPH_TITLES,
  type CompanyGraphKind,
  type CompanySearchSource,
  type GraphSource,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanySearch, companyHref } from '@esee/ui';
import { GRAPH_COMPONENTS } from './graphs';

export interface GraphPageSources {
  source: GraphSource;
  companySearch: CompanySearchSource;
}

/**
 * One company graph as a page: the company comes from `?entId=` (or the spec's `eid`), picked with the
 * search box when absent. `fullScreen` links to the same graph on a page without the left menu.
 */
export function CompanyGraphPage({
  kind,
  source,
  companySearch,
  fullScreen,
}: GraphPageSources & { kind: CompanyGraphKind; fullScreen?: string }) {
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId') ?? params.get('eid') ?? '';
  const title = COMPANY_GRAPH_TITLES[kind];
  usePageTitle(title);
  const card = useLoad(() => (entId ? source.card(entId) : Promise.resolve(null)), [entId]);
  const name = card.data?.name ?? '';
  const Graph = GRAPH_COMPONENTS[kind];
  const pick = (c: { entId: string }) => setParams({ entId: c.entId });
  return (
    <Card
      title={
        <Space size={12}>
          <span>{title}</span>
          {name && (
            <Link to={companyHref({ entId })} data-testid="graph-company">
              {name}
            </Link>
          )}
        </Space>
      }
      extra={
        <Space>
          {entId && (
            <div style={{ width: 280 }}>
              <CompanySearch source={companySearch} onPick={pick} compact testId="graph-company-search" />
            </div>
          )}
          {entId && fullScreen && (
            <Link to={`${fullScreen}/${kind}?entId=${encodeURIComponent(entId)}`} target="_blank" rel="noopener">
              <FullscreenOutlined /> 全屏查看
            </Link>
          )}
        </Space>
      }
      data-testid="graph-page"
    >
      {entId ? (
        <Graph key={entId} entId={entId} name={name} source={source} />
      ) : (
        <div style={{ maxWidth: 640, margin: '48px auto', textAlign: 'center' }}>
          <Typography.Paragraph type="secondary">输入企业名称，生成{title}</Typography.Paragraph>
          <CompanySearch source={companySearch} onPick={pick} testId="graph-company-search" />
        </div>
      )}
    </Card>
  );
}

// Lazy route module (routes.tsx).
export default CompanyGraphPage;
