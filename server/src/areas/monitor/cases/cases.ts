import { sql } from 'kysely';
import {
  CaseMessage,
  CLOSING_STATUSES,
  type CaseDetail,
  type CaseOpen,
  type CaseRow,
  type CaseStatus,
  type CaseUpdate,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, day } from '../../../platform/db/paging';
import { nowSql, today } from '../../../platform/clock';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { caseColumns, casesOfInstitution, teamsOf } from './queues';
import { alertFingerprintSql, keptAlertFingerprintSql } from '../shared/alertCases';

/** Write one line of a case's history: who, what, and the detail in words. */
async function event(db: Db, caseId: number, user: SessionUser, action: string, detail: string) {
  await db
    .insertInto('monitor_case_event')
    .values({ case_id: caseId, user_id: user.userId, user_name: user.displayName, action, detail })
    .execute();
}

/** A member of the institution (enabled, not resigned) by id, or 404: another institution's user is nobody here. */
async function member(db: Db, instId: number, userId: number) {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'display_name'])
    .where('id', '=', userId)
    .where('inst_id', '=', instId)
    .where('enabled', '=', true)
    .where('resign_flag', '=', false)
    .executeTakeFirst();
  if (!row) throw notFound(CaseMessage.ASSIGNEE_MISSING);
  return row;
}

async function team(db: Db, instId: number, teamId: number) {
  const row = await db
    .selectFrom('org_team')
    .select(['id', 'name'])
    .where('id', '=', teamId)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) throw notFound(CaseMessage.TEAM_MISSING);
  return row;
}

/**
 * Open a case from the caller's alerts (one company's): the institution's, assigned to the caller unless another
 * member is named, with the alerts kept as they are now (signal and fingerprint). Returns the case id.
 */
export async function openCase(db: Db, user: SessionUser, input: CaseOpen): Promise<number> {
  const ids = [...new Set(input.alertIds.map(String))];
  const alerts = await db
    .selectFrom('monitor_alert as a')
    .select([
      'a.id',
      'a.ent_id',
      'a.source',
      'a.kind',
      'a.record_id',
      'a.level',
      'a.title',
      'a.summary',
      day('a.event_date').as('event_date'),
      alertFingerprintSql('a').as('fingerprint'),
    ])
    .where('a.id', 'in', ids)
    .where('a.user_id', '=', user.userId)
    .orderBy('a.id')
    .execute();
  if (alerts.length !== ids.length) throw notFound(CaseMessage.ALERT_MISSING);
  const entIds = new Set(alerts.map((a) => a.ent_id));
  if (entIds.size !== 1) throw badRequest(CaseMessage.ONE_COMPANY);
  const assignee = await member(db, user.instId, input.assigneeId ?? user.userId);
  const chosenTeam = input.teamId ? await team(db, user.instId, input.teamId) : null;
  const first = alerts[0]!;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('monitor_case')
      .values({
        inst_id: user.instId,
        ent_id: first.ent_id,
        title: alerts.length > 1 ? `${first.title}等${alerts.length}条预警` : first.title,
        assignee_id: assignee.id,
        team_id: chosenTeam?.id ?? null,
        due_date: input.dueDate ?? null,
        opened_by: user.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('monitor_case_alert')
      .values(
        alerts.map((a) => ({
          case_id: id,
          alert_id: a.id,
          source: a.source,
          kind: a.kind,
          record_id: a.record_id,
          level: a.level,
          title: a.title,
          summary: a.summary,
          event_date: a.event_date,
          fingerprint: a.fingerprint,
        })),
      )
      .execute();
    const parts = [`由${alerts.length}条预警转为案件`, `处理人：${assignee.display_name}`];
    if (chosenTeam) parts.push(`团队：${chosenTeam.name}`);
    if (input.dueDate) parts.push(`处理期限：${input.dueDate}`);
    await event(trx, id, user, '创建案件', parts.join('；'));
    return id;
  });
}

/** The institution's case, or 404 (another institution's case is as good as none). */
export async function caseOf(db: Db, user: SessionUser, caseId: number) {
  const row = await casesOfInstitution(db, user.instId)
    .select([...caseColumns(today()), 'k.decision', 'k.opened_by'])
    .where('k.id', '=', caseId)
    .executeTakeFirst();
  if (!row) throw notFound(CaseMessage.MISSING);
  return row as unknown as CaseRow & { decision: string | null; opened_by: number | null };
}

/** Whether the user may change a case: its assignee, who opened it, a member of its team, or the audit right. */
export async function mayAct(
  db: Db,
  user: SessionUser,
  c: { assigneeId: number | null; teamId: number | null; opened_by: number | null },
  oversees: boolean,
): Promise<boolean> {
  if (oversees || c.assigneeId === user.userId || c.opened_by === user.userId) return true;
  return c.teamId !== null && (await teamsOf(db, user)).includes(c.teamId);
}

