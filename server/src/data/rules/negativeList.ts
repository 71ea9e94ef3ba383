import { type ConsistencyRule, text } from './rule';

/**
 * Industries (GB/T 4754-2017) the 创业板 does not take, in principle: 农林牧渔业 A, 采矿业 B, 酒、饮料和精制茶制造业
 * C15, 纺织业 C17, 黑色金属冶炼和压延加工业 C31, 电力、热力、燃气及水生产和供应业 D, 建筑业 E, 交通运输、仓储和
 * 邮政业 G, 住宿和餐饮业 H, 金融业 J, 房地产业 K, 居民服务、修理和其他服务业 O. Source: 《深圳证券交易所创业板企业
 * 发行上市申报及推荐暂行规定》(2020年6月12日, 2022年修订) 第五条.
 */
export const CHINEXT_NEGATIVE = ['A', 'B', 'C15', 'C17', 'C31', 'D', 'E', 'G', 'H', 'J', 'K', 'O'] as const;
/** The 暂行规定 applies to applications from this day; the first companies listed under it, from the next. */
const SINCE = '2020-06-12';
const LISTED_SINCE = '2020-08-24';

export const inChinextNegativeList = (industryCode: string | null | undefined): boolean =>
  Boolean(industryCode && CHINEXT_NEGATIVE.some((p) => industryCode.startsWith(p)));

/** No 创业板 IPO since the 暂行规定 (an application, a listing, a review item) in an industry of its negative list. */
export const negativeListRule: ConsistencyRule = {
  key: 'chinextNegativeList',
  title: '创业板发行人不属于负面清单行业',
  files: ['listings', 'reviews'],
  check(file, row, ctx) {
    let industry: string | null;
    if (file === 'reviews') {
      if (row.board !== '创业板' || !['auditMind', 'feedback'].includes(String(row.reviewType)) || String(row.acceptedDate) < SINCE) return null;
      industry = text(row.industryCode) ?? ctx.company(String(row.companyId))?.industryCode ?? null;
    } else {
      const applying = row.ipoBoard === '创业板' && (text(row.acceptedDate) ?? text(row.stageDate) ?? '') >= SINCE;
      const listed = row.board === '创业板' && (text(row.listDate) ?? '') >= LISTED_SINCE;
      if (!applying && !listed) return null;
      industry = ctx.company(String(row.companyId))?.industryCode ?? null;
    }
    if (!industry) return null;
    return inChinextNegativeList(industry) ? [`创业板发行人的行业 ${industry} 属于创业板负面清单，原则上不支持申报`] : [];
  },
};
