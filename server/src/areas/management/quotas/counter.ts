import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
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

declare module 'fastify' {
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

/**
 * Count one call of `fn` by `user`: under a row lock on the quotas that apply
 * (the institution's and the member's own), so two calls at once cannot both
 * take the last unit. Over a quota: code 10504 with the figures, nothing
 * counted. Otherwise every quota's used grows (reset first when the call
 * falls in a new period) and a usage record is written.
 *
 * Every search keystroke counts, and most calls fall under no quota: their
 * record is written by one statement that writes it only when no quota
 * applies (one round trip instead of a locking transaction's four).
 */
export async function countCall(db: Db, user: SessionUser, fn: QuotaFunction, now: Date, units = 1): Promise<void> {
  const unlimited = await sql`
    insert into usage_record (inst_id, user_id, function, units, created_at)
    select ${user.instId}::int, ${user.userId}::int, ${fn}::text, ${units}::int, ${now}::timestamptz
    where not exists (
      select 1 from quota
      where inst_id = ${user.instId} and function = ${fn} and (user_id is null or user_id = ${user.userId}))`.execute(
    db,
  );
  if (Number(unlimited.numAffectedRows ?? 0) > 0) return;
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
    const count = async (request: FastifyRequest) => {
      const fn = functionOf(request.routeOptions.config);
      if (fn && request.user) await countCall(app.db, request.user, fn, app.clock());
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
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'quota-counter', dependencies: ['rate-limit'] },
);
