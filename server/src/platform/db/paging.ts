import { sql, type Expression, type ReferenceExpression, type SelectQueryBuilder } from 'kysely';
import type { PageRequest } from '@esee/contracts';
import { chinaClockSql } from '../clock';

const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** Page number and size from any of the spec's parameter names (numbers or digit strings). */
export function pageOf(req: Omit<PageRequest, 'entId'>): { offset: number; limit: number } {
  const page = Number(req.pageNo ?? req.pageno ?? req.pageNum ?? 1);
  const size = Math.min(MAX_PAGE_SIZE, Number(req.pageSize ?? req.range ?? PAGE_SIZE));
  return { offset: (page - 1) * size, limit: size };
}

/**
 * A page from a query that counts its matches in a `total` column (`count(*) over ()`): the total, and the
 * rows without it. A page past the end has no row to carry the count, and reads 0.
 */
export async function withTotal(
  rows: Promise<{ rows: (Record<string, unknown> & { total?: unknown })[] }>,
): Promise<{ total: number; list: Record<string, unknown>[] }> {
  const result = (await rows).rows;
  return { total: Number(result[0]?.total ?? 0), list: result.map(({ total: _total, ...r }) => r) };
}

/** `to_char` of a date column as YYYY-MM-DD. */
export const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const TIME_FORMATS = { minute: 'YYYY-MM-DD HH24:MI', second: 'YYYY-MM-DD HH24:MI:SS' } as const;

/**
 * A stored time (a timestamptz column, or an expression of one such as `max(...)`) as Beijing time text:
 * `YYYY-MM-DD HH:mm` (`minute`, as `chinaMinute`) or `YYYY-MM-DD HH:mm:ss` (`second`, as `chinaTime`), whatever
 * the database session's TimeZone; `<string | null>` for a time that may be missing. Every answer that shows a
 * time formats it here or with `@esee/contracts`' chinaTime/chinaMinute (docs/server.md, Times); a date column
 * (`record_date`, `est_date`) is `day`.
 */
export const chinaTimeText = <T extends string | null = string>(
  time: string | Expression<unknown>,
  unit: 'minute' | 'second',
) => sql<T>`to_char(${chinaClockSql(time)}, ${sql.lit(TIME_FORMATS[unit])})`;

/** Text inside a LIKE pattern that matches itself: its %, _ and \ escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern for text anywhere in a value: the user's %, _ and \ match themselves. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** A LIKE pattern for values starting with the text. */
export const startingWith = (text: string) => `${likeLiteral(text)}%`;

/**
 * One page of a list and how many rows the whole list has. `rows` is the list as shown (selected and ordered);
 * `matching` is the same table and filters, whatever it selects: its count is the total.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<DB, TB, unknown>,
  page: { offset: number; limit: number },
) {
  const [list, count] = await Promise.all([
    rows.offset(page.offset).limit(page.limit).execute(),
    // Kysely cannot resolve a selection's type over a generic table set; the row is `{ n }` all the same.
    matching
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
  ]);
  return { total: Number(count.n), list };
}

/** The rows where any of `columns` contains the keyword (trimmed); every row when there is no keyword. */
export function anyContains<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyword: string | undefined,
  columns: ReferenceExpression<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const text = keyword?.trim();
  if (!text) return query;
  const like = containing(text);
  return query.where((eb) => eb.or(columns.map((column) => eb(column, 'like', like))));
}
