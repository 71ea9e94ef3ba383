import { sql, type Kysely } from 'kysely';

/**
 * The enterprise data a vendor licenses: companies, people, shareholdings,
 * executive posts, branches, change records, annual reports, and every other
 * kind of record (judicial, risk, IP, bidding, news...) in one table keyed by
 * kind, its columns described by the contracts' column dictionary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company (
      ent_id text primary key,
      name text not null,
      -- The normal form of the name (normalizeCompanyName): exact-name lookups; search uses the server's name index.
      name_norm text not null,
      former_names text[] not null default '{}',
      former_norms text[] not null default '{}',
      credit_code text unique,
      reg_no text,
      org_code text,
      legal_rep text,
      legal_rep_id text,
      reg_capital numeric(20, 2),
      reg_capital_currency text not null default '人民币',
      paid_capital numeric(20, 2),
      est_date date,
      status text not null,
      -- Active (存续, 在营...) ranks before cancelled and revoked in search.
      active boolean not null,
      org_type text not null,
      industry_section char(1),
      industry_code text,
      industry_name text,
      region_code char(6),
      address text,
      lng double precision,
      lat double precision,
      business_scope text,
      phone text,
      email text,
      website text,
      -- Null: the company chose not to publish it.
      employee_count integer,
      listed boolean not null default false,
      has_bonds boolean not null default false,
      tags text[] not null default '{}',
      updated_at timestamptz not null default now()
    );
    create index company_name_prefix_idx on company (name_norm text_pattern_ops);
    create index company_reg_no_idx on company (reg_no);
    create index company_org_code_idx on company (org_code);
    -- The search index notices a load by the newest update.
    create index company_updated_idx on company (updated_at);

    create table person (
      person_id text primary key,
      name text not null,
      gender char(1),
      birth_year integer
    );
    create index person_name_idx on person (name);

    -- A holder is a company or a person (holder_kind C or P); the loader checks the reference.
    create table shareholding (
      company_id text not null references company (ent_id) on delete cascade,
      holder_kind char(1) not null check (holder_kind in ('C', 'P')),
      holder_id text not null,
      ratio numeric(9, 6) not null check (ratio > 0 and ratio <= 1),
      subscribed_amount numeric(20, 2),
      subscribed_date date,
      primary key (company_id, holder_kind, holder_id)
    );
    create index shareholding_holder_idx on shareholding (holder_id);

    create table executive (
      company_id text not null references company (ent_id) on delete cascade,
      person_id text not null references person (person_id) on delete cascade,
      post text not null,
      primary key (company_id, person_id, post)
    );
    create index executive_person_idx on executive (person_id);

    create table branch (
      parent_id text not null references company (ent_id) on delete cascade,
      branch_id text not null references company (ent_id) on delete cascade,
      primary key (parent_id, branch_id)
    );
    create index branch_branch_idx on branch (branch_id);

    create table change_record (
      record_id text primary key,
      company_id text not null references company (ent_id) on delete cascade,
      change_date date not null,
      item text not null,
      before_content text,
      after_content text
    );
    create index change_record_company_idx on change_record (company_id, change_date desc);

    create table annual_report (
      company_id text not null references company (ent_id) on delete cascade,
      report_year integer not null,
      publish_date date,
      payload jsonb not null,
      primary key (company_id, report_year)
    );

    create table record (
      record_id text primary key,
      company_id text not null references company (ent_id) on delete cascade,
      kind text not null,
      record_date date,
      payload jsonb not null
    );
    create index record_company_kind_idx on record (company_id, kind, record_date desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table record, annual_report, change_record, branch, executive, shareholding, person, company`.execute(
    db,
  );
}
