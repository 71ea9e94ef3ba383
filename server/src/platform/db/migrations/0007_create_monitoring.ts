import { sql, type Kysely } from 'kysely';
import { RECORD_KINDS } from '@esee/contracts';

/**
 * Monitoring: each user's groups and monitored companies (a company once per
 * user, in one group), the alert rules, each user's alert settings, and the
 * alerts. Alerts are made by triggers when data arrives (the data command's
 * load, in its transaction): a new risk record or negative news, a change
 * record (a shareholder change among them), a registration status change,
 * for every user who monitors the company and whose settings take it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table monitor_group (
      id serial primary key,
      inst_id integer not null references institution (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      name text not null,
      default_select boolean not null default false,
      created_at timestamptz not null default now(),
      unique (user_id, name)
    );

    create table monitored_company (
      user_id integer not null references app_user (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      group_id integer not null references monitor_group (id) on delete cascade,
      -- Added as a related party of another monitored company, and how it is related.
      related_to text references company (ent_id) on delete set null,
      relation text,
      -- FAILED: the addition did not complete (retry with updateRetry).
      status text not null default 'MONITORING' check (status in ('MONITORING', 'FAILED')),
      added_at timestamptz not null default now(),
      primary key (user_id, ent_id)
    );
    create index monitored_company_ent_idx on monitored_company (ent_id);
    create index monitored_company_group_idx on monitored_company (group_id);

    -- What alerts, at which level: record kinds with a risk level, news, changes, status.
    create table monitor_rule (
      source text not null,
      kind text not null,
      level text not null,
      title text not null,
      primary key (source, kind)
    );

    -- A user's choice of kinds and levels; no row: everything alerts.
    create table monitor_setting (
      user_id integer primary key references app_user (id) on delete cascade,
      kinds text[] not null,
      levels text[] not null
    );

    create table monitor_alert (
      id bigserial primary key,
      user_id integer not null references app_user (id) on delete cascade,
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      source text not null,
      kind text not null,
      level text not null,
      title text not null,
      -- The record or change record behind it, for the detail.
      record_id text,
      summary text not null,
      event_date date,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index monitor_alert_user_idx on monitor_alert (user_id, created_at desc, id desc);

    create function monitor_alert_for(user_kind text, user_level text, uid integer) returns boolean
    language sql stable as $$
      select coalesce((select user_kind = any(s.kinds) and user_level = any(s.levels)
                       from monitor_setting s where s.user_id = uid), true)
    $$;

    create function monitor_alert_records() returns trigger language plpgsql as $$
    begin
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, record_id, summary, event_date)
      select m.user_id, m.inst_id, n.company_id, 'record', n.kind, r.level, r.title, n.record_id,
             coalesce(n.payload ->> 'title', n.payload ->> 'caseNo', n.payload ->> 'caseReason', r.title),
             n.record_date
      from new_rows n
      join monitor_rule r on r.source = 'record' and r.kind = n.kind
      join monitored_company m on m.ent_id = n.company_id and m.status = 'MONITORING'
      where (n.kind <> 'news' or n.payload ->> 'sentiment' = '负面')
        and monitor_alert_for(n.kind, r.level, m.user_id);
      return null;
    end $$;
    create trigger record_monitor_alert after insert on record
      referencing new table as new_rows for each statement execute function monitor_alert_records();

    create function monitor_alert_changes() returns trigger language plpgsql as $$
    begin
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, record_id, summary, event_date)
      select m.user_id, m.inst_id, n.company_id, 'change', r.kind, r.level, r.title, n.record_id,
             n.item || '：' || coalesce(n.before_content, '-') || ' → ' || coalesce(n.after_content, '-'),
             n.change_date
      from new_rows n
      join monitor_rule r on r.source = 'change'
        and r.kind = case when n.item ~ '股东|投资人|出资' then 'shareholderChange' else 'change' end
      join monitored_company m on m.ent_id = n.company_id and m.status = 'MONITORING'
      where monitor_alert_for(r.kind, r.level, m.user_id);
      return null;
    end $$;
    create trigger change_record_monitor_alert after insert on change_record
      referencing new table as new_rows for each statement execute function monitor_alert_changes();

    create function monitor_alert_status() returns trigger language plpgsql as $$
    begin
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, summary, event_date)
      select m.user_id, m.inst_id, n.ent_id, 'status', r.kind, r.level, r.title,
             '登记状态：' || o.status || ' → ' || n.status, current_date
      from new_rows n
      join old_rows o on o.ent_id = n.ent_id and o.status is distinct from n.status
      join monitor_rule r on r.source = 'status' and r.kind = 'statusChange'
      join monitored_company m on m.ent_id = n.ent_id and m.status = 'MONITORING'
      where monitor_alert_for(r.kind, r.level, m.user_id);
      return null;
    end $$;
    create trigger company_monitor_alert after update on company
      referencing old table as old_rows new table as new_rows for each statement execute function monitor_alert_status();
  `.execute(db);

  const rules = [
    ...RECORD_KINDS.flatMap((k) => (k.risk ? [{ source: 'record', kind: k.kind, level: k.risk, title: k.title }] : [])),
    { source: 'record', kind: 'news', level: '中风险', title: '负面舆情' },
    { source: 'change', kind: 'change', level: '警示', title: '工商变更' },
    { source: 'change', kind: 'shareholderChange', level: '中风险', title: '股东变更' },
    { source: 'status', kind: 'statusChange', level: '高风险', title: '登记状态变更' },
  ];
  for (const r of rules)
    await sql`insert into monitor_rule (source, kind, level, title) values (${r.source}, ${r.kind}, ${r.level}, ${r.title})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger company_monitor_alert on company;
    drop trigger change_record_monitor_alert on change_record;
    drop trigger record_monitor_alert on record;
    drop function monitor_alert_status, monitor_alert_changes, monitor_alert_records, monitor_alert_for;
    drop table monitor_alert, monitor_setting, monitor_rule, monitored_company, monitor_group;
  `.execute(db);
}
