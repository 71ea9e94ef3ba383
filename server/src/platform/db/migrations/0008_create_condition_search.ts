import { sql, type Kysely } from 'kysely';

/**
 * CBA 条件找客: companies' technology tags, users' saved condition sets
 * (方案), and the indexes a condition search filters and sorts by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A table rather than the company's tags array: a technology tag has a year and a validity
    -- (a 高企 certificate runs three years, 科技型中小企业 the year of entry), the search asks for
    -- tags valid today, and a company holds the same tag for several years. The array keeps the
    -- vendor's undated labels.
    create table company_tech_tag (
      ent_id text not null references company (ent_id) on delete cascade,
      tag text not null,
      year integer not null,
      valid_from date not null,
      valid_to date not null check (valid_to >= valid_from),
      primary key (ent_id, tag, year)
    );
    create index company_tech_tag_valid_idx on company_tech_tag (tag, valid_to, valid_from, ent_id);

    create table condition_set (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      name text not null,
      conditions jsonb not null,
      last_run_at timestamptz,
      last_total integer,
      -- The companies that matched at the latest run, and at the run before it; null when there were
      -- more than the server remembers. A company is new when it is in the first and not the second.
      last_ids text[],
      previous_ids text[],
      created_at timestamptz not null default now(),
      unique (user_id, name)
    );
    create index condition_set_owner_idx on condition_set (user_id, created_at desc);

    -- Condition search: ranges of region and industry codes, bands of capital and founding date.
    create index company_region_idx on company (region_code);
    create index company_industry_idx on company (industry_code);
    create index company_est_date_idx on company (est_date);
    create index company_capital_idx on company (reg_capital);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index company_region_idx, company_industry_idx, company_est_date_idx, company_capital_idx;
    drop table condition_set, company_tech_tag;
  `.execute(db);
}
