import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from './database';
import { packFolder, unpackInto } from './tarball';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './lock';
import { migrationProvider } from './migrations';
import { now } from '../clock';

/**
 * Backup and restore of both engines (`npm run db:backup`, `npm run db:restore`).
 *
 * - Embedded (PGlite): the data folder copied at one instant after a checkpoint (no query runs during the
 *   copy), packed as a gzipped tar (the format of PGlite's `dumpDataDir`/`loadDataDir`, which read these too).
 *   With the server stopped the command opens the folder itself (under the server's lock); while a server
 *   holds the folder, the command asks that server to write the copy (a request file and SIGUSR2), since no
 *   second process may open it. A restore unpacks beside the database and opens it before it replaces it.
 * - PostgreSQL: `pg_dump --format=custom` of `DATABASE_URL`'s database (a consistent snapshot while the
 *   servers run), restored with `pg_restore` into an emptied `public` schema in one transaction.
 *
 * Restore refuses while a server uses the database (the embedded folder's lock; other sessions on
 * PostgreSQL), and refuses a backup that has a migration this code does not know (a newer schema). It
 * restores an older backup; the server applies the missing migrations when it starts.
 */

/** A refusal with a sentence for the operator (the command prints it and exits 1). */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export type BackupKind = 'embedded' | 'postgres';

export interface BackupReport {
  file: string;
  kind: BackupKind;
  bytes: number;
  seconds: number;
  /** Migrations applied in the database that was copied. */
  migrations: string[];
  /** Written by the running server (embedded), not by this process. */
  byServer?: boolean;
  /** Embedded: how long queries waited while the data folder was copied (the checkpoint and the copy). */
  pausedSeconds?: number;
}

export interface RestoreReport {
  file: string;
  kind: BackupKind;
  bytes: number;
  seconds: number;
  migrations: string[];
  /** Migrations the code has that the backup lacks: the server applies them at its next start. */
  pending: string[];
  /** Rows of a few tables in the restored database. */
  counts: Record<string, number>;
  /** Embedded: where the database that was replaced was moved (delete it once satisfied). */
  previous?: string;
}

/** Tables counted after a restore, to show what came back. */
const COUNTED = ['institution', 'app_user', 'company', 'monitored_company', 'monitor_alert', 'batch_file'] as const;

