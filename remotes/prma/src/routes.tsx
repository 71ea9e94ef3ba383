import { Navigate, type RouteObject } from 'react-router';
import { relationshipRoute } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/merchants', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  relationshipRoute('/merchants/findRel', graphs, '企业关系核查'),
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];
