import { Type } from '@sinclair/typebox';
import { sql, type SelectQueryBuilder } from 'kysely';
import { PageNoSchema, PageSizeSchema } from '@esee/contracts';

/** The query of the SCS list pages: an optional keyword and the page. */
export const keywordPageQuery = (options?: { additionalProperties: false }) =>
  Type.Object(
    {
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      pageNum: Type.Optional(PageNoSchema),
      pageSize: Type.Optional(PageSizeSchema),
    },
    options,
  );

/** The number of rows a filtered query matches, before paging. */
export const countOf = <DB, TB extends keyof DB>(q: SelectQueryBuilder<DB, TB, object>) =>
  q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
