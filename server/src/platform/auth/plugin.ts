import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_HEADERS } from '@esee/contracts';
import { forbidden, invalidSession } from '../errors';
import { isApiPath } from '../urls';
import { loadAccess, type Access } from './access';
import { SessionCache } from './sessionCache';
import { findSessionUser, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions seen in the last seconds; `forget` them when they end. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every API route that is not public. */
    user: SessionUser | null;
    /** The user's rights and the institution's solutions, loaded once per request. */
    access: () => Promise<Access>;
  }
  interface FastifyContextConfig {
    /** Open without a session (login, captcha, public keys). */
    public?: boolean;
    /** Right key the route needs; the call is refused without it. */
    right?: string;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  for (const name of TOKEN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value) return value;
  }
  // Some calls of the spec carry the token in the query (`GET /esee/user/info?token=`).
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

/** The signed-in user of a request that must have one. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw invalidSession();
  return request.user;
}

/**
 * Fail closed: every API route needs a live session unless it is marked
 * `config.public`, and the right named in `config.right` (checked on the
 * server, whatever the menu shows). Runs before the body is read, so a
 * caller without a session learns nothing about the route.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new SessionCache();
    app.decorate('sessionCache', cache);
    app.decorateRequest('user', null);
    app.decorateRequest('access', function (this: FastifyRequest): Promise<Access> {
      throw new Error(`access() called without a session on ${this.url}`);
    });

    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url) || request.routeOptions.config.public) return;
      const token = tokenOf(request);
      const now = app.clock();
      let user = token ? (cache.get(token, now.getTime()) ?? null) : null;
      if (token && !user) {
        user = await findSessionUser(app.db, token, now);
        if (user) cache.set(token, user, now.getTime());
      }
      if (!user) throw invalidSession();
      request.user = user;
      let access: Promise<Access> | undefined;
      request.access = () => (access ??= loadAccess(app.db, user));
      const right = request.routeOptions.config.right;
      if (right && !(await request.access()).can(right)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
