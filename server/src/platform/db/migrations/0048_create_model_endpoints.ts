import { sql, type Kysely } from 'kysely';

/**
 * IBA 智能助手 (issue 22): per institution the OpenAI-compatible model endpoint the platform administrator set
 * (功能模型设置) — its key sealed like the gateway's channel secrets, never in clear — with the last connection
 * test; and the questions asked, per institution, for the members' own history (the question, how it was
 * answered, how many sources it cited; not the answer: the data it came from changes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table model_endpoint (
      inst_id integer primary key references institution (id) on delete cascade,
      base_url text not null,
      model text not null,
      key_sealed text,
      timeout_ms integer not null default 20000,
      enabled boolean not null default true,
      last_test_at timestamptz,
      last_test_ok boolean,
      last_test_message text,
      updated_by integer references app_user (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table assistant_question (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer references app_user (id) on delete cascade,
      question text not null,
      mode text not null check (mode in ('retrieval', 'model')),
      refused boolean not null default false,
      citation_count integer not null default 0,
      asked_at timestamptz not null default now()
    );
    create index assistant_question_user_idx on assistant_question (inst_id, user_id, asked_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table assistant_question; drop table model_endpoint;`.execute(db);
}
