import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
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
    for (const key of ['financialStatements', 'financialPlausibility']) {
      const result = results.find((r) => r.key === key)!;
      expect(result.checked).toBe(rows.length);
      expect(result.passed, JSON.stringify(result.breaches.slice(0, 3))).toBe(result.checked);
    }
  }, 60_000);

  it('gives every listed company its latest three to five years, every unlisted IPO issuer its 报告期, no one else any', () => {
    const last = lastReportedYear(Date.parse(`${TODAY}T00:00:00Z`));
    const consecutive = (ys: number[]) => ys.every((y, i) => i === 0 || y === ys[i - 1]! + 1);
    const listed = [...companies.values()].filter((c) => c.listed);
    expect(listed.length).toBeGreaterThan(0);
    for (const c of listed) {
      const ys = years.get(c.entId) ?? [];
      expect(ys.length, c.entId).toBeGreaterThanOrEqual(3);
      expect(ys.length, c.entId).toBeLessThanOrEqual(5);
      expect(consecutive(ys) && ys.at(-1) === last, c.entId).toBe(true);
    }
    const reviews = readRows<ReviewRow>(dir, 'reviews');
    const ipo = reviews.filter((r) => ['auditMind', 'feedback'].includes(r.reviewType) && !companies.get(r.companyId)!.listed);
    expect(ipo.length).toBeGreaterThan(0);
    const bondIssuers = new Set(reviews.filter((r) => r.reviewType === 'bond').map((r) => r.companyId));
    // Every issuer applied after three years of business (its prospectus has three years to show).
    for (const r of reviews) {
      const founded = Date.parse(`${companies.get(r.companyId)!.estDate!}T00:00:00Z`);
      expect(Date.parse(`${r.acceptedDate}T00:00:00Z`) - founded, r.reviewId).toBeGreaterThanOrEqual(3 * 365 * 86_400_000);
    }
    for (const r of ipo) {
      if (bondIssuers.has(r.companyId)) continue;
      const ys = years.get(r.companyId) ?? [];
      expect(ys.length, r.companyId).toBeGreaterThanOrEqual(3);
      expect(ys.length, r.companyId).toBeLessThanOrEqual(5);
      expect(consecutive(ys), r.companyId).toBe(true);
      const accepted = Number(r.acceptedDate.slice(0, 4));
      // The prospectus's three years before the acceptance (the latest item's, when a company applied twice).
      const latest = ipo.filter((x) => x.companyId === r.companyId).sort((a, b) => b.acceptedDate.localeCompare(a.acceptedDate))[0]!;
      if (latest === r) for (const y of [accepted - 3, accepted - 2, accepted - 1]) expect(ys, `${r.companyId} ${y}`).toContain(y);
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
