import { sql, type Kysely } from 'kysely';

/**
 * Project management (an institution's own lists of companies, with notes),
 * and the lookups the company and person pages make: companies sharing a
 * phone or e-mail (suspected relations), peers in an industry and city
 * (competitors), and the judicial records that name a person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index company_phone_idx on company (phone) where phone is not null;
    create index company_email_idx on company (email) where email is not null;
    create index company_industry_region_idx on company (industry_code, region_code);
    create index record_person_idx on record ((payload ->> 'personId'), kind) where payload ? 'personId';

    create table project (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      name text not null,
      note text not null default '',
      created_by integer not null references app_user (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (inst_id, name)
    );

    create table project_company (
      project_id integer not null references project (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      note text not null default '',
      added_by integer not null references app_user (id),
      added_at timestamptz not null default now(),
      primary key (project_id, ent_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table project_company, project;
    drop index record_person_idx, company_industry_region_idx, company_email_idx, company_phone_idx;
  `.execute(db);
}
