import { sql, type Kysely } from 'kysely';

/**
 * PRMA 关系尽调: the due-diligence dimensions a project applies (one row per project, shared by the
 * institution like the project), and a due-diligence report's own facts beside its export job
 * (`kind = 'report'`, the export jobs' worker writes the PDF). A deleted report is hidden, not dropped,
 * so its audit rows (`export_event`) stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_dimension (
      project_id integer primary key references project (id) on delete cascade,
      dimensions text[] not null,
      updated_by integer not null references app_user (id) on delete cascade,
      updated_at timestamptz not null default now()
    );
    create table due_diligence_report (
      job_id integer primary key references export_job (id) on delete cascade,
      company_id text not null,
      project_id integer references project (id) on delete set null,
      project_name text,
      dimensions text[] not null,
      counterpart_ids text[] not null default '{}',
      deleted_at timestamptz
    );
    create index due_diligence_report_company_idx on due_diligence_report (company_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists due_diligence_report, project_dimension`.execute(db);
}
