import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from './db/database';
import type { PasswordSeal } from './auth/passwordSeal';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Now; tests move it instead of waiting. */
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
  },
  { name: 'db' },
);