/** A case with its alerts, history and attachments. */
export async function caseDetail(db: Db, user: SessionUser, caseId: number, oversees: boolean): Promise<CaseDetail> {
  const c = await caseOf(db, user, caseId);
  const [alerts, events, attachments] = await Promise.all([
    db
      .selectFrom('monitor_case_alert')
      .select([
        sql<number | null>`alert_id::int`.as('alertId'),
        'source',
        'kind',
        'level',
        'title',
        'summary',
        'record_id as recordId',
        day('event_date').as('eventDate'),
      ])
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('monitor_case_event')
      .select([
        'id as eventId',
        'user_name as userName',
        'action',
        'detail',
        chinaTimeText('created_at', 'second').as('time'),
      ])
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('monitor_case_attachment as f')
      .leftJoin('app_user as u', 'u.id', 'f.uploaded_by')
      .select([
        'f.id as attachmentId',
        'f.file_name as fileName',
        'f.size',
        'u.display_name as uploadedBy',
        chinaTimeText('f.created_at', 'minute').as('time'),
      ])
      .where('f.case_id', '=', caseId)
      .orderBy('f.id')
      .execute(),
  ]);
  const { opened_by: _openedBy, ...row } = c;
  return {
    ...row,
    canAct: await mayAct(db, user, c, oversees),
    alerts,
    events,
    attachments,
  };
}

/**
 * Change a case, each change a line of its history, in one transaction. 已处置 and 误报 need a reason, kept as the
 * decision. 误报 quiets the case's signals (a suppression per alert, with the fingerprint of the data as it is
 * now); leaving 误报 lets them speak again.
 */
export async function updateCase(db: Db, user: SessionUser, input: CaseUpdate, oversees: boolean): Promise<void> {
  const c = await caseOf(db, user, input.caseId);
  if (!(await mayAct(db, user, c, oversees))) throw forbidden();
  const reason = input.reason?.trim() || null;
  const note = input.note?.trim() || null;
  const status = input.status !== undefined && input.status !== c.status ? input.status : undefined;
  if (status && CLOSING_STATUSES.includes(status) && !reason) throw badRequest(CaseMessage.REASON_REQUIRED);
  const assignee =
    input.assigneeId !== undefined && input.assigneeId !== c.assigneeId
      ? await member(db, user.instId, input.assigneeId)
      : undefined;
  const newTeam = input.teamId === undefined || input.teamId === c.teamId ? undefined : input.teamId;
  const teamRow = newTeam ? await team(db, user.instId, newTeam) : undefined;
  const dueDate = input.dueDate === undefined || input.dueDate === c.dueDate ? undefined : input.dueDate;
  if (!status && !assignee && newTeam === undefined && dueDate === undefined && !note && !reason)
    throw badRequest(CaseMessage.NOTHING);
  await db.transaction().execute(async (trx) => {
    const line = (action: string, detail: string) => event(trx, c.caseId, user, action, detail);
    const nextStatus: CaseStatus | undefined = status;
    await trx
      .updateTable('monitor_case')
      .set({
        ...(nextStatus ? { status: nextStatus } : {}),
        ...(nextStatus && reason ? { decision: reason } : {}),
        ...(assignee ? { assignee_id: assignee.id } : {}),
        ...(newTeam !== undefined ? { team_id: newTeam } : {}),
        ...(dueDate !== undefined ? { due_date: dueDate } : {}),
        updated_at: nowSql,
      })
      .where('id', '=', c.caseId)
      .where('inst_id', '=', user.instId)
      .execute();
    if (assignee) await line('指派', `处理人：${c.assigneeName ?? '无'} → ${assignee.display_name}`);
    if (newTeam !== undefined) await line('团队', `团队：${c.teamName ?? '无'} → ${teamRow?.name ?? '无'}`);
    if (dueDate !== undefined) await line('处理期限', `处理期限：${c.dueDate ?? '无'} → ${dueDate ?? '无'}`);
    if (nextStatus) {
      await line('状态变更', `${c.status} → ${nextStatus}${reason ? `；理由：${reason}` : ''}`);
      if (c.status === '误报')
        await trx.deleteFrom('monitor_alert_suppression').where('case_id', '=', c.caseId).execute();
      if (nextStatus === '误报') await suppress(trx, user.instId, c.caseId);
    } else if (reason) await line('处置理由', reason);
    if (note) await line('备注', note);
  });
}

/**
 * 误报: quiet the case's signals for its company while their data is unchanged. The fingerprint is the data's as it
 * is now (a record changed since the case was opened is judged as it stands when the case is closed).
 */
async function suppress(db: Db, instId: number, caseId: number) {
  await sql`
    insert into monitor_alert_suppression (inst_id, ent_id, source, kind, record_key, fingerprint, case_id)
    select distinct ${instId}::int, k.ent_id, ca.source, ca.kind, coalesce(ca.record_id, ''), ${keptAlertFingerprintSql},
           k.id
    from monitor_case k join monitor_case_alert ca on ca.case_id = k.id
    left join monitor_alert a on a.id = ca.alert_id
    where k.id = ${caseId} and k.inst_id = ${instId}
  `.execute(db);
}
