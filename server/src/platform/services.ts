import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** The platform services every module may use: the database and the configuration. */
export const platformPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; config: Config }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
  },
  { name: 'db' },
);
