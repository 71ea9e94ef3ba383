import type { SharedContact, SuspectedPair } from '@esee/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** The contact details two companies can share (疑似关系), as the pages name them. */
export const SHARED_CONTACTS: { code: SharedContact; column: string; name: string }[] = [
  { code: 'phone', column: 'phone', name: '相同电话' },
  { code: 'email', column: 'email', name: '相同邮箱' },
  { code: 'address', column: 'address', name: '相同地址' },
  { code: 'website', column: 'website', name: '相同网址' },
];

/**
 * Suspected relations (suspectRelationship/listEnhance), used by bid-rigging and same-customer checks:
 * among several companies, each pair sharing a phone, e-mail, address or website; for one company, the
 * other companies sharing any of them (the first `limit`).
 */
export async function suspectedPairs(
  db: Db,
  entIds: readonly string[],
  limit = 200,
  /** Only these contact kinds (企业关系挖掘's filter); all when absent or empty. */
  types?: readonly SharedContact[],
): Promise<SuspectedPair[]> {
  const ids = sql.val([...entIds]);
  const among = entIds.length > 1;
  const kinds = types?.length ? SHARED_CONTACTS.filter((c) => types.includes(c.code)) : SHARED_CONTACTS;
  const matches = kinds.map(
    ({ code, column }) => sql`
      select a.ent_id as a, b.ent_id as b, ${code} as type, a.${sql.ref(column)} as value
      from company a join company b on b.${sql.ref(column)} = a.${sql.ref(column)} and b.ent_id <> a.ent_id
      where a.ent_id = any(${ids}) and a.${sql.ref(column)} is not null and a.${sql.ref(column)} <> ''
        ${among ? sql`and b.ent_id = any(${ids}) and a.ent_id < b.ent_id` : sql``}`,
  );
  const { rows } = await sql<{ a: string; b: string; type: SharedContact; value: string }>`
    with m as (${sql.join(matches, sql` union all `)}),
    pairs as (select distinct a, b from m order by a, b limit ${limit})
    select m.* from m join pairs using (a, b) order by m.a, m.b, m.type`.execute(db);
  const names = await db
    .selectFrom('company')
    .select(['ent_id', 'name'])
    .where('ent_id', 'in', [...new Set(rows.flatMap((r) => [r.a, r.b])), ''])
    .execute();
  const nameOf = new Map(names.map((n) => [n.ent_id, n.name]));
  const pairs = new Map<string, SuspectedPair>();
  for (const r of rows) {
    const key = `${r.a}|${r.b}`;
    const pair = pairs.get(key) ?? {
      entIdA: r.a,
      nameA: nameOf.get(r.a) ?? r.a,
      entIdB: r.b,
      nameB: nameOf.get(r.b) ?? r.b,
      reasons: [],
    };
    pair.reasons.push({ type: r.type, name: SHARED_CONTACTS.find((c) => c.code === r.type)!.name, value: r.value });
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}
