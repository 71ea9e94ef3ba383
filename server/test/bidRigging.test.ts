import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type BidRiggingResult } from '@esee/contracts';
import { extractPdfText } from '../src/platform/pdf';
import { generate } from '../src/data/generate/generate';
import { loadDataSet } from '../src/data/load';
import { ENGINES, as, startTestApp, type TestApp } from './helpers';
import { addUser } from './security/fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bid-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const CHECK = '/esee/bidRigging/check';
const SASAC = 'TEST-SASAC-BID';

describe.each(ENGINES)('围串标核查 on %s', (engine) => {
  let t: TestApp;
  let analyst: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    const out = path.join(tmp, engine);
    await generate({ companies: 300, seed: 7, out, today: new Date('2026-11-22'), recordScale: 0 });
    t = await startTestApp(engine, {
      beforeApp: async (d) => {
        await loadDataSet(d, out);
        await addUser(d, 'DEMO', 'noprma', ['app:cba', 'marketing']);
        await addUser(d, 'DEMO', 'creditonly', ['app:prma:creditReport']);
        await addUser(d, 'DEMO', 'bidonly', ['app:prma:bidRigging']);
      },
    });
    analyst = await t.login('DEMO', 'analyst');
  }, 180_000);
  afterAll(() => t?.close());

  const check = async (token: string, payload: object) =>
    t.app.inject(as(token, { method: 'POST', url: CHECK, payload }));
  const data = async (payload: object): Promise<BidRiggingResult> => {
    const body = (await check(analyst, payload)).json();
    expect(body.code, JSON.stringify(body)).toBe(ResultCode.OK);
    return body.data;
  };
  const companies = async (n: number, skip: readonly string[] = []) =>
    (
      await sql<{ ent_id: string; name: string }>`
        select ent_id, name from company where active and not (ent_id = any(${sql.val([...skip, ''])}))
        order by ent_id limit ${n}`.execute(db())
    ).rows;

  it('refuses a caller without the bid-rigging entry, and one holding only another PRMA entry', async () => {
    const [a, b] = await companies(2);
    const payload = {
      bidders: [
        { entId: a!.ent_id, name: a!.name },
        { entId: b!.ent_id, name: b!.name },
      ],
    };
    for (const user of ['noprma', 'creditonly']) {
      const res = await check(await t.login('DEMO', user), payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    const allowed = await check(await t.login('DEMO', 'bidonly'), payload);
    expect(allowed.json().code).toBe(ResultCode.OK);
    const anonymous = await t.app.inject({ method: 'POST', url: CHECK, payload });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });

  it('answers bad input with the 400 envelope', async () => {
    const [a, b] = await companies(2);
    const two = [{ entId: a!.ent_id, name: a!.name }, { name: b!.name }];
    for (const payload of [
      { bidders: [two[0]] },
      { bidders: two, tenderDate: '2026-02-30' },
      { bidders: two, tenderDate: '26-1-1' },
      { bidders: two, weights: { samePhone: 101 } },
      { bidders: [two[0], { name: 'x', price: -5 }] },
      { bidders: [two[0], two[0]] },
      { bidders: [two[0], { name: '不存在的测试公司甲' }] },
    ]) {
      const res = await check(analyst, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    const missing = (await check(analyst, { bidders: [two[0], { name: '不存在的测试公司甲' }] })).json();
    expect(missing.message).toContain('不存在的测试公司甲');
  });

  it('finds bidders by name or credit code and lists those it cannot find', async () => {
    const [a, b, c] = await companies(3);
    const code = (
      await db().selectFrom('company').select('credit_code').where('ent_id', '=', b!.ent_id).executeTakeFirstOrThrow()
    ).credit_code!;
    const result = await data({
      bidders: [{ name: a!.name }, { name: code }, { entId: c!.ent_id, name: c!.name }, { name: '查无此公司' }],
    });
    expect(result.bidders.map((x) => x.entId)).toEqual([a!.ent_id, b!.ent_id, c!.ent_id]);
    expect(result.unmatched).toEqual(['查无此公司']);
  });

  it('finds a known common shareholder between two bidders, with the evidence and the article', async () => {
    const { rows } = await sql<{ a: string; b: string; holder: string; name: string; ra: number; rb: number }>`
      select x.company_id as a, y.company_id as b, x.holder_id as holder, p.name, x.ratio::float8 as ra, y.ratio::float8 as rb
      from shareholding x join shareholding y on y.holder_id = x.holder_id and y.company_id > x.company_id
      join person p on p.person_id = x.holder_id
      where x.ratio >= 0.05 and y.ratio >= 0.05
      order by x.company_id, y.company_id limit 1`.execute(db());
    const pair = rows[0]!;
    const [other] = await companies(1, [pair.a, pair.b]);
    const result = await data({
      tenderDate: '2026-10-01',
      bidders: [
        { entId: pair.a, name: 'a' },
        { entId: other!.ent_id, name: 'o' },
        { entId: pair.b, name: 'b' },
      ],
    });
    const found = result.pairs.find((p) => p.a === 0 && p.b === 2)!;
    expect(found).toBeDefined();
    const evidence = found.evidence.find((e) => e.via?.id === pair.holder)!;
    expect(evidence.signal).toBe(pair.ra > 0.5 && pair.rb > 0.5 ? 'sameController' : 'commonHolder');
    expect(evidence.detail).toContain(pair.name);
    expect(evidence.basis).toContain('招标投标法实施条例');
    expect(found.score).toBeGreaterThanOrEqual(60);
    expect(['high', 'medium']).toContain(result.level);
    expect(result.clusters.some((c) => c.includes(0) && c.includes(2))).toBe(true);
  });

  it('finds the same legal representative (Art. 34) and leaves out a state-asset commission holding both', async () => {
    const rep = await db()
      .selectFrom('company')
      .select(['ent_id', 'legal_rep', 'legal_rep_id'])
      .where('legal_rep_id', 'is not', null)
      .where('active', '=', true)
      .orderBy('ent_id')
      .executeTakeFirstOrThrow();
    const [a] = await db().selectFrom('company').select(['ent_id', 'name']).where('ent_id', '=', rep.ent_id).execute();
    const [b] = await companies(1, [rep.ent_id]);
    await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
              values (${SASAC}, '测试市人民政府国有资产监督管理委员会', '测试市人民政府国有资产监督管理委员会', '存续', true, '机关')`.execute(
      db(),
    );
    const [c, d] = await companies(2, [a!.ent_id, b!.ent_id, SASAC]);
    await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio)
              values (${c!.ent_id}, 'C', ${SASAC}, 0.9), (${d!.ent_id}, 'C', ${SASAC}, 0.8)`.execute(db());
    await sql`update company set legal_rep = ${rep.legal_rep}, legal_rep_id = ${rep.legal_rep_id} where ent_id = ${b!.ent_id}`.execute(
      db(),
    );
    const result = await data({
      bidders: [a, b, c, d].map((x) => ({ entId: x!.ent_id, name: x!.name })),
    });
    const ab = result.pairs.find((p) => p.a === 0 && p.b === 1)!;
    expect(ab).toMatchObject({ level: 'high', score: 100 });
    expect(ab.evidence.find((e) => e.signal === 'sameLegalRep')!.basis).toContain('第三十四条');
    expect(result.pairs.some((p) => p.a === 2 && p.b === 3 && p.evidence.some((e) => e.via?.id === SASAC))).toBe(false);
    expect(result.excludedHubs).toContainEqual({
      id: SASAC,
      name: '测试市人民政府国有资产监督管理委员会',
      reason: '政府机关/国资委',
    });
  });

  it('links prices in arithmetic progression, and a weight of 0 switches the signal off', async () => {
    const list = await companies(3);
    const bidders = list.map((x, i) => ({ entId: x.ent_id, name: x.name, price: 1_000_000 + i * 50_000 }));
    const result = await data({ bidders });
    const priced = result.pairs.filter((p) => p.evidence.some((e) => e.signal === 'priceRatio'));
    expect(priced.map((p) => [p.a, p.b])).toEqual(
      expect.arrayContaining([
        [0, 1],
        [1, 2],
      ]),
    );
    expect(priced[0]!.evidence.find((e) => e.signal === 'priceRatio')!.basis).toContain('第四十条第（四）项');
    const off = await data({ bidders, weights: { priceRatio: 0 } });
    expect(off.pairs.some((p) => p.evidence.some((e) => e.signal === 'priceRatio'))).toBe(false);
    expect(off.weights.priceRatio).toBe(0);
  });

  it('writes the check as a watermarked PDF with the evidence and the article, under the same right', async () => {
    const list = await companies(3);
    const bidders = list.map((x, i) => ({ entId: x.ent_id, name: x.name, price: 1_000_000 + i * 50_000 }));
    const payload = { projectName: '测试项目', tenderDate: '2026-10-01', bidders };
    const res = await t.app.inject(as(analyst, { method: 'POST', url: '/esee/bidRigging/pdf', payload }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Table cells wrap: read the text as one run.
    const text = extractPdfText(res.rawPayload).replace(/\n/g, '');
    expect(text).toContain('测试项目 围串标核查报告');
    expect(text).toContain(list[0]!.name);
    expect(text).toContain('报价呈规律性差异');
    expect(text).toContain('第四十条');
    const refused = await t.app.inject(
      as(await t.login('DEMO', 'creditonly'), { method: 'POST', url: '/esee/bidRigging/pdf', payload }),
    );
    expect(refused.json().code).toBe(ResultCode.FORBIDDEN);
  });
});
