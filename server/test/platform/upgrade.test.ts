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

  it('numbers the companies and carries their search keys over to the numbers, not written again (0086)', async () => {
    const database = await freshDatabase(engine);
    try {
      const { db } = database;
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0085_search_key_tail_pairs');
      expect(error).toBeUndefined();
      for (const [id, name] of [
        ['E2', '华为终端有限公司'],
        ['E1', '华为技术有限公司'],
      ])
        await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
          values (${id}, ${name}, ${name}, '存续', true, '有限责任公司')`.execute(db);
      await sql`insert into company_search_key (kind, key, rank, ent_id)
        values (0, '华为终端', 2, 'E2'), (8, '华终端', 2, 'E2'), (0, '华为技术', 1, 'E1')`.execute(db);

      await migrateToLatest(db);
      const keys = await sql<{ kind: number; key: string; rank: string; ent_id: string }>`
        select k.kind, k.key, k.rank, c.ent_id from company_search_key k join company c using (num)
        order by k.kind, k.key`.execute(db);
      expect(keys.rows).toEqual([
        { kind: 0, key: '华为技术', rank: '1', ent_id: 'E1' },
        { kind: 0, key: '华为终端', rank: '2', ent_id: 'E2' },
        { kind: 8, key: '华终端', rank: '2', ent_id: 'E2' },
      ]);
      // Each company its own number, and a company made after takes the next.
      await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
        values ('E3', '华为云计算技术有限公司', '华为云计算技术有限公司', '存续', true, '有限责任公司')`.execute(db);
      const nums = await db.selectFrom('company').select(['ent_id', 'num']).orderBy('num').execute();
      expect(nums.map((r) => r.ent_id)).toEqual(['E2', 'E1', 'E3']);
      expect(new Set(nums.map((r) => r.num)).size).toBe(3);
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
