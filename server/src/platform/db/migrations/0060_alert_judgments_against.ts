import { sql, type Kysely } from 'kysely';

/**
 * Monitoring alerts on the records the risk summary counts (`@esee/contracts` RISK_KINDS): a judged case where the
 * monitored company is 被告 or 被上诉人 is a risk on every page, so it alerts too; a case it brought does not.
 * The rule's role condition is RISK_KINDS' `roles` of judgmentDocument (a test keeps the two equal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into monitor_rule (source, kind, level, title) values ('record', 'judgmentDocument', '中风险', '裁判文书（被告）');

    create or replace function monitor_alert_records() returns trigger language plpgsql as $$
    begin
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, record_id, summary, event_date)
      select m.user_id, m.inst_id, n.company_id, 'record', n.kind, r.level, r.title, n.record_id,
             coalesce(n.payload ->> 'title', n.payload ->> 'caseNo', n.payload ->> 'caseReason', r.title),
             n.record_date
      from new_rows n
      join monitor_rule r on r.source = 'record' and r.kind = n.kind
      join monitored_company m on m.ent_id = n.company_id and m.status = 'MONITORING'
      where (n.kind <> 'news' or n.payload ->> 'sentiment' = '负面')
        and (n.kind <> 'judgmentDocument' or n.payload ->> 'role' in ('被告', '被上诉人'))
        and monitor_alert_for(n.kind, r.level, m.user_id);
      return null;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from monitor_rule where source = 'record' and kind = 'judgmentDocument';
    create or replace function monitor_alert_records() returns trigger language plpgsql as $$
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
  `.execute(db);
}
