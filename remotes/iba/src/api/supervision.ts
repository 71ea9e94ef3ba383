import type {
  ReviewDetail,
  ReviewListQuery,
  ReviewPage,
  ReviewQuestionPage,
  ReviewQuestionQuery,
  ReviewSearchParam,
  ReviewStats,
  SupervisionType,
} from '@esee/contracts';
import { downloadFile, http, openFile, quiet } from '@esee/http';
import { paged } from './request';

export type ReviewFilter = Omit<ReviewListQuery, 'pageNo' | 'pageSize'>;
export type QuestionFilter = Omit<ReviewQuestionQuery, 'pageNo' | 'pageSize'>;

/** IBA 监管动态, one review type: list, the filters' choices, detail, a file in a new tab, question bank, days per stage. */
export const supervisionApi = (type: SupervisionType) => ({
  list: (filter: ReviewFilter, page: number) =>
    http.post<ReviewPage>(`/esee/watch/${type}/list`, paged(filter, page), quiet),
  searchParam: () => http.get<ReviewSearchParam>(`/esee/watch/${type}/searchParam`, {}, quiet),
  detail: (reviewId: string) => http.get<ReviewDetail>(`/esee/watch/${type}/detail`, { reviewId }, quiet),
  /** One of the item's files, as the PDF the platform writes, in a new tab. */
  openFile: (reviewId: string, name: string) => openFile(`/esee/watch/${type}/file`, { reviewId, name }),
  /** One of the item's files that a browser does not show (a spreadsheet, a zip), saved under its listed name. */
  saveFile: (reviewId: string, name: string) => downloadFile(`/esee/watch/${type}/file`, { reviewId, name }),
  questions: (filter: QuestionFilter, page: number) =>
    http.post<ReviewQuestionPage>(`/esee/watch/${type}/questions`, paged(filter, page), quiet),
  stats: (from?: string, to?: string) =>
    http.get<ReviewStats>(`/esee/watch/${type}/stats`, { ...(from ? { from } : {}), ...(to ? { to } : {}) }, quiet),
});
