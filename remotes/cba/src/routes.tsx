import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const BatchSearchPage = lazyWithRetry(() => import('./pages/batchSearch/BatchSearchPage'));
const BatchSearchDetailPage = lazyWithRetry(() => import('./pages/batchSearch/BatchSearchDetailPage'));

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/bankAssistant', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/bankAssistant/batchSearch', element: <BatchSearchPage /> },
  { path: '/bankAssistant/batchSearch/detail', element: <BatchSearchDetailPage /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];
