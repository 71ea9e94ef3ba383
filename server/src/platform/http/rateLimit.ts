import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorMessage, ResultCode } from '@esee/contracts';
import { AppError } from './errors';

/** The kinds of call that cost the server enough to be limited per user. */
export type CallCost = 'search' | 'graph' | 'export' | 'upload';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An expensive call: limited per user and minute (`Config.callsPerMinute`), answered 429 beyond. */
    cost?: CallCost;
  }
}

/** The user's own count; a call without a session (refused anyway) counts against its address. */
const userOrAddress = (request: FastifyRequest) => (request.user ? `user:${request.user.userId}` : `ip:${request.ip}`);

/**
 * Per-user limits on expensive calls (graphs, exports, searches): a route
 * names its cost in its options, and one user cannot keep the server (or the
 * embedded database's one connection) busy for everyone else. Counted after
 * the session is known: in this process, or in Redis when `REDIS_URL` is set,
 * so that a user's limit holds whichever instance answers (a Redis that stops
 * answering refuses the limited calls rather than stop counting).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the rate limiter's own onRoute hook: a route's cost becomes its limit.
    app.addHook('onRoute', (route) => {
      const cost = route.config?.cost;
      if (cost)
        route.config = { ...route.config, rateLimit: { max: app.config.callsPerMinute[cost], timeWindow: 60_000 } };
    });
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      keyGenerator: userOrAddress,
      ...(app.sharedState.redis && { redis: app.sharedState.redis, nameSpace: `${app.sharedState.prefix}rate:` }),
      errorResponseBuilder: () => new AppError(ResultCode.TOO_MANY, ErrorMessage.TOO_MANY, 429),
    });
  },
  { name: 'rate-limit', dependencies: ['auth', 'shared-state'] },
);
