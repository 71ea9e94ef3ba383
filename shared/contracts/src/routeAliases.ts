/**
 * The spec's other route layouts (spec 1 §2: the generic `/apps` shell, the "other areas", `/single`, the IPO
 * and regulation pages) are the same features under older paths. Each leads to the page that serves it today:
 * the shell replaces the path, keeping the query, so bookmarks and links from other systems keep working and
 * every feature has one page.
 *
 * `from` is a path, with `:name` segments, or a prefix ending in `/*` whose rest is appended to the target.
 * `to` lists the pages in order of preference: the first one a remote of this user owns wins, so a path that
 * several solutions serve (关系发现, 舆情) opens the one the institution has. A target's own query is added to
 * the request's (the request's values win); `:name` in a target takes the matched segment.
 */
export interface RouteAlias {
  from: string;
  to: readonly string[];
}

const alias = (from: string, ...to: string[]): RouteAlias => ({ from, to });

/** The `/apps` layout's own home: a page of every feature the user may open. */
export const APPS_HOME = '/apps/home/menu';

/** Most specific first: the first `from` that fits the path is taken. */
export const ROUTE_ALIASES: readonly RouteAlias[] = [
  // The /apps layout (spec 1 §2 "Generic /apps shell").
  alias('/apps', APPS_HOME),
  alias('/apps/simpleSearch', APPS_HOME),
  alias('/apps/home', APPS_HOME),
  alias('/apps/allInfo/*', '/investment/allInfo/*'),
  alias('/apps/publicMarketing', '/bankAssistant/home'),
  alias('/apps/publicMarketing/*', '/bankAssistant/*'),
  alias('/apps/garden', '/bankAssistant/garden/tableGarden'),
  alias('/apps/garden/*', '/bankAssistant/garden/*'),
  alias('/apps/merchants', '/merchants/home'),
  alias('/apps/merchants/*', '/merchants/*'),
  alias('/apps/report/dued', '/apps/relation/reportList'),
  alias('/apps/relation/findRel', '/investment/relation/findRel', '/merchants/findRel'),
  alias('/apps/relation/screen', '/investment/relation/screen', '/merchants/screen'),
  alias(
    '/apps/relation/graphs',
    '/investment/relation/stock-right',
    '/sameCustomerSystem/applicationService/stock-right',
    '/EntChartsNew/stock-right',
  ),
  alias('/apps/watch/idea', '/investment/watch/auditMind'),
  alias('/apps/watch/bondDetails', '/investment/watch/detailsList/bondDetails'),
  alias('/apps/watch/bondDetailsList', '/investment/watch/detailsList/bondDetailsList'),
  alias('/apps/watch/associationDetail', '/investment/watch/detailsList/associationDetail'),
  alias('/apps/watch', '/investment/watch/feedback'),
  alias('/apps/watch/*', '/investment/watch/*'),
  alias('/apps/marketing/chain', '/bankAssistant/industryToker'),
  alias('/apps/marketing/newEnt', '/bankAssistant/newEnt'),
  alias('/apps/marketing', '/bankAssistant/marketing'),
  alias('/apps/smartText', '/investment/smartText/proList'),
  alias('/apps/smartText/*', '/investment/smartText/*'),
  alias('/apps/investment', '/investment/home'),
  alias('/apps/investment/*', '/investment/*'),
  alias('/apps/researchReport', '/investment/researchReport'),
  alias('/apps/researchReport/*', '/investment/researchReport/*'),
  alias('/apps/ipoFeedback', '/investment/watch/feedback'),
  alias('/apps/ipoFeedback/home', '/investment/watch/feedback'),
  alias('/apps/ipoFeedback/ipoProjectList/:listType', '/investment/watch/feedback'),
  alias('/apps/ipoFeedback/ipoAskList/:listType', '/investment/watch/feedback?tab=questions'),
  alias('/apps/ipoFeedback/ipoProjectDetail', '/investment/watch/feedback/detail'),
  alias('/apps/bank/flow', '/investment/bank/flow'),
  alias('/apps/modelAI', '/investment/modelAI'),
  // Other areas (spec 1 §2).
  alias('/advancedSearch', '/investment/allInfo/advSearch'),
  alias('/single/entSearch', '/bankAssistant/entSearch'),
  alias('/single/entImageByName', '/bankAssistant/entSearch'),
  alias('/enterpriseImage', '/bankAssistant/entSearch'),
  alias('/investmentEnterpriseImage', '/bankAssistant/entSearch', '/baseinfo/orgdetail'),
  alias('/enterpriseImages', '/bankAssistant/reportList'),
  alias('/enterpriseImageBack', '/bankAssistant/reportList'),
  alias('/bankAssistant/pfb/customer', '/pfb/customer'),
  alias('/newEnt', '/bankAssistant/newEnt'),
  alias('/supervisory', '/investment/watch/feedback'),
  alias('/ipoHome', '/investment/watch/feedback'),
  alias('/ipohome', '/investment/watch/feedback'),
  alias('/ipohome/mainfirst', '/investment/watch/feedback'),
  alias('/ipohome/mainapprove', '/investment/watch/auditMind'),
  alias('/regulations', '/investment/watch/law'),
  alias('/regulations/*', '/investment/watch/law/*'),
  alias(
    '/publicsen',
    '/bankAssistant/publicsenInformation',
    '/investment/allInfo/publicsenInformation',
    '/merchants/publicsenInformation',
    '/monitoring/newsList',
  ),
  alias('/publicsen/monitor', '/apps/monitor/publicsen'),
  alias('/bank/flow', '/investment/bank/flow'),
  alias('/relation/findRel', '/investment/relation/findRel', '/merchants/findRel', '/EntCharts/findRelationship-old'),
  alias('/relationScreen', '/investment/relation/screen', '/merchants/screen'),
  alias('/relationScreen/detail', '/investment/relation/screen', '/merchants/screen/mainEnt'),
  // A remote's bare base path, and pages the spec names that another page of the same remote serves.
  alias('/apps/monitor', '/apps/monitor/enterpriseMonitoring'),
  alias('/monitoring', '/monitoring/newsList'),
  alias('/personalCenter', '/personalCenter/changePassword'),
  alias('/systemMonitoring', '/systemMonitoring/user'),
  alias('/merchants/publicsenInformation/listDetail', '/merchants/publicsenInformation'),
  alias('/investment/publicsenInformation/listDetail', '/investment/allInfo/publicsenInformation'),
  // IBA's bond pages at the spec's paths (spec 1 §2 IBA: they highlight 债券发行审核): its entry's pages.
  alias('/investment/bondDetails', '/investment/watch/detailsList/bondDetails'),
  alias('/investment/bondDetailsList', '/investment/watch/detailsList/bondDetailsList'),
  alias('/investment/associationDetail', '/investment/watch/detailsList/associationDetail'),
  // Pages embedded in an institution's own systems (spec 1 §2 "External"): the shell shows them without its
  // header and menu. /external/custom is the company's full profile for the company the host passes (eid,
  // companyName or creditCode), the page a host's customer screen embeds.
  alias('/external/custom', '/baseinfo/orgdetail'),
  alias('/external/common/singleSearch', '/bankAssistant/entSearch', '/baseinfo/orgdetail'),
  alias('/external/jzzx/advancedSearch', '/investment/allInfo/advSearch', '/bankAssistant/conditionsSearch'),
  alias(
    '/external/szc/relation/findRel',
    '/investment/relation/findRel',
    '/merchants/findRel',
    '/EntCharts/findRelationship-old',
  ),
  alias('/external/szc/monitor', '/apps/monitor/enterpriseMonitoring'),
  alias('/external/szc/monitor/*', '/apps/monitor/*'),
  alias('/external/monitoring/*', '/monitoring/*'),
];

