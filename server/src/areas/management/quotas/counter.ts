import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  QUOTA_FUNCTIONS,
  quotaExhaustedMessage,
  ResultCode,
  USAGE_RETENTION_DAYS,
  type QuotaFunction,
  DAY_MS,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { SessionUser } from '../../../platform/auth/sessions';
import { AppError } from '../../../platform/http/errors';
import { periodStart } from './periods';
import { KeyedCache } from '../../../platform/sharedState/keyedCache';
import type { SharedState } from '../../../platform/sharedState/sharedState';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the calls of the functions with quotas; `flush()` before reading the usage records. */
    callCounter: CallCounter;
  }
  interface FastifyContextConfig {
    /** The quota function a call counts against when it is not its `cost` kind (报告生成, 批量导入, 银行流水分析). */
    quota?: QuotaFunction;
  }
}

/** The function a route counts against, if any. */
export const functionOf = (config: { quota?: QuotaFunction; cost?: string }): QuotaFunction | undefined => {
  const fn = config.quota ?? config.cost;
  return fn && fn in QUOTA_FUNCTIONS ? (fn as QuotaFunction) : undefined;
};

/** How long an institution's quotas are trusted without reading them again (a lost message's worst case). */
const QUOTAS_TTL_MS = 30_000;
/** A call under no quota is recorded with others at most this long after it… */
const FLUSH_MS = 1_000;
/** …or once this many wait. */
const FLUSH_ROWS = 500;
/** Records kept for another try while the database does not answer; past this, the oldest are dropped. */
const PENDING_MAX = 50_000;

type UsageRow = { inst_id: number; user_id: number; function: string; units: number; created_at: Date };

/** The quota keys of an institution: `fn:` its own, `fn:userId` a member's. */
const quotaKey = (fn: string, userId: number | null) => `${fn}:${userId ?? ''}`;

/**
 * Counts calls. Every search keystroke counts, and most calls fall under no quota: whether one applies is read
 * from the institution's quotas kept in memory (forgotten on every instance when one is set), and such a call's
 * usage record joins the others written together within a second (one statement for many keystrokes, not one
 * each). A call under a quota is counted at once: under a row lock on the quotas that apply (the institution's
 * and the member's own), so two calls at once cannot both take the last unit. Over a quota: code 10504 with the
 * figures, nothing counted. Otherwise every quota's used grows (reset first when the call falls in a new period)
 * and the usage record is written.
 */
export class CallCounter {
  private readonly quotas: KeyedCache<Set<string>>;
  private pending: UsageRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    shared: Pick<SharedState, 'invalidate' | 'onInvalidate'>,
    private readonly warn: (message: string) => void,
  ) {
    this.quotas = new KeyedCache(shared, {
      topic: 'quotas',
      ttlMs: QUOTAS_TTL_MS,
      load: async (instId) => {
        const rows = await db
          .selectFrom('quota')
          .select(['function', 'user_id'])
          .where('inst_id', '=', instId)
          .execute();
        return new Set(rows.map((r) => quotaKey(r.function, r.user_id)));
      },
    });
  }

  async count(user: SessionUser, fn: QuotaFunction, now: Date, units = 1): Promise<void> {
    const quotas = await this.quotas.get(user.instId);
    if (quotas.has(quotaKey(fn, null)) || quotas.has(quotaKey(fn, user.userId)))
      return countUnderQuota(this.db, user, fn, now, units);
    this.pending.push({ inst_id: user.instId, user_id: user.userId, function: fn, units, created_at: now });
    if (this.pending.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** An institution's quotas changed. */
  forgetQuotas(instId: number): void {
    this.quotas.forget(instId);
  }

  /** Write the records waiting; resolves once they (and any write under way) are in. Readers of the records call it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (!rows.length) return;
      try {
        await this.db.insertInto('usage_record').values(rows).execute();
      } catch (error) {
        // Kept for the next write (the database may be restarting); a lasting failure is said in the log.
        this.pending = [...rows, ...this.pending].slice(-PENDING_MAX);
        this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
        this.warn(`usage records: ${rows.length} not written yet (${String(error)})`);
      }
    });
    return this.writing;
  }
}

/** Count one call under the quotas that apply, in one transaction (see `CallCounter`). */
async function countUnderQuota(db: Db, user: SessionUser, fn: QuotaFunction, now: Date, units: number) {
  await db.transaction().execute(async (trx) => {
    const quotas = await trx
      .selectFrom('quota')
      .select(['id', 'user_id', 'quota_limit', 'period', 'used', 'period_start'])
      .where('inst_id', '=', user.instId)
      .where('function', '=', fn)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.userId)]))
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const q of quotas) {
      const start = periodStart(q.period, now);
      const used = new Date(q.period_start).getTime() === start.getTime() ? q.used : 0;
      if (used + units > q.quota_limit) {
        const whose = q.user_id === null ? '机构' : '个人';
        throw new AppError(
          ResultCode.QUOTA_EXHAUSTED,
          quotaExhaustedMessage(fn, { whose, period: q.period, limit: q.quota_limit, used }),
        );
      }
      await trx
        .updateTable('quota')
        .set({ used: used + units, period_start: start })
        .where('id', '=', q.id)
        .execute();
    }
    await trx
      .insertInto('usage_record')
      .values({ inst_id: user.instId, user_id: user.userId, function: fn, units, created_at: now })
      .execute();
  });
}

/** Records past their 400 days are removed (at start and daily). */
export const sweepUsage = (db: Db, now: Date) =>
  db
    .deleteFrom('usage_record')
    .where('created_at', '<', new Date(now.getTime() - USAGE_RETENTION_DAYS * DAY_MS))
    .execute();

/**
 * Every route whose `config.quota` or `config.cost` names a function counts
 * each call before its handler runs. Added to the route's own preHandlers
 * after the rate limiter's (registered after it), so a call refused for its
 * rate, its input or its rights is not counted. A call whose handler fails
 * afterwards stays counted.
 */
export const quotaCounterPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new CallCounter(app.db, app.sharedState, (message) => app.log.warn(message));
    app.decorate('callCounter', counter);
    const count = async (request: FastifyRequest) => {
      const fn = functionOf(request.routeOptions.config);
      if (fn && request.user) await counter.count(request.user, fn, app.clock());
    };
    app.addHook('onRoute', (route) => {
      if (!functionOf(route.config ?? {})) return;
      const own = route.preHandler;
      route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), count];
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweepUsage(app.db, app.clock());
      timer = setInterval(() => void sweepUsage(app.db, app.clock()).catch(() => undefined), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'quota-counter', dependencies: ['rate-limit', 'shared-state'] },
);
