import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from '@esee/contracts';
import type { FilterState } from './PublicsenFilters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the page's address keeps them, so that a filtered list can be reloaded and shared. */
export function filtersOf(params: URLSearchParams): FilterState {
  const sentiment = params.get('sentiment');
  const category = params.get('category');
  const groupId = Number(params.get('groupId'));
  const day = (k: string) => (DAY.test(params.get(k) ?? '') ? params.get(k)! : undefined);
  return {
    entId: params.get('entId') || undefined,
    entName: params.get('entName') || undefined,
    groupId: Number.isInteger(groupId) && groupId > 0 ? groupId : undefined,
    dateFrom: day('from'),
    dateTo: day('to'),
    sentiment: (NEWS_SENTIMENTS as readonly string[]).includes(sentiment ?? '')
      ? (sentiment as FilterState['sentiment'])
      : undefined,
    category: (NEWS_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as FilterState['category'])
      : undefined,
  };
}

export function paramsOf(f: FilterState): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ['entId', f.entId],
    ['entName', f.entName],
    ['groupId', f.groupId],
    ['from', f.dateFrom],
    ['to', f.dateTo],
    ['sentiment', f.sentiment],
    ['category', f.category],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}
