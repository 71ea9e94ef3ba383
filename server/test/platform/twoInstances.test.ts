import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { NGINX, startLocalNginx } from '../../../scripts/lib/localNginx.mjs';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { freshDatabase } from '../fixtures';
import { httpCall, serverEnv, signIn, spawnServer } from '../fixtures/realServer.mjs';
import { databaseUrl } from '../fixtures/templates';

/**
 * Two real server processes over one PostgreSQL database and one Redis, behind the shipped nginx (issue 37): a
 * user's per-minute limit holds whichever instance answers, and a job whose instance is killed while running it is
 * finished by the other. Runs where PostgreSQL (TEST_DATABASE_URL), Redis (127.0.0.1:6379) and nginx are.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SEARCHES = 6;

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
const ready = Boolean(process.env.TEST_DATABASE_URL) && existsSync(NGINX) && (await redisAnswers());

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
}

describe.runIf(ready)('two instances behind nginx, one database, one Redis', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-two-'));
  const ports = [9200, 9201, 9202].map((p) => p + (process.pid % 50) * 3);
  let database: DatabaseHandle;
  let env: (port: number, name: string) => NodeJS.ProcessEnv;
  let nginx: { base: string; stop: () => void };
  const instances: Instance[] = [];

  const start = async (port: number, name: string): Promise<Instance> => {
    const { child, exited, ready } = spawnServer(ROOT, env(port, name));
    await ready;
    const instance = { child, base: `http://127.0.0.1:${port}`, exited };
    instances.push(instance);
    return instance;
  };
  const kill = async (instance: Instance, signal: NodeJS.Signals) => {
    instance.child.kill(signal);
    await instance.exited;
  };

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    const url = databaseUrl(rows[0]!.name);
    for (const dir of ['shell', 'remotes']) mkdirSync(path.join(tmp, dir));
    const prefix = `esee-test-${process.pid}-${Date.now()}:`;
    env = (port, name) =>
      serverEnv({
        dataDir: path.join(tmp, name),
        port,
        companies: 200,
        logLevel: 'warn',
        more: {
          DATABASE_URL: url,
          REDIS_URL: 'redis://127.0.0.1:6379',
          REDIS_PREFIX: prefix,
          CALLS_PER_MINUTE: `search:${SEARCHES}`,
        },
      });
    // One after the other: the first seeds the database, the second finds it seeded.
    await start(ports[0]!, 'a');
    await start(ports[1]!, 'b');
    nginx = await startLocalNginx({
      port: ports[2]!,
      apiPorts: [ports[0]!, ports[1]!],
      shellDir: path.join(tmp, 'shell'),
      remotesDir: path.join(tmp, 'remotes'),
    });
  }, 600_000);

  afterAll(async () => {
    nginx?.stop();
    await Promise.all(instances.map((i) => (i.child.exitCode === null ? kill(i, 'SIGTERM') : undefined)));
    await database?.close();
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it("holds a user's per-minute limit whichever instance answers", async () => {
    const token = await signIn(nginx.base, 'analyst');
    const search = (base: string) =>
      httpCall(base, token, 'POST', '/esee/entInfo/likeByCompanyName', { companyName: '科技' });
    const [a, b] = instances;
    // The calls alternate between the two instances; each has answered fewer than the limit by itself.
    for (let i = 0; i < SEARCHES; i++) expect((await search((i % 2 ? b : a)!.base)).code).toBe(ResultCode.OK);
    expect((await search(a!.base)).code).toBe(ResultCode.TOO_MANY);
    expect((await search(b!.base)).code).toBe(ResultCode.TOO_MANY);
    expect((await search(nginx.base)).code).toBe(ResultCode.TOO_MANY);
  });

  it('finishes on the other instance a report whose instance was killed while writing it', async () => {
    // Instance b stops, so that a takes the job; a is killed while the job is 处理中; b starts again and writes it.
    const [a, b] = instances;
    await kill(b!, 'SIGTERM');
    const token = await signIn(a!.base, 'analyst');
    const { ent_id: company } = await database.db
      .selectFrom('company')
      .select('ent_id')
      .orderBy('ent_id')
      .executeTakeFirstOrThrow();
    const created = await httpCall(a!.base, token, 'POST', '/esee/report/create', {
      entId: company,
      template: 'credit',
    });
    expect(created.code).toBe(ResultCode.OK);
    const jobId = (created.data as { jobId: number }).jobId;
    const row = () =>
      database.db.selectFrom('export_job').select('state').where('id', '=', jobId).executeTakeFirstOrThrow();
    // Killed the moment its file is being written.
    let taken = await row();
    while (taken.state === 'queued') taken = await row();
    expect(taken.state).toBe('processing');
    await kill(a!, 'SIGKILL');
    const b2 = await start(ports[1]!, 'b');
    const seen = async () =>
      (
        (await httpCall(b2.base, token, 'POST', '/esee/report/list', {})).data as {
          list: { jobId: number; state: string }[];
        }
      ).list.find((j) => j.jobId === jobId)?.state;
    let state = await seen();
    while (state === 'generating') state = await seen();
    expect(state).toBe('success');
  }, 300_000);
});
