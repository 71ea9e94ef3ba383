import { sql, type Kysely } from 'kysely';

/**
 * Derived conclusions that follow the data (issue 42): the last known beneficial owners and actual controller of
 * each company an institution watches (its users' monitored companies and its customer book), with a fingerprint
 * of what an alert is about; `derived_watermark` is the last data load they were brought up to. A change is an
 * alert of its own (source `derived`) that carries its evidence (before/after, paths, shareholding records).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table derived_conclusion (
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      kind text not null,
      value jsonb not null,
      fingerprint text not null,
      computed_at timestamptz not null default clock_now(),
      changed_at timestamptz not null default clock_now(),
      primary key (inst_id, ent_id, kind)
    );
    create table derived_watermark (
      id integer primary key check (id = 1),
      load_id integer not null
    );
    alter table monitor_alert add column evidence jsonb;
    insert into monitor_rule (source, kind, level, title) values
      ('derived', 'beneficialOwnerChange', '中风险', '受益所有人变更'),
      ('derived', 'controllerChange', '中风险', '实际控制人变更');
    -- A user who saved settings before these kinds existed never declined them.
    update monitor_setting set kinds = kinds || array['beneficialOwnerChange', 'controllerChange'];
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update monitor_setting set kinds = array_remove(array_remove(kinds, 'beneficialOwnerChange'), 'controllerChange');
    delete from monitor_rule where source = 'derived';
    alter table monitor_alert drop column if exists evidence;
    drop table if exists derived_watermark, derived_conclusion;
  `.execute(db);
}
