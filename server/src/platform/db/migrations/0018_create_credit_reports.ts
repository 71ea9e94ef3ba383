import { sql, type Kysely } from 'kysely';

/**
 * PRMA 合作方资信报告: each report is kept (score, grade and the whole result as it was made), per
 * institution, so that a new report of a company is compared with the previous one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_report (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      company_id text not null,
      created_at timestamptz not null,
      score integer not null check (score between 0 and 100),
      grade char(1) not null check (grade in ('A', 'B', 'C', 'D', 'E')),
      content jsonb not null
    );
    create index credit_report_company_idx on credit_report (inst_id, company_id, created_at desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table credit_report`.execute(db);
}
