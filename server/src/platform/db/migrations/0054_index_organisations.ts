import { sql, type Kysely } from 'kysely';

/**
 * IBA 机构查询: the organisations that are not enterprises are the companies whose credit code does not start
 * with 9 (GB 32100: the market regulator registers enterprises), about one in a hundred. A partial index over
 * them, by kind (the code's first two characters) and region, lets a search read only them: a few thousand rows
 * at a million companies instead of the whole table. The queries repeat the predicate word for word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index company_organisation_idx on company (left(credit_code, 2), region_code)
      where credit_code is not null and left(credit_code, 1) <> '9'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_organisation_idx`.execute(db);
}
