import { passwordRule, type LoginResult } from '@esee/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../platform/http/errors';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import type { SessionUser } from '../../../platform/auth/sessions';
import { loadInstParams, passwordPolicyOf } from '../../../core/institutions/institution';
import { enabledAccount, openSession, type Client } from './login';
import { redeemTicket, ticketUser } from '../../../platform/auth/tickets';

/** Refuse a password that breaks the institution's policy, with the policy's sentence. */
async function assertPolicy(app: FastifyInstance, instId: number, password: string): Promise<void> {
  const rule = passwordRule(passwordPolicyOf(await loadInstParams(app.db, instId)));
  if (!rule.test(password)) throw badRequest(rule.message);
}

/** Store a new password and end the user's other sessions (ASVS 7.4.3). */
async function storePassword(app: FastifyInstance, userId: number, password: string, keepSessionId?: number) {
  const now = app.clock();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(password), password_changed_at: now, must_change_password: false })
      .where('id', '=', userId)
      .execute();
    let others = trx
      .updateTable('user_session')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepSessionId !== undefined) others = others.where('id', '!=', keepSessionId);
    await others.execute();
  });
}

/** `POST /framework/api/user/update_password`: the signed-in user sets a new password. */
export async function updatePassword(app: FastifyInstance, user: SessionUser, sealedOld: string, sealedNew: string) {
  const now = app.clock();
  const oldPassword = app.seal.open(sealedOld, { now });
  const newPassword = app.seal.open(sealedNew, { now });
  const row = await app.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, oldPassword))) throw badRequest('原密码不正确');
  if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
  await assertPolicy(app, user.instId, newPassword);
  await storePassword(app, user.userId, newPassword, user.sessionId);
}

/** `POST /framework/reset_password`: a new password with the reset token of login outcome 309; signs in. */
export async function resetPassword(
  app: FastifyInstance,
  sealed: string,
  token: string,
  client: Client,
): Promise<LoginResult> {
  const now = app.clock();
  const password = app.seal.open(sealed, { now });
  const invalid = () => badRequest('重置链接无效或已过期，请重新登录');
  const userId = await ticketUser(app.db, 'reset', token, now);
  const account = userId === null ? undefined : await enabledAccount(app, userId);
  if (!account) throw invalid();
  await assertPolicy(app, account.instId, password);
  if (await verifyPassword(account.password_hash, password)) throw badRequest('新密码不能与原密码相同');
  // Spent only now: a password the policy refused leaves the token for another try.
  if ((await redeemTicket(app.db, 'reset', token, now)) === null) throw invalid();
  await storePassword(app, account.id, password);
  return openSession(app, account, client, { remember: false });
}
