/**
 * Which pages hide or collapse parts of the layout (spec 1 §2).
 */

/** The left menu is hidden on these (IBA's full-screen pages). */
const MENU_HIDDEN = [
  '/investment/publicsenInformation/listDetail',
  '/investment/EntChartsNew/benifit',
  '/investment/EntChartsNew/stock-right',
  '/investment/EntChartsNew/controller',
  '/investment/EntChartsNew/frameworkTree',
  '/investment/EntChartsNew/groupRelationship',
  '/investment/allInfo/entAbroad/detail',
  '/investmentEnterpriseImage',
];

/** The left menu starts collapsed on these (maps want the width). */
const MENU_COLLAPSED = [
  '/bankAssistant/mapSearch',
  '/bankAssistant/garden/mapSearch',
  '/apps/publicMarketing/mapSearch',
];

/** The footer is hidden on these map and report pages. */
const FOOTER_HIDDEN = [
  ...MENU_COLLAPSED,
  '/bankAssistant/industryToker/reportPreview',
  '/enterpriseImage',
  '/enterpriseImages',
  '/single/entImageByName',
];

const under = (list: readonly string[], pathname: string) =>
  list.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export const isMenuHidden = (pathname: string) => under(MENU_HIDDEN, pathname) || pathname.includes('/EntCharts');
export const isMenuCollapsed = (pathname: string) => under(MENU_COLLAPSED, pathname);
export const isFooterHidden = (pathname: string) => under(FOOTER_HIDDEN, pathname);
/** The contact-us card is hidden on graph pages (spec 1 §2). */
export const isContactHidden = (pathname: string) => pathname.includes('EntCharts');
