import { sql, type Kysely } from 'kysely';

/**
 * CBA 画像生成记录: a company profile report is a job of the export machinery
 * (state, worker, file, expiry, audit), marked by its kind so that 名单导出记录
 * keeps to lists; the report's own facts (company, template) sit beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table export_job
      add column kind text not null default 'list' check (kind in ('list', 'report')),
      add column page_count integer;
    create table company_report (
      job_id integer primary key references export_job (id) on delete cascade,
      company_id text not null,
      template text not null check (template in ('brief', 'standard', 'credit'))
    );
    create index company_report_company_idx on company_report (company_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table company_report;
    alter table export_job drop column page_count, drop column kind;
  `.execute(db);
}
