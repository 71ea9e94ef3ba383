import {
  ErrorMessage,
  GatewayMessage,
  ResultCode,
  type InstitutionChoice,
  type LoginRequest,
  type LoginResult,
  type PasswordChangeRequired,
  PlatformMessage,
} from '@esee/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest } from '../../../platform/http/errors';
import { verifyNothing, verifyPassword } from '../../../platform/auth/passwords';
import { createSession } from '../../../platform/auth/sessions';
import { SEAL_REFUSED } from '../../../platform/auth/passwordSeal';
import { loadInstParams } from '../../../core/institutions/institution';
import { loginAddressAllowed } from '../../../core/institutions/gateway';
import { serviceEnded } from '../../../core/institutions/institutions';
import { spendCaptcha } from './captcha/store';
import { recordLogin } from './loginLog';
import { accountKey, addressKey, succeeded, takeAttempt, unknownAccountKey } from './throttle';
import { issueTicket } from '../../../platform/auth/tickets';

/** Days before a password expires from which the login answer warns (spec 1 §4: expireWarn). */
const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export interface Client {
  ip: string;
  userAgent?: string;
}

/** A login answer: success, or one of the spec's special outcomes 309 and 201. */
export type LoginOutcome =
  | { code: typeof ResultCode.OK; data: LoginResult; message: string }
  | { code: typeof ResultCode.LOGIN_SPECIAL; data: PasswordChangeRequired; message: string }
  | { code: typeof ResultCode.LOGIN_CONTINUE; data: InstitutionChoice; message: string };

export const watermarkLines = (displayName: string, username: string, instName: string): string[] => [
  `${displayName} ${username}`,
  instName,
];

export interface Account {
  id: number;
  username: string;
  display_name: string;
  password_hash: string;
  enabled: boolean;
  must_change_password: boolean;
  password_changed_at: Date;
  instId: number;
  instCode: string;
  instName: string;
  instEnabled: boolean;
  /** The institution's last day of service, YYYY-MM-DD; null: no end. */
  instValidUntil: string | null;
}

const selectAccounts = (app: FastifyInstance) =>
  app.db
    .selectFrom('app_user as u')
    .innerJoin('institution as i', 'i.id', 'u.inst_id')
    .select([
      'u.id',
      'u.username',
      'u.display_name',
      'u.password_hash',
      'u.enabled',
      'u.must_change_password',
      'u.password_changed_at',
      'i.id as instId',
      'i.code as instCode',
      'i.name as instName',
      'i.enabled as instEnabled',
      sql<string | null>`to_char(i.valid_until, 'YYYY-MM-DD')`.as('instValidUntil'),
    ]);

/** The accounts a login may be for: one institution's, or every institution's in the no-institution variant. */
function findAccounts(app: FastifyInstance, username: string, instCode: string | undefined): Promise<Account[]> {
  let query = selectAccounts(app).where('u.username', '=', username);
  if (instCode) query = query.where('i.code', '=', instCode);
  return query.orderBy('i.code').execute();
}

/** An account by user id, if the user and the institution are enabled. */
export const enabledAccount = (app: FastifyInstance, userId: number): Promise<Account | undefined> =>
  selectAccounts(app)
    .where('u.id', '=', userId)
    .where('u.enabled', '=', true)
    .where('i.enabled', '=', true)
    .executeTakeFirst();

/**
 * Refuse a sign-in from an address outside the institution's allow-list
 * (网关设置), with a line `ADDRESS` in its login log. Every way in (password,
 * ticket, identity provider, password reset) opens its session through
 * `openSession`, which checks it; the password login checks it earlier too,
 * before a password change is offered.
 */
async function assertAddressAllowed(
  app: FastifyInstance,
  account: Pick<Account, 'id' | 'username' | 'instId'>,
  client: Client,
): Promise<void> {
  if (await loginAddressAllowed(app.db, account.instId, client.ip)) return;
  await recordLogin(app, { accounts: [account], username: account.username }, 'ADDRESS', client);
  throw badRequest(GatewayMessage.ADDRESS_REFUSED);
}

/** Open a session for an account and answer as a login does. */
export async function openSession(
  app: FastifyInstance,
  account: Pick<Account, 'id' | 'username' | 'display_name' | 'instId' | 'instCode' | 'instName'>,
  client: Client,
  options: { remember: boolean; expireWarn?: string | null },
): Promise<LoginResult> {
  await assertAddressAllowed(app, account, client);
  const { token } = await createSession(
    app.db,
    { userId: account.id, instId: account.instId, remember: options.remember, ...client },
    app.clock(),
  );
  return {
    token,
    instCode: account.instCode,
    name: account.display_name,
    userId: String(account.id),
    instName: account.instName,
    watermarkData: watermarkLines(account.display_name, account.username, account.instName),
    expireWarn: options.expireWarn ?? null,
  };
}

