import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job system (platform/jobs): modules define their kinds while registering; it starts when the app is ready. */
    jobs: JobQueue;
  }
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobQueue(app.db, app.log);
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
