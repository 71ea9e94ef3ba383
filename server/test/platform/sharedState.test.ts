import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayMessage, ResultCode } from '@esee/contracts';
import { buildApp } from '../../src/app';
import { SESSIONS_TOPIC } from '../../src/platform/auth/sessionCache';
import { openSharedState, SharedStateUnavailableError } from '../../src/platform/sharedState/sharedState';
import { Client, PASSWORD, withApp, type TestApp } from '../fixtures';

const REDIS_URL = 'redis://127.0.0.1:6379';
const OUTSIDE = '203.0.113.9';

/** Whether the test machine's Redis answers; the tests through Redis are skipped (and say so) when it does not. */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp)
  console.warn(`SKIPPED: no Redis answers at ${REDIS_URL}; the shared-state tests through Redis did not run`);

/** Keys and channels of this run only, removed at the end. */
const prefix = `esee-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

/**
 * Two server instances over one database, as behind nginx: A is the test app, B a second app built on the same
 * database and clock, with the same settings (and so the same Redis, when `REDIS_URL` is among them).
 */
interface Pair {
  t: TestApp;
  a: FastifyInstance;
  b: FastifyInstance;
  close: () => Promise<void>;
}

async function twoInstances(env: Record<string, string>): Promise<Pair> {
  const t = await withApp({
    engine: 'pglite',
    env,
    users: { watcher: ['monitor'], nothing: [] },
  });
  const b = await buildApp({ config: t.config, db: t.database.db, clock: t.clock.now });
  return {
    t,
    a: t.app,
    b,
    close: async () => {
      await b.close();
      await t.close();
    },
  };
}

/** The same signed-in user on both instances (one session token). */
async function onBoth(pair: Pair, username: string) {
  const a = await pair.t.client({ instCode: 'DEMO', username });
  return { a, b: new Client(pair.b, a.token) };
}

/** A password login as the browser makes it, on one instance. */
async function loginOn(pair: Pair, app: FastifyInstance, body: Record<string, string>, remoteAddress = '127.0.0.1') {
  const uuid = (await app.inject({ method: 'GET', url: '/framework/captcha' })).json().data.uuid as string;
  const pwd = await pair.t.seal(body.pwd!, uuid);
  const res = await app.inject({
    method: 'POST',
    url: '/framework/login',
    remoteAddress,
    headers: { uuid },
    payload: { authType: 'RSA-OAEP-256', ...body, pwd },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** Resolves when `app` has heard of the next invalidation of `topic` (pub/sub is asynchronous, by a fraction of a ms). */
function nextInvalidation(app: FastifyInstance, topic: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no invalidation of ${topic} reached the instance`)), 2000);
    const stop = app.sharedState.onInvalidate(topic, () => {
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const searchCall = (client: Client) =>
  client.inject({ method: 'POST', url: '/esee/baseinfo/likeByCompanyName', payload: { companyName: '银行' } });
const monitorCall = async (client: Client) => (await client.post('/esee/groupManager/listGroup', {})).code;

/** The role the fixture made for `username` (`<username> 的角色`). */
const roleOf = async (pair: Pair, username: string) =>
  await pair.t.database.db
    .selectFrom('app_user')
    .select(['id', 'role_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe.skipIf(!redisUp)('shared state through Redis (REDIS_URL): two instances, one database', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await twoInstances({ REDIS_URL, REDIS_PREFIX: prefix, CALLS_PER_MINUTE: 'search:4' });
  });
  afterAll(async () => {
    await pair?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('opens Redis on both instances', () => {
    expect([pair.a.sharedState.mode, pair.b.sharedState.mode]).toEqual(['redis', 'redis']);
  });

  // The first search on each instance builds its company index: slow on a busy machine.
  it(
    "holds a user's per-minute limit whichever instance answers: the 5th of 4 allowed calls is refused",
    { timeout: 120_000 },
    async () => {
      const analyst = await onBoth(pair, 'analyst');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await searchCall(i % 2 ? analyst.b : analyst.a)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // Refused on both now, in the envelope; another user has a count of their own.
      const refused = await searchCall(analyst.a);
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { code: ResultCode.TOO_MANY, data: null, message: expect.any(String) },
      ]);
      expect((await searchCall(analyst.b)).statusCode).toBe(429);
      const admin = await onBoth(pair, 'admin');
      expect((await searchCall(admin.b)).statusCode).toBe(200);
      // The count is in Redis, under this deployment's prefix.
      const redis = new Redis(REDIS_URL);
      expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);
      await redis.quit();
    },
  );

  it('locks an account after 5 failed tries made on either instance', async () => {
    const wrong = { instCode: 'DEMO2', authName: 'admin', pwd: 'Wrong#2026' };
    const right = { ...wrong, pwd: PASSWORD };
    const failed = '机构代码、用户名或密码错误';
    expect((await loginOn(pair, pair.a, wrong)).body.message).toBe(failed);
    expect((await loginOn(pair, pair.b, wrong)).body.message).toBe(failed);
    expect((await loginOn(pair, pair.a, wrong)).body.message).toBe(failed);
    // The 3rd failure, counted on A and B together, slows the next try on B.
    expect((await loginOn(pair, pair.b, right)).body).toEqual({
      code: 429,
      data: null,
      message: '登录失败次数较多，请 5 秒后再试',
    });
    pair.t.clock.advance(5_000);
    expect((await loginOn(pair, pair.b, wrong)).body.message).toBe(failed);
    pair.t.clock.advance(10_000);
    expect((await loginOn(pair, pair.a, wrong)).body.message).toBe(failed);
    // The 5th locks the account on both, even for the right password.
    for (const app of [pair.a, pair.b]) {
      const locked = await loginOn(pair, app, right);
      expect([locked.statusCode, locked.body.message]).toEqual([429, '登录失败次数过多，账号已锁定，请 15 分钟后再试']);
    }
  });

  it('refuses on B at once a right removed through A (the member moved to a role without it)', async () => {
    const watcher = await onBoth(pair, 'watcher');
    const admin = await onBoth(pair, 'admin');
    expect([await monitorCall(watcher.a), await monitorCall(watcher.b)]).toEqual([200, 200]); // B caches the session
    const { id: userId } = await roleOf(pair, 'watcher');
    const { role_id: without } = await roleOf(pair, 'nothing');
    const heard = nextInvalidation(pair.b, SESSIONS_TOPIC);
    const moved = await admin.a.post('/esee/user/updateUserInfo', { userId, roleId: without });
    expect(moved.code).toBe(200);
    await heard;
    // No time has passed on the clock the session cache reads: B refuses because it was told, not because it expired.
    expect(await monitorCall(watcher.b)).toBe(403);
    expect(await monitorCall(watcher.a)).toBe(403);
  });

  it('ends on B at once a session signed out on A', async () => {
    const analyst = await onBoth(pair, 'analyst');
    expect((await analyst.b.get('/esee/user/info')).code).toBe(200);
    const heard = nextInvalidation(pair.b, SESSIONS_TOPIC);
    expect((await analyst.a.post('/framework/api/logout')).code).toBe(200);
    await heard;
    expect((await analyst.b.get('/esee/user/info')).code).not.toBe(200);
  });

  it("applies on B at once an institution's sign-in address list saved through A", async () => {
    const ops = await pair.t.client('ops');
    const demo2 = { instCode: 'DEMO2', authName: 'admin', pwd: PASSWORD };
    pair.t.clock.advance(30 * 60_000); // past the lock-out of the test above
    expect((await loginOn(pair, pair.b, demo2, OUTSIDE)).body.code).toBe(200); // B caches "anywhere"
    const heard = nextInvalidation(pair.b, 'login-allow');
    expect(
      (await ops.post('/esee/platform/gateway/loginAllow', { instCode: 'DEMO2', entries: ['10.0.0.0/8'] })).code,
    ).toBe(200);
    await heard;
    expect((await loginOn(pair, pair.b, demo2, OUTSIDE)).body).toMatchObject({
      code: 400,
      message: GatewayMessage.ADDRESS_REFUSED,
    });
    expect((await loginOn(pair, pair.b, demo2, '10.1.2.3')).body.code).toBe(200);
  });
});

