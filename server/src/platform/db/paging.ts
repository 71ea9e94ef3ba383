import { sql } from 'kysely';
import type { PageRequest } from '@esee/contracts';

const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** Page number and size from any of the spec's parameter names (numbers or digit strings). */
export function pageOf(req: Omit<PageRequest, 'entId'>): { offset: number; limit: number } {
  const page = Number(req.pageNo ?? req.pageno ?? req.pageNum ?? 1);
  const size = Math.min(MAX_PAGE_SIZE, Number(req.pageSize ?? req.range ?? PAGE_SIZE));
  return { offset: (page - 1) * size, limit: size };
}

/** `to_char` of a date column as YYYY-MM-DD. */
export const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
