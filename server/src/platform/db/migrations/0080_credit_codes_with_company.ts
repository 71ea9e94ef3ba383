import { sql, type Kysely } from 'kysely';

/**
 * A credit code's prefix (a code typed in part, `SEARCH_INDEXES=database`) takes the first codes in order from
 * the unique index alone, its companies' ids beside the codes. Without them the planner, guessing how many codes
 * share a prefix from a histogram of a unique column (77 where 16,797 did, right after a load), read every match
 * from the table and sorted them for the first 200 (230 ms at a million companies); read from the index in order,
 * the first 200 of any prefix are a fraction of a millisecond, whatever the guess.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company drop constraint company_credit_code_key,
    add constraint company_credit_code_key unique (credit_code) include (ent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company drop constraint company_credit_code_key,
    add constraint company_credit_code_key unique (credit_code)`.execute(db);
}
