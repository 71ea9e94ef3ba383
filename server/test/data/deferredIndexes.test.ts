import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSearchKeys, writeSearchKeys } from '../../src/core/companies/searchKeys';
import { generate } from '../../src/data/generate/generate';
import { loadDataSet } from '../../src/data/load';
import { migrateToLatest, type DatabaseHandle } from '../../src/platform/db/database';
import { ENGINES, freshDatabase } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-deferred-'));
const folder = path.join(tmp, 'set');
/** The same companies with their records: a later load fills the records' table for the first time. */
const withRecords = path.join(tmp, 'records');
beforeAll(async () => {
  await generate({ companies: 300, seed: 5, out: folder, recordScale: 0, today: new Date('2026-06-30') });
  await generate({ companies: 300, seed: 5, out: withRecords, recordScale: 1, today: new Date('2026-06-30') });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every index of the schema as the migrations made it: name and definition. */
const indexes = async (database: DatabaseHandle) =>
  (
    await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'
      order by indexname`.execute(database.db)
  ).rows;

/** The indexes of `tables` by name, with their objects' ids: an index dropped and made again has a new one. */
const indexIds = async (database: DatabaseHandle, tables: string[]) =>
  (
    await sql<{ name: string; id: number }>`
      select indexrelid::regclass::text as name, indexrelid::int as id from pg_index
      where indrelid = any(${tables}::regclass[]) order by 1`.execute(database.db)
  ).rows;

/** A table's object id: a table made anew in its place has another. */
const tableId = async (database: DatabaseHandle, table: string) =>
  (await sql<{ id: number }>`select ${table}::regclass::int as id`.execute(database.db)).rows[0]!.id;

/** Whether some session of the database waits for a lock, now. */
const someoneWaits = async (database: DatabaseHandle) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db)
  ).rows[0]!.n > 0;

const count = async (database: DatabaseHandle, table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n,
  );

describe.each(ENGINES)('a first load builds its tables’ indexes after their rows, on %s', (engine) => {
  let database: DatabaseHandle;
  let migrated: Awaited<ReturnType<typeof indexes>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    await migrateToLatest(database.db);
    migrated = await indexes(database);
  });
  afterAll(() => database.close());

  it('a load that fails in its transaction leaves every index and no row', async () => {
    const failed = await loadDataSet(database.db, folder, {
      alongside: () => Promise.reject(new Error('the disk is full')),
    }).catch((e: unknown) => e);
    expect((failed as Error).message).toBe('the disk is full');
    expect(await indexes(database)).toEqual(migrated);
    expect(await count(database, 'company')).toBe(0);
  });

  it('a first load leaves the indexes as the migrations made them, the keys written once', async () => {
    const steps: string[] = [];
    const table = await tableId(database, 'company_search_key');
    const summary = await loadDataSet(database.db, folder, { progress: (step) => steps.push(step) });
    expect(summary.companies).toBe(300);
    expect(await indexes(database)).toEqual(migrated);
    // Not written a second time for want of a recorded format (a rewrite puts a new table in the keys' place).
    expect(await tableId(database, 'company_search_key')).toBe(table);
    expect(steps).toContainEqual(expect.stringMatching(/^checked, beside the writing \(\d+\.\d s\)$/));
    expect(steps).toContain(steps.find((s) => s.startsWith('companies: 300 rows')));
    const keys = await count(database, 'company_search_key');
    expect(keys).toBeGreaterThan(300 * 3);
    // The same set again, an update of every company: its keys replace theirs, none twice.
    await loadDataSet(database.db, folder);
    expect(await count(database, 'company_search_key')).toBe(keys);
    expect(await indexes(database)).toEqual(migrated);
  });

  it('a later load keeps every index, even of a table it is the first to fill (servers read them meanwhile)', async () => {
    const tables = ['company', 'company_search_key', 'record'];
    const before = await indexIds(database, tables);
    expect(await count(database, 'record')).toBe(0);
    const summary = await loadDataSet(database.db, withRecords);
    expect(summary.records).toBeGreaterThan(0);
    expect(await indexIds(database, tables)).toEqual(before);
  });

  it('keys of an older format are written again into a table of their own, with the migrations’ indexes', async () => {
    const keys = await count(database, 'company_search_key');
    const table = await tableId(database, 'company_search_key');
    await sql`update search_key_format set format = 0 where what = 'company'`.execute(database.db);
    expect(await database.db.transaction().execute(currentSearchKeys)).toBeGreaterThanOrEqual(300);
    expect(await tableId(database, 'company_search_key')).not.toBe(table);
    expect(await count(database, 'company_search_key')).toBe(keys);
    expect(await indexes(database)).toEqual(migrated);
  });
});

describe.runIf(ENGINES.includes('postgres'))('a first load while a server reads, on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('neither waits for the other for good: a search holding one table, then asking for another, is answered', async () => {
    // A server's search that read the companies, and reads the people after the load (people first) began.
    const search = database.db.connection().execute(async (reader) => {
      await sql`begin`.execute(reader);
      await sql`select count(*) from company`.execute(reader);
      const load = loadDataSet(database.db, folder);
      while (!(await someoneWaits(database))) await new Promise((resolve) => setImmediate(resolve));
      const people = await sql<{ n: number }>`select count(*)::int as n from person`.execute(reader);
      await sql`commit`.execute(reader);
      return { people: people.rows[0]!.n, load: await load };
    });
    const { people, load } = await search;
    expect(people).toBe(0);
    expect(load.companies).toBe(300);
    expect(await count(database, 'company')).toBe(300);
  });
});

describe.runIf(ENGINES.includes('postgres'))('keys rewritten while a load runs, on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await migrateToLatest(database.db);
    await loadDataSet(database.db, folder);
  });
  afterAll(() => database.close());

  it('keys a load writes beside a rewrite are not lost with the table it replaces', async () => {
    await sql`update search_key_format set format = 0 where what = 'company'`.execute(database.db);
    const keysOf = async (id: string) =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from company_search_key k join company c using (num) where c.ent_id = ${id}`.execute(
          database.db,
        )
      ).rows[0]!.n;
    await database.db.connection().execute(async (loader) => {
      // A load's transaction: a new company and its keys, not committed yet when the rewrite starts.
      await sql`begin`.execute(loader);
      await loader
        .insertInto('company')
        .values({
          ent_id: 'EZZ0000001',
          name: '测锁科技有限公司',
          name_norm: '测锁科技有限公司',
          status: '存续',
          active: true,
          org_type: '有限责任公司',
          region_code: '440305',
        })
        .execute();
      await writeSearchKeys(loader, null);
      const rewrite = database.db.transaction().execute(currentSearchKeys);
      while (!(await someoneWaits(database))) await new Promise((resolve) => setImmediate(resolve));
      await sql`commit`.execute(loader);
      await rewrite;
    });
    expect(await keysOf('EZZ0000001')).toBeGreaterThan(0);
  });
});
