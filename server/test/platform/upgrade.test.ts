import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkDatabaseText, migrateToLatest } from '../../src/platform/db/database';
import { migrationProvider } from '../../src/platform/db/migrations';
import { seedDemo } from '../../src/seed/demo';
import { ENGINES, freshDatabase } from '../fixtures';

/** The last migration of the release before issues 22–24 (what a running installation has today). */
const PREVIOUS_RELEASE = '0045_create_research_reports';

describe.each(ENGINES)('upgrading on %s', (engine) => {
  it('takes a database of the previous release to the latest schema and keeps its data', async () => {
    const database = await freshDatabase(engine);
    try {
      const { db } = database;
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(PREVIOUS_RELEASE);
      expect(error).toBeUndefined();
      await seedDemo(db, 'Upgrade@2026');
      const before = await db.selectFrom('app_user').select(['id', 'username', 'inst_id']).orderBy('id').execute();
      const institutions = await db.selectFrom('institution').select(['code', 'name']).orderBy('id').execute();

      const ran = await migrateToLatest(db);
      const all = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(ran).toEqual(all.filter((name) => name > PREVIOUS_RELEASE));
      expect(await migrateToLatest(db)).toEqual([]);

      // The data is as it was, and the new tables take rows.
      expect(await db.selectFrom('app_user').select(['id', 'username', 'inst_id']).orderBy('id').execute()).toEqual(
        before,
      );
      expect(await db.selectFrom('institution').select(['code', 'name']).orderBy('id').execute()).toEqual(institutions);
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db);
      const names = tables.rows.map((r) => r.name);
      for (const table of ['supervision_review', 'smart_text_task', 'model_endpoint', 'channel_nonce', 'company_view'])
        expect(names, table).toContain(table);
    } finally {
      await database.close();
    }
  });
});

describe.each(ENGINES)('the database on %s', (engine) => {
  it('is UTF-8, as Chinese names need', async () => {
    const database = await freshDatabase(engine);
    try {
      expect((await checkDatabaseText(database.db)).encoding).toBe('UTF8');
    } finally {
      await database.close();
    }
  });
});
