import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { now as clockNow } from '../clock';

/** Session lifetimes: remember-me keeps 365 days (spec 1 §9); otherwise 12 hours, or 2 hours idle. */
export const SessionLifetime = {
  REMEMBER_MS: 365 * 24 * 3600 * 1000,
  ABSOLUTE_MS: 12 * 3600 * 1000,
  IDLE_MS: 2 * 3600 * 1000,
  /** How stale `last_seen_at` may get before a request refreshes it (one write a minute at most). */
  TOUCH_MS: 60 * 1000,
} as const;

/** The signed-in user behind a request. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  displayName: string;
  avatar: string | null;
  userType: string;
  roleId: number;
  roleType: 'NORMAL' | 'INST_MGR';
  instId: number;
  instCode: string;
  instName: string;
}

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: number; instId: number; remember: boolean; ip?: string; userAgent?: string },
  now = clockNow(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    now.getTime() + (input.remember ? SessionLifetime.REMEMBER_MS : SessionLifetime.ABSOLUTE_MS),
  );
  await db
    .insertInto('user_session')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      inst_id: input.instId,
      remember: input.remember,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The user of a live session: not revoked, not expired, not idle too long (unless
 * remembered), with the user and the institution still enabled.
 */
export async function findSessionUser(db: Db, token: string, now = clockNow()): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('institution as i', 'i.id', 's.inst_id')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      's.id as sessionId',
      's.remember',
      's.last_seen_at as lastSeenAt',
      'u.id as userId',
      'u.username',
      'u.display_name as displayName',
      'u.avatar',
      'u.user_type as userType',
      'u.role_id as roleId',
      'r.role_type as roleType',
      'i.id as instId',
      'i.code as instCode',
      'i.name as instName',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.enabled', '=', true)
    .where('i.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = now.getTime() - new Date(row.lastSeenAt).getTime();
  if (!row.remember && idleMs > SessionLifetime.IDLE_MS) return null;
  if (idleMs > SessionLifetime.TOUCH_MS)
    await db.updateTable('user_session').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  const { remember: _remember, lastSeenAt: _lastSeenAt, ...user } = row;
  return user;
}

export async function revokeSession(db: Db, sessionId: number, now = clockNow()): Promise<void> {
  await db.updateTable('user_session').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** End every live session of a user (disabled, resigned, forced out, password reset by an administrator). */
export async function revokeUserSessions(db: Db, userId: number, now = clockNow()): Promise<number> {
  const ended = await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
