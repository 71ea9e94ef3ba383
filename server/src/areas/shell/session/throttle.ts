import { ResultCode } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/errors';

/**
 * Login throttling. Per account: from the 3rd failure in a row the next try
 * must wait (5 s, then 10 s), and the 5th locks the account for 15 minutes.
 * Per address: 20 failures lock the address for 15 minutes. Failures older
 * than 15 minutes are forgotten; a successful login clears the account's.
 *
 * A locked account is not locked out for its owner: an attempt with a correct
 * captcha from an address without failures is still checked. Anyone who knows
 * a username could otherwise keep its owner out with five requests; an
 * attacker gets one guess per solved captcha and fresh address.
 */
export const ThrottlePolicy = {
  SLOW_FROM: 3,
  SLOW_BASE_MS: 5_000,
  ACCOUNT_LOCK_AT: 5,
  ADDRESS_LOCK_AT: 20,
  LOCK_MS: 15 * 60_000,
  FORGET_MS: 15 * 60_000,
} as const;

/** The counter of an account, whichever way it was named (with or without institution, any letter case). */
export const accountKey = (userId: number) => `account:${userId}`;
/** The counter of a name that opens no account: it is counted like one, so the answers cannot tell. */
export const unknownAccountKey = (instCode: string | undefined, username: string) =>
  `name:${instCode ?? '*'}:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

export interface AttemptKeys {
  accounts: string[];
  address: string;
}

const tooMany = (message: string) => new AppError(ResultCode.TOO_MANY, message, 429);

interface Counter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** Why the next attempt on this counter must wait, or null. */
function waitReason(counter: Counter, isAddress: boolean, now: number): string | null {
  const lockedMs = counter.lockedUntil - now;
  if (lockedMs > 0) {
    const minutes = Math.ceil(lockedMs / 60_000);
    return isAddress
      ? `该地址登录失败次数过多，请 ${minutes} 分钟后再试`
      : `登录失败次数过多，账号已锁定，请 ${minutes} 分钟后再试`;
  }
  if (isAddress || counter.failures < ThrottlePolicy.SLOW_FROM) return null;
  const waitMs =
    ThrottlePolicy.SLOW_BASE_MS * 2 ** (counter.failures - ThrottlePolicy.SLOW_FROM) - (now - counter.lastFailureAt);
  return waitMs > 0 ? `登录失败次数较多，请 ${Math.ceil(waitMs / 1000)} 秒后再试` : null;
}

/**
 * Take one attempt from the address and each account before the password is
 * checked, counted as a failure until `succeeded` says otherwise. One
 * transaction locks the counters' rows (in key order), so attempts sent at
 * once are counted one after another and no more are checked than the
 * policy allows. Refuses (429) when the address or an account must wait.
 */
export async function takeAttempt(
  db: Db,
  keys: AttemptKeys,
  now: Date,
  options: { captchaSolved: boolean },
): Promise<void> {
  const all = [...new Set([keys.address, ...keys.accounts])].sort();
  const t = now.getTime();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failure')
      .values(all.map((key) => ({ key, failures: 0, last_failure_at: now, locked_until: null })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('login_failure')
      .selectAll()
      .where('key', 'in', all)
      .orderBy('key')
      .forUpdate()
      .execute();
    const counters = new Map(
      rows.map((row) => {
        const last = new Date(row.last_failure_at).getTime();
        const forgotten = t - last > ThrottlePolicy.FORGET_MS;
        const counter: Counter = {
          failures: forgotten ? 0 : row.failures,
          lastFailureAt: last,
          lockedUntil: forgotten || !row.locked_until ? 0 : new Date(row.locked_until).getTime(),
        };
        return [row.key, counter];
      }),
    );
    const address = counters.get(keys.address)!;
    const addressWait = waitReason(address, true, t);
    if (addressWait) throw tooMany(addressWait);
    const ownerMayTry = options.captchaSolved && address.failures === 0;
    for (const key of keys.accounts) {
      const accountWait = waitReason(counters.get(key)!, false, t);
      if (accountWait && !ownerMayTry) throw tooMany(accountWait);
    }
    for (const key of all) {
      const failures = counters.get(key)!.failures + 1;
      const lockAt = key === keys.address ? ThrottlePolicy.ADDRESS_LOCK_AT : ThrottlePolicy.ACCOUNT_LOCK_AT;
      await trx
        .updateTable('login_failure')
        .set({
          failures,
          last_failure_at: now,
          locked_until: failures >= lockAt ? new Date(t + ThrottlePolicy.LOCK_MS) : null,
        })
        .where('key', '=', key)
        .execute();
    }
  });
}

/**
 * The attempt taken opened `opened` (account keys): their failures are
 * forgotten, and the attempt is given back to the address and to the other
 * accounts of the same name (a login without institution code counts against
 * every account of that username).
 */
export async function succeeded(db: Db, keys: AttemptKeys, opened: string[]): Promise<void> {
  if (opened.length) await db.deleteFrom('login_failure').where('key', 'in', opened).execute();
  const others = keys.accounts.filter((k) => !opened.includes(k));
  if (others.length)
    await db
      .updateTable('login_failure')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', 'in', others)
      .where('failures', '>', 0)
      .execute();
  // The address was not locked before this attempt (it would have been refused): giving it back unlocks it.
  await db
    .updateTable('login_failure')
    .set((eb) => ({ failures: eb('failures', '-', 1), locked_until: null }))
    .where('key', '=', keys.address)
    .where('failures', '>', 0)
    .execute();
}
