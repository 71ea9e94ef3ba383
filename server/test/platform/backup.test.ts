import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupEmbedded,
  backupPostgres,
  BackupRefused,
  requestServerBackup,
  restoreEmbedded,
  restorePostgres,
  serveBackupRequests,
} from '../../src/platform/db/backup';
import { migrateToLatest, openDatabase, type Db } from '../../src/platform/db/database';
import { seedDemo } from '../../src/seed/demo';
import { PASSWORD } from '../fixtures';

/**
 * `db backup` and `db restore` on both engines: back up, change data, restore; the change is gone and
 * every table is as it was. Refused while a server holds the database, and for a newer schema.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-backup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every table of the public schema, its rows digested in a stable order. */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ d: string | null; n: number }>`
      select md5(string_agg(t::text, '|' order by t::text)) as d, count(*)::int as n from ${sql.table(name)} t`.execute(
      db,
    );
    out[name] = `${row.rows[0]!.n}:${row.rows[0]!.d ?? ''}`;
  }
  return out;
}

/** Changes a user would make after the backup: a new group, a renamed user, a user removed. */
async function change(db: Db): Promise<void> {
  const admin = await db
    .selectFrom('app_user')
    .select(['id', 'inst_id'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monitor_group')
    .values({ inst_id: admin.inst_id, user_id: admin.id, name: '备份之后' })
    .execute();
  await db.updateTable('app_user').set({ display_name: '改过的名字' }).where('id', '=', admin.id).execute();
  await db.deleteFrom('app_user').where('username', '=', 'analyst').execute();
}

const future = (db: Db) =>
  sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', now()::text)`.execute(db);

/** A process that only waits: the "server" holding a lock in the tests that need one alive. */
function holder(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('spawn', () => resolve(child)));
}

describe('backup and restore on the embedded database', () => {
  const dataDir = path.join(tmp, 'embedded');
  const pgdata = path.join(dataDir, 'pgdata');
  let before: Record<string, string>;

  beforeAll(async () => {
    mkdirSync(dataDir);
    const database = await openDatabase({ pgliteDir: pgdata });
    await migrateToLatest(database.db);
    await seedDemo(database.db, PASSWORD);
    before = await digest(database.db);
    await database.close();
  });

  it('backs up, and a restore brings back every table as it was', async () => {
    const file = path.join(tmp, 'embedded.tar.gz');
    const backup = await backupEmbedded(dataDir, file);
    expect(backup.kind).toBe('embedded');
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.migrations.length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    let database = await openDatabase({ pgliteDir: pgdata });
    await change(database.db);
    expect(await digest(database.db)).not.toEqual(before);
    await database.close();

    const restored = await restoreEmbedded(dataDir, file);
    expect(restored.migrations).toEqual(backup.migrations);
    expect(restored.pending).toEqual([]);
    expect(restored.counts.app_user).toBe(4);
    expect(restored.previous && existsSync(restored.previous)).toBe(true);
    expect(existsSync(`${pgdata}.restoring`)).toBe(false);

    database = await openDatabase({ pgliteDir: pgdata });
    try {
      expect(await digest(database.db)).toEqual(before);
      const groups = await database.db.selectFrom('monitor_group').select('name').execute();
      expect(groups.map((g) => g.name)).not.toContain('备份之后');
    } finally {
      await database.close();
    }
    rmSync(restored.previous!, { recursive: true, force: true });
  });

  it('refuses to restore while a server holds the data folder, and takes over a lock left by a dead one', async () => {
    const file = path.join(tmp, 'embedded.tar.gz');
    const server = await holder();
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(server.pid));
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(BackupRefused);
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/holds the data folder/);
      expect(readdirSync(dataDir).filter((n) => n.startsWith('pgdata'))).toEqual(['pgdata']);
    } finally {
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));
    }
    // The same lock, its process gone: stale, taken over.
    const restored = await restoreEmbedded(dataDir, file);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    rmSync(restored.previous!, { recursive: true, force: true });
  });

  it("restores a tarball of PGlite's own dumpDataDir", async () => {
    const pglite = await PGlite.create(pgdata);
    const file = path.join(tmp, 'pglite-dump.tgz');
    try {
      writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await pglite.close();
    }
    const restored = await restoreEmbedded(dataDir, file);
    expect(restored.counts.app_user).toBe(4);
    expect(restored.pending).toEqual([]);
    rmSync(restored.previous!, { recursive: true, force: true });
  });

  it('refuses a file that is not a backup of this engine', async () => {
    const file = path.join(tmp, 'not-a-backup.txt');
    writeFileSync(file, 'PGDMP is what a pg_dump archive starts with; this is not one');
    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/not a backup of the embedded database/);
  });

  it('is written by the server that holds the folder when asked; a backup of a newer schema is refused', async () => {
    const file = path.join(tmp, 'newer.tar.gz');
    let now: Record<string, string>;
    const database = await openDatabase({ pgliteDir: pgdata });
    const lines: string[] = [];
    const stop = serveBackupRequests(dataDir, Promise.resolve(database), (line) => lines.push(line));
    try {
      // A release newer than this code ran its migration here.
      await future(database.db);
      // This test process plays the server: `db backup` finds its pid in the lock and asks it.
      const report = await requestServerBackup(dataDir, process.pid, file);
      expect(report.byServer).toBe(true);
      expect(report.migrations).toContain('9999_from_a_newer_release');
      expect(lines.join('\n')).toContain(`backup written: ${file}`);
      expect(readdirSync(path.join(dataDir, 'backup-requests'))).toEqual([]);
      await sql`delete from kysely_migration where name like '9999%'`.execute(database.db);
      now = await digest(database.db);
    } finally {
      stop();
      await database.close();
    }

    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/newer than this code.*9999_from_a_newer_release/);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('pgdata'))).toEqual(['pgdata']);
    const after = await openDatabase({ pgliteDir: pgdata });
    try {
      expect(await digest(after.db)).toEqual(now);
    } finally {
      await after.close();
    }
  });
});

