import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_TIME_HEADER } from '@esee/contracts';
import type { Config } from '../config';
import type { Db } from './db/database';
import { requestEnded, requestStarted } from './db/foreground';
import type { PasswordSeal } from './auth/passwordSeal';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Now, by the one clock (`platform/clock.ts`); tests move their own instead of waiting. */
    clock: () => Date;
    /** Opens passwords sealed with the server's public key. */
    seal: PasswordSeal;
  }
}

export interface PlatformServices {
  db: Db;
  config: Config;
  clock: () => Date;
  seal: PasswordSeal;
}

/** The platform services every module may use. */
export const platformPlugin = fp(
  async (app: FastifyInstance, services: PlatformServices) => {
    app.decorate('db', services.db);
    app.decorate('config', services.config);
    app.decorate('clock', services.clock);
    app.decorate('seal', services.seal);
    // The page's clock follows the server's (`@esee/http` clock): every answer says what time it is here.
    // Requests in flight hold background work off the embedded engine's one connection (db/foreground.ts), until
    // their response closes: sent, failed, or its client gone. (A client that went away while the handler ran, its
    // body read, gets neither onResponse nor onRequestAbort: counted by those, it held every job back for good.)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header(SERVER_TIME_HEADER, String(services.clock().getTime()));
      requestStarted();
      reply.raw.once('close', requestEnded);
      done();
    });
  },
  { name: 'db' },
);
