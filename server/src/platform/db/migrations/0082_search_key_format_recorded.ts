import { sql, type Kysely } from 'kysely';

/**
 * A missing format now means keys not written yet (a first load writes them in the current one, and they were
 * written again in full for want of a record); keys written before formats were recorded get theirs, the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into search_key_format (what, format)
    select 'company', 1 where exists (select 1 from company_search_key)
    union all select 'person', 1 where exists (select 1 from person_search_key)
    on conflict (what) do nothing`.execute(db);
}

/** The records stay: they say what the keys are. */
export async function down(): Promise<void> {
  // Nothing to undo.
}
