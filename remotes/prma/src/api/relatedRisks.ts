import type { RelatedRisks } from '@esee/contracts';
import { http } from '@esee/http';

/** PRMA 关联风险: a company's related parties with their weighted risks. */
export const relatedRisksApi = {
  list: (entId: string, depth: number) =>
    http.post<RelatedRisks>('/esee/prma/relatedRisks/list', { entId, depth }, { silent: true }),
};
