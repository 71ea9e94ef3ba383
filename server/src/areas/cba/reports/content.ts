import { RECORD_KINDS, type EnterpriseInfo, type ReportSection, type RiskSummary } from '@esee/contracts';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { investments, shareholders } from '../../../core/companies/companyStructure';
import type { Db } from '../../../platform/db/database';
import { recentRisks, recordPage } from '../../../core/companies/records';
import { riskSummary } from '../../../core/risk/riskSummary';

type Row = Record<string, unknown>;

/** What a report shows of a company, read once when the job runs (the snapshot). */
export interface ReportContent {
  info: EnterpriseInfo;
  shareholders: { total: number; list: Row[] };
  investments: { total: number; list: Row[] };
  /** Published revenue by year, 万元 (years that did not publish it are left out). */
  revenue: { year: number; value: number }[];
  /** The risk summary every page shows, and the newest risk records. */
  riskSummary: RiskSummary | null;
  risks: Row[];
  patents: Row[];
  news: Row[];
}

const TOP = { offset: 0, limit: 20 };

/**
 * Read what the sections need, through the same platform reads as the
 * company detail page (header facts, shareholders, investments, records).
 * Sections the template leaves out are not read.
 */
export async function readContent(
  db: Db,
  entId: string,
  sections: readonly ReportSection[],
  today: Date,
): Promise<ReportContent> {
  const wants = (s: ReportSection) => sections.includes(s);
  const empty = { total: 0, list: [] as Row[] };
  const info = await enterpriseInfo(db, entId);
  const [holders, holdings, revenue, summary, risks, patents, news] = await Promise.all([
    wants('shareholders') || wants('graph') ? shareholders(db, entId, TOP) : empty,
    wants('investments') || wants('graph') ? investments(db, entId, TOP) : empty,
    wants('operations') ? revenueByYear(db, entId) : [],
    wants('risks') ? riskSummary(db, entId, today) : null,
    wants('risks') ? recentRisks(db, entId, 10, today) : [],
    wants('ip') ? recordPage(db, { entId }, 'patent', { offset: 0, limit: 10 }).then((p) => p.list) : [],
    wants('news') ? recordPage(db, { entId }, 'news', { offset: 0, limit: 10 }).then((p) => p.list) : [],
  ]);
  return {
    info,
    shareholders: holders as { total: number; list: Row[] },
    investments: holdings as { total: number; list: Row[] },
    revenue,
    riskSummary: summary,
    risks,
    patents: patents as Row[],
    news: news as Row[],
  };
}

async function revenueByYear(db: Db, entId: string): Promise<{ year: number; value: number }[]> {
  const rows = await db
    .selectFrom('annual_report')
    .select(['report_year', 'payload'])
    .where('company_id', '=', entId)
    .orderBy('report_year')
    .execute();
  return rows
    .map((r) => ({ year: r.report_year, value: (r.payload as Row).totalRevenue }))
    .filter((r): r is { year: number; value: number } => typeof r.value === 'number')
    .slice(-5);
}

/** The IP kinds counted in the 知识产权 section. */
export const IP_KINDS = RECORD_KINDS.filter((k) => k.tab === 'intellectualProperty').map((k) => ({
  kind: k.kind,
  title: k.title,
}));
