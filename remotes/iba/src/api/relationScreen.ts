import type { RelationScreenRequest, RelationScreenResult } from '@esee/contracts';
import { http } from '@esee/http';

/** The page shows its own failed state. */
const quiet = { silent: true } as const;

/** IBA 关系核查: a deal's parties checked pairwise for related-party relations. */
export const relationScreenApi = {
  screen: (request: RelationScreenRequest) =>
    http.post<RelationScreenResult>('/esee/iba/relation/screen', request, quiet),
};
