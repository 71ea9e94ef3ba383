import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../../../test/fixtures';
import { DEFAULT_SEARCH_CONNECTIONS, loadConfig } from '../../config';
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

  it.runIf(engine === 'postgres')(
    'runs as many at once as SEARCH_CONNECTIONS asks; the rest wait their turn',
    async () => {
      const backend = sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.compile(database.db);
      const pids = await Promise.all(Array.from({ length: 6 }, () => executePlannedOnce(database.db, backend)));
      expect(new Set(pids.map(([row]) => row!.pid)).size).toBe(DEFAULT_SEARCH_CONNECTIONS);
    },
  );
});

describe('SEARCH_CONNECTIONS', () => {
  it('reads a count from 1 to 64, two by default, and refuses anything else', () => {
    expect(loadConfig({}).searchConnections).toBe(2);
    expect(loadConfig({ SEARCH_CONNECTIONS: '1' }).searchConnections).toBe(1);
    for (const bad of ['0', '65', '1.5', 'two'])
      expect(() => loadConfig({ SEARCH_CONNECTIONS: bad }), bad).toThrow(/SEARCH_CONNECTIONS/);
  });
});
