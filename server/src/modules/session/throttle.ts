import { ResultCode } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';

/**
 * Login throttling. Per account: from the 3rd failure in a row the next try
 * must wait (5 s, then 10 s), and the 5th locks the account for 15 minutes.
 * Per address: 20 failures lock the address for 15 minutes. Failures older
 * than 15 minutes are forgotten; a successful login clears the account's.
 */
export const ThrottlePolicy = {
  SLOW_FROM: 3,
  SLOW_BASE_MS: 5_000,
  ACCOUNT_LOCK_AT: 5,
  ADDRESS_LOCK_AT: 20,
  LOCK_MS: 15 * 60_000,
  FORGET_MS: 15 * 60_000,
} as const;

export const accountKey = (instCode: string, username: string) => `account:${instCode}:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

const tooMany = (message: string) => new AppError(ResultCode.TOO_MANY, message, 429);

/** Refuse the attempt if the account or the address must wait. */
export async function assertMayTry(db: Db, keys: { account?: string; address: string }, now: Date): Promise<void> {
  const rows = await db
    .selectFrom('login_failure')
    .selectAll()
    .where('key', 'in', [keys.address, ...(keys.account ? [keys.account] : [])])
    .execute();
  for (const row of rows) {
    if (now.getTime() - new Date(row.last_failure_at).getTime() > ThrottlePolicy.FORGET_MS) continue;
    const lockedMs = row.locked_until ? new Date(row.locked_until).getTime() - now.getTime() : 0;
    if (lockedMs > 0) {
      const minutes = Math.ceil(lockedMs / 60_000);
      throw tooMany(
        row.key === keys.address
          ? `该地址登录失败次数过多，请 ${minutes} 分钟后再试`
          : `登录失败次数过多，账号已锁定，请 ${minutes} 分钟后再试`,
      );
    }
    if (row.key === keys.account && row.failures >= ThrottlePolicy.SLOW_FROM) {
      const waitMs =
        ThrottlePolicy.SLOW_BASE_MS * 2 ** (row.failures - ThrottlePolicy.SLOW_FROM) -
        (now.getTime() - new Date(row.last_failure_at).getTime());
      if (waitMs > 0) throw tooMany(`登录失败次数较多，请 ${Math.ceil(waitMs / 1000)} 秒后再试`);
    }
  }
}

async function countFailure(db: Db, key: string, lockAt: number, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - ThrottlePolicy.FORGET_MS);
  const row = await db
    .insertInto('login_failure')
    .values({ key, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_failure.last_failure_at', '<', forgetBefore)
          .then(1)
          .else(eb('login_failure.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures >= lockAt)
    await db
      .updateTable('login_failure')
      .set({ locked_until: new Date(now.getTime() + ThrottlePolicy.LOCK_MS) })
      .where('key', '=', key)
      .execute();
  return row.failures;
}

/** Count a failed attempt against the account (if known) and the address; the account's count. */
export async function recordFailure(db: Db, keys: { account?: string; address: string }, now: Date): Promise<number> {
  await countFailure(db, keys.address, ThrottlePolicy.ADDRESS_LOCK_AT, now);
  return keys.account ? countFailure(db, keys.account, ThrottlePolicy.ACCOUNT_LOCK_AT, now) : 0;
}

export async function clearFailures(db: Db, accountKeyValue: string): Promise<void> {
  await db.deleteFrom('login_failure').where('key', '=', accountKeyValue).execute();
}
