import { sql, type Kysely } from 'kysely';

/**
 * CBA 名单导出记录: list exports as jobs, and a row per export and download
 * (there is no audit log elsewhere yet; act_trace traces menu entries only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table export_job (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      name text not null,
      source text not null,
      -- What the source page searched with, as its request had it, and the same as readable chips.
      params jsonb not null,
      filters jsonb not null,
      row_count integer not null,
      state text not null default 'queued' check (state in ('queued', 'processing', 'done', 'failed')),
      failure_reason text,
      -- Relative to the data folder; null until written and once removed.
      file_path text,
      file_size integer,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      expires_at timestamptz
    );
    -- The daily quota sums a user's rows of the day; the list reads a user's or an institution's latest.
    create index export_job_user_idx on export_job (user_id, created_at desc);
    create index export_job_inst_idx on export_job (inst_id, created_at desc);
    create index export_job_queue_idx on export_job (state, id) where state in ('queued', 'processing');

    create table export_event (
      id serial primary key,
      job_id integer not null references export_job (id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      action text not null check (action in ('create', 'download')),
      ip text,
      at timestamptz not null default now()
    );
    create index export_event_job_idx on export_event (job_id, at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table export_event, export_job;`.execute(db);
}
