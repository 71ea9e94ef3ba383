import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from '@esee/contracts';
import type { IbaNewsFilter } from '../../api/news';

export const PUBLICSEN_PATH = '/investment/allInfo/publicsenInformation';

/** The page's state in its address: the deal (a project, or a company with its name), filters, the article open. */
export interface PageState {
  filter: IbaNewsFilter;
  /** The picked company's name, for the picker (the call needs only its id). */
  entName?: string;
  newsId?: string;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;

export function stateOf(params: URLSearchParams): PageState {
  const projectId = Number(params.get('projectId'));
  const entId = params.get('entId') || undefined;
  const filter: IbaNewsFilter = {
    ...(Number.isInteger(projectId) && projectId > 0 ? { projectId } : entId ? { entId } : {}),
    ...(params.get('dateFrom') ? { dateFrom: params.get('dateFrom')! } : {}),
    ...(params.get('dateTo') ? { dateTo: params.get('dateTo')! } : {}),
  };
  const sentiment = oneOf(NEWS_SENTIMENTS, params.get('sentiment'));
  const category = oneOf(NEWS_CATEGORIES, params.get('category'));
  if (sentiment) filter.sentiment = sentiment;
  if (category) filter.category = category;
  return { filter, entName: params.get('entName') || undefined, newsId: params.get('newsId') || undefined };
}

export function paramsOf(state: PageState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...state.filter, entName: state.entName, newsId: state.newsId }))
    if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
}
