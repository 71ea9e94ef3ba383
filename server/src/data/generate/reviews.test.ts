import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseReviewStatus, SUPERVISION_TYPE_KEYS } from '@esee/contracts';
import { DATA_FILES, ReviewRowSchema, type CompanyRow, type ListingRow, type ReviewRow } from '../format';
import { reviewProblems } from '../reviews';
import { generate } from './generate';
import { SPONSORS } from './listings';
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

  it('gives the same items for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 4000, seed: 13, out: again, today: new Date(TODAY), recordScale: 0 });
    expect(readFileSync(path.join(again, DATA_FILES.reviews.file), 'utf8')).toBe(
      readFileSync(path.join(dir, DATA_FILES.reviews.file), 'utf8'),
    );
  }, 60_000);
});
