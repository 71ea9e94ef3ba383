import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';

/**
 * A synthetic book of `customers` customers for DEMO (companies `BK000001`…, outside the generated data set):
 * corporate trees of five under a parent holding 60% of each child (a person holds the rest), every tenth tree
 * under a person controlling its parent, a family tie joining the roots of two trees in every hundred, and a
 * guarantee circle of three among customers in no tree. Built by a handful of set-based statements (seconds, not
 * minutes, on the embedded engine). The same shape as `scripts/bench/sameCustomer.mjs` seeds.
 */
export async function seedBigBook(db: Db, customers = 10_000): Promise<{ instId: number; trees: number }> {
  const n = customers - 3;
  const trees = Math.floor(n / 5);
  await sql`
    insert into company (ent_id, name, name_norm, status, active, org_type)
    select 'BK' || lpad(i::text, 6, '0'), '基准' || i || '号实业有限公司', '基准' || i || '号实业有限公司',
           '存续', true, '有限责任公司'
    from generate_series(1, ${customers}) i
  `.execute(db);
  await sql`
    insert into person (person_id, name)
    select 'BP' || lpad(i::text, 6, '0'), '基准自然人' || i from generate_series(1, ${customers}) i
  `.execute(db);
  // Trees: company 5k+1 is the parent of 5k+2 … 5k+5 (60%), a person holds the other 40%.
  await sql`
    insert into shareholding (company_id, holder_kind, holder_id, ratio)
    select 'BK' || lpad(i::text, 6, '0'), 'C', 'BK' || lpad((((i - 1) / 5) * 5 + 1)::text, 6, '0'), 0.6
    from generate_series(1, ${trees * 5}) i where (i - 1) % 5 <> 0
    union all
    select 'BK' || lpad(i::text, 6, '0'), 'P', 'BP' || lpad(i::text, 6, '0'), 0.4
    from generate_series(1, ${trees * 5}) i where (i - 1) % 5 <> 0
    union all
    select 'BK' || lpad(i::text, 6, '0'), 'P', 'BP' || lpad(i::text, 6, '0'), 0.7
    from generate_series(1, ${trees * 5}) i where (i - 1) % 50 = 0
  `.execute(db);
  const inst = await db.selectFrom('institution').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
  await sql`
    insert into institution_customer (inst_id, ent_id, loan_amount)
    select ${inst.id}, 'BK' || lpad(i::text, 6, '0'), 1000000 + (i * 7919) % 900000000
    from generate_series(1, ${customers}) i
  `.execute(db);
  // Family ties: the persons controlling the roots of trees 0 and 10, 100 and 110, …
  await sql`
    insert into scs_family_relation (inst_id, person_a, person_b, person_a_id, person_b_id, relation)
    select ${inst.id}, '基准自然人' || (t * 5 + 1), '基准自然人' || ((t + 10) * 5 + 1),
           'BP' || lpad((t * 5 + 1)::text, 6, '0'), 'BP' || lpad(((t + 10) * 5 + 1)::text, 6, '0'), '配偶'
    from generate_series(0, ${trees - 11}, 100) t
  `.execute(db);
  // A guarantee circle among the last three customers (in no tree).
  const last = (k: number) => `BK${String(n + k).padStart(6, '0')}`;
  await db
    .insertInto('scs_guarantee')
    .values([
      { inst_id: inst.id, guarantor_id: last(1), guaranteed_id: last(2), amount: 1e6 },
      { inst_id: inst.id, guarantor_id: last(2), guaranteed_id: last(3), amount: 1e6 },
      { inst_id: inst.id, guarantor_id: last(3), guaranteed_id: last(1), amount: 1e6 },
    ])
    .execute();
  return { instId: inst.id, trees };
}
