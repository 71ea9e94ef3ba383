import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/**
 * The demo book's data for the SCS application services (issue 19): the loan files' overdue days and
 * 五级分类 for a deterministic eighth of the customers (the rest 正常), their ratings as those agree, and one guarantee chain of four
 * customers that take part in no other guarantee (the book already has a circle). Runs after `seedScsBook`
 * on first start; touches only rows not set yet, so a restart changes nothing.
 */
export async function seedScsApplication(db: Db, instCodes: readonly string[] = ['DEMO']): Promise<void> {
  for (const code of instCodes) {
    const inst = await db.selectFrom('institution').select('id').where('code', '=', code).executeTakeFirst();
    if (!inst) continue;
    await sql`
      update institution_customer ic set
        overdue_days = (array[12, 45, 120])[1 + x.h % 3],
        loan_class = (array['关注', '关注', '次级'])[1 + x.h % 3],
        -- The rating follows (data/rules/loanRating.ts): a 次级 loan's borrower in default (CCC), a 关注 one below AA.
        rating = case when x.h % 3 = 2 then 'CCC' when ic.rating in ('AAA', 'AA+', 'AA', 'AA-') then 'A' else ic.rating end
      from (select ent_id, abs(hashtext(ent_id || 'overdue')) as h from institution_customer where inst_id = ${inst.id}) x
      where ic.inst_id = ${inst.id} and x.ent_id = ic.ent_id and x.h % 8 = 0 and ic.loan_class is null
    `.execute(db);
    await sql`update institution_customer set loan_class = '正常' where inst_id = ${inst.id} and loan_class is null`.execute(
      db,
    );
    const chain = await sql<{ ent_id: string }>`
      select ic.ent_id from institution_customer ic
      where ic.inst_id = ${inst.id}
        and not exists (select 1 from scs_guarantee g
          where g.inst_id = ${inst.id} and (g.guarantor_id = ic.ent_id or g.guaranteed_id = ic.ent_id))
      order by abs(hashtext(ic.ent_id || 'chain')) limit 4
    `.execute(db);
    const ids = chain.rows.map((r) => r.ent_id);
    if (ids.length === 4)
      await db
        .insertInto('scs_guarantee')
        .values(
          ids.slice(1).map((to, i) => ({
            inst_id: inst.id,
            guarantor_id: ids[i]!,
            guaranteed_id: to,
            amount: 15_000_000 - i * 5_000_000,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}
