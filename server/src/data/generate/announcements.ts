import type { FinancialRow, ListingRow } from '../format';
import { isoDay, type Random } from './random';

const DAY = 86_400_000;

/**
 * A listed company's announcements of one fiscal year (公司公告), from its statements as the set has them: the
 * 年度报告 on the statements' 披露日期, the board's resolutions adopting it the same day, the notice of the annual
 * general meeting with them, and the meeting's resolutions 20 to 50 days later, by 30 June (公司法 (2023) 第一百一十三条:
 * the annual meeting within six months of the year's end; 证券法 第七十九条: the annual report within four months).
 * Only for a year the company reported as a listed A-share company, and nothing dated after `todayMs`.
 */
export function* annualAnnouncements(
  r: Random,
  statement: Pick<FinancialRow, 'fiscalYear' | 'publishDate'>,
  listing: Pick<ListingRow, 'stockCode' | 'listDate'> | null,
  companyName: string,
  todayMs: number,
): Generator<Record<string, unknown>> {
  const published = statement.publishDate;
  if (!listing?.listDate || !listing.stockCode || !published || published < listing.listDate) return;
  const year = statement.fiscalYear;
  const deadlineMs = Date.UTC(year + 1, 5, 30);
  const publishedMs = Date.parse(`${published}T00:00:00Z`);
  // The meeting: 20 days after its notice at the least (公司法 第一百一十五条), by 30 June.
  const meetingMs = Math.min(deadlineMs, publishedMs + r.int(20, 50) * DAY);
  const base = { stockCode: listing.stockCode, fiscalYear: year };
  const announce = (category: string, title: string, dayMs: number, more: Record<string, unknown> = {}) => {
    const date = isoDay(dayMs);
    return { kind: 'announcement', date, title: `${companyName}${title}`, category, publishDate: date, ...base, ...more };
  };
  yield announce('年度报告', `${year}年年度报告`, publishedMs);
  // The board's term (届) of three years, counted from the listing; its meetings numbered within the term.
  const term = 1 + Math.floor((year + 1 - Number(listing.listDate.slice(0, 4))) / 3);
  yield announce('董事会决议公告', `第${['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'][term - 1] ?? term}届董事会第${r.int(2, 12)}次会议决议公告`, publishedMs, {
    meetingDate: isoDay(publishedMs - r.int(1, 10) * DAY),
  });
  yield announce('股东大会通知', `关于召开${year}年年度股东大会的通知`, publishedMs, { meetingDate: isoDay(meetingMs) });
  if (meetingMs <= todayMs) yield announce('股东大会决议公告', `${year}年年度股东大会决议公告`, meetingMs, { meetingDate: isoDay(meetingMs) });
}
