import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import { containing } from '../../../platform/db/paging';

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
