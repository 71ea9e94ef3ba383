import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { COMPANY_GRAPH_KINDS } from '@esee/contracts';
import type { GraphPageSources } from './CompanyGraphPage';

// G6 and the pages load when a graph page opens, not with the remote that mounts them.
const CompanyGraphPage = lazyWithRetry(() => import('./CompanyGraphPage'));
const RelationshipPage = lazyWithRetry(() => import('./RelationshipPage'));

/**
 * The five company graphs as routes under `base` (`${base}/stock-right`, `${base}/benifit`...), as each
 * remote mounts them; `fullScreen` is the base of the same pages without the left menu.
 */
export function companyGraphRoutes(base: string, sources: GraphPageSources, fullScreen?: string): RouteObject[] {
  return COMPANY_GRAPH_KINDS.map((kind) => ({
    path: `${base}/${kind}`,
    element: <CompanyGraphPage kind={kind} fullScreen={fullScreen} {...sources} />,
  }));
}

/** Relationship discovery at `path`, under the title of the entry that opens it (default 关系发现). */
export const relationshipRoute = (path: string, sources: GraphPageSources, title?: string): RouteObject => ({
  path,
  element: <RelationshipPage {...sources} title={title} />,
});