const PG_URL = process.env.TEST_DATABASE_URL;

describe.runIf(PG_URL)('backup and restore on PostgreSQL', () => {
  const name = `esee_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let url: string;
  let before: Record<string, string>;

  const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  const withDb = async <T>(run: (db: Db) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      return await run(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const u = new URL(PG_URL!);
    u.pathname = `/${name}`;
    url = u.href;
    before = await withDb(async (db) => {
      await migrateToLatest(db);
      await seedDemo(db, PASSWORD);
      return digest(db);
    });
  });
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('backs up with pg_dump, and a restore brings back every table as it was', async () => {
    const file = path.join(tmp, 'postgres.dump');
    const backup = await backupPostgres(url, file);
    expect(backup.kind).toBe('postgres');
    expect(backup.migrations.length).toBeGreaterThan(0);
    await withDb(async (db) => {
      await change(db);
      expect(await digest(db)).not.toEqual(before);
    });
    const restored = await restorePostgres(url, file);
    expect(restored.migrations).toEqual(backup.migrations);
    expect(restored.counts.app_user).toBe(4);
    await withDb(async (db) => expect(await digest(db)).toEqual(before));
  });

  it('refuses while another session uses the database, unless forced', async () => {
    const file = path.join(tmp, 'postgres.dump');
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    try {
      await expect(restorePostgres(url, file)).rejects.toThrow(/other session\(s\) use this database/);
      await restorePostgres(url, file, true);
    } finally {
      await server.end();
    }
    await withDb(async (db) => expect(await digest(db)).toEqual(before));
  });

  it('refuses a backup of a newer schema and leaves the database as it was', async () => {
    await withDb(future);
    const file = path.join(tmp, 'postgres-newer.dump');
    await backupPostgres(url, file);
    await withDb((db) => sql`delete from kysely_migration where name like '9999%'`.execute(db));
    await expect(restorePostgres(url, file)).rejects.toThrow(/newer than this code.*9999_from_a_newer_release/);
    await withDb(async (db) => expect(await digest(db)).toEqual(before));
  });
});
