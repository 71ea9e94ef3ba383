import { sql, type Kysely } from 'kysely';

/**
 * IBA 智能文档审核: a task is one checked file of a user of an institution: its name, kind and version, the
 * paragraphs read from it and the issues found (both JSON: read whole by the detail, never queried inside).
 * The original file is not kept: the text is what the checks, the annotated view and the comparisons need.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table smart_text_task (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      file_name text not null,
      kind text not null,
      version text not null default '',
      format text not null,
      status text not null,
      note text,
      ent_id text,
      company_name text,
      paragraphs jsonb not null,
      issues jsonb not null,
      issue_count integer not null,
      high_count integer not null,
      medium_count integer not null,
      low_count integer not null,
      created_at timestamptz not null default now()
    );
    create index smart_text_task_owner on smart_text_task (inst_id, user_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table smart_text_task;`.execute(db);
}
