import type { IbaNewsCompanySummary } from '@esee/contracts';
import { foldReprints } from '../../../core/news/fold';
import type { NewsItem } from '../../../core/news/newsRows';
import type { DealCompanies } from './scope';

/**
 * Stories per company of the deal by sentiment (正面, 中性, 负面), reprints folded within each company (a
 * story about two companies of the deal counts for both); every company listed, the most negative first.
 */
export function sentimentSummary(deal: DealCompanies, rows: readonly NewsItem[]): IbaNewsCompanySummary[] {
  const byCompany = new Map<string, NewsItem[]>();
  for (const r of rows) byCompany.set(r.entId, [...(byCompany.get(r.entId) ?? []), r]);
  return deal.companies
    .map((c) => {
      const stories = foldReprints(byCompany.get(c.entId) ?? []);
      const count = (s: string) => stories.filter((n) => n.sentiment === s).length;
      return {
        entId: c.entId,
        entName: c.entName,
        positive: count('正面'),
        neutral: count('中性'),
        negative: count('负面'),
        total: stories.length,
        // Rows come newest first.
        latest: stories[0]?.publishTime ?? null,
      };
    })
    .sort((x, y) => y.negative - x.negative || y.total - x.total);
}
