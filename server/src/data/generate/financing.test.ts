import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_ROUNDS } from '@esee/contracts';
import { DATA_FILES, InvestorRowSchema } from '../format';
import { dilutedAtListing } from './financing';
import { generate } from './generate';
import { readRows, tempFolder } from './testSets';

const tmp = tempFolder('financing-gen');

type Row = Record<string, unknown>;

describe('generated investment institutions and financing rounds', () => {
  const dir = path.join(tmp, 'set');
  let investors: Row[];
  let companies: Map<string, Row>;
  let rounds: Row[];
  let holdings: Row[];

  beforeAll(async () => {
    const summary = await generate({ companies: 900, seed: 9, out: dir, today: new Date('2026-11-22') });
    expect(summary.companies).toBe(900);
    investors = readRows(dir, 'investors');
    companies = new Map(readRows(dir, 'companies').map((c) => [String(c.entId), c]));
    rounds = readRows(dir, 'records').filter((r) => r.kind === 'financing');
    holdings = readRows(dir, 'shareholdings');
  }, 60_000);

  it('writes institutions of the four types whose funds are limited partnerships in the companies file', () => {
    const check = TypeCompiler.Compile(InvestorRowSchema);
    expect(investors.length).toBeGreaterThanOrEqual(4);
    for (const inv of investors) {
      expect(check.Check(inv), JSON.stringify(inv)).toBe(true);
      if (inv.type !== 'CVC') expect(inv.amacNo).toMatch(/^P\d{7}$/);
      for (const fundId of inv.fundIds as string[]) {
        const fund = companies.get(fundId);
        expect(fund, fundId).toBeDefined();
        expect(String(fund!.name)).toMatch(/合伙企业（有限合伙）$/);
        expect(Number(String(fund!.estDate).slice(0, 4))).toBeGreaterThanOrEqual(Number(inv.foundedYear));
      }
    }
    expect(new Set(investors.map((i) => i.name)).size).toBe(investors.length);
  });

  it('names a lead among the institutions, and the funds that took part hold shares of the company afterwards', () => {
    expect(rounds.length).toBeGreaterThan(30);
    const ids = new Set(investors.map((i) => i.investorId));
    const fundsOf = new Map(investors.map((i) => [i.investorId, new Set(i.fundIds as string[])]));
    const held = new Map<string, Row>(holdings.map((h) => [`${String(h.companyId)}/${String(h.holderId)}`, h]));
    for (const r of rounds) {
      expect(FINANCING_ROUNDS).toContain(r.round);
      expect(r.amount === null || (typeof r.amount === 'number' && r.amount > 0)).toBe(true);
      const participants = r.participants as { investorId: string; fundId: string; lead: boolean }[];
      expect(participants.filter((p) => p.lead)).toHaveLength(1);
      expect(participants[0]!.lead).toBe(true);
      for (const p of participants) {
        expect(ids.has(p.investorId)).toBe(true);
        expect(fundsOf.get(p.investorId)!.has(p.fundId)).toBe(true);
        const h = held.get(`${String(r.companyId)}/${p.fundId}`);
        expect(h, `${String(r.companyId)} ← ${p.fundId}`).toBeDefined();
        expect(String(h!.subscribedDate) <= String(r.date)).toBe(true);
      }
      const c = companies.get(String(r.companyId))!;
      expect(String(r.date) >= String(c.estDate) && String(r.date) <= '2026-11-22').toBe(true);
    }
  });

  it('keeps every company’s holdings at 100% or less after the rounds dilute them', () => {
    const sums = new Map<string, number>();
    for (const h of holdings) sums.set(String(h.companyId), (sums.get(String(h.companyId)) ?? 0) + Number(h.ratio));
    for (const [id, sum] of sums) expect(sum, id).toBeLessThanOrEqual(1.0001);
  });

  it('is the same for the same seed and day', async () => {
    const again = path.join(tmp, 'again');
    await generate({ companies: 900, seed: 9, out: again, today: new Date('2026-11-22') });
    for (const name of ['investors', 'shareholdings', 'records'] as const)
      expect(readFileSync(path.join(again, DATA_FILES[name].file), 'utf8'), name).toBe(
        readFileSync(path.join(dir, DATA_FILES[name].file), 'utf8'),
      );
  }, 60_000);
});

describe('a listed company after its IPO', () => {
  it('leaves the public its quarter: every holder of the register diluted alike, pre-IPO funds included', () => {
    // The owners' 63% and four rounds of funds: 80.55% of the register before the IPO's new shares.
    const holders = [0.3157, 0.0166, 0.0276, 0.0512, 0.0619, 0.0788, 0.2537].map((ratio, i) => ({ id: `H${i}`, ratio, amount: 0 }));
    dilutedAtListing(holders, 200_000_000);
    const held = holders.reduce((sum, h) => sum + h.ratio, 0);
    expect(held).toBeLessThanOrEqual(0.75);
    expect(held).toBeGreaterThan(0.7495);
    expect(holders[0]).toMatchObject({ ratio: 0.2939, amount: 58_780_000 });
    // Above 4 亿 of capital a tenth is enough; a register within the float is left as it is.
    const large = [{ ratio: 0.85, amount: 0 }];
    dilutedAtListing(large, 500_000_000);
    expect(large[0]!.ratio).toBe(0.85);
  });
});
