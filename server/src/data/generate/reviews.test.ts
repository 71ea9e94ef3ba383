import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseReviewStatus, SUPERVISION_TYPE_KEYS } from '@esee/contracts';
import { DATA_FILES, ReviewRowSchema, type CompanyRow, type FinancialRow, type ListingRow, type ReviewRow } from '../format';
import { ISSUER_LEAST_CAPITAL, listingBoardOf } from '../rules/issuerCapital';
import { reviewProblems } from '../reviews';
import { generate } from './generate';
import { SPONSORS } from './listings';
import { expectedReviews } from './reviewRates';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('review-gen');


const TODAY = '2026-11-22';

describe('generated review items (监管动态)', () => {
  const dir = path.join(tmp, 'set');
  let reviews: ReviewRow[];
  beforeAll(async () => {
    await generate({ companies: 4000, seed: 13, out: dir, today: new Date(TODAY), recordScale: 0 });
    reviews = readRows<ReviewRow>(dir, 'reviews');
  }, 60_000);

  it('writes valid items of every type for companies of the set, with real sponsors', () => {
    const check = TypeCompiler.Compile(ReviewRowSchema);
    const companies = new Map(readRows<CompanyRow>(dir, 'companies').map((c) => [c.entId, c]));
    const sponsors = SPONSORS.map(([name]) => name);
    for (const r of reviews) {
      expect(check.Check(r), JSON.stringify(r)).toBe(true);
      expect(reviewProblems(r as unknown as Record<string, unknown>), r.reviewId).toEqual([]);
      expect(companies.get(r.companyId)?.name).toBe(r.issuer);
      expect(sponsors).toContain(r.intermediaries[0]!.name);
      expect(r.updatedDate <= TODAY).toBe(true);
      // Every label the generator writes is one a rule of the normaliser knows (not its fallback).
      for (const m of r.milestones)
        expect(normaliseReviewStatus(m.label, 'DECLARED').stage, m.label).toBe(normaliseReviewStatus(m.label, 'ISSUED').stage);
    }
    for (const type of SUPERVISION_TYPE_KEYS) expect(reviews.some((r) => r.reviewType === type), type).toBe(true);
  });

  it('follows the listings: an IPO under review has its board, sponsor and days', () => {
    const listings = readRows<ListingRow>(dir, 'listings').filter((l) => l.acceptedDate && l.ipoStage !== '辅导备案');
    expect(listings.length).toBeGreaterThan(0);
    for (const l of listings) {
      const item = reviews.find((r) => r.reviewType === 'auditMind' && r.companyId === l.companyId)!;
      expect(item, l.companyId).toBeDefined();
      expect(item.acceptedDate).toBe(l.acceptedDate);
      expect(item.updatedDate).toBe(l.stageDate);
      expect(item.intermediaries[0]!.name).toBe(l.sponsor);
      expect(l.ipoBoard === '主板' ? ['沪主板', '深主板'] : [l.ipoBoard]).toContain(item.board);
    }
  });

  it('sizes IPO issuers for their board, and their raise from their equity', () => {
    const companies = new Map(readRows<CompanyRow>(dir, 'companies').map((c) => [c.entId, c]));
    const equity = new Map(readRows<FinancialRow>(dir, 'financials').map((f) => [`${f.companyId}/${f.fiscalYear}`, f.balanceSheet.parentEquity]));
    const ipo = reviews.filter((r) => r.reviewType === 'auditMind' || r.reviewType === 'feedback');
    expect(ipo.length).toBeGreaterThan(0);
    let sized = 0;
    for (const r of ipo) {
      const c = companies.get(r.companyId)!;
      // Not yet listed: the registered capital already reaches the board's 股本总额 after listing.
      if (!c.listed) expect(c.regCapital!, r.reviewId).toBeGreaterThanOrEqual(ISSUER_LEAST_CAPITAL[listingBoardOf(r.board)]!);
      const e = equity.get(`${r.companyId}/${Number(r.acceptedDate.slice(0, 4)) - 1}`);
      if (e === undefined || e === null || e <= 0) continue;
      // One to three times the 归母权益 before the acceptance (rounded to the 万).
      expect(r.amount! / e, r.reviewId).toBeGreaterThanOrEqual(0.79);
      expect(r.amount! / e, r.reviewId).toBeLessThanOrEqual(3.01);
      sized++;
    }
    expect(sized).toBe(ipo.length);
  });

  it('holds IPO, refinancing and M&A items at the exchanges’ rates for its listed companies', () => {
    const companies = new Map(readRows<CompanyRow>(dir, 'companies').map((c) => [c.entId, c]));
    const listed = readRows<ListingRow>(dir, 'listings').filter((l) => ['主板', '创业板', '科创板', '北交所'].includes(l.board ?? ''));
    const count = (type: string) => reviews.filter((r) => r.reviewType === type).length;
    const todayMs = Date.parse(`${TODAY}T00:00:00Z`);
    // Refinancing and M&A: only listed companies, the rate over the last 900 days, one of each at least.
    for (const [type, kind] of [['refinance', 'refinance'], ['mergers', 'mergers']] as const) {
      for (const r of reviews.filter((x) => x.reviewType === type)) expect(companies.get(r.companyId)!.listed, r.reviewId).toBe(true);
      expect(count(type)).toBe(Math.max(1, Math.round(expectedReviews(kind, listed.length, todayMs - 900 * 86_400_000, todayMs))));
    }
    // IPOs: every listed company's own since 2016 plus today's and the stopped ones, near the rate (a small set
    // keeps one of each stage, so at least seven).
    const ipo = count('auditMind') + count('feedback');
    expect(ipo).toBeGreaterThanOrEqual(7);
    expect(ipo).toBeLessThanOrEqual(Math.max(7, 2 * expectedReviews('ipo', listed.length, Date.parse('2016-01-01T00:00:00Z'), todayMs)) + listed.length + 1);
  });

  it('scales with the listed companies: more of them, more items, the same rate', () => {
    expect(expectedReviews('ipo', 1000, Date.UTC(2021, 0, 1), Date.UTC(2022, 0, 1))).toBeCloseTo(135, 0);
    expect(expectedReviews('mergers', 200, Date.UTC(2024, 0, 1), Date.UTC(2026, 0, 1))).toBeCloseTo(8, 0);
    expect(expectedReviews('refinance', 0, Date.UTC(2020, 0, 1), Date.UTC(2026, 0, 1))).toBe(0);
  });

  it('gives the same items for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 4000, seed: 13, out: again, today: new Date(TODAY), recordScale: 0 });
    expect(readFileSync(path.join(again, DATA_FILES.reviews.file), 'utf8')).toBe(
      readFileSync(path.join(dir, DATA_FILES.reviews.file), 'utf8'),
    );
  }, 60_000);
});
