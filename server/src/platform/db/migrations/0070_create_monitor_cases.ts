import { sql, type Kysely } from 'kysely';

/**
 * 案件处置 (issue 42, "Alerts become cases"): an alert opens a case of the institution, with an assignee (and
 * optionally a team), a status, a decision with its reason, attachments, a due date and its history (the audit
 * trail, one row per change). The alerts of a case are kept as they were (the signal and its fingerprint), so the
 * case keeps its facts when a monitoring user, and their alert rows, go away.
 *
 * A case closed as 误报 keeps a suppression per signal: (institution, company, source, kind, record) and the
 * fingerprint of the data the alert rests on (`monitor_signal_fingerprint`). Alerts are made by the load's triggers
 * for every monitoring user; the alert list compares each alert's fingerprint with the suppressions when it reads
 * them, so a re-raised identical signal shows as 已忽略（误报） and a changed record shows as usual.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The data an alert rests on, as text to hash: the record row, the change record row, else the alert's own words
    -- (a status change, a derived alert without a record row).
    create function monitor_signal_fingerprint(src text, kind text, rec text, title text, summary text) returns text
    language sql stable as $$
      select md5(coalesce(
        case src
          when 'record' then (select r.kind || '|' || coalesce(r.record_date::text, '') || '|' || r.payload::text
                              from record r where r.record_id = rec)
          when 'change' then (select c.change_date::text || '|' || c.item || '|' || coalesce(c.before_content, '')
                                     || '|' || coalesce(c.after_content, '')
                              from change_record c where c.record_id = rec)
        end,
        src || '|' || kind || '|' || title || '|' || summary))
    $$;

    create table monitor_case (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      title text not null,
      status text not null default '待处理' check (status in ('待处理', '处理中', '已处置', '误报')),
      assignee_id integer references app_user (id) on delete set null,
      team_id integer references org_team (id) on delete set null,
      due_date date,
      -- The reason of the last decision (required for 已处置 and 误报).
      decision text,
      opened_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default clock_now(),
      updated_at timestamptz not null default clock_now()
    );
    create index monitor_case_inst_idx on monitor_case (inst_id, created_at desc, id desc);
    create index monitor_case_assignee_idx on monitor_case (assignee_id);
    create index monitor_case_team_idx on monitor_case (team_id);

    create table monitor_case_alert (
      id integer generated always as identity primary key,
      case_id integer not null references monitor_case (id) on delete cascade,
      alert_id bigint references monitor_alert (id) on delete set null,
      source text not null,
      kind text not null,
      record_id text,
      level text not null,
      title text not null,
      summary text not null,
      event_date date,
      fingerprint text not null
    );
    create index monitor_case_alert_case_idx on monitor_case_alert (case_id);
    create index monitor_case_alert_alert_idx on monitor_case_alert (alert_id);

    create table monitor_case_event (
      id integer generated always as identity primary key,
      case_id integer not null references monitor_case (id) on delete cascade,
      user_id integer references app_user (id) on delete set null,
      -- Who, kept as it was when a member is later removed.
      user_name text not null,
      action text not null,
      detail text not null,
      created_at timestamptz not null default clock_now()
    );
    create index monitor_case_event_case_idx on monitor_case_event (case_id, id);

    create table monitor_case_attachment (
      id integer generated always as identity primary key,
      case_id integer not null references monitor_case (id) on delete cascade,
      file_name text not null,
      mime text not null,
      size integer not null,
      content bytea not null,
      uploaded_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default clock_now()
    );
    create index monitor_case_attachment_case_idx on monitor_case_attachment (case_id);

    create table monitor_alert_suppression (
      id integer generated always as identity primary key,
      inst_id integer not null references institution (id) on delete cascade,
      ent_id text not null references company (ent_id) on delete cascade,
      source text not null,
      kind text not null,
      -- The record or change record behind the signal; '' when it has none.
      record_key text not null,
      fingerprint text not null,
      case_id integer not null references monitor_case (id) on delete cascade
    );
    create index monitor_alert_suppression_idx on monitor_alert_suppression (inst_id, ent_id, source, kind, record_key);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists monitor_alert_suppression, monitor_case_attachment, monitor_case_event, monitor_case_alert,
      monitor_case;
    drop function if exists monitor_signal_fingerprint;
  `.execute(db);
}
