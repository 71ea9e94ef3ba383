import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../../../test/fixtures';
import type { DatabaseHandle } from './database';
import { executePlannedOnce } from './plannedOnce';

describe.each(ENGINES)('statements planned once, on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  const squares = (from: number) =>
    sql<{ n: number; square: number }>`select n, n * n as square from generate_series(${from}::int, 3) n`.compile(
      database.db,
    );

  it('answers as the statement run plainly, whatever its values', async () => {
    for (const from of [1, 2, 3, 4])
      expect(await executePlannedOnce(database.db, squares(from))).toEqual(
        (await database.db.executeQuery(squares(from))).rows,
      );
  });

  it.runIf(engine === 'postgres')(
    'is planned once per connection: its plan generic, made without the values',
    async () => {
      for (const from of [1, 2, 3]) await executePlannedOnce(database.db, squares(from));
      // One at a time, the pool hands back the connection just used: the one that prepared the statement.
      const prepared = await executePlannedOnce(
        database.db,
        sql<{ statement: string; generic: number; custom: number }>`select statement, generic_plans::int as generic,
        custom_plans::int as custom from pg_prepared_statements`.compile(database.db),
      );
      const mine = prepared.find((p) => p.statement.includes('generate_series'));
      expect(mine).toMatchObject({ custom: 0 });
      expect(mine!.generic).toBeGreaterThanOrEqual(3);
    },
  );
});
