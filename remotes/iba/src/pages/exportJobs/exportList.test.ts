import { expect, it } from 'vitest';
import { manifestPages } from '@esee/contracts';
import { exportListPath } from '@esee/ui';
import { manifest } from '../../manifest';
import { routes } from '../../routes';

it('collects an export started in 高级搜索 on IBA 名单导出记录, opened by the right that opens 高级搜索', () => {
  const target = exportListPath('/investment/allInfo/advSearch');
  expect(target).toBe('/investment/exportList');
  // The shell's guard reads the manifest's permission: whoever could start the export can collect it.
  const pages = manifestPages(manifest.menu);
  const advSearch = pages.find((p) => p.path === '/investment/allInfo/advSearch')!;
  expect(pages.find((p) => p.path === target)?.permission).toBe(advSearch.permission);
  expect(routes.some((r) => r.path === target)).toBe(true);
});
