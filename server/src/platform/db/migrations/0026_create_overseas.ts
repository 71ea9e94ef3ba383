import { sql, type Kysely } from 'kysely';

/**
 * IBA 境外企业: the overseas companies of the data set (jurisdiction, registry number, status, type, listing),
 * their officers, their holders (a person or company of the register, another overseas company, or a name) and the
 * mainland companies they hold (股权) or control by contract (VIE). An overseas line of the data set replaces
 * the company and its officers, holders and holdings. Mainland companies and people are not foreign keys: a
 * link stays named even if a later set no longer carries the company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table overseas_company (
      overseas_id text primary key,
      name text not null,
      name_zh text,
      jurisdiction text not null,
      registry_no text not null,
      status text not null,
      incorporation_date date,
      company_type text not null,
      address text,
      exchange text,
      stock_code text,
      mainland_count integer not null default 0
    );
    create index overseas_company_jurisdiction_idx on overseas_company (jurisdiction, status);
    create index overseas_company_registry_idx on overseas_company (jurisdiction, registry_no);
    create table overseas_officer (
      overseas_id text not null references overseas_company (overseas_id) on delete cascade,
      sort_order integer not null,
      name text not null,
      position text not null,
      person_id text,
      appointed_date date,
      resigned_date date,
      primary key (overseas_id, sort_order)
    );
    create index overseas_officer_person_idx on overseas_officer (person_id) where person_id is not null;
    create table overseas_holder (
      overseas_id text not null references overseas_company (overseas_id) on delete cascade,
      sort_order integer not null,
      holder_kind char(1) not null,
      holder_id text,
      name text not null,
      ratio numeric,
      primary key (overseas_id, sort_order)
    );
    create index overseas_holder_id_idx on overseas_holder (holder_kind, holder_id) where holder_id is not null;
    create table overseas_holding (
      overseas_id text not null references overseas_company (overseas_id) on delete cascade,
      ent_id text not null,
      kind text not null,
      ratio numeric,
      since date,
      primary key (overseas_id, ent_id)
    );
    create index overseas_holding_ent_idx on overseas_holding (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists overseas_holding, overseas_holder, overseas_officer, overseas_company`.execute(db);
}
