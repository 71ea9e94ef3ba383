import { text, type ConsistencyRule } from './rule';

/**
 * A listed company's announcements keep the law's calendar: the 年度报告 of a fiscal year within the four months
 * after it (by 30 April; 证券法 第七十九条), the annual general meeting's resolutions by 30 June (公司法 (2023) 第一百一十三条:
 * within six months of the year's end), and none before the company listed, when the set gives its listing.
 */
export const announcementsRule: ConsistencyRule = {
  key: 'announcements',
  title: '上市公司公告在法定期限内披露，且不早于上市',
  files: ['records'],
  check(_file, row, ctx) {
    if (row.kind !== 'announcement') return null;
    const date = text(row.publishDate) ?? text(row.date);
    const year = typeof row.fiscalYear === 'number' ? row.fiscalYear : null;
    const problems: string[] = [];
    if (!date) return ['公司公告缺少公告日期'];
    const title = text(row.title) ?? '';
    if (year !== null) {
      if (row.category === '年度报告' && (date < `${year + 1}-01-01` || date > `${year + 1}-04-30`))
        problems.push(`「${title}」的公告日期 ${date} 不在${year}年度结束后四个月内`);
      if (row.category === '股东大会决议公告' && date > `${year + 1}-06-30`)
        problems.push(`「${title}」的公告日期 ${date} 晚于${year + 1}年6月30日（年度股东大会应于会计年度结束后六个月内召开）`);
    }
    const listing = ctx.disclosure(String(row.companyId));
    if (listing?.listDate && date < listing.listDate) problems.push(`「${title}」的公告日期 ${date} 早于上市日期 ${listing.listDate}`);
    return problems;
  },
};
