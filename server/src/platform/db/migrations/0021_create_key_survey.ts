import { sql, type Kysely } from 'kysely';

/**
 * PRMA 重点排查 (key survey) lists: the companies a user uploaded from one spreadsheet, kept per user and
 * institution until deleted, each with the day its 排查提示 (the tip shown on its companies elsewhere in
 * the key-survey pages) stops. Own tables rather than batch_file: that table's kinds are fixed by a check
 * and it has no validity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table key_survey_file (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      file_name text not null,
      -- Rows the spreadsheet had, matched or not.
      total_record integer not null,
      -- The last day (Beijing) the tips are shown; null: no tips.
      tips_valid_until date,
      -- Groups found at upload with the default relation types and depth (the list shows it).
      group_count integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index key_survey_file_owner_idx on key_survey_file (user_id, created_at desc);

    create table key_survey_company (
      file_id integer not null references key_survey_file (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      -- The row of the spreadsheet that named it, and what it said.
      line_no integer not null,
      data text not null,
      primary key (file_id, ent_id)
    );
    create index key_survey_company_ent_idx on key_survey_company (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table key_survey_company, key_survey_file`.execute(db);
}