describe.skipIf(!redisUp)('shared state: the module', () => {
  it('delivers an invalidation to the other instances once, and to its own handlers at once', async () => {
    const [one, two] = await Promise.all([
      openSharedState({ redisUrl: REDIS_URL, prefix }),
      openSharedState({ redisUrl: REDIS_URL, prefix }),
    ]);
    const other = await openSharedState({ redisUrl: REDIS_URL, prefix: `${prefix}other:` });
    try {
      const seen: string[] = [];
      one.onInvalidate('t', (key) => seen.push(`one:${key}`));
      two.onInvalidate('t', (key) => seen.push(`two:${key}`));
      other.onInvalidate('t', (key) => seen.push(`other:${key}`));
      const reached = new Promise<void>((resolve) => two.onInvalidate('t', () => resolve()));
      one.invalidate('t', 'k1');
      expect(seen).toEqual(['one:k1']);
      await reached;
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Another deployment on the same Redis (another prefix) hears nothing.
      expect(seen).toEqual(['one:k1', 'two:k1']);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
    }
  });
});

describe('shared state: without Redis', () => {
  it('fails to start, with a clear message, when REDIS_URL names a Redis that does not answer', async () => {
    const opening = openSharedState({ redisUrl: 'redis://:secret@127.0.0.1:1/0', prefix, connectTimeoutMs: 1000 });
    await expect(opening).rejects.toBeInstanceOf(SharedStateUnavailableError);
    const error = (await opening.catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(/^REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/0 does not answer \(.+\)/);
    expect(error.message).not.toContain('secret');
  });

  describe('in-process (no REDIS_URL), as before', () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await twoInstances({ CALLS_PER_MINUTE: 'search:4' });
    });
    afterAll(() => pair?.close());

    it('limits a user on one instance; two instances count on their own', { timeout: 120_000 }, async () => {
      expect(pair.a.sharedState.mode).toBe('in-process');
      const analyst = await onBoth(pair, 'analyst');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await searchCall(analyst.a)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // Nothing is shared: B has not counted these (which is why several instances need REDIS_URL).
      expect((await searchCall(analyst.b)).statusCode).toBe(200);
    });

    it('forgets a changed session at once on its own instance; another one follows only when its cache expires', async () => {
      const watcher = await onBoth(pair, 'watcher');
      const admin = await onBoth(pair, 'admin');
      expect([await monitorCall(watcher.a), await monitorCall(watcher.b)]).toEqual([200, 200]);
      const { id: userId } = await roleOf(pair, 'watcher');
      const { role_id: without } = await roleOf(pair, 'nothing');
      expect((await admin.a.post('/esee/user/updateUserInfo', { userId, roleId: without })).code).toBe(200);
      expect(await monitorCall(watcher.a)).toBe(403);
      expect(await monitorCall(watcher.b)).toBe(200);
      pair.t.clock.advance(5_001);
      expect(await monitorCall(watcher.b)).toBe(403);
    });

    it('builds no app (the server does not start) when REDIS_URL names a Redis that does not answer', async () => {
      const config = { ...pair.t.config, redisUrl: 'redis://127.0.0.1:1' };
      await expect(buildApp({ config, db: pair.t.database.db })).rejects.toThrow(
        /^REDIS_URL: Redis at redis:\/\/127\.0\.0\.1:1 does not answer/,
      );
    });
  });
});
