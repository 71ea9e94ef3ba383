import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/platform/db/database';
import { seedDemo } from '../src/seed/demo';

/**
 * A migrated and seeded database, made once per test run (globalSetup.ts) and copied for each test app: a copy
 * takes a fraction of a second where opening, migrating and seeding take seconds on each engine.
 */
export interface Templates {
  /** The embedded template: a `dumpDataDir` tarball on disk. */
  pglite: string;
  /** The PostgreSQL template database's name, when TEST_DATABASE_URL is set. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates | undefined;
  }
}

export const TEMPLATE_PASSWORD = 'Test@2026';

async function migratedAndSeeded(database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  await seedDemo(database.db, TEMPLATE_PASSWORD);
}

const adminQuery = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const databaseUrl = (name: string): string => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
};

/** Make the templates; the returned function removes them. */
export async function makeTemplates(): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const embedded = await openDatabase({ pgliteDir: 'memory://' });
  await migratedAndSeeded(embedded);
  const file = path.join(os.tmpdir(), `esee-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await embedded.dumpDataDir!()).arrayBuffer()));
  await embedded.close();
  const templates: Templates = { pglite: file };
  if (process.env.TEST_DATABASE_URL) {
    templates.postgres = `esee_template_${process.pid}`;
    await adminQuery(`drop database if exists ${templates.postgres} with (force)`);
    await adminQuery(`create database ${templates.postgres}`);
    const server = await openDatabase({ databaseUrl: databaseUrl(templates.postgres) });
    await migratedAndSeeded(server);
    // A template must have no sessions while it is copied.
    await server.close();
  }
  return {
    templates,
    remove: async () => {
      rmSync(file, { force: true });
      if (templates.postgres) await adminQuery(`drop database if exists ${templates.postgres} with (force)`);
    },
  };
}

/** A new database of `name` copied from the PostgreSQL template (or empty), dropped by the handle's close. */
export async function postgresDatabase(name: string, template?: string): Promise<DatabaseHandle> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (error) {
      // Two copies of one template starting at the same instant: the second waits its turn.
      if (!/being accessed by other users/.test(String(error)) || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const handle = await openDatabase({ databaseUrl: databaseUrl(name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** An embedded database started from the template tarball. */
export const pgliteFromTemplate = (file: string): Promise<DatabaseHandle> =>
  openDatabase({ pgliteDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
