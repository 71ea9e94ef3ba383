import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openSharedState, type SharedState } from './sharedState';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits and cache invalidations shared by the server's instances (through Redis when `REDIS_URL` is set). */
    sharedState: SharedState;
  }
}

/**
 * Opens the shared state when the app is built: with `REDIS_URL` set and Redis not answering, building the app
 * fails (the server does not start) rather than counting per instance.
 */
export const sharedStatePlugin = fp(
  async (app: FastifyInstance) => {
    const state = await openSharedState({
      redisUrl: app.config.redisUrl,
      prefix: app.config.redisPrefix,
      warn: (message) => app.log.warn(message),
    });
    app.decorate('sharedState', state);
    app.addHook('onClose', () => state.close());
  },
  { name: 'shared-state', dependencies: ['db'] },
);
