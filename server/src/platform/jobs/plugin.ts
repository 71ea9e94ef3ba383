import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './queue';
import { WorkRuns } from './workRuns';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job system (platform/jobs): modules define their kinds while registering; it starts when the app is ready. */
    jobs: JobQueue;
    /** Long work a person starts and watches, with its progress (on the job system). */
    workRuns: WorkRuns;
  }
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobQueue(app.db, app.log);
    const workRuns = new WorkRuns(app.db, jobs, app.clock, app.log);
    app.decorate('jobs', jobs);
    app.decorate('workRuns', workRuns);
    app.addHook('onReady', async () => {
      await jobs.start();
      await workRuns.sendUnfinished();
    });
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