/** Migrations this code knows, in order. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/** A backup's kind from its first bytes: gzip or tar (PGlite's tarball), or pg_dump's custom format. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(512);
  const fd = openSync(file, 'r');
  let n: number;
  try {
    n = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (n >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (n >= 262 && head.toString('latin1', 257, 262) === 'ustar') return 'embedded';
  if (n >= 5 && head.toString('latin1', 0, 5) === 'PGDMP') return 'postgres';
  return null;
}

/** Flush a written file to the disk, then give it its name: a backup is there whole or not at all. */
function finish(partial: string, file: string): void {
  const fd = openSync(partial, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

async function migrationsIn(db: Db): Promise<string[]> {
  const exists = await sql<{ t: string | null }>`select to_regclass('public.kysely_migration')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

async function countsIn(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const found = await query(`select to_regclass('public.${table}')::text as t`);
    if (found.rows[0]?.t) counts[table] = Number((await query(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  }
  return counts;
}

const stamp = () => now().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/** Where a backup goes when `--out` is not given: `DATA_DIR/backups/esee-<engine>-<time>.<ext>`. */
export function defaultBackupFile(dataDir: string, kind: BackupKind): string {
  return path.join(dataDir, 'backups', `esee-${kind}-${stamp()}.${kind === 'embedded' ? 'tar.gz' : 'dump'}`);
}

// ---- Embedded (PGlite) ----

/**
 * Copy an open embedded database to `out`: its folder copied at one instant (after a checkpoint; queries wait
 * for the copy only), then packed from the copy as a gzipped tar while the server goes on.
 */
export async function snapshotTo(database: DatabaseHandle, out: string): Promise<BackupReport> {
  if (!database.copyTo || !database.folder)
    throw new BackupRefused('not an embedded database on disk: PostgreSQL is backed up with pg_dump');
  const t0 = performance.now();
  const migrations = await migrationsIn(database.db);
  const staging = `${database.folder}${STAGING}${randomUUID().slice(0, 8)}`;
  const partial = `${out}.partial`;
  mkdirSync(path.dirname(out), { recursive: true });
  try {
    const c0 = performance.now();
    await database.copyTo(staging);
    const pausedSeconds = (performance.now() - c0) / 1000;
    await packFolder(staging, partial);
    finish(partial, out);
    return {
      file: out,
      kind: 'embedded',
      bytes: statSync(out).size,
      seconds: (performance.now() - t0) / 1000,
      pausedSeconds,
      migrations,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** The folder a backup copies the database into, beside it: `pgdata.backup-<id>`. */
const STAGING = '.backup-';

const REQUESTS = 'backup-requests';

/**
 * Back up the embedded database of `dataDir` to `out`: itself when no server holds the folder (under the
 * lock, so none starts meanwhile), else through the server that holds it.
 */
export async function backupEmbedded(dataDir: string, out: string, timeoutMs = 60 * 60_000): Promise<BackupReport> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION')))
    throw new BackupRefused(`there is no embedded database in ${pgdata}`);
  const holder = lockHolder(dataDir);
  if (holder) return requestServerBackup(dataDir, holder, out, timeoutMs);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    // A server started between the look and the lock: ask it.
    if (error instanceof DataDirLockedError) return requestServerBackup(dataDir, error.pid, out, timeoutMs);
    throw error;
  }
  try {
    const database = await openDatabase({ pgliteDir: pgdata });
    try {
      return await snapshotTo(database, out);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Ask the server `pid` that holds `dataDir` to write a backup to `out`, and wait for its answer. */
export async function requestServerBackup(
  dataDir: string,
  pid: number,
  out: string,
  timeoutMs = 60 * 60_000,
): Promise<BackupReport> {
  // SIGUSR2 ends a process without a handler: never send it to a process that is not a Node.js server (a
  // lock whose process died and whose number was given to another one).
  const command = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : null;
  if (command !== null && !/node|server/.test(command))
    throw new BackupRefused(
      `the lock of ${dataDir} names process ${pid}, which is not the server (${command.split('\0')[0]})`,
    );
  const dir = path.join(dataDir, REQUESTS);
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const request = path.join(dir, `${id}.json`);
  const answer = path.join(dir, `${id}.done`);
  writeFileSync(`${request}.tmp`, JSON.stringify({ out }));
  renameSync(`${request}.tmp`, request);
  try {
    process.kill(pid, 'SIGUSR2');
    const until = performance.now() + timeoutMs;
    while (!existsSync(answer)) {
      if (performance.now() > until) throw new Error(`the server (process ${pid}) did not write the backup in time`);
      try {
        process.kill(pid, 0);
      } catch {
        throw new Error(`the server (process ${pid}) stopped before it wrote the backup`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = JSON.parse(readFileSync(answer, 'utf8')) as { report?: BackupReport; error?: string };
    if (!result.report)
      throw new Error(`the server (process ${pid}) could not write the backup: ${result.error ?? '?'}`);
    return { ...result.report, byServer: true };
  } finally {
    rmSync(request, { force: true });
    rmSync(answer, { force: true });
  }
}

/** A request nobody waits for any more (its command was killed): dropped, not served. */
const STALE_REQUEST_MS = 10 * 60_000;

/**
 * In the server on the embedded database: write the backups that `db backup` asks for (a request file in
 * `DATA_DIR/backup-requests/`, then SIGUSR2). Call it as soon as the lock is held: SIGUSR2 would end a
 * process without a handler, and `db backup` sends it to whichever process holds the lock. Requests are
 * served once `database` is open. Returns a stop function.
 */
export function serveBackupRequests(
  dataDir: string,
  database: Promise<DatabaseHandle>,
  log: (line: string) => void,
): () => void {
  const dir = path.join(dataDir, REQUESTS);
  mkdirSync(dir, { recursive: true });
  // Copies left by a backup that a kill cut short.
  for (const name of readdirSync(dataDir))
    if (name.startsWith(`pgdata${STAGING}`)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  let busy = false;
  let again = false;
  const serve = async (name: string) => {
    const request = path.join(dir, name);
    const answer = request.replace(/\.json$/, '.done');
    let result: { report?: BackupReport; error?: string };
    try {
      // A file's age is read on the file system's clock, which a pinned clock does not move.
      // eslint-disable-next-line no-restricted-syntax -- see above
      if (Date.now() - statSync(request).mtimeMs > STALE_REQUEST_MS) return rmSync(request, { force: true });
      const { out } = JSON.parse(readFileSync(request, 'utf8')) as { out?: unknown };
      if (typeof out !== 'string' || !path.isAbsolute(out)) throw new Error('out must be an absolute path');
      result = { report: await snapshotTo(await database, out) };
      log(`backup written: ${out} (${result.report!.bytes} bytes, ${result.report!.seconds.toFixed(1)} s)`);
    } catch (error) {
      result = { error: error instanceof Error ? error.message : String(error) };
      log(`backup failed: ${result.error}`);
    }
    rmSync(request, { force: true });
    writeFileSync(`${answer}.tmp`, JSON.stringify(result));
    renameSync(`${answer}.tmp`, answer);
  };
  const run = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) await serve(name);
      } while (again);
    } finally {
      busy = false;
    }
  };
  const onSignal = () => void run();
  process.on('SIGUSR2', onSignal);
  // A request that came before the handler did.
  void database.then(run, () => undefined);
  return () => process.off('SIGUSR2', onSignal);
}

/**
 * Replace the embedded database of `dataDir` with a backup. Refused while a server holds the folder, and
 * for a backup of a newer schema. The backup is unpacked and opened beside the database first (so a bad
 * file changes nothing); then the current database is moved aside to `pgdata.before-restore-<time>` and
 * the restored one takes its place.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreReport> {
  const t0 = performance.now();
  if (backupKindOf(file) !== 'embedded')
    throw new BackupRefused(
      `${file} is not a backup of the embedded database (PGlite's .tar.gz); a PostgreSQL backup is restored with DATABASE_URL set`,
    );
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupRefused(
        `restore refused: a server (process ${error.pid}) holds the data folder ${dataDir}. ` +
          'Stop it first (SIGINT or SIGTERM: it checkpoints and releases the lock), then restore.',
      );
    throw error;
  }
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    const staging = `${pgdata}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    const known = new Set(await knownMigrations());
    let migrations: string[];
    let counts: Record<string, number>;
    try {
      await unpackInto(file, staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupRefused(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const restored = await PGlite.create(staging);
    try {
      const query = (text: string) => restored.query<Record<string, unknown>>(text);
      const table = await query(`select to_regclass('public.kysely_migration')::text as t`);
      migrations = table.rows[0]?.t
        ? (await query('select name from kysely_migration order by name')).rows.map((r) => String(r.name))
        : [];
      const newer = migrations.filter((m) => !known.has(m));
      if (newer.length)
        throw new BackupRefused(
          `restore refused: the backup's schema is newer than this code (migrations it does not know: ${newer.join(', ')}). ` +
            'Restore it with the release that made it.',
        );
      counts = await countsIn(query);
      await restored.exec('checkpoint');
    } catch (error) {
      await restored.close().catch(() => undefined);
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    await restored.close();
    let previous: string | undefined;
    if (existsSync(pgdata)) {
      previous = `${pgdata}.before-restore-${stamp()}`;
      renameSync(pgdata, previous);
    }
    renameSync(staging, pgdata);
    return {
      file,
      kind: 'embedded',
      bytes: statSync(file).size,
      seconds: (performance.now() - t0) / 1000,
      migrations,
      pending: [...known].filter((m) => !migrations.includes(m)),
      counts,
      previous,
    };
  } finally {
    release();
  }
}

