import { sql } from 'kysely';
import type { FinancialYear } from '@esee/contracts';
import { financialStatements } from '../../../core/companies/financials';
import type { Db } from '../../../platform/db/database';
import type { PdfReport } from '../../../platform/files/pdf';
import type { DocumentFacts } from './facts';
import { field, textDate } from './words';

/** What an announcement is written from beyond the record: the company's listing and its statements. */
export interface AnnouncementContext {
  board: string | null;
  years: FinancialYear[];
}

export async function announcementContext(db: Db, entId: string): Promise<AnnouncementContext> {
  const [{ rows }, statements] = await Promise.all([
    sql<{ board: string | null }>`select board from listing_status where ent_id = ${entId}`.execute(db),
    financialStatements(db, entId),
  ]);
  return { board: rows[0]?.board ?? null, years: statements.years };
}

/** An amount in 元 as an annual report prints it: 1,234,567.89. */
const yuan = (v: number | null) =>
  v === null ? '不适用' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** This year against the last, as 本年比上年增减 prints it. */
function change(now: number | null, before: number | null): string {
  if (now === null || before === null || before === 0) return '不适用';
  const pct = ((now - before) / Math.abs(before)) * 100;
  return `${pct >= 0 ? '' : '-'}${Math.abs(pct).toFixed(2)}%`;
}

/** The proposals of an annual cycle, as the board adopts them and the general meeting votes on them. */
const proposals = (year: number, meeting: boolean) => [
  `《${year}年年度报告》及其摘要`,
  `《${year}年度董事会工作报告》`,
  `《${year}年度财务决算报告》`,
  `《${year}年度利润分配预案》`,
  ...(meeting ? [] : [`《关于召开${year}年年度股东大会的议案》`]),
];

const DECLARATION =
  '本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担法律责任。';

/**
 * 公司公告: the announcement of a listed company's annual cycle as the record names it. The 年度报告 gives the
 * 重要提示, the company's facts and 主要会计数据和财务指标 of its fiscal year against the year before, from the
 * statements the platform holds (the same figures as 财务信息; none invented when it holds none); the board's
 * resolutions, the meeting's notice and its resolutions the proposals of the cycle with the record's days.
 */
