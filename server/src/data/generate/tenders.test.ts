import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_TYPES, CROWDED_ADDRESS_COMPANIES } from '@esee/contracts';
import { DATA_FILES, TenderRowSchema, type CompanyRow, type TenderRow } from '../format';
import { tenderProblems } from '../tenders';
import { isActive } from './companies';
import { generate } from './generate';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('tenders-gen');


const TODAY = '2026-11-22';
const FIELDS = ['preparer', 'agentName', 'projectManager', 'depositAccount', 'fileMachineCode'] as const;

describe('generated tenders, shared contacts and crowded addresses', () => {
  const dir = path.join(tmp, 'set');
  let tenders: TenderRow[];
  let companies: Map<string, CompanyRow>;
  beforeAll(async () => {
    await generate({ companies: 20_000, seed: 4, out: dir, today: new Date(TODAY), recordScale: 0 });
    tenders = readRows<TenderRow>(dir, 'tenders');
    companies = new Map(readRows<CompanyRow>(dir, 'companies').map((c) => [c.entId, c]));
  }, 60_000);

  it('writes one valid tender per 20 companies, with active bidders of its section and province, in the last three years', () => {
    const check = TypeCompiler.Compile(TenderRowSchema);
    expect(tenders).toHaveLength(1000);
    let sameSection = 0;
    let sameProvince = 0;
    let bids = 0;
    for (const t of tenders) {
      expect(check.Check(t), JSON.stringify(t)).toBe(true);
      expect(tenderProblems(t as unknown as Record<string, unknown>), t.tenderId).toEqual([]);
      expect(BUYER_TYPES).toContain(t.buyerType);
      expect(t.bids.length).toBeGreaterThanOrEqual(3);
      expect(t.bids.length).toBeLessThanOrEqual(7);
      expect(t.publishDate >= '2023-11-22' && t.openDate > t.publishDate).toBe(true);
      // A concluded tender has one winner, one opening after today none.
      expect(t.bids.filter((b) => b.won)).toHaveLength(t.openDate <= TODAY ? 1 : 0);
      if (t.buyerEntId) expect(companies.get(t.buyerEntId)!.name).toBe(t.buyerName);
      for (const b of t.bids) {
        const c = companies.get(b.entId)!;
        expect(isActive(c.status), c.name).toBe(true);
        expect(c.estDate! < t.publishDate).toBe(true);
        expect(c.name).not.toMatch(/分公司$/);
        expect(b.price! / t.budget!).toBeGreaterThan(0.7);
        expect(b.price! / t.budget!).toBeLessThan(1.05);
        bids++;
        if (c.industryCode![0] === t.industryCode) sameSection++;
        if (c.regionCode!.slice(0, 2) === t.regionCode.slice(0, 2)) sameProvince++;
      }
    }
    expect(sameSection / bids).toBeGreaterThan(0.9);
    expect(sameProvince / bids).toBeGreaterThan(0.6);
  });

  it('hides collusion in about 4% of the tenders, and honest bids rarely share a bid document field', () => {
    const shared = tenders.filter((t) =>
      FIELDS.some((f) => {
        const values = t.bids.map((b) => b[f]).filter(Boolean);
        return new Set(values).size < values.length;
      }),
    );
    expect(shared.length).toBeGreaterThanOrEqual(15);
    expect(shared.length).toBeLessThanOrEqual(40);
    // Planted on every 25th tender: the shared fields are there, and by the chance of two alike names hardly elsewhere.
    expect(shared.filter((t) => Number(t.tenderId.slice(1)) % 25 !== 3).length).toBeLessThanOrEqual(2);
  });

  it('gives a company the same account and machine in every tender', () => {
    const seen = new Map<string, string>();
    for (const t of tenders)
      for (const b of t.bids.filter((x) => x.depositAccount)) {
        const key = `${b.entId}`;
        if (Number(t.tenderId.slice(1)) % 25 !== 3) {
          if (seen.has(key)) expect(seen.get(key)).toBe(b.depositAccount);
          seen.set(key, b.depositAccount!);
        }
      }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('shares agents’ phones among small companies, and registers crowds at a few addresses as the check counts them', () => {
    const byPhone = new Map<string, CompanyRow[]>();
    const byAddress = new Map<string, number>();
    for (const c of companies.values()) {
      if (c.phone) byPhone.set(c.phone, [...(byPhone.get(c.phone) ?? []), c]);
      if (c.address) byAddress.set(c.address, (byAddress.get(c.address) ?? 0) + 1);
    }
    const sharedPhones = [...byPhone.values()].filter((l) => l.length > 1);
    const sharing = sharedPhones.reduce((n, l) => n + l.length, 0);
    expect(sharing / companies.size).toBeGreaterThan(0.01);
    expect(sharing / companies.size).toBeLessThan(0.08);
    const agents = sharedPhones.filter((l) => l.length >= 5);
    expect(agents.length).toBeGreaterThan(0);
    const crowded = [...byAddress.entries()].filter(([, n]) => n > CROWDED_ADDRESS_COMPANIES);
    expect(crowded.length).toBeGreaterThan(0);
    for (const [, n] of crowded) expect(n).toBeLessThanOrEqual(300);
  });

  it('is the same for the same seed', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 20_000, seed: 4, out: again, today: new Date(TODAY), recordScale: 0 });
    for (const file of [DATA_FILES.tenders.file, DATA_FILES.companies.file])
      expect(readFileSync(path.join(again, file), 'utf8')).toBe(readFileSync(path.join(dir, file), 'utf8'));
  }, 60_000);
});
