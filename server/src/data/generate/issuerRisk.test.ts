import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeOfBoard, RECORD_KIND_BY_KEY } from '@esee/contracts';
import { DATA_FILES } from '../format';
import { placeOf } from './authorities';
import { generate } from './generate';
import { csrcBureau } from './issuerRisk';
import { readRows, tempFolder } from './testSets';

/** What the issuers under review get: the securities regulators' measures and pending disputes, as a banker checks. */

const TODAY = '2026-11-25';
const tmp = tempFolder('issuer-risk-test');

type Row = Record<string, unknown>;

const SECURITIES = /^(中国证券监督管理委员会(.+监管局)?|(上海|深圳|北京)证券交易所)$/;

it('names the CSRC bureau of the province, or of a city with its own', () => {
  expect(csrcBureau(placeOf('320105')).name).toBe('中国证券监督管理委员会江苏监管局');
  expect(csrcBureau(placeOf('440305'))).toEqual({ name: '中国证券监督管理委员会深圳监管局', short: '深圳证监局' });
  expect(csrcBureau(placeOf('440106')).name).toBe('中国证券监督管理委员会广东监管局');
  expect(csrcBureau(placeOf('110105')).name).toBe('中国证券监督管理委员会北京监管局');
});

describe('the issuers under review', () => {
  const dir = path.join(tmp, 'set');
  let records: Row[];
  let companies: Map<string, Row>;
  let reviews: Row[];

  beforeAll(async () => {
    await generate({ companies: 3000, seed: 11, out: dir, today: new Date(TODAY) });
    records = readRows(dir, 'records');
    companies = new Map(readRows(dir, 'companies').map((c) => [String(c.entId), c]));
    reviews = readRows(dir, 'reviews');
  }, 120_000);

  it('get the securities regulators’ measures, only they, from the authority of their province or board', () => {
    const issuers = new Set(reviews.map((r) => String(r.companyId)));
    const boards = new Map<string, Set<string>>();
    for (const r of reviews) boards.set(String(r.companyId), (boards.get(String(r.companyId)) ?? new Set()).add(String(r.board)));
    const measures = records.filter((r) => r.kind === 'penalty' && SECURITIES.test(String(r.departmentName)));
    expect(measures.length).toBeGreaterThan(1);
    const penaltyType = RECORD_KIND_BY_KEY.get('penalty')!.columns.find((c) => c.key === 'penaltyType')!;
    for (const m of measures) {
      const id = String(m.companyId);
      expect(issuers.has(id), id).toBe(true);
      const c = companies.get(id)!;
      const dept = String(m.departmentName);
      expect(String(m.date) > String(c.estDate) && String(m.date) <= TODAY, `${String(m.date)} ${String(c.estDate)}`).toBe(true);
      expect(m.penaltyDate).toBe(m.date);
      expect(penaltyType.values).toContain(m.penaltyType);
      expect(String(m.docNo)).toMatch(new RegExp(`〔${String(m.date).slice(0, 4)}〕\\d+号$`));
      if (dept.endsWith('监管局')) expect(dept).toBe(csrcBureau(placeOf(String(c.regionCode))).name);
      if (dept.endsWith('证券交易所')) {
        const city = { 上交所: '上海', 深交所: '深圳', 北交所: '北京' } as Record<string, string>;
        const exchanges = [...boards.get(id)!].map((b) => city[exchangeOfBoard(b)]!);
        expect(exchanges.some((e) => dept.startsWith(e)), `${dept} ${[...boards.get(id)!].join()}`).toBe(true);
      }
      expect(m.source).toBe(dept.endsWith('证券交易所') ? '证券交易所' : '证监会');
      if (/罚款/.test(String(m.content))) expect(String(m.content)).toMatch(/并处以\d+(\.\d+)?万元罚款$/);
    }
    // Before the reform the CSRC reviewed IPOs; the exchanges since.
    expect(new Set(measures.map((m) => String(m.departmentName).replace(/(.+监管局)$/, '监管局'))).size).toBeGreaterThan(1);
  });

  it('have disputes of the last months, many still 审理中, at the courts of their district', () => {
    const issuers = new Set(reviews.map((r) => String(r.companyId)));
    const pending = records.filter((r) => r.kind === 'caseFiling' && r.caseStatus === '审理中' && issuers.has(String(r.companyId)));
    // The issuers are as many as the exchanges' rates give a set of 3,000 companies (a dozen or two): a few pending.
    expect(pending.length).toBeGreaterThan(2);
    for (const r of pending) expect(String(r.court)).toMatch(/人民法院$/);
  });

  it('is the same for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 3000, seed: 11, out: again, today: new Date(TODAY) });
    expect(readFileSync(path.join(again, DATA_FILES.records.file), 'utf8') === readFileSync(path.join(dir, DATA_FILES.records.file), 'utf8')).toBe(true);
  }, 120_000);
});
