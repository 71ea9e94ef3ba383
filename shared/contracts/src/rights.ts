import { Type, type Static } from '@sinclair/typebox';

/** The right keys of spec 1 §3 and spec 2 §6. Menu permission keys (`app:cba:...`) extend these. */
export const RIGHT_KEYS = [
  'fmk',
  'fmk:org',
  'fmk:right',
  'fmk:audit',
  'fmk:org:emp',
  'fmk:org:unit',
  'fmk:org:team',
  'marketing:search',
  'marketing:search:name',
  'marketing:search:condition',
  'marketing:search:map',
  'marketing:search:batch',
  'marketing:relation',
  'marketing:industrialPark',
  'marketing:generateImage',
  'marketing:export',
  'monitor',
  'monitor:brief',
  'monitor:custom',
  'monitor:report',
  'feedback:managerlist',
  'app:cba',
  'app:prma',
  'app:iba',
  'app:scs',
  'super',
] as const;
export type RightKey = (typeof RIGHT_KEYS)[number];

/** `POST /framework/api/user/right`: the keys asked about. */
export const RightQuerySchema = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 });

/** Its answer: each asked key to a boolean. */
export const RightsMapSchema = Type.Record(Type.String(), Type.Boolean());
export type RightsMap = Static<typeof RightsMapSchema>;

const heldOrAbove = (granted: ReadonlySet<string>, key: string): boolean => {
  if (granted.has(key)) return true;
  const parts = key.split(':');
  for (let i = parts.length - 1; i > 0; i--) if (granted.has(parts.slice(0, i).join(':'))) return true;
  return false;
};

const anyBelow = (granted: ReadonlySet<string>, key: string): boolean => {
  const prefix = `${key}:`;
  for (const g of granted) if (g.startsWith(prefix)) return true;
  return false;
};

/**
 * Whether `key` is granted by a set of granted keys: the rule of every
 * permission check. Keys form a tree by ':'; a key is granted when it or an
 * ancestor is held (granting `app:cba` grants every CBA entry; a fully
 * granted node is stored as that one key). Holding a child never grants its
 * parent: `fmk` is granted only by `fmk`, never by `fmk:audit`.
 */
export function isGranted(granted: ReadonlySet<string>, key: string): boolean {
  return heldOrAbove(granted, key);
}

/**
 * Gates: keys whose routes and pages are open to a holder of any entry under
 * them (a solution, the monitoring module: holding any CBA entry opens the
 * CBA gate, whose calls then check each entry; `fmk:org` guards only the
 * organisation's directory, read by each of its three pages). Other
 * administrative keys (`fmk`, `fmk:right`, `fmk:audit`, `super`) are never
 * gates: `fmk` is granted by `fmk` only.
 */
export const GATE_KEYS: ReadonlySet<string> = new Set([
  'app:cba',
  'app:prma',
  'app:iba',
  'app:scs',
  // 研报: the covered stocks and the filters' choices serve each of its four pages.
  'app:iba:research',
  'monitor',
  'fmk:org',
]);

/** The route check: a gate opens to any entry under it, every other key by `isGranted`. */
export const isRouteGranted = (granted: ReadonlySet<string>, key: string): boolean =>
  heldOrAbove(granted, key) || (GATE_KEYS.has(key) && anyBelow(granted, key));

/**
 * Whether an entry of `key` is shown (a menu, a page's link): granted, or a
 * partly granted node of the permission tree (a child is granted). Display
 * only, never a permission: `fmk:audit` shows 机构管理 but opens no `fmk` call.
 */
export const isShown = (granted: ReadonlySet<string>, key: string): boolean =>
  heldOrAbove(granted, key) || anyBelow(granted, key);