// ---- PostgreSQL ----

/** A connection string without its password, and the password for `PGPASSWORD` (kept out of `ps`). */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run a PostgreSQL client tool; a missing tool is explained. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv, input?: NodeJS.ReadableStream): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    if (input) input.pipe(child.stdin!);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(
              `${command} was not found: backing up and restoring PostgreSQL needs its client tools (pg_dump, ` +
                `pg_restore, psql) of the server's major version or newer (Debian: the postgresql-client package).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The migrations recorded in a pg_dump archive (the data of its `kysely_migration` table). */
async function migrationsInDump(file: string): Promise<string[]> {
  const ran = await runTool('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file], process.env);
  if (ran.code !== 0) throw new BackupRefused(`pg_restore cannot read ${file}: ${ran.stderr.trim()}`);
  const names: string[] = [];
  let inCopy = false;
  for (const line of ran.stdout.split('\n')) {
    if (line.startsWith('COPY ') && line.includes('kysely_migration')) inCopy = true;
    else if (line === '\\.') inCopy = false;
    else if (inCopy && line) names.push(line.split('\t')[0]!);
  }
  return names.sort();
}

/** `pg_dump --format=custom` of the database at `url` to `out` (through `<out>.partial`). */
export async function backupPostgres(url: string, out: string): Promise<BackupReport> {
  const t0 = performance.now();
  mkdirSync(path.dirname(out), { recursive: true });
  const { dbname, env } = clientArgs(url);
  const partial = `${out}.partial`;
  const ran = await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
    env,
  );
  if (ran.code !== 0) {
    rmSync(partial, { force: true });
    throw new BackupRefused(`pg_dump failed: ${ran.stderr.trim()}`);
  }
  renameSync(partial, out);
  return {
    file: out,
    kind: 'postgres',
    bytes: statSync(out).size,
    seconds: (performance.now() - t0) / 1000,
    migrations: await migrationsInDump(out),
  };
}

/**
 * Replace the database at `url` with a pg_dump archive: refused for a newer schema, and while other
 * sessions use the database (running servers) unless `force`; then, in one transaction, the `public`
 * schema is dropped and made again and the archive is replayed into it (psql fed by pg_restore), so a
 * failure leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, force = false): Promise<RestoreReport> {
  const t0 = performance.now();
  if (backupKindOf(file) !== 'postgres')
    throw new BackupRefused(
      `${file} is not a PostgreSQL backup (pg_dump's custom format); a backup of the embedded database is restored without DATABASE_URL`,
    );
  const known = new Set(await knownMigrations());
  const migrations = await migrationsInDump(file);
  const newer = migrations.filter((m) => !known.has(m));
  if (newer.length)
    throw new BackupRefused(
      `restore refused: the backup's schema is newer than this code (migrations it does not know: ${newer.join(', ')}). ` +
        'Restore it with the release that made it.',
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const n = others.rows[0]!.n;
    if (n > 0 && !force)
      throw new BackupRefused(
        `restore refused: ${n} other session(s) use this database (running servers?). Stop them first, or add --force.`,
      );
  } finally {
    await client.end();
  }
  const { dbname, env } = clientArgs(url);
  const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let dumpErr = '';
  dump.stderr.setEncoding('utf8').on('data', (d: string) => (dumpErr += d));
  const dumped = new Promise<number>((resolve) => dump.on('close', (code) => resolve(code ?? 1)));
  const ran = await runTool(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${dbname}`,
      '-c',
      'drop schema if exists public cascade; create schema public;',
      '-f',
      '-',
    ],
    env,
    dump.stdout,
  );
  const dumpCode = await dumped;
  if (dumpCode !== 0 || ran.code !== 0)
    throw new Error(
      `restore failed, the database is unchanged: ${[dumpErr.trim(), ran.stderr.trim()].filter(Boolean).join('\n')}`,
    );
  const after = new pg.Client({ connectionString: url });
  await after.connect();
  try {
    const counts = await countsIn((text) => after.query(text));
    return {
      file,
      kind: 'postgres',
      bytes: statSync(file).size,
      seconds: (performance.now() - t0) / 1000,
      migrations,
      pending: [...known].filter((m) => !migrations.includes(m)),
      counts,
    };
  } finally {
    await after.end();
  }
}
