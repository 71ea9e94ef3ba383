// A server instance that queues a job, takes it, and then dies (queue.test.ts kills this process while the job runs).
import { openDatabase } from '../db/database';
import { JobQueue } from './queue';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const jobs = new JobQueue(database.db, { error: () => undefined, warn: () => undefined }, { maintenanceSeconds: 1 });
const kind = {
  name: 'test-failover',
  leaseSeconds: 2,
  run: () => {
    process.stdout.write('taken\n');
    return new Promise<void>(() => undefined);
  },
  gaveUp: async () => undefined,
};
jobs.define<{ n: number }>(kind);
await jobs.start();
await jobs.send(kind, { n: 3 }, 'c');
