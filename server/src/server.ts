import path from 'node:path';
import { buildApp } from './app';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from './config';
import { checkDatabaseText, migrateToLatest, openDatabase } from './platform/db/database';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/lock';
import { openSharedState, SharedStateUnavailableError } from './platform/sharedState/sharedState';
import { serveBackupRequests } from './platform/db/backup';
import { CUSTOMER_INSTITUTIONS, DEMO_INSTITUTIONS, seedDemo } from './seed/demo';
import { seedDemoCompanies } from './seed/demoCompanies';
import { seedDemoCustomers, seedScsBook } from './seed/demoCustomers';
import { seedDemoRelatedParties } from './seed/demoRelatedParties';
import { seedScsApplication } from './seed/scsApplication';
import { watchInbox } from './data/inbox';

/** Start the server: lock, open and migrate the database, seed, listen; close cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Several instances share their limits through Redis: one that does not answer stops the start here, before the
  // database is opened (the app opens its own connection when it is built).
  if (config.redisUrl) await (await openSharedState({ redisUrl: config.redisUrl, prefix: config.redisPrefix })).close();
  const embedded = !config.databaseUrl;
  const releaseLock = embedded ? acquireDataDirLock(config.dataDir) : () => undefined;
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    plannedConnections: config.searchConnections,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  // `npm run db:backup` while this server holds the embedded database: it asks, this process writes the copy.
  const stopBackups = embedded
    ? serveBackupRequests(config.dataDir, opening, (line) => console.log(line))
    : () => undefined;
  const database = await opening;
  await checkDatabaseText(database.db);
  const applied = await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db, config.demoPassword) : false;
  if (config.seedDemo) {
    // The customer books (and DEMO's 关联方名单) are made in the companies' transaction: a first start cut short (a
    // kill, or Ctrl-C during the load) leaves neither, and the next start loads both; never companies without books.
    await seedDemoCompanies(
      database.db,
      config.demoCompanies,
      (line) => console.log(line),
      path.join(config.dataDir, 'demo-data'),
      async (trx) => {
        await seedDemoCustomers(
          trx,
          CUSTOMER_INSTITUTIONS.map((i) => i.code),
        );
        await seedScsBook(trx);
        await seedScsApplication(trx);
        await seedDemoRelatedParties(trx);
      },
    );
  }
  const app = await buildApp({ config, db: database.db, logger: true });
  if (!config.captcha) app.log.warn('CAPTCHA=off: logins need no image code. Use this for automated tests only.');
  if (config.diagnostics) app.log.warn('DIAGNOSTICS=on: the error-catalogue probe is open to institution managers.');

  // Data delivered while running (the embedded database admits no second process): see data/inbox.ts.
  const stopInbox = watchInbox(database.db, config.inboxDir, config.inboxEveryMs, (r) =>
    r.error
      ? app.log.warn(`data inbox: ${r.name} refused: ${r.error}`)
      : app.log.info(`data inbox: ${r.name} loaded: ${JSON.stringify(r.summary)}`),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopInbox();
    stopBackups();
    app.log.info(`${signal}: closing`);
    await app.close().catch((e: unknown) => app.log.error(e));
    await database.close().catch((e: unknown) => app.log.error(e));
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `  Platform ready: ${url}`,
    `  Database: ${embedded ? `embedded (${path.join(config.dataDir, 'pgdata')})` : 'PostgreSQL (DATABASE_URL)'}` +
      (applied.length ? `, migrations applied: ${applied.join(', ')}` : ''),
    `  Remotes: ${config.remotesDir}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo data seeded now.' : '  Demo data was seeded at first start.');
    lines.push('  Demo logins (institution / username):');
    for (const inst of DEMO_INSTITUTIONS)
      for (const u of inst.users) lines.push(`    ${inst.code} / ${u.username}  (${inst.name}, ${u.name})`);
    lines.push(
      `  Password: ${config.demoPassword}  (as set by DEMO_PASSWORD at first start; default ${DEFAULT_DEMO_PASSWORD})`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof SharedStateUnavailableError)
    console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
