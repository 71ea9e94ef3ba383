import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

const NOTE = '演示数据：首次启动时登记';

/**
 * Give DEMO a small 关联方名单 (issue 42), once the demo companies and its customer book are loaded, so that the
 * related-party conclusions have something to find: a company of the register as 主要股东 (第七条第（二）项; the
 * customer it controls is related under 第七条第（三）项) and a person of the register as 董事 (第六条第（三）项; the
 * company outside the book where the person is 董事 may be treated as related, 第八条第（四）项). Picked from the data
 * by a fixed hash, so every first start on the same data set names the same ones; a kind the data lacks is left out.
 */
export async function seedDemoRelatedParties(db: Db, instCode = 'DEMO'): Promise<void> {
  const inst = await db.selectFrom('institution').select('id').where('code', '=', instCode).executeTakeFirst();
  if (!inst) return;
  // A company holding over half of a customer, itself held by no company (its related set stays its own group),
  // controlling few companies; a customer's holder first.
  const { rows: holders } = await sql<{ ent_id: string; name: string }>`
    select s.holder_id as ent_id, h.name
    from shareholding s
    join company h on h.ent_id = s.holder_id and h.active
    where s.holder_kind = 'C' and s.ratio > 0.5
      and not exists (select 1 from shareholding up where up.company_id = s.holder_id and up.holder_kind = 'C')
      and (select count(*) from shareholding k where k.holder_kind = 'C' and k.holder_id = s.holder_id and k.ratio > 0.5) <= 5
    order by exists (select 1 from institution_customer b where b.inst_id = ${inst.id} and b.ent_id = s.company_id) desc,
             abs(hashtext(s.holder_id || 'related')), s.holder_id
    limit 1
  `.execute(db);
  // A 董事 of one company only, which is not a customer, who controls nothing (the reason is the post alone).
  const { rows: directors } = await sql<{ person_id: string; name: string }>`
    select e.person_id, p.name
    from executive e
    join person p on p.person_id = e.person_id
    join company c on c.ent_id = e.company_id and c.active
    where e.post = '董事'
      and not exists (select 1 from institution_customer b where b.inst_id = ${inst.id} and b.ent_id = e.company_id)
      and not exists (select 1 from executive x where x.person_id = e.person_id and x.company_id <> e.company_id)
      and not exists (select 1 from shareholding s where s.holder_kind = 'P' and s.holder_id = e.person_id and s.ratio > 0.5)
    order by abs(hashtext(e.person_id || 'related')), e.person_id
    limit 1
  `.execute(db);
  const entries = [
    ...holders.map((h) => ({
      subject_kind: 'C' as const,
      category: 'majorShareholder',
      name: h.name,
      register_id: h.ent_id,
    })),
    ...directors.map((d) => ({
      subject_kind: 'P' as const,
      category: 'director',
      name: d.name,
      register_id: d.person_id,
    })),
  ];
  if (!entries.length) return;
  await db
    .insertInto('related_party')
    .values(entries.map((e) => ({ ...e, inst_id: inst.id, note: NOTE })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
