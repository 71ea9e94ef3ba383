import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../../../test/fixtures';
import { databaseUrl } from '../../../test/fixtures/templates';
import type { DatabaseHandle } from '../db/database';
import { JobQueue, type JobKind } from './queue';

/** The queue's log, unread here. */
const quiet = { error: () => undefined, warn: () => undefined };

/** A promise and its resolve, to wait on a state. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The URL of a test database on the PostgreSQL server, for another process. */
const ownUrl = async (database: DatabaseHandle) => {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  return databaseUrl(rows[0]!.name);
};

describe.each(ENGINES)('job queue on %s', (engine) => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await database?.close();
  });

  const startQueue = async (kinds: JobKind<{ n: number }>[], maintenanceSeconds?: number) => {
    const queue = new JobQueue(database.db, quiet, { maintenanceSeconds });
    for (const kind of kinds) queue.define(kind);
    await queue.start();
    queues.push(queue);
    return queue;
  };

  it('runs a queued job once, however often it is sent', async () => {
    database = await freshDatabase(engine);
    const ran: number[] = [];
    const done = signal();
    const kind: JobKind<{ n: number }> = {
      name: 'test-once',
      run: async ({ n }) => {
        ran.push(n);
        done.resolve();
      },
      gaveUp: async () => undefined,
    };
    const queue = await startQueue([kind]);
    await queue.send(kind, { n: 1 }, 'a');
    await queue.send(kind, { n: 1 }, 'a');
    await done.promise;
    await queue.send(kind, { n: 1 }, 'a');
    await queue.idle();
    expect(ran).toEqual([1]);
  }, 120_000);

  it('retries a failed attempt, then gives up with the reason', async () => {
    database = await freshDatabase(engine);
    let attempts = 0;
    const gaveUp = signal<string>();
    const kind: JobKind<{ n: number }> = {
      name: 'test-fails',
      retryLimit: 1,
      run: async () => {
        attempts++;
        throw new Error('broken');
      },
      gaveUp: async (_data, reason) => gaveUp.resolve(reason),
    };
    const queue = await startQueue([kind]);
    await queue.send(kind, { n: 2 }, 'b');
    expect(await gaveUp.promise).toBe('任务多次中断');
    expect(attempts).toBe(2);
  }, 120_000);

  it('queues a key whose job gave up again after its rest, when its kind says so', async () => {
    database = await freshDatabase(engine);
    let attempts = 0;
    let gaveUp = signal();
    const kind: JobKind<{ n: number }> = {
      name: 'test-again',
      retryLimit: 0,
      againAfterSeconds: 2,
      run: async () => {
        attempts++;
        throw new Error('broken');
      },
      gaveUp: async () => gaveUp.resolve(),
    };
    const queue = await startQueue([kind]);
    await queue.send(kind, { n: 3 }, 'c');
    await gaveUp.promise;
    await queue.idle();
    // Within its rest, the same key queues nothing.
    await queue.send(kind, { n: 3 }, 'c');
    await queue.idle();
    expect(attempts).toBe(1);
    // Rested (the failure two seconds old by the database's clock), the key queues a second round, once however often
    // it is sent; that round failing too rests in turn.
    gaveUp = signal();
    await expect
      .poll(
        async () => {
          await queue.send(kind, { n: 3 }, 'c');
          return attempts;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(2);
    await gaveUp.promise;
    await queue.send(kind, { n: 3 }, 'c');
    await queue.idle();
    expect(attempts).toBe(2);
  }, 120_000);

  it('stops a running job that is cancelled: the handler’s signal is aborted at the next heartbeat', async () => {
    database = await freshDatabase(engine);
    const aborted = signal();
    const started = signal();
    const kind: JobKind<{ n: number }> = {
      name: 'test-cancel',
      leaseSeconds: 3,
      run: (_data, job) => {
        started.resolve();
        return new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => {
            aborted.resolve();
            resolve();
          }),
        );
      },
      gaveUp: async () => undefined,
    };
    const queue = await startQueue([kind]);
    await queue.send(kind, { n: 4 }, 'd');
    await started.promise;
    await queue.cancel(kind, 'd');
    await aborted.promise;
    await queue.idle();
  }, 120_000);

  it.runIf(engine === 'postgres')(
    'finishes on another instance a job whose instance was killed while running it',
    async () => {
      database = await freshDatabase(engine);
      const finished = signal<number>();
      const kind: JobKind<{ n: number }> = {
        name: 'test-failover',
        leaseSeconds: 2,
        run: async ({ n }) => finished.resolve(n),
        gaveUp: async () => undefined,
      };
      // The other instance: a process of its own, which takes the job and is then killed.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./queue.fixture.ts', import.meta.url))],
        {
          env: { ...process.env, DATABASE_URL: await ownUrl(database) },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve) => {
        let said = '';
        child.stdout.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('taken')) resolve();
        });
      });
      child.kill('SIGKILL');
      await once(child, 'exit');
      await startQueue([kind], 1);
      expect(await finished.promise).toBe(3);
    },
    180_000,
  );
});
