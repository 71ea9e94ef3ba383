import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESEARCH_TYPES } from '@esee/contracts';
import { DATA_FILES, ResearchReportRowSchema, type ListingRow, type ResearchReportRow } from '../format';
import { researchReportProblems } from '../researchReports';
import { generate } from './generate';
import { BROKERS } from './researchReports';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('research-gen');


const TODAY = '2026-11-22';

describe('generated research reports', () => {
  const dir = path.join(tmp, 'set');
  let reports: ResearchReportRow[];
  let listings: Map<string, ListingRow>;
  beforeAll(async () => {
    await generate({ companies: 6000, seed: 11, out: dir, today: new Date(TODAY), recordScale: 0 });
    reports = readRows<ResearchReportRow>(dir, 'researchReports');
    listings = new Map(readRows<ListingRow>(dir, 'listings').map((l) => [l.companyId, l]));
  }, 60_000);

  it('writes valid reports of every type, oldest first, over the last two years, by real brokers', () => {
    const check = TypeCompiler.Compile(ResearchReportRowSchema);
    for (const r of reports) {
      expect(check.Check(r), JSON.stringify(r)).toBe(true);
      expect(researchReportProblems(r as unknown as Record<string, unknown>), r.reportId).toEqual([]);
      expect(r.publishDate >= '2024-11-20' && r.publishDate <= TODAY, r.publishDate).toBe(true);
      expect(BROKERS.map((b) => b.name)).toContain(r.broker);
      // The SAC number carries the broker's institution code.
      for (const a of r.authors) expect(a.sacNo.slice(1, 5)).toBe(BROKERS.find((b) => b.name === r.broker)!.code);
    }
    expect(new Set(reports.map((r) => r.type))).toEqual(new Set(RESEARCH_TYPES));
    expect(reports.map((r) => r.publishDate)).toEqual(reports.map((r) => r.publishDate).sort());
    expect(new Set(reports.map((r) => r.reportId)).size).toBe(reports.length);
  });

  it('covers the listed and quoted companies by their codes, one price a day whoever writes', () => {
    const stockReports = reports.filter((r) => r.type === '个股');
    expect(stockReports.length).toBeGreaterThan(20);
    const closes = new Map<string, number>();
    for (const r of stockReports) {
      const listing = listings.get(r.companyId!);
      expect(listing?.stockCode, r.reportId).toBe(r.stockCode);
      expect(listing!.board).not.toBe('美股');
      const key = `${r.stockCode}/${r.publishDate}`;
      if (closes.has(key)) expect(r.price).toBe(closes.get(key));
      closes.set(key, r.price!);
      // Targets near the price: the rating's upside, and PE is the price over the EPS.
      if (r.targetPrice !== null) expect(Math.abs(r.targetPrice / r.price! - 1)).toBeLessThan(0.5);
      for (const f of r.forecasts) if (f.pe !== null) expect(f.pe).toBeCloseTo(r.price! / f.eps, 0);
      expect(r.abstract).toContain(`${r.rating}”评级`);
    }
  });

  it('keeps each rating change consistent with the same broker’s previous report on the subject', () => {
    const previous = new Map<string, string>();
    for (const r of reports.filter((x) => x.rating !== null)) {
      const key = `${r.broker}/${r.stockCode ?? r.industryCode}`;
      expect(r.previousRating, r.reportId).toBe(previous.get(key) ?? null);
      previous.set(key, r.rating!);
    }
    const changes = new Set(reports.map((r) => r.ratingChange).filter(Boolean));
    expect(changes).toEqual(new Set(['首次', '维持', '上调', '下调']));
  });

  it('gives an analyst one name and broker, and is the same for the same seed', async () => {
    const names = new Map<string, string>();
    for (const r of reports)
      for (const a of r.authors) {
        expect(names.get(a.sacNo) ?? `${a.name}/${r.broker}`).toBe(`${a.name}/${r.broker}`);
        names.set(a.sacNo, `${a.name}/${r.broker}`);
      }
    const again = path.join(tmp, 'again');
    await generate({ companies: 6000, seed: 11, out: again, today: new Date(TODAY), recordScale: 0 });
    expect(readFileSync(path.join(again, DATA_FILES.researchReports.file), 'utf8')).toBe(
      readFileSync(path.join(dir, DATA_FILES.researchReports.file), 'utf8'),
    );
  }, 60_000);
});
