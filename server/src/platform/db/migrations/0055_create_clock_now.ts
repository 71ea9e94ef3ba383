import { sql, type Kysely } from 'kysely';

/**
 * The database reads the one clock (`platform/clock.ts`): `clock_now()` is now() moved by the offset the server
 * gives each connection (`esee.clock_offset_ms`, set only when the clock is pinned for a test run), and every
 * column that defaulted to now() defaults to it, so a row stamped by the database and a time the server compares
 * it with agree. The status-change alert's day is the China day by that clock (it was the database's current_date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function clock_now() returns timestamptz language sql stable as $$
      select now() + coalesce(nullif(current_setting('esee.clock_offset_ms', true), '')::double precision, 0)
                     * interval '1 millisecond'
    $$;

    do $$
    declare c record;
    begin
      for c in select table_name, column_name from information_schema.columns
               where table_schema = current_schema() and column_default = 'now()'
      loop
        execute format('alter table %I alter column %I set default clock_now()', c.table_name, c.column_name);
      end loop;
    end $$;

    create or replace function monitor_alert_status() returns trigger language plpgsql as $$
    begin
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, summary, event_date)
      select m.user_id, m.inst_id, n.ent_id, 'status', r.kind, r.level, r.title,
             '登记状态：' || o.status || ' → ' || n.status, ((clock_now() at time zone 'UTC') + interval '8 hours')::date
      from new_rows n
      join old_rows o on o.ent_id = n.ent_id and o.status is distinct from n.status
      join monitor_rule r on r.source = 'status' and r.kind = 'statusChange'
      join monitored_company m on m.ent_id = n.ent_id and m.status = 'MONITORING'
      where monitor_alert_for(r.kind, r.level, m.user_id);
      return null;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare c record;
    begin
      for c in select table_name, column_name from information_schema.columns
               where table_schema = current_schema() and column_default = 'clock_now()'
      loop
        execute format('alter table %I alter column %I set default now()', c.table_name, c.column_name);
      end loop;
    end $$;
    create or replace function monitor_alert_status() returns trigger language plpgsql as $$
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
    drop function clock_now();
  `.execute(db);
}
