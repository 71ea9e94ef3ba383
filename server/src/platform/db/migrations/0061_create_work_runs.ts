import { sql, type Kysely } from 'kysely';

/**
 * Long work a person starts and watches (同一客户识别, 银行流水分析): a row per run, as the job system's outbox and
 * the page's progress. One run at a time per scope (an institution's book, an analysis project): a second start
 * while one is queued or running gets the running one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table work_run (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      kind text not null,
      scope text not null,
      params jsonb not null,
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
      progress real not null default 0,
      stage text,
      failure_reason text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    );
    create unique index work_run_active_idx on work_run (kind, scope) where state in ('queued', 'running');
    create index work_run_scope_idx on work_run (kind, scope, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists work_run`.execute(db);
}
