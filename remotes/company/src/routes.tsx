import type { RouteObject } from 'react-router';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = manifest.basePaths.map((base) => ({
  path: `${base}/*`,
  element: <ManifestPage manifest={manifest} />,
}));
