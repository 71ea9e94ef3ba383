import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { LoginLogTable } from '../../../platform/db/schema';
import type { Client } from './login';

export type LoginLogOutcome = LoginLogTable['outcome'];

/**
 * Keep one password login in the login log (登录日志): a row per account the
 * attempt was for, or, for an unknown user of a known institution, one row
 * under that institution. An attempt naming no known institution is kept
 * nowhere: no institution's managers own it (the throttle still counts it).
 */
export async function recordLogin(
  app: FastifyInstance,
  attempt: { accounts: readonly { id: number; instId: number }[]; instCode?: string; username: string },
  outcome: LoginLogOutcome,
  client: Client,
): Promise<void> {
  const base = {
    username: attempt.username,
    outcome,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  };
  const rows: Insertable<LoginLogTable>[] = attempt.accounts.map((a) => ({
    ...base,
    inst_id: a.instId,
    user_id: a.id,
  }));
  if (!rows.length && attempt.instCode) {
    const inst = await app.db
      .selectFrom('institution')
      .select('id')
      .where('code', '=', attempt.instCode)
      .executeTakeFirst();
    if (inst) rows.push({ ...base, inst_id: inst.id, user_id: null });
  }
  if (rows.length) await app.db.insertInto('login_log').values(rows).execute();
}
