import path from 'node:path';
import { loadConfig } from '../../config';
import {
  backupEmbedded,
  backupPostgres,
  BackupRefused,
  defaultBackupFile,
  restoreEmbedded,
  restorePostgres,
  type BackupReport,
  type RestoreReport,
} from './backup';

const USAGE = `usage:
  db backup [--out FILE]       a consistent copy of the server's database (DATA_DIR's embedded one, or DATABASE_URL's);
                               the embedded one while its server runs too (the server writes it)
  db restore FILE [--force]    replace the database with a backup; refused while a server uses it (--force: PostgreSQL
                               sessions only) and for a backup of a newer schema`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const schema = (migrations: string[]) =>
  migrations.length
    ? `${migrations.length} migrations, the last ${migrations[migrations.length - 1]}`
    : 'no migrations';

function printBackup(r: BackupReport): void {
  console.log(
    [
      `backup written: ${r.file}`,
      `  engine: ${r.kind === 'embedded' ? 'embedded (PGlite tarball)' : 'PostgreSQL (pg_dump custom format)'}` +
        (r.byServer ? ', written by the running server' : ''),
      `  size: ${mb(r.bytes)}, ${r.seconds.toFixed(1)} s` +
        (r.pausedSeconds !== undefined
          ? ` (queries waited ${r.pausedSeconds.toFixed(1)} s while the folder was copied)`
          : ''),
      `  schema: ${schema(r.migrations)}`,
    ].join('\n'),
  );
}

function printRestore(r: RestoreReport): void {
  console.log(
    [
      `restored ${r.file} (${mb(r.bytes)}) in ${r.seconds.toFixed(1)} s`,
      `  schema: ${schema(r.migrations)}` +
        (r.pending.length ? `; the server applies ${r.pending.length} newer migration(s) at its next start` : ''),
      `  rows: ${Object.entries(r.counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
      ...(r.previous ? [`  the database it replaced was moved to ${r.previous} (delete it once satisfied)`] : []),
    ].join('\n'),
  );
}

/** `npm run db:backup` and `npm run db:restore`: the same database as the server (DATA_DIR or DATABASE_URL). */
async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const kind = config.databaseUrl ? 'postgres' : 'embedded';
    const out = path.resolve(option(args, 'out') ?? defaultBackupFile(config.dataDir, kind));
    printBackup(
      config.databaseUrl ? await backupPostgres(config.databaseUrl, out) : await backupEmbedded(config.dataDir, out),
    );
    return 0;
  }
  const file = args.find((a) => !a.startsWith('--'));
  if (command === 'restore' && file) {
    const from = path.resolve(file);
    printRestore(
      config.databaseUrl
        ? await restorePostgres(config.databaseUrl, from, args.includes('--force'))
        : await restoreEmbedded(config.dataDir, from),
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupRefused ? error.message : error);
    process.exit(1);
  },
);
