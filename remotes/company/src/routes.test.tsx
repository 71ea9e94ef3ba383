import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { manifestRouteMismatches } from '@esee/ui';
import { manifest } from './manifest';
import { routes } from './routes';

const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('the company remote routes', () => {
  it('tells the intellectual-property tab from the intellectual-property page, which differ only in case', () => {
    expect(routeOf('/baseinfo/orgdetail/intellectualProperty')).toBe('/baseinfo/orgdetail/:tab?');
    expect(routeOf('/baseinfo/orgdetail/intellectualproperty')).toBe('/baseinfo/orgdetail/intellectualproperty');
    expect(routeOf('/baseinfo/orgdetail/intellectualpropertylist')).toBe(
      '/baseinfo/orgdetail/intellectualpropertylist',
    );
  });

  it('opens the detail on every tab, inside project management too, and the person pages', () => {
    expect(routeOf('/baseinfo/orgdetail')).toBe('/baseinfo/orgdetail/:tab?');
    expect(routeOf('/baseinfo/orgdetail/judiciary')).toBe('/baseinfo/orgdetail/:tab?');
    expect(routeOf('/projectManage/baseinfo/orgdetail/essential')).toBe('/projectManage/baseinfo/orgdetail/:tab?');
    expect(routeOf('/projectManage/baseinfo/orgdetail/annualReport')).toBe(
      '/projectManage/baseinfo/orgdetail/annualReport',
    );
    expect(routeOf('/baseinfo')).toBe('/baseinfo');
    expect(routeOf('/baseinfo/persondetail')).toBe('/baseinfo/persondetail');
    expect(routeOf('/baseinfo/persondetailDetail')).toBe('/baseinfo/persondetailDetail');
    expect(routeOf('/projectManage/detail')).toBe('/projectManage/detail');
  });

  it('offers every page it serves, and only those; the others are marked 建设中', () => {
    expect(manifestRouteMismatches(manifest, routes)).toEqual([]);
  });
});
