import type { LawCitation, LawDetail, LawListQuery, LawPage, LawSearchParam, LawVersions } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { paged } from './request';

export type LawFilter = Omit<LawListQuery, 'pageNo' | 'pageSize'>;

/** IBA 法律法规库: list and search, the filters' choices, one version, the version history, the citation check. */
export const lawApi = {
  list: (filter: LawFilter, page: number) => http.post<LawPage>('/esee/watch/law/list', paged(filter, page), quiet),
  searchParam: () => http.get<LawSearchParam>('/esee/watch/law/searchParam', {}, quiet),
  detail: (versionId: string) => http.get<LawDetail>('/esee/watch/law/detail', { versionId }, quiet),
  versions: (lawId: string, fromVersionId?: string, toVersionId?: string) =>
    http.get<LawVersions>(
      '/esee/watch/law/versions',
      { lawId, ...(fromVersionId ? { fromVersionId } : {}), ...(toVersionId ? { toVersionId } : {}) },
      quiet,
    ),
  citation: (title: string, article?: string) =>
    http.post<LawCitation>('/esee/watch/law/citation', { title, ...(article ? { article } : {}) }, quiet),
};
