import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataSet } from '../../src/data/load';
import { openDatabase } from '../../src/platform/db/database';
import { httpCall, serverEnv, signIn, spawnServer } from '../fixtures/realServer.mjs';

/**
 * The fast part of `npm run test:crash`: the real server (server/src/server.ts) on a temporary data folder
 * of the embedded database, over real HTTP. A second server on the folder is refused; the server is killed
 * (SIGKILL) while batch imports are in flight, the moment the first of them is answered; it starts again on
 * the folder, taking over the stale lock; every answered import is there with all its companies and none is
 * there in part; the session from before the kill still works; a SIGTERM stops it cleanly and frees the lock.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-crash-'));
const dataDir = path.join(tmp, 'data');
const PORT = 9100 + (process.pid % 40);
const base = `http://127.0.0.1:${PORT}`;
const COMPANIES = 300;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves when the server prints that it is ready; rejects if it exits first. */
  ready: Promise<void>;
}

function startServer(port = PORT): Running {
  return spawnServer(ROOT, serverEnv({ dataDir, port, companies: COMPANIES, logLevel: 'warn' }));
}

async function kill9(server: Running): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

const call = (token: string, method: string, url: string, body?: unknown) => httpCall(base, token, method, url, body);

/**
 * Sign in as the browser does: the password sealed with the server's key, bound to a captcha's uuid, at the server's
 * time (its answer's X-Server-Time, as the page reads it): its pinned clock started with it, not with this worker.
 */
const lockPid = () => readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim();

describe('the real server killed during batch imports', () => {
  let server: Running;
  let token: string;
  let entIds: string[];

  beforeAll(async () => {
    server = startServer();
    await server.ready;
    token = await signIn(base, 'analyst');
    entIds = readFileSync(path.join(dataDir, 'demo-data/companies.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { entId: string }).entId);
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) await kill9(server);
    rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder while the first runs', async () => {
    const second = startServer(PORT + 50);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server \(process \d+\)/);
    expect(lockPid()).toBe(String(server.child.pid));
    expect((await fetch(`${base}/framework/auth_type`)).ok).toBe(true);
  }, 60_000);

  it('keeps every answered import whole and no import in part, and starts again on the folder', async () => {
    // Eight imports at once, each of its own companies; the server is killed when the first is answered.
    const sizes = [300, 250, 200, 150, 120, 90, 60, 30];
    const answered: { fileName: string; n: number }[] = [];
    let firstAnswer: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (firstAnswer = resolve));
    const calls = sizes.map(async (n, i) => {
      const fileName = `crash-${i}.xlsx`;
      const confirmList = entIds.slice(0, n).map((entId, line) => ({ entId, data: entId, excelLineNo: line + 2 }));
      try {
        const res = await call(token, 'POST', '/esee/upload/dataConfirm', { fileName, totalRecord: n, confirmList });
        if (res.code === 200) answered.push({ fileName, n });
        firstAnswer();
      } catch {
        // cut by the kill: no answer
      }
    });
    await first;
    const killed = server.child.pid;
    await kill9(server);
    await Promise.all(calls);
    expect(answered.length).toBeGreaterThan(0);
    // The lock is left behind, naming the dead process.
    expect(lockPid()).toBe(String(killed));

    server = startServer();
    await server.ready;
    expect(lockPid()).toBe(String(server.child.pid));
    // The session from before the kill is data too.
    const list = await call(token, 'POST', '/esee/batchSearch/uploadFileList', new URLSearchParams({ pageSize: '50' }));
    expect(list.code).toBe(200);
    const files = list.data.list as { fileName: string; totalRecord: number; matchRecord: number }[];
    for (const { fileName, n } of answered)
      expect(files.find((f) => f.fileName === fileName)).toMatchObject({ totalRecord: n, matchRecord: n });
    // Whatever the kill cut is there whole or not at all.
    for (const f of files) expect(f.matchRecord).toBe(f.totalRecord);
  }, 120_000);

  it('stops cleanly on SIGTERM and frees the folder', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('loads the demo companies and their customer books in one transaction', async () => {
    // What the first start does (server.ts): a failure, or a kill, after the companies and before the books
    // leaves neither. Here the books fail on purpose, after a row of them was written.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
    try {
      const loads = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from data_load`.execute(database.db)).rows[0]!.n);
      const before = await loads();
      // A set of one company of the demo's (an update of it), to keep the load short.
      const one = path.join(tmp, 'one');
      mkdirSync(one);
      const [company] = readFileSync(path.join(dataDir, 'demo-data/companies.jsonl'), 'utf8').split('\n');
      writeFileSync(path.join(one, 'companies.jsonl'), `${company}\n`);
      const failing = loadDataSet(database.db, one, {
        alongside: async (trx) => {
          await sql`insert into platform_setting (name, value) values ('crash-test', 'written')`.execute(trx);
          throw new Error('the customer books failed');
        },
      });
      await expect(failing).rejects.toThrow('the customer books failed');
      expect(await loads()).toBe(before);
      const setting = await sql`select 1 from platform_setting where name = 'crash-test'`.execute(database.db);
      expect(setting.rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
