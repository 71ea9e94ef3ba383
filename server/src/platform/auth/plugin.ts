import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_HEADERS } from '@esee/contracts';
import { forbidden, invalidSession } from '../http/errors';
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

/**
 * The session token, from its headers only: a token in the URL ends up in
 * logs, proxies and browser history (the one-time ticket of `login_token` is
 * not a session token).
 */
function tokenOf(request: FastifyRequest): string | undefined {
  for (const name of TOKEN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The signed-in user of a request that must have one. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw invalidSession();
  return request.user;
}

/**
 * Fail closed: every route needs a live session unless its own options mark it
 * `config.public`, and the right named in `config.right` (checked on the
 * server, whatever the menu shows). Decided on the route the router matched,
 * never on the URL's text: `/%65see/...` matches `/esee/...` and is refused
 * like it. Only a request no route matched (the not-found answer: the shell's
 * page or a 404 envelope, no data) passes without a session. Runs before the
 * body is read, so a caller without a session learns nothing about the route.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new SessionCache(app.sharedState);
    app.decorate('sessionCache', cache);
    app.decorateRequest('user', null);
    app.decorateRequest('access', function (this: FastifyRequest): Promise<Access> {
      throw new Error(`access() called without a session on ${this.url}`);
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
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
      if (right) {
        const access = await request.access();
        // A feature switch that is off says so, rather than the plain refusal.
        if (!access.can(right)) throw forbidden(access.switchedOff(right));
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'shared-state'] },
);
