import { cpSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_SEARCH_CONNECTIONS } from '../../config';
import { clockSettings } from '../clock';
import { foregroundFirst } from './foreground';
import { migrationProvider } from './migrations';
import { planOnceOn } from './plannedOnce';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Checkpoint (embedded) and close; safe to call twice. */
  close: () => Promise<void>;
  /** Embedded on disk: its data folder. */
  folder?: string;
  /**
   * Embedded on disk: copy the data folder to `to` as it is at one instant (a checkpoint first, then a
   * synchronous copy, during which no query runs: PGlite runs each query synchronously on this thread), for
   * `db backup` while the server runs. The copy opens as after a clean stop or, at worst, a crash.
   */
  copyTo?: (to: string) => Promise<void>;
  /** Embedded: the whole data folder as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded database in `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away database (tests). */
  pgliteDir?: string;
  /** PostgreSQL: the connections of statements planned once (`plannedOnce.ts`; `SEARCH_CONNECTIONS`). */
  plannedConnections?: number;
  /** Embedded: start from this data folder (a `dumpDataDir` tarball) instead of an empty one; the tests' template. */
  loadDataDir?: Blob;
}

/**
 * How long a connection of those statements, and the plans it made, is kept: a plan is made from the statistics of
 * its day (the candidates' views, `company_view`, read by a scan while the table was empty), and a busy pool never
 * lets its connections go idle.
 */
const PLANNED_ONCE_LIFETIME_S = 600;

/**
 * One SQL dialect, two engines: Kysely's Postgres dialect over a `pg.Pool`,
 * which is either a real PostgreSQL pool or PGlite's node-postgres adapter.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: startupOptions() });
    let closed = false;
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens another on the next query.
    pool.on('error', (error) => {
      if (!closed) console.error(`database connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const planned = new pg.Pool({
      connectionString: options.databaseUrl,
      // Beside the pool's ten: name search's, as many as the database should run at once for this instance.
      max: options.plannedConnections ?? DEFAULT_SEARCH_CONNECTIONS,
      maxLifetimeSeconds: PLANNED_ONCE_LIFETIME_S,
      options: startupOptions({ plan_cache_mode: 'force_generic_plan' }),
    });
    planned.on('error', (error) => {
      if (!closed) console.error(`database connection lost: ${error.message}`);
    });
    planOnceOn(db, planned);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await Promise.all([db.destroy(), planned.end()]);
      },
    };
  }
  const pglite = await PGlite.create(options.pgliteDir ?? 'memory://', { loadDataDir: options.loadDataDir });
  // One connection: its settings hold for every query.
  for (const [name, value] of Object.entries(clockSettings()))
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  const folder = options.pgliteDir && !options.pgliteDir.includes('://') ? path.resolve(options.pgliteDir) : undefined;
  const pool = new pg.Pool(createPgConfig(pglite));
  // Its one connection goes to requests before background work (foreground.ts).
  const requestsFirst = {
    connect: async () => {
      await foregroundFirst();
      return pool.connect();
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: requestsFirst }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    ...(folder && {
      folder,
      copyTo: async (to: string) => {
        await sql`checkpoint`.execute(db);
        cpSync(folder, to, { recursive: true });
      },
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      // Flush everything to the data files first, so the next start needs no recovery.
      await sql`checkpoint`.execute(db).catch(() => undefined);
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * A connection's start-up settings (`-c name=value`): the one clock's offset, when pinned; no JIT compilation (the
 * server's queries are short: at a million companies compiling a name search's plan took 18 ms of its 38).
 */
const startupOptions = (more: Record<string, string> = {}) =>
  Object.entries({ jit: 'off', ...clockSettings(), ...more })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/** Bring the schema to the newest migration; fails loudly, naming the migration that failed. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Numbers are reserved ahead for work in flight: a database that ran a later number still takes an
  // earlier one that arrives afterwards, instead of refusing to start.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Chinese text needs a UTF-8 database: a PostgreSQL created with another encoding (SQL_ASCII, GBK) would
 * store or compare names wrongly. Checked at start-up; the embedded database is always UTF-8. Search does not
 * rely on pg_trgm (its trigrams need a Unicode-aware ctype and serve no one- or two-character query), so the
 * ctype is not required, only reported.
 */
export async function checkDatabaseText(db: Db): Promise<{ encoding: string; ctype: string }> {
  const { rows } = await sql<{ encoding: string; ctype: string }>`
    select current_setting('server_encoding') as encoding, datctype as ctype
    from pg_database where datname = current_database()`.execute(db);
  const { encoding, ctype } = rows[0]!;
  if (encoding.toUpperCase() !== 'UTF8')
    throw new Error(`the database's encoding is ${encoding}: create it with ENCODING 'UTF8' (Chinese names need it)`);
  return { encoding, ctype };
}
