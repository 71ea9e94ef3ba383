import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import { inBackground } from '../db/foreground';

/**
 * The job system: long work (exports, reports, runs) as jobs of pg-boss, a maintained queue over the database
 * (the same tables on PostgreSQL and on the embedded engine). A job is leased to the instance that fetched it and
 * kept by its heartbeat; an instance that dies stops beating, its lease runs out, and pg-boss's maintenance (on
 * whichever instance) puts the job back for another instance to run: an instance never fails another's job. A job
 * that fails every attempt goes to its kind's dead-letter queue, where `gaveUp` marks the work's own record.
 *
 * The CPU part of a job runs in a worker thread (platform/workers); the job's handler reads and writes the database.
 */

/** pg-boss's schema. */
const SCHEMA = 'pgboss';
/** How often an instance looks for jobs others queued (its own are started at once). */
const POLL_MS = 2_000;

export interface RunningJob {
  id: string;
  /** Aborted when the job is cancelled, its lease was lost, or the instance stops. */
  signal: AbortSignal;
}

export interface JobKind<D extends object> {
  /** The queue's name: letters, digits, `-`, `_`, `.`. */
  name: string;
  /** How long a job may go without its instance's heartbeat before another instance takes it over. */
  leaseSeconds?: number;
  /** Attempts after the first one; a crash or a lost lease counts as a failed attempt. */
  retryLimit?: number;
  /**
   * Work keyed by the state it answers (a refresh): once every attempt of a key's job failed, the key queues again
   * when sent this long after (a passing fault, such as a restarted database, is not the state's end). Without it a
   * key queues once, as a run or an export that gave up is the work's own record.
   */
  againAfterSeconds?: number;
  /**
   * Work nobody waits for (a baseline kept up to the data): on the embedded engine its statements give way to the
   * jobs people wait for, as every job's give way to requests.
   */
  maintenance?: boolean;
  /** Do the work. Throwing fails the attempt (retried while attempts remain); domain failures are recorded, not thrown. */
  run(data: D, job: RunningJob): Promise<void>;
  /** Every attempt failed (or was cut short): record it on the work's own row. */
  gaveUp(data: D, reason: string): Promise<void>;
}

interface Registered {
  kind: JobKind<object>;
  lease: number;
  busy: boolean;
  again: boolean;
}

/** pg-boss reads and writes through our Kysely (one pool, and on the embedded engine its one connection). */
const executor = (db: Db) => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const result = await db.executeQuery(CompiledQuery.raw(text, values));
    return { rows: result.rows as Record<string, unknown>[] };
  },
});

