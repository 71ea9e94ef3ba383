import { text, type ConsistencyRule } from './rule';

/** The 2023 公司法 took effect on this day. */
export const NEW_COMPANY_LAW = '2024-07-01';

const plusYears = (day: string, years: number) => {
  const ms = Date.UTC(Number(day.slice(0, 4)) + years, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return new Date(ms - 86_400_000).toISOString().slice(0, 10);
};

/**
 * The last day a holder's 认缴 capital may be due, by the company's form and founding day:
 * - 有限责任公司 set up from 2024-07-01: within five years of its founding (公司法 (2023) 第四十七条);
 * - one set up before: 2032-06-30 at the latest (国务院《关于实施〈中华人民共和国公司法〉注册资本登记管理制度的规定》
 *   (国务院令第784号) 第二条: the rest of the term brought within five years from 2027-07-01);
 * - 股份有限公司 set up before: 2027-06-30 (the same 第二条: 发起人 pay in full by then); set up since: paid before the
 *   founding (公司法 (2023) 第九十八条), and shares of a later increase on subscription (第二百二十八条), so no date
 *   past five years from the founding either.
 * Null for others (a partnership's contributions follow its agreement: 合伙企业法 第十八条).
 */
export function subscriptionDeadline(estDate: string, orgType: string): string | null {
  const newLaw = estDate >= NEW_COMPANY_LAW;
  if (/^(其他)?有限责任公司/.test(orgType)) return newLaw ? plusYears(estDate, 5) : '2032-06-30';
  if (orgType.startsWith('股份有限公司')) return newLaw ? plusYears(estDate, 5) : '2027-06-30';
  return null;
}

/** The day a generated holding's 认缴 capital falls due: twenty years after the founding, within the deadline. */
export function subscriptionDue(estDate: string, orgType: string): string {
  const twenty = `${Number(estDate.slice(0, 4)) + 20}${estDate.slice(4)}`;
  const deadline = subscriptionDeadline(estDate, orgType);
  return deadline && twenty > deadline ? deadline : twenty;
}

/** A holder's 认缴出资日期 keeps the 2023 公司法's terms (see `subscriptionDeadline`). */
export const subscriptionRule: ConsistencyRule = {
  key: 'subscription',
  title: '认缴出资期限符合2023年公司法',
  files: ['shareholdings'],
  check(_file, row, ctx) {
    const due = text(row.subscribedDate);
    const company = ctx.company(String(row.companyId));
    if (!due || !company?.estDate) return null;
    const deadline = subscriptionDeadline(company.estDate, company.orgType);
    if (!deadline) return null;
    return due <= deadline
      ? []
      : [`认缴出资日期 ${due} 晚于期限 ${deadline}（${company.orgType.replace(/\(.*$/, '')}，成立于 ${company.estDate}）`];
  },
};
