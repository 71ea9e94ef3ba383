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

/**
 * Whether `key` is granted by a set of granted keys. Keys form a tree by ':'.
 * A key is granted when it or an ancestor is granted (granting `app:cba`
 * grants every CBA entry), or when a descendant is (holding any CBA entry
 * opens the CBA gate, as a partly granted node in the permission tree).
 */
export function isGranted(granted: ReadonlySet<string>, key: string): boolean {
  if (granted.has(key)) return true;
  const parts = key.split(':');
  for (let i = parts.length - 1; i > 0; i--) {
    if (granted.has(parts.slice(0, i).join(':'))) return true;
  }
  const prefix = `${key}:`;
  for (const g of granted) if (g.startsWith(prefix)) return true;
  return false;
}
