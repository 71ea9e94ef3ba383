import { sql, type Kysely } from 'kysely';

/**
 * Reading traces back (issue 21, 访问轨迹): a member's journey, a visit's stay
 * (until their next page) and the page-flow graph read traces by user and time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index act_trace_user_idx on act_trace (user_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index act_trace_user_idx`.execute(db);
}