export function announcementDocument(pdf: PdfReport, f: DocumentFacts, ctx: AnnouncementContext): void {
  const p = f.record.payload;
  const year = typeof p.fiscalYear === 'number' ? p.fiscalYear : Number(f.record.date.slice(0, 4)) - 1;
  const category = field(p, 'category');
  const meeting = field(p, 'meetingDate');
  pdf.keyValues([
    ['证券代码', field(p, 'stockCode') || '-'],
    ['公司名称', f.company.name],
    ['公告类型', category],
    ['公告日期', textDate(f.record.date)],
  ]);
  if (category === '年度报告') {
    pdf.heading('第一节 重要提示');
    const own = ctx.years.find((y) => y.fiscalYear === year);
    pdf.paragraph(
      '本公司董事会、监事会及董事、监事、高级管理人员保证年度报告内容的真实性、准确性、完整性，不存在虚假记载、误导性陈述或重大遗漏，并承担个别和连带的法律责任。',
    );
    if (own?.auditOpinion) pdf.paragraph(`会计师事务所为本公司出具了${own.auditOpinion}的审计报告。`);
    pdf.heading('第二节 公司基本情况');
    pdf.keyValues([
      ['公司名称', f.company.name],
      ['统一社会信用代码', f.company.creditCode ?? '-'],
      ['法定代表人', f.company.legalRep ?? '-'],
      ['注册地址', f.company.address ?? '-'],
      ['股票上市板块', ctx.board ?? '-'],
      ['证券代码', field(p, 'stockCode') || '-'],
    ]);
    pdf.heading('第三节 主要会计数据和财务指标');
    if (!own) {
      pdf.paragraph(`平台收录的财务数据中暂无${f.company.name}${year}年度的财务报表。`, { muted: true });
      return;
    }
    const before = ctx.years.find((y) => y.fiscalYear === year - 1);
    const lines: [string, (y: FinancialYear) => number | null][] = [
      ['营业收入', (y) => y.incomeStatement.revenue],
      ['归属于上市公司股东的净利润', (y) => y.incomeStatement.parentNetProfit],
      ['经营活动产生的现金流量净额', (y) => y.cashFlow.operatingCashFlow],
      ['总资产', (y) => y.balanceSheet.totalAssets],
      ['归属于上市公司股东的净资产', (y) => y.balanceSheet.parentEquity],
    ];
    pdf.paragraph('单位：元\u3000币种：人民币（合并报表）');
    pdf.table(
      [
        { title: '项目', width: 2.4 },
        { title: `${year}年`, width: 1.6 },
        { title: `${year - 1}年`, width: 1.6 },
        { title: '本年比上年增减', width: 1.1 },
      ],
      lines.map(([title, pick]) => {
        const now = pick(own);
        const prior = before ? pick(before) : null;
        return [title, yuan(now), before ? yuan(prior) : '不适用', change(now, prior)];
      }),
    );
    const shares = own.balanceSheet.paidInCapital;
    const eps = shares > 0 ? own.incomeStatement.parentNetProfit / shares : null;
    pdf.keyValues([
      ['基本每股收益（元/股）', eps === null ? '不适用' : eps.toFixed(2)],
      ['加权平均净资产收益率', own.ratios.roe === null ? '不适用' : `${(own.ratios.roe * 100).toFixed(2)}%`],
    ]);
    return;
  }
  pdf.paragraph(DECLARATION);
  if (category === '董事会决议公告') {
    pdf.heading('一、董事会会议召开情况');
    pdf.paragraph(
      `${f.company.name}（以下简称“公司”）董事会会议于${meeting ? textDate(meeting) : '-'}以现场结合通讯表决方式召开。本次会议的召集、召开和表决程序符合《中华人民共和国公司法》和《公司章程》的规定。`,
    );
    pdf.heading('二、董事会会议审议情况');
    proposals(year, false).forEach((name, i) =>
      pdf.paragraph(`${i + 1}. 审议通过${name}。表决结果：全体董事同意，0票反对，0票弃权。`),
    );
    pdf.paragraph(`其中第1项至第4项议案尚需提交公司${year}年年度股东大会审议。`);
  } else if (category === '股东大会通知') {
    pdf.heading('一、召开会议的基本情况');
    pdf.keyValues([
      ['股东大会类型和届次', `${year}年年度股东大会`],
      ['召集人', '董事会'],
      ['现场会议召开日期', meeting ? textDate(meeting) : '-'],
      ['现场会议地点', f.company.address ?? '公司会议室'],
      ['表决方式', '现场投票与网络投票相结合'],
    ]);
    pdf.heading('二、会议审议事项');
    proposals(year, true).forEach((name, i) => pdf.paragraph(`${i + 1}. ${name}`));
  } else if (category === '股东大会决议公告') {
    pdf.heading('一、会议召开和出席情况');
    pdf.paragraph(
      `公司${year}年年度股东大会于${meeting ? textDate(meeting) : textDate(f.record.date)}召开，由董事会召集，会议的召集、召开和表决程序符合《中华人民共和国公司法》及《公司章程》的规定。`,
    );
    pdf.heading('二、议案审议情况');
    proposals(year, true).forEach((name, i) => pdf.paragraph(`${i + 1}. 审议通过${name}。`));
    pdf.heading('三、律师见证情况');
    pdf.paragraph(
      '本次股东大会经律师现场见证，律师认为本次股东大会的召集、召开程序、出席会议人员资格及表决程序、表决结果合法有效。',
    );
  }
  pdf.paragraph('特此公告。');
  pdf.paragraph(`${f.company.name}董事会`);
  pdf.paragraph(textDate(f.record.date));
}
