import { text, type ConsistencyRule } from './rule';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 社保信息's insurances as the form names them. */
export const INSURANCES: Record<string, string> = {
  pension: '城镇职工基本养老保险',
  unemployment: '失业保险',
  medical: '职工基本医疗保险',
  injury: '工伤保险',
  maternity: '生育保险',
};

/** Rounding of figures shown to the 0.01万元: assets may differ from liabilities plus equity by this much. */
const ROUNDING = 0.011;

/**
 * A company's annual report (企业年报, the register's form) adds up: 资产总额 = 负债总额 + 所有者权益合计 (to the
 * 0.01万元 shown), 其中主营业务收入 within 营业总收入, each 参保人数 within 从业人数 where the company states it, a
 * holder's 实缴 within its 认缴 and paid by the report's 公示日期. The sections a report does not give (an older
 * vendor format, figures 企业选择不公示) are not judged.
 * Sources: 《企业信息公示暂行条例》第九条 (the report's contents); 企业会计准则——基本准则 第二十七条 (assets equal
 * liabilities and owners' equity); 公司法 (2023) 第四十七条, 第四十九条 (认缴 and 实缴).
 */
export const annualReportRule: ConsistencyRule = {
  key: 'annualReport',
  title: '年报资产状况、出资与社保信息自洽',
  files: ['annualReports'],
  check(_file, row) {
    const problems: string[] = [];
    let judged = false;
    const year = String(row.reportYear);
    const assets = num(row.totalAssets);
    const liabilities = num(row.totalLiabilities);
    const equity = num(row.totalEquity);
    if (assets !== null && liabilities !== null && equity !== null) {
      judged = true;
      if (Math.abs(assets - liabilities - equity) > ROUNDING)
        problems.push(`${year}年度年报资产总额 ${assets} 万元不等于负债总额 ${liabilities} 万元与所有者权益合计 ${equity} 万元之和`);
    }
    const revenue = num(row.totalRevenue);
    const main = num(row.mainRevenue);
    if (revenue !== null && main !== null) {
      judged = true;
      if (main > revenue + ROUNDING) problems.push(`${year}年度年报主营业务收入 ${main} 万元超过营业总收入 ${revenue} 万元`);
    }
    const staff = num(row.employeeCount);
    const insurance = row.socialInsurance;
    if (staff !== null && insurance && typeof insurance === 'object') {
      judged = true;
      for (const [kind, count] of Object.entries(insurance as Record<string, unknown>))
        if ((num(count) ?? 0) > staff) problems.push(`${year}年度年报${INSURANCES[kind] ?? kind}参保人数 ${String(count)} 超过从业人数 ${staff}`);
    }
    const published = text(row.publishDate);
    for (const h of Array.isArray(row.holders) ? (row.holders as Record<string, unknown>[]) : []) {
      judged = true;
      const paid = num(h?.paidAmount);
      const subscribed = num(h?.subscribedAmount);
      const name = String(h?.name ?? '');
      if (paid !== null && subscribed !== null && paid > subscribed + ROUNDING)
        problems.push(`${year}年度年报股东「${name}」实缴出资 ${paid} 万元超过认缴 ${subscribed} 万元`);
      const paidDate = text(h?.paidDate);
      if (paidDate && published && paidDate > published)
        problems.push(`${year}年度年报股东「${name}」实缴出资日期 ${paidDate} 晚于公示日期 ${published}`);
    }
    return judged ? problems : null;
  },
};
