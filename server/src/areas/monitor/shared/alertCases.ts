import { sql } from 'kysely';

/**
 * What the alert list shows of cases, on an alert row aliased `a` (monitoring reads it; cases writes what it reads).
 *
 * Ignored: a 误报 case of the institution keeps this signal (company, source, kind, record) quiet while the data it
 * rests on is unchanged — the suppression's fingerprint equals the one `monitor_signal_fingerprint` computes now
 * (migration 0070). Compared when read, so a record changed since, or a new record, shows as usual, whichever user's
 * alert row it is and whatever made it (the load's triggers, derived alerts).
 */
export const alertIgnoredSql = sql<boolean>`exists (
  select 1 from monitor_alert_suppression s
  where s.inst_id = a.inst_id and s.ent_id = a.ent_id and s.source = a.source and s.kind = a.kind
    and s.record_key = coalesce(a.record_id, '')
    and s.fingerprint = monitor_signal_fingerprint(a.source, a.kind, a.record_id, a.title, a.summary))`;

/** The latest case opened from this alert row, or null. */
export const alertCaseIdSql = sql<number | null>`(
  select max(ca.case_id) from monitor_case_alert ca where ca.alert_id = a.id)`;
