import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** The example's name, as the pages show it. */
export const EXAMPLE_NAME = '示例数据';
const GROUP_HEADS = 2;
const HELD_PER_HEAD = 3;
const LONE = 4;

/**
 * 示例数据 for a user who has uploaded nothing: chosen from the loaded data, so it always shows groups. The
 * two companies holding the most other companies (public hubs aside), each with the three companies it holds
 * the largest stakes in, then four companies with neither holders nor holdings, mixed in the order a user's
 * list would be. Deterministic: the same data gives the same list.
 */
export async function exampleMembers(db: Db) {
  const { rows: heads } = await sql<{ id: string }>`
    select s.holder_id as id from shareholding s join company c on c.ent_id = s.holder_id
    where s.holder_kind = 'C' and c.org_type not in ('机关', '机关法人', '事业单位')
      and c.name !~ '国有资产监督管理|国资委|政府|基金|创业投资|股权投资|交易所'
    group by s.holder_id order by count(*) desc, s.holder_id limit ${GROUP_HEADS}`.execute(db);
  const ids: string[] = [];
  for (const head of heads) {
    const { rows: held } = await sql<{ id: string }>`
      select company_id as id from shareholding where holder_id = ${head.id} and company_id <> all(${sql.val([...ids, head.id])})
      order by ratio desc, company_id limit ${HELD_PER_HEAD}`.execute(db);
    ids.push(head.id, ...held.map((h) => h.id));
  }
  const { rows: lone } = await sql<{ id: string }>`
    select c.ent_id as id from company c
    where c.active and not exists (select 1 from shareholding s where s.company_id = c.ent_id)
      and not exists (select 1 from shareholding s where s.holder_id = c.ent_id)
      and c.ent_id <> all(${sql.val(ids)})
    order by c.ent_id limit ${LONE}`.execute(db);
  // Interleaved, as a real list is not sorted by group.
  const list = [...ids];
  lone.forEach((l, i) => list.splice(Math.min(list.length, 2 + i * 3), 0, l.id));
  if (!list.length) return [];
  const companies = await db
    .selectFrom('company')
    .select(['ent_id as entId', 'name', 'status'])
    .where('ent_id', 'in', list)
    .execute();
  const byId = new Map(companies.map((c) => [c.entId, c]));
  return list.flatMap((id, i) => {
    const c = byId.get(id);
    return c ? [{ ...c, lineNo: i + 1 }] : [];
  });
}
