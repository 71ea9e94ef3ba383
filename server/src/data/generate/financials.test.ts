import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportingPeriodYears } from '@esee/contracts';
import { DATA_FILES, FinancialRowSchema, type CompanyRow, type FinancialRow, type ListingRow, type ReviewRow } from '../format';
import { financialProblems } from '../financials';
import { checkConsistency } from '../rules';
import { GROSS_MARGIN_BANDS } from '../rules/financials';
import { lastReportedYear, PROFILES, profileOf } from './financials';
import { generate } from './generate';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('financials-gen');
const TODAY = '2026-11-22';

describe('industry profiles', () => {
  it('draw gross margins inside the rule’s bands (with the yearly drift) and leverage inside 0–100%', () => {
    for (const [prefix, profile] of PROFILES) {
      const band = GROSS_MARGIN_BANDS[prefix[0]!]!;
      expect(profile.grossMargin[0] - 0.03, prefix).toBeGreaterThanOrEqual(band[0]);
      expect(profile.grossMargin[1] + 0.03, prefix).toBeLessThanOrEqual(band[1]);
      expect(profile.debtRatio[0] > 0 && profile.debtRatio[1] < 1, prefix).toBe(true);
    }
  });
});

describe('generated financial statements', () => {
  const dir = path.join(tmp, 'set');
  let rows: FinancialRow[];
  let companies: Map<string, CompanyRow>;
  const years = new Map<string, number[]>();

  beforeAll(async () => {
    await generate({ companies: 3000, seed: 11, out: dir, today: new Date(TODAY) });
    rows = readRows<FinancialRow>(dir, 'financials');
    companies = new Map(readRows<CompanyRow>(dir, 'companies').map((c) => [c.entId, c]));
    for (const r of rows) years.set(r.companyId, [...(years.get(r.companyId) ?? []), r.fiscalYear]);
  }, 120_000);

  it('fits the format and keeps the statements’ rules', async () => {
    const check = TypeCompiler.Compile(FinancialRowSchema);
    for (const r of rows) {
      expect(check.Check(r), JSON.stringify(r)).toBe(true);
      expect(financialProblems(r as unknown as Record<string, unknown>)).toEqual([]);
    }
    const results = await checkConsistency(dir);
    for (const key of ['financialStatements', 'financialPlausibility', 'issuerPeriod', 'issuerCapital', 'listingCapital']) {
      const result = results.find((r) => r.key === key)!;
      if (key.startsWith('financial')) expect(result.checked).toBe(rows.length);
      else expect(result.checked, key).toBeGreaterThan(0);
      expect(result.passed, JSON.stringify(result.breaches.slice(0, 3))).toBe(result.checked);
    }
  }, 60_000);

  it('registers a listed company’s IPO: the capital before it plus the new shares, weeks after the listing day', () => {
    const changes = readRows<Record<string, unknown>>(dir, 'changes');
    const listings = readRows<ListingRow>(dir, 'listings').filter((l) => l.board && l.board !== '新三板' && l.listDate);
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings) {
      const c = companies.get(l.companyId)!;
      const after = Number(c.regCapital);
      const chain = changes
        .filter((ch) => ch.companyId === l.companyId && ch.item === '注册资本变更')
        .sort((a, b) => String(a.changeDate).localeCompare(String(b.changeDate)));
      const ipo = chain.at(-1)!;
      expect(ipo, String(c.name)).toBeDefined();
      expect(ipo.after).toBe(`${after / 10_000}万元人民币`);
      expect(String(ipo.changeDate) > String(l.listDate)).toBe(true);
      const before = Number(String(ipo.before).replace('万元人民币', '')) * 10_000;
      expect(1 - before / after).toBeGreaterThanOrEqual(after > 400_000_000 ? 0.1 : 0.25);
      // Every earlier capital change comes before the listing.
      for (const ch of chain.slice(0, -1)) expect(String(ch.changeDate) < String(l.listDate)).toBe(true);
      // The statements show the shares before the IPO until the listing, the registered capital after.
      for (const f of rows.filter((x) => x.companyId === l.companyId)) {
        const shares = f.balanceSheet.paidInCapital;
        expect(shares, `${String(c.name)} ${String(f.fiscalYear)}`).toBe(`${String(f.fiscalYear)}-12-31` < String(l.listDate) ? before : after);
      }
    }
  });

  it('gives every listed company its latest years, every IPO issuer its 报告期 and the years since, no one else any', () => {
    const last = lastReportedYear(Date.parse(`${TODAY}T00:00:00Z`));
    const consecutive = (ys: number[]) => ys.every((y, i) => i === 0 || y === ys[i - 1]! + 1);
    const reviews = readRows<ReviewRow>(dir, 'reviews');
    const ipoItems = reviews.filter((r) => ['auditMind', 'feedback'].includes(r.reviewType));
    // The three years ended before each IPO item's acceptance (the prospectus's 报告期).
    const periods = new Map<string, number[]>();
    for (const r of ipoItems) periods.set(r.companyId, [...(periods.get(r.companyId) ?? []), ...reportingPeriodYears(r.acceptedDate)]);
    const listed = [...companies.values()].filter((c) => c.listed);
    expect(listed.length).toBeGreaterThan(0);
    for (const c of listed) {
      const ys = years.get(c.entId) ?? [];
      expect(consecutive(ys) && ys.at(-1) === last, c.entId).toBe(true);
      // Without an IPO item its latest three to five; with one, from its 报告期 on (growing into its listing).
      const period = periods.get(c.entId);
      if (!period) expect(ys.length >= 3 && ys.length <= 5, c.entId).toBe(true);
      else expect(ys[0]! <= Math.max(Math.min(...period), Number(c.estDate!.slice(0, 4))), c.entId).toBe(true);
    }
    expect(listed.some((c) => periods.has(c.entId)), 'a listed company with its IPO item').toBe(true);
    const ipo = ipoItems.filter((r) => !companies.get(r.companyId)!.listed);
    expect(ipo.length).toBeGreaterThan(0);
    const bondIssuers = new Set(reviews.filter((r) => r.reviewType === 'bond').map((r) => r.companyId));
    // Every issuer applied after three years of business (its prospectus has three years to show).
    for (const r of reviews) {
      const founded = Date.parse(`${companies.get(r.companyId)!.estDate!}T00:00:00Z`);
      expect(Date.parse(`${r.acceptedDate}T00:00:00Z`) - founded, r.reviewId).toBeGreaterThanOrEqual(3 * 365 * 86_400_000);
    }
    for (const r of ipoItems) {
      const ys = years.get(r.companyId) ?? [];
      expect(consecutive(ys), r.companyId).toBe(true);
      for (const y of reportingPeriodYears(r.acceptedDate)) expect(ys, `${r.companyId} ${y}`).toContain(y);
      // One application: its 报告期 and the years it went on, five at most (an earlier one stopped reaches further back).
      const once = ipoItems.filter((x) => x.companyId === r.companyId).length === 1;
      if (once && !companies.get(r.companyId)!.listed && !bondIssuers.has(r.companyId)) expect(ys.length, r.companyId).toBeLessThanOrEqual(5);
    }
    const publishing = new Set([
      ...listed.map((c) => c.entId),
      ...reviews.map((r) => r.companyId),
      ...readRows<ListingRow>(dir, 'listings').filter((l) => l.board && l.board !== '新三板').map((l) => l.companyId),
    ]);
    for (const id of years.keys()) expect(publishing.has(id), id).toBe(true);
  });

  it('draws margins by industry, now and then a loss, and reports a listed company’s figures in its 工商年报', () => {
    for (const r of rows) {
      const c = companies.get(r.companyId)!;
      const band = profileOf(c.industryCode!).grossMargin;
      const margin = (r.incomeStatement.revenue - r.incomeStatement.costOfSales) / r.incomeStatement.revenue;
      expect(margin, `${r.companyId} ${r.fiscalYear}`).toBeGreaterThanOrEqual(band[0] - 0.031);
      expect(margin, `${r.companyId} ${r.fiscalYear}`).toBeLessThanOrEqual(band[1] + 0.031);
      for (const v of [...Object.values(r.balanceSheet), ...Object.values(r.incomeStatement), ...Object.values(r.cashFlow)])
        expect(Number.isInteger(v)).toBe(true);
    }
    expect(rows.some((r) => r.incomeStatement.netProfit < 0)).toBe(true);
    expect(rows.filter((r) => r.incomeStatement.netProfit < 0).length).toBeLessThan(rows.length / 4);
    const byYear = new Map(rows.map((r) => [`${r.companyId}/${r.fiscalYear}`, r]));
    let compared = 0;
    for (const a of readRows<Record<string, unknown>>(dir, 'annualReports')) {
      const s = byYear.get(`${String(a.companyId)}/${String(a.reportYear)}`);
      if (!s || !companies.get(String(a.companyId))!.listed || typeof a.totalRevenue !== 'number') continue;
      expect(Math.abs(a.totalRevenue * 10_000 - s.incomeStatement.revenue)).toBeLessThanOrEqual(50);
      expect(Math.abs((a.netProfit as number) * 10_000 - s.incomeStatement.netProfit)).toBeLessThanOrEqual(50);
      expect(Math.abs((a.totalAssets as number) * 10_000 - s.balanceSheet.totalAssets)).toBeLessThanOrEqual(50);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('gives the same statements for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 3000, seed: 11, out: again, today: new Date(TODAY) });
    const file = DATA_FILES.financials.file;
    expect(readFileSync(path.join(again, file), 'utf8')).toBe(readFileSync(path.join(dir, file), 'utf8'));
  }, 120_000);
});
