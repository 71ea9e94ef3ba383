import type { SelectQueryBuilder } from 'kysely';

type Page = { offset: number; limit: number };

/**
 * One page of a listing query and the count of all its matches, read together: `base` holds the tables and
 * filters, `rows` picks the columns and order of the page.
 */
export async function countedPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  page: Page,
): Promise<{ total: number; list: O[] }> {
  const [counted, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    rows(base).offset(page.offset).limit(page.limit).execute(),
  ]);
  // Kysely cannot name the count's column inside a generic builder: it is `n`, as selected above.
  return { total: Number((counted as { n: string } | undefined)?.n ?? 0), list };
}
