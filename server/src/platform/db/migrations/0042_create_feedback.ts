import { sql, type Kysely } from 'kysely';

/**
 * 意见反馈 (issue 23): a member's feedback to their institution and the
 * platform, and its thread of messages (the member's follow-ups, the
 * institution's and the platform's replies). A deleted member's feedback stays
 * with the institution, without a name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      type text not null check (type in ('FEATURE', 'DATA', 'USAGE', 'FAULT', 'OTHER')),
      title text not null,
      content text not null,
      ent_id text,
      ent_name text,
      page_path text,
      phone text,
      status text not null default 'PENDING' check (status in ('PENDING', 'PROCESSING', 'REPLIED', 'CLOSED')),
      assignee_id integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index feedback_inst_idx on feedback (inst_id, created_at desc);
    create index feedback_user_idx on feedback (user_id, created_at desc);
    create table feedback_message (
      id integer generated always as identity primary key,
      feedback_id integer not null references feedback (id) on delete cascade,
      author_id integer references app_user (id) on delete set null,
      side text not null check (side in ('member', 'institution', 'platform')),
      content text not null,
      created_at timestamptz not null default now()
    );
    create index feedback_message_idx on feedback_message (feedback_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table feedback_message; drop table feedback`.execute(db);
}