/** A stable job id from a key (pg-boss ignores a second send with an id it holds): sending twice queues once. */
export const jobIdOf = (key: string) => {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export class JobQueue {
  private readonly boss: PgBoss;
  /** pg-boss's way to the database, and the heartbeat's. */
  private readonly sql: ReturnType<typeof executor>;
  private readonly kinds = new Map<string, Registered>();
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: { maintenanceSeconds?: number } = {},
  ) {
    this.sql = executor(db);
    this.boss = new PgBoss({
      db: this.sql,
      schema: SCHEMA,
      // Expired leases are looked for this often (by one instance at a time): the delay before a job left by a
      // dead instance runs elsewhere.
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 15,
      schedule: false,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue'));
  }

  /** Declare a kind of job before `start`. */
  define<D extends object>(kind: JobKind<D>) {
    if (this.started) throw new Error(`job kind ${kind.name} defined after start`);
    this.kinds.set(kind.name, {
      kind: kind as JobKind<object>,
      lease: kind.leaseSeconds ?? 30,
      busy: false,
      again: false,
    });
  }

  async start() {
    await this.boss.start();
    for (const { kind, lease } of this.kinds.values()) {
      const deadLetter = `${kind.name}.dead`;
      await this.boss.createQueue(deadLetter);
      await this.boss.createQueue(kind.name, {
        name: kind.name,
        retryLimit: kind.retryLimit ?? 2,
        expireInSeconds: lease,
        deadLetter,
      });
    }
    this.started = true;
    this.timer = setInterval(() => this.kickAll(), POLL_MS);
    this.timer.unref();
    this.kickAll();
  }

  /** Queue a job of `kind`; `key` makes it idempotent (the same key queues once, but see `againAfterSeconds`). */
  async send<D extends object>(kind: JobKind<D>, data: D, key: string): Promise<void> {
    const id = await this.idFor(kind, key);
    if (!id) return;
    await this.boss.send(kind.name, data, { id });
    this.kick(kind.name);
  }

  /**
   * The job id a send of `key` uses: the key's own, or, where its job gave up `againAfterSeconds` ago or more, the
   * next round's (`key#1`, `key#2`…, so that every instance sending the same key picks the same one); none while the
   * last round's failure is more recent.
   */
  private async idFor<D extends object>(kind: JobKind<D>, key: string): Promise<string | undefined> {
    let id = jobIdOf(`${kind.name}:${key}`);
    if (kind.againAfterSeconds === undefined) return id;
    for (let round = 1; ; round++) {
      const { rows } = await this.sql.executeSql(
        // pg-boss writes completed_on by the database's now(), not the one clock.
        // eslint-disable-next-line no-restricted-syntax
        `select completed_on <= now() - $3 * interval '1 second' as rested
           from ${SCHEMA}.job where name = $1 and id = $2 and state = 'failed'`,
        [kind.name, id, kind.againAfterSeconds],
      );
      if (!rows.length) return id;
      if (!rows[0]!.rested) return undefined;
      id = jobIdOf(`${kind.name}:${key}#${round}`);
    }
  }

  /** Cancel a queued or running job: its handler's signal is aborted at its next heartbeat. */
  async cancel<D extends object>(kind: JobKind<D>, key: string) {
    await this.boss.cancel(kind.name, jobIdOf(`${kind.name}:${key}`));
  }

  /** Look for jobs of `name` now (a no-op while this instance is at one, which then looks again). */
  kick(name: string) {
    const registered = this.kinds.get(name);
    if (!registered || !this.started || this.stopping.signal.aborted) return;
    if (registered.busy) {
      registered.again = true;
      return;
    }
    registered.busy = true;
    // Jobs are background work: on the embedded engine their statements give way to requests.
    const drained = inBackground(() => this.drain(registered), registered.kind.maintenance ? 'maintenance' : 'job')
      .catch((error: unknown) => this.log.error({ err: error, queue: name }, 'job queue'))
      .finally(() => {
        registered.busy = false;
        this.running.delete(drained);
        if (registered.again) {
          registered.again = false;
          this.kick(name);
        }
      });
    this.running.add(drained);
  }

  /** Resolves when this instance runs no job. */
  async idle() {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** Stop taking jobs, let the running ones finish, stop pg-boss (the database stays open). */
  async stop() {
    clearInterval(this.timer);
    this.stopping.abort();
    await this.idle();
    if (this.started) await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  private kickAll() {
    for (const name of this.kinds.keys()) this.kick(name);
  }

  /** Run this kind's queued jobs one at a time, then its dead letters. */
  private async drain(registered: Registered) {
    const { kind } = registered;
    while (!this.stopping.signal.aborted) {
      registered.again = false;
      const [job] = await this.boss.fetch<object>(kind.name, { batchSize: 1 });
      if (!job) break;
      await this.runOne(registered, job.id, job.data);
    }
    for (;;) {
      const [dead] = await this.boss.fetch<object>(`${kind.name}.dead`, { batchSize: 1 });
      if (!dead) break;
      await kind.gaveUp(dead.data, '任务多次中断');
      await this.boss.complete(`${kind.name}.dead`, dead.id);
    }
  }

  private async runOne({ kind, lease }: Registered, id: string, data: object) {
    const lost = new AbortController();
    const signal = AbortSignal.any([lost.signal, this.stopping.signal]);
    // The heartbeat: the lease is moved `lease` seconds ahead of now, three times a lease. A job that is no longer
    // active (cancelled, or expired and taken over) stops here.
    const beat = setInterval(
      async () => {
        try {
          const { rows } = await this.sql.executeSql(
            // pg-boss's own times (started_on, its expiry check) are the database's now(), not the one clock.
            // eslint-disable-next-line no-restricted-syntax
            `update ${SCHEMA}.job set expire_in = (now() - started_on) + $3 * interval '1 second'
           where name = $1 and id = $2 and state = 'active' returning id`,
            [kind.name, id, lease],
          );
          if (!rows.length) lost.abort();
        } catch (error) {
          this.log.warn({ err: error, job: id }, 'job heartbeat failed');
        }
      },
      (lease * 1000) / 3,
    );
    try {
      await kind.run(data, { id, signal });
      clearInterval(beat);
      if (!lost.signal.aborted) await this.boss.complete(kind.name, id);
    } catch (error) {
      clearInterval(beat);
      this.log.error({ err: error, queue: kind.name, job: id }, 'job attempt failed');
      if (!lost.signal.aborted && !this.stopping.signal.aborted)
        await this.boss.fail(kind.name, id, { message: error instanceof Error ? error.message : String(error) });
    }
  }
}
