import { sql, type Kysely } from 'kysely';

/**
 * IBA 监管动态: the review items of IPO, bond, M&A and refinancing applications (reviews.jsonl). One row an item,
 * with the exchange's status label beside its normalised stage and status key (read by the loader), the lead
 * intermediaries' names as columns for the list's filters, and the intermediaries with their signatories, the
 * milestones (each with its stage), the files and the inquiry letters with their questions as JSON beside it: the
 * detail reads them with the item, and the question bank and the days-per-stage statistics unnest a few hundred
 * items' letters and milestones, which takes milliseconds without tables of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supervision_review (
      review_id text primary key,
      review_type text not null,
      ent_id text not null,
      issuer text not null,
      title text,
      board text not null,
      exchange text not null,
      status text not null,
      stage text not null,
      status_key text not null,
      province text,
      industry_code text,
      industry_name text,
      sponsor text,
      law_firm text,
      accounting_firm text,
      accepted_date date not null,
      updated_date date not null,
      amount numeric,
      deal_type text,
      target text,
      intermediaries jsonb not null default '[]',
      milestones jsonb not null default '[]',
      files jsonb not null default '[]',
      letters jsonb not null default '[]',
      question_count integer not null default 0
    );
    create index supervision_review_type on supervision_review (review_type, updated_date desc, review_id);
    create index supervision_review_company on supervision_review (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table supervision_review;`.execute(db);
}
