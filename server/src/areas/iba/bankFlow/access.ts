import { BANK_FLOW_PERMISSION, isGranted } from '@esee/contracts';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import type { SessionUser } from '../../../platform/auth/sessions';

/**
 * Who may touch an analysis: its owner does everything; the reviewer the owner named reads it and signs
 * off the flags. Anyone else, in the institution or not, is told it does not exist.
 */
export type Role = 'owner' | 'reader';

export interface AnalysisRow {
  id: number;
  user_id: number;
  reviewer_id: number | null;
  name: string;
}

const visible = (db: Db, user: SessionUser, role: Role) =>
  db
    .selectFrom('bank_flow_analysis as a')
    .select(['a.id', 'a.user_id', 'a.reviewer_id', 'a.name'])
    .where('a.inst_id', '=', user.instId)
    .where((eb) =>
      role === 'owner'
        ? eb('a.user_id', '=', user.userId)
        : eb.or([eb('a.user_id', '=', user.userId), eb('a.reviewer_id', '=', user.userId)]),
    );

export async function analysisFor(db: Db, user: SessionUser, analysisId: number, role: Role): Promise<AnalysisRow> {
  const row = await visible(db, user, role).where('a.id', '=', analysisId).executeTakeFirst();
  if (!row) throw notFound('分析项目不存在');
  return row;
}

export async function subjectFor(db: Db, user: SessionUser, subjectId: number, role: Role) {
  const row = await db
    .selectFrom('bank_flow_subject')
    .select(['id', 'analysis_id', 'kind', 'name', 'ent_id'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
  if (!row) throw notFound('主体不存在');
  const analysis = await visible(db, user, role).where('a.id', '=', row.analysis_id).executeTakeFirst();
  if (!analysis) throw notFound('主体不存在');
  return { subject: row, analysis };
}

export async function statementFor(db: Db, user: SessionUser, statementId: number, role: Role) {
  const row = await db
    .selectFrom('bank_flow_statement')
    .select(['id', 'analysis_id', 'subject_id'])
    .where('id', '=', statementId)
    .where('published', '=', true)
    .executeTakeFirst();
  const analysis = row && (await visible(db, user, role).where('a.id', '=', row.analysis_id).executeTakeFirst());
  if (!row || !analysis) throw notFound('流水不存在');
  return { statement: row, analysis };
}

export async function flagFor(db: Db, user: SessionUser, flagId: number, role: Role) {
  const row = await db
    .selectFrom('bank_flow_flag')
    .select(['id', 'analysis_id', 'status', 'noted_by'])
    .where('id', '=', flagId)
    .executeTakeFirst();
  const analysis = row && (await visible(db, user, role).where('a.id', '=', row.analysis_id).executeTakeFirst());
  if (!row || !analysis) throw notFound('异常标记不存在');
  return { flag: row, analysis };
}

/**
 * The id of the reviewer named by username, null for none; refused unless a user of the institution who may
 * review: enabled, another user, and holding the page's key.
 */
export async function reviewerId(db: Db, user: SessionUser, username: string): Promise<number | null> {
  if (!username.trim()) return null;
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('role_right as rr', 'rr.role_id', 'u.role_id')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select(['u.id', 'rr.right_key'])
    .where('u.inst_id', '=', user.instId)
    .where('u.username', '=', username.trim())
    .where('u.enabled', '=', true)
    .where('role.enabled', '=', true)
    .execute();
  const id = rows[0]?.id;
  if (!id || id === user.userId || !isGranted(new Set(rows.map((r) => r.right_key)), BANK_FLOW_PERMISSION))
    throw badRequest('复核人须为本机构有银行流水分析权限的其他用户');
  return id;
}

/** The users of the institution the user may name as reviewer (as `reviewerId` accepts them), by username. */
export async function reviewers(db: Db, user: SessionUser): Promise<{ username: string; name: string }[]> {
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .innerJoin('role_right as rr', 'rr.role_id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.display_name', 'rr.right_key'])
    .where('u.inst_id', '=', user.instId)
    .where('u.enabled', '=', true)
    .where('role.enabled', '=', true)
    .where('u.id', '!=', user.userId)
    .orderBy('u.username')
    .execute();
  const keys = new Map<number, { username: string; name: string; keys: Set<string> }>();
  for (const r of rows)
    (
      keys.get(r.id) ?? keys.set(r.id, { username: r.username, name: r.display_name, keys: new Set() }).get(r.id)!
    ).keys.add(r.right_key);
  return [...keys.values()]
    .filter((u) => isGranted(u.keys, BANK_FLOW_PERMISSION))
    .map((u) => ({ username: u.username, name: u.name }));
}
