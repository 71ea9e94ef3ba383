import { sql, type Kysely } from 'kysely';

/**
 * The same-customer system (SCS): the customer book gains exposures by product, the customer's internal
 * rating and approved limit; the institution keeps the relations the register lacks (family ties,
 * guarantees from its own loan files); each identification run is stored with its groups and members.
 * Everything is per institution and never visible to another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table institution_customer
      add column loan_amount numeric(18, 2) not null default 0,
      add column bill_amount numeric(18, 2) not null default 0,
      add column guarantee_amount numeric(18, 2) not null default 0,
      add column bond_amount numeric(18, 2) not null default 0,
      add column off_balance_amount numeric(18, 2) not null default 0,
      add column rating text,
      add column approved_limit numeric(18, 2);
  `.execute(db);
  await sql`
    create table scs_family_relation (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      person_a text not null,
      person_b text not null,
      relation text not null,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (inst_id, person_a, person_b)
    );
  `.execute(db);
  await sql`
    create table scs_guarantee (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      guarantor_id text not null references company (ent_id) on delete cascade,
      guaranteed_id text not null references company (ent_id) on delete cascade,
      amount numeric(18, 2) not null default 0,
      unique (inst_id, guarantor_id, guaranteed_id)
    );
  `.execute(db);
  await sql`
    create table scs_run (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      customer_count integer not null,
      group_count integer not null,
      elapsed_ms integer not null,
      changes jsonb not null
    );
    create index scs_run_inst on scs_run (inst_id, id desc);
  `.execute(db);
  await sql`
    create table scs_group (
      id serial primary key,
      run_id integer not null references scs_run (id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      group_key text not null,
      name text not null,
      core_ent_id text not null,
      status text not null,
      member_count integer not null,
      total_exposure numeric(18, 2) not null,
      changes jsonb not null
    );
    create index scs_group_run on scs_group (run_id);
  `.execute(db);
  await sql`
    create table scs_group_member (
      group_id integer not null references scs_group (id) on delete cascade,
      ent_id text not null,
      ent_name text not null,
      role text not null,
      suggested boolean not null,
      reason text not null,
      evidence jsonb not null,
      primary key (group_id, ent_id)
    );
    create index scs_group_member_ent on scs_group_member (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['scs_group_member', 'scs_group', 'scs_run', 'scs_guarantee', 'scs_family_relation'])
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  await sql`
    alter table institution_customer
      drop column loan_amount, drop column bill_amount, drop column guarantee_amount,
      drop column bond_amount, drop column off_balance_amount, drop column rating, drop column approved_limit;
  `.execute(db);
}
