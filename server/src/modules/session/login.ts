import { ErrorMessage, type LoginRequest, type LoginResult } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { verifyNothing, verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';

export const watermarkLines = (displayName: string, username: string, instName: string): string[] => [
  `${displayName} ${username}`,
  instName,
];

/**
 * Check the credentials and open a session. Unknown institution, unknown user
 * and wrong password give one message after the same work, so the answer
 * tells an attacker nothing about which accounts exist.
 */
export async function login(
  db: Db,
  body: LoginRequest,
  client: { ip?: string; userAgent?: string },
): Promise<LoginResult> {
  const instCode = body.instCode.trim().toUpperCase();
  const username = body.authName.trim();
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('institution as i', 'i.id', 'u.inst_id')
    .select([
      'u.id',
      'u.display_name',
      'u.password_hash',
      'u.enabled',
      'i.id as instId',
      'i.code as instCode',
      'i.name as instName',
      'i.enabled as instEnabled',
    ])
    .where('i.code', '=', instCode)
    .where('u.username', '=', username)
    .executeTakeFirst();
  if (!user) {
    await verifyNothing(body.pwd);
    throw badRequest(ErrorMessage.LOGIN_FAILED);
  }
  if (!(await verifyPassword(user.password_hash, body.pwd))) throw badRequest(ErrorMessage.LOGIN_FAILED);
  if (!user.enabled || !user.instEnabled) throw badRequest(ErrorMessage.USER_DISABLED);
  const { token } = await createSession(db, {
    userId: user.id,
    instId: user.instId,
    remember: body.rememberMe === true,
    ...client,
  });
  return {
    token,
    instCode: user.instCode,
    name: user.display_name,
    userId: String(user.id),
    instName: user.instName,
    watermarkData: watermarkLines(user.display_name, username, user.instName),
    expireWarn: null,
  };
}
