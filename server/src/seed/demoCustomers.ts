import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/** About one company in 60 is a demo institution's customer: a mid-sized bank's share of a region. */
const SHARE = 60;

/**
 * Give each demo institution a customer book (本行客户) of its own, once the demo companies are
 * loaded: active companies with at least 500万 of capital (the ones a corporate bank lends to), a
 * different deterministic pick per institution. Real institutions import theirs through batch import.
 */
export async function seedDemoCustomers(db: Db, instCodes: readonly string[]): Promise<void> {
  for (const code of instCodes)
    await sql`
      insert into institution_customer (inst_id, ent_id)
      select i.id, c.ent_id from institution i, company c
      where i.code = ${code} and c.active and c.reg_capital >= 5000000
        and abs(hashtext(c.ent_id || ${code})) % ${SHARE} = 0
      on conflict do nothing
    `.execute(db);
}

/** The institutions that have SCS get exposures, group members and a few guarantees in their book. */
const SCS_INSTITUTIONS = ['DEMO'];

/**
 * Make a demo book an SCS book: add the companies that a customer controls (over half) and the siblings
 * that share a customer's majority holder (a bank lends to groups, not to lone companies), a deterministic
 * part of them; give every customer exposures by product in proportion to its capital, an internal rating
 * and an approved limit; and record a few guarantees from the loan files: outsiders guaranteeing group
 * members and one mutual-guarantee circle. Only customers without exposures are touched, so a restart
 * changes nothing.
 */
export async function seedScsBook(db: Db, instCodes: readonly string[] = SCS_INSTITUTIONS): Promise<void> {
  for (const code of instCodes) {
    const inst = await db.selectFrom('institution').select('id').where('code', '=', code).executeTakeFirst();
    if (!inst) continue;
    const instId = inst.id;
    await sql`
      insert into institution_customer (inst_id, ent_id)
      select distinct ${instId}::int, c.ent_id
      from institution_customer ic
      join shareholding s on s.holder_kind = 'C' and s.holder_id = ic.ent_id and s.ratio > 0.5
      join company c on c.ent_id = s.company_id and c.active
      where ic.inst_id = ${instId} and abs(hashtext(c.ent_id || 'scs')) % 3 = 0
      on conflict do nothing
    `.execute(db);
    await sql`
      insert into institution_customer (inst_id, ent_id)
      select distinct ${instId}::int, sib.company_id
      from institution_customer ic
      join shareholding own on own.company_id = ic.ent_id and own.ratio > 0.5
      join shareholding sib on sib.holder_kind = own.holder_kind and sib.holder_id = own.holder_id
        and sib.ratio > 0.5 and sib.company_id <> ic.ent_id
      join company c on c.ent_id = sib.company_id and c.active and c.reg_capital >= 1000000
      where ic.inst_id = ${instId} and abs(hashtext(sib.company_id || 'scs')) % 4 = 0
      on conflict do nothing
    `.execute(db);
    // Exposures: a loan of 20%–80% of capital for most, bills, guarantees, bonds and off-balance for some.
    await sql`
      update institution_customer ic set
        loan_amount = round(least(coalesce(c.reg_capital, 5000000), 2000000000) * (20 + h % 61) / 100, -4),
        bill_amount = case when h % 3 = 0 then round(least(coalesce(c.reg_capital, 5000000), 2000000000) * (h % 17) / 100, -4) else 0 end,
        guarantee_amount = case when h % 5 = 1 then round(least(coalesce(c.reg_capital, 5000000), 2000000000) * (h % 11) / 100, -4) else 0 end,
        bond_amount = case when c.reg_capital >= 100000000 and h % 4 = 2 then round(c.reg_capital * 0.1, -4) else 0 end,
        off_balance_amount = case when h % 7 = 3 then round(least(coalesce(c.reg_capital, 5000000), 2000000000) * (h % 13) / 100, -4) else 0 end,
        rating = (array['AAA','AA+','AA','AA','AA-','A+','A','A','A-','BBB+','BBB','BBB-','BB','B'])[1 + h % 14],
        approved_limit = round(least(coalesce(c.reg_capital, 5000000), 2000000000) * (120 + h % 81) / 100, -4)
      from (
        select ent_id, abs(hashtext(ent_id || 'exposure')) as h from institution_customer where inst_id = ${instId}
      ) x, company c
      where ic.inst_id = ${instId} and x.ent_id = ic.ent_id and c.ent_id = ic.ent_id
        and ic.loan_amount = 0 and ic.bill_amount = 0 and ic.rating is null
    `.execute(db);
    if (await db.selectFrom('scs_guarantee').select('id').where('inst_id', '=', instId).executeTakeFirst()) continue;
    // Customers that no customer's majority holder links to anything else: the guarantors and the circle.
    const lone = await sql<{ ent_id: string }>`
      select ic.ent_id from institution_customer ic
      where ic.inst_id = ${instId}
        and not exists (select 1 from shareholding s where s.company_id = ic.ent_id and s.ratio > 0.5)
        and not exists (select 1 from shareholding s where s.holder_id = ic.ent_id and s.ratio > 0.5)
      order by abs(hashtext(ic.ent_id || 'guarantee')) limit 9
    `.execute(db);
    const members = await sql<{ ent_id: string }>`
      select ic.ent_id from institution_customer ic
      where ic.inst_id = ${instId}
        and exists (select 1 from shareholding s where s.company_id = ic.ent_id and s.ratio > 0.5)
      order by abs(hashtext(ic.ent_id || 'guarantee')) limit 6
    `.execute(db);
    const l = lone.rows.map((r) => r.ent_id);
    const m = members.rows.map((r) => r.ent_id);
    const links: [string, string, number][] = [];
    // A circle of three: A guarantees B, B guarantees C, C guarantees A.
    if (l.length >= 3) links.push([l[0]!, l[1]!, 30_000_000], [l[1]!, l[2]!, 20_000_000], [l[2]!, l[0]!, 25_000_000]);
    for (let i = 0; i < Math.min(m.length, l.length - 3); i++) links.push([l[3 + i]!, m[i]!, 10_000_000 * (i + 1)]);
    if (links.length)
      await db
        .insertInto('scs_guarantee')
        .values(links.map(([g, d, amount]) => ({ inst_id: instId, guarantor_id: g, guaranteed_id: d, amount })))
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}
