import { sql, type RawBuilder } from 'kysely';

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/**
 * A registration status change rests on the company's status and the delivery that changed it: the status as it
 * stands now and the alert's time (the load's transaction time, the same on every user's row of that change). Not
 * the alert's words: a reworded alert is the same signal; a status changed since is not. Null without a time.
 */
function statusFingerprintSql(kind: RawBuilder<unknown>, entId: RawBuilder<unknown>, raisedAt: RawBuilder<unknown>) {
  return sql<string>`md5('status|' || ${kind} || '|'
    || coalesce((select c.status from company c where c.ent_id = ${entId}), '')
    || '|' || (extract(epoch from ${raisedAt}) * 1000000)::bigint)`;
}

/**
 * The fingerprint of the data an alert row (`alias`, a monitor_alert) rests on, as it stands now: a record or a
 * change record by its row (`monitor_signal_fingerprint`, migration 0070), a status change by the company's status
 * and the delivery that changed it, any other (a derived alert) by its words (0070).
 */
export const alertFingerprintSql = (alias = 'a') =>
  sql<string>`case when ${ref(alias, 'source')} = 'status'
    then ${statusFingerprintSql(ref(alias, 'kind'), ref(alias, 'ent_id'), ref(alias, 'created_at'))}
    else monitor_signal_fingerprint(${ref(alias, 'source')}, ${ref(alias, 'kind')}, ${ref(alias, 'record_id')},
      ${ref(alias, 'title')}, ${ref(alias, 'summary')}) end`;

/**
 * The same for a case's kept alert (`ca`, monitor_case_alert) of the case `k`: its alert row `a` (left joined) gives
 * a status change's time; an alert row gone since leaves the fingerprint kept when the case was opened.
 */
export const keptAlertFingerprintSql = sql<string>`case when ca.source = 'status'
    then coalesce(${statusFingerprintSql(sql.ref('ca.kind'), sql.ref('k.ent_id'), sql.ref('a.created_at'))},
      ca.fingerprint)
    else monitor_signal_fingerprint(ca.source, ca.kind, ca.record_id, ca.title, ca.summary) end`;

/**
 * What the alert list shows of cases, on an alert row aliased `a` (monitoring reads it; cases writes what it reads).
 *
 * Ignored: a 误报 case of the institution keeps this signal (company, source, kind, record) quiet while the data it
 * rests on is unchanged — the suppression's fingerprint equals the one `alertFingerprintSql` computes now. Compared
 * when read, so a record changed since, a new record or a status changed since shows as usual, whichever user's alert
 * row it is and whatever made it (the load's triggers, derived alerts).
 */
export const alertIgnoredSql = sql<boolean>`exists (
  select 1 from monitor_alert_suppression s
  where s.inst_id = a.inst_id and s.ent_id = a.ent_id and s.source = a.source and s.kind = a.kind
    and s.record_key = coalesce(a.record_id, '')
    and s.fingerprint = ${alertFingerprintSql('a')})`;

/** The latest case opened from this alert row, or null. */
export const alertCaseIdSql = sql<number | null>`(
  select max(ca.case_id) from monitor_case_alert ca where ca.alert_id = a.id)`;
