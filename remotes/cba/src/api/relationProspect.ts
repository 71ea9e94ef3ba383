import type { RelationKind, RelationProspectResult } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** One run of 关系找客 as the form submitted it. */
export interface RelationQuery {
  /** Seeds picked by hand; empty: the project's companies. */
  entIds: string[];
  projectId?: number;
  types: RelationKind[];
  depth: 1 | 2;
  /** 0–1 */
  minRatio: number;
}

/** CBA 关系找客 (product pages §1.5). */
export const relationProspectApi = {
  search: (query: RelationQuery, page: number) =>
    http.post<RelationProspectResult>(
      '/esee/marketing/relation/search',
      {
        ...(query.entIds.length ? { entIds: query.entIds } : {}),
        ...(query.projectId ? { projectId: query.projectId } : {}),
        types: query.types,
        depth: query.depth,
        minRatio: query.minRatio,
        pageNo: page,
        pageSize: PAGE_SIZE,
      },
      quiet,
    ),
};
