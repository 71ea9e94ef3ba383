import { describe, expect, it } from 'vitest';
import { aliasTargets, APPS_HOME, resolveAlias, ROUTE_ALIASES } from './routeAliases';

const owned =
  (...bases: string[]) =>
  (path: string) =>
    bases.some((b) => path === b || path.startsWith(`${b}/`));
const all = owned(
  '/bankAssistant',
  '/merchants',
  '/investment',
  '/apps/relation',
  '/apps/monitor',
  '/apps/allInfo/searchAgencyDetails',
  '/pfb',
  APPS_HOME,
);

describe('route aliases', () => {
  it('leads an /apps path to the page that serves it, keeping the query', () => {
    expect(resolveAlias('/apps/publicMarketing/entSearch', '?entId=42', all)).toBe('/bankAssistant/entSearch?entId=42');
    expect(resolveAlias('/apps/allInfo/entAbroad/detail', '?id=7', all)).toBe(
      '/investment/allInfo/entAbroad/detail?id=7',
    );
    expect(resolveAlias('/apps', '', all)).toBe('/apps/home/menu');
    expect(resolveAlias('/apps/simpleSearch/', '', all)).toBe('/apps/home/menu');
  });

  it('merges the target query under the request query, and fills named segments', () => {
    expect(resolveAlias('/apps/ipoFeedback/ipoAskList/ipo', '', all)).toBe('/investment/watch/feedback?tab=questions');
    expect(resolveAlias('/apps/ipoFeedback/ipoAskList/ipo', '?tab=stats', all)).toBe(
      '/investment/watch/feedback?tab=stats',
    );
    expect(aliasTargets('/apps/ipoFeedback/ipoProjectList/declare').targets).toEqual(['/investment/watch/feedback']);
  });

  it('takes the first target the institution has', () => {
    expect(resolveAlias('/apps/relation/findRel', '', all)).toBe('/investment/relation/findRel');
    expect(resolveAlias('/apps/relation/findRel', '', owned('/merchants', '/apps/relation'))).toBe(
      '/merchants/findRel',
    );
    expect(resolveAlias('/publicsen', '', owned('/merchants'))).toBe('/merchants/publicsenInformation');
    expect(resolveAlias('/bank/flow', '', owned('/bankAssistant'))).toBeNull();
  });

  it('leaves a page a remote serves itself under a prefix alias, but not under an exact one', () => {
    expect(resolveAlias('/apps/allInfo/searchAgencyDetails', '?id=1', all)).toBeNull();
    expect(resolveAlias('/apps/relation/screen', '', all)).toBe('/investment/relation/screen');
  });

  it("opens IBA's bond pages at the spec's paths under the 债券发行审核 entry, keeping the item", () => {
    expect(resolveAlias('/investment/bondDetails', '?id=B1', all)).toBe(
      '/investment/watch/detailsList/bondDetails?id=B1',
    );
    expect(resolveAlias('/investment/bondDetailsList', '', all)).toBe('/investment/watch/detailsList/bondDetailsList');
    expect(resolveAlias('/investment/associationDetail', '', all)).toBe(
      '/investment/watch/detailsList/associationDetail',
    );
  });

  it('leads the embedded pages to the pages that serve them', () => {
    expect(resolveAlias('/external/szc/monitor/optional', '?groupId=0', all)).toBe('/apps/monitor/optional?groupId=0');
    expect(resolveAlias('/external/szc/relation/findRel', '', owned('/merchants'))).toBe('/merchants/findRel');
    expect(aliasTargets('/external/auth/redirect').targets).toEqual([]);
  });

  it('matches whole segments only', () => {
    expect(aliasTargets('/appsX').targets).toEqual([]);
    expect(aliasTargets('/newEntity').targets).toEqual([]);
    expect(aliasTargets('/apps/watch//law').targets).toEqual([]);
    expect(aliasTargets('/regulations/detail').targets).toEqual(['/investment/watch/law/detail']);
  });

  it('never leads to another alias or back to itself', () => {
    for (const a of ROUTE_ALIASES)
      for (const t of a.to) {
        const path = t
          .split('?')[0]!
          .replace('*', 'x')
          .replace(/:[A-Za-z]+/g, 'x');
        expect(aliasTargets(path).targets, `${a.from} → ${t}`).toEqual([]);
      }
  });
});