/** The pages other systems embed: shown without the shell's header and menu (see `EMBEDDED_LAYOUT`). */
export const EXTERNAL_BASE = '/external';

/** The segments `pattern` binds in `pathname`, or null when it does not fit (`*` binds the rest as `*`). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  // Both start with '/': compare the segments after it; a trailing slash is no segment.
  const want = pattern.split('/').slice(1);
  const have = pathname
    .replace(/(.)\/+$/, '$1')
    .split('/')
    .slice(1);
  const bound: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*' && i === want.length - 1) {
      const rest = have.slice(i);
      if (rest.length === 0 || rest.some((s) => s === '')) return null;
      bound['*'] = rest.join('/');
      return bound;
    }
    const h = have[i];
    if (h === undefined || h === '') return null;
    if (w.startsWith(':')) bound[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return have.length === want.length ? bound : null;
}

const fill = (target: string, bound: Record<string, string>) =>
  target.replace(/:([A-Za-z]+)|\*$/g, (whole, name?: string) =>
    name ? encodeURIComponent(bound[name] ?? '') : (bound['*'] ?? ''),
  );

/** The pages an older path leads to, in order of preference, and whether a prefix (`/*`) matched it. */
export function aliasTargets(pathname: string): { targets: string[]; prefix: boolean } {
  for (const a of ROUTE_ALIASES) {
    const bound = matchPattern(a.from, pathname);
    if (bound) return { targets: a.to.map((t) => fill(t, bound)), prefix: a.from.endsWith('/*') };
  }
  return { targets: [], prefix: false };
}

/**
 * Where an older path goes for this user: the first target `canOpen` accepts (its path without the query),
 * with the request's query merged over the target's. Null when the path is no alias, or no target is open,
 * or a prefix alias meets a path a remote serves itself (`/apps/allInfo/searchAgencyDetails` is the company
 * remote's own page; `/apps/relation/findRel`, an exact alias, leads away from PRMA's `/apps/relation`).
 */
export function resolveAlias(pathname: string, search: string, canOpen: (path: string) => boolean): string | null {
  const { targets, prefix } = aliasTargets(pathname);
  if (prefix && canOpen(pathname)) return null;
  const target = targets.find((t) => canOpen(t.split('?')[0]!));
  if (!target) return null;
  const [path, own = ''] = target.split('?');
  const query = new URLSearchParams(own);
  new URLSearchParams(search).forEach((value, key) => query.set(key, value));
  const q = query.toString();
  return q ? `${path}?${q}` : path!;
}
