import { expect, it } from 'vitest';
import { manifestRouteMismatches } from '@esee/ui';
import { manifest } from './manifest';
import { routes } from './routes';

it('offers every page it serves, and only those; the others are marked 建设中', () => {
  expect(manifestRouteMismatches(manifest, routes)).toEqual([]);
});