/** Whether the password has expired, and the warning to give when it soon will. */
async function passwordAge(app: FastifyInstance, account: Account, now: Date) {
  const maxDays = Number.parseInt((await loadInstParams(app.db, account.instId)).pwdMaxAgeDays, 10);
  if (!Number.isInteger(maxDays) || maxDays <= 0) return { expired: false, warning: null };
  const daysLeft = Math.ceil(
    (new Date(account.password_changed_at).getTime() + maxDays * DAY_MS - now.getTime()) / DAY_MS,
  );
  if (daysLeft <= 0) return { expired: true, warning: null };
  return {
    expired: false,
    warning: daysLeft <= EXPIRY_WARNING_DAYS ? `您的密码将于 ${daysLeft} 天后过期，请及时修改` : null,
  };
}

/**
 * Sign in (spec 1 §4, §5): the captcha, the seal, the attempt counted, then
 * the password checked. The sealed password is bound to the captcha's uuid, a one-time server nonce
 * even when the captcha is switched off, so a captured login cannot be
 * replayed. Unknown institution, unknown user and wrong password give one
 * answer after the same work. Without an institution code the user's
 * institution is found from the accounts the password opens: one gives a
 * session, several give outcome 201 to choose from.
 */
export async function login(
  app: FastifyInstance,
  body: LoginRequest,
  captcha: { uuid?: string; imageCode?: string },
  client: Client,
): Promise<LoginOutcome> {
  const now = app.clock();
  const answer = app.config.captcha ? (captcha.imageCode ?? '') : null;
  if (!(captcha.uuid && (await spendCaptcha(app.db, captcha.uuid, answer, now))))
    throw badRequest(app.config.captcha ? '验证码错误或已过期，请重新输入' : SEAL_REFUSED);
  const password = app.seal.open(body.pwd, { nonce: captcha.uuid, now });
  const username = body.authName.trim();
  const instCode = body.instCode?.trim().toUpperCase() || undefined;
  const accounts = await findAccounts(app, username, instCode);
  const keys = {
    accounts: accounts.length ? accounts.map((a) => accountKey(a.id)) : [unknownAccountKey(instCode, username)],
    address: addressKey(client.ip),
  };
  const attempt = { accounts, instCode, username };
  try {
    await takeAttempt(app.db, keys, now, { captchaSolved: app.config.captcha });
  } catch (refused) {
    await recordLogin(app, attempt, 'LOCKED', client);
    throw refused;
  }

  if (!accounts.length) await verifyNothing(password);
  const opened: Account[] = [];
  for (const account of accounts) if (await verifyPassword(account.password_hash, password)) opened.push(account);
  if (!opened.length) {
    await recordLogin(app, attempt, 'FAILURE', client);
    throw badRequest(ErrorMessage.LOGIN_FAILED);
  }
  await succeeded(
    app.db,
    keys,
    opened.map((a) => accountKey(a.id)),
  );
  if (opened.length > 1)
    return {
      code: ResultCode.LOGIN_CONTINUE,
      data: { institutions: opened.map((a) => ({ instCode: a.instCode, instName: a.instName })) },
      message: '该用户名属于多个机构，请选择机构',
    };
  const account = opened[0]!;
  const signedIn = { ...attempt, accounts: [account] };
  if (!account.enabled || !account.instEnabled) {
    await recordLogin(app, signedIn, 'DISABLED', client);
    throw badRequest(ErrorMessage.USER_DISABLED);
  }
  if (serviceEnded(account.instValidUntil, now)) {
    await recordLogin(app, signedIn, 'DISABLED', client);
    throw badRequest(PlatformMessage.INST_EXPIRED);
  }
  await assertAddressAllowed(app, account, client);
  const age = await passwordAge(app, account, now);
  if (account.must_change_password || age.expired) {
    await recordLogin(app, signedIn, 'PASSWORD_CHANGE', client);
    return {
      code: ResultCode.LOGIN_SPECIAL,
      data: { resetToken: await issueTicket(app.db, 'reset', account.id, now), instCode: account.instCode },
      message: account.must_change_password ? '首次登录，请设置新密码' : '密码已过期，请设置新密码',
    };
  }
  const result = await openSession(app, account, client, {
    remember: body.rememberMe === true,
    expireWarn: age.warning,
  });
  await recordLogin(app, signedIn, 'SUCCESS', client);
  return { code: ResultCode.OK, data: result, message: 'success' };
}
