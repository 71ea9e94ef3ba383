import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import {
  ResultCode,
  type BidRiggingResult,
  type BidSignalCode,
  type TenderDetail,
  type TenderPage,
} from '@esee/contracts';
import { extractPdfText } from '../../src/platform/files/pdf';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bid-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const CHECK = '/esee/bidRigging/check';
const TENDERS = '/esee/bidRigging/tenders';
const TENDER = (id: string) => `/esee/bidRigging/tender?tenderId=${encodeURIComponent(id)}`;
/** The bid-document fields and the Art. 40 signal each gives. */
const BID_FIELDS: [keyof TenderDetail['bids'][number], BidSignalCode][] = [
  ['preparer', 'samePreparer'],
  ['agentName', 'sameAgent'],
  ['projectManager', 'sameProjectManager'],
  ['depositAccount', 'sameDepositAccount'],
  ['fileMachineCode', 'sameMachineCode'],
];
const SASAC = 'TEST-SASAC-BID';

describe.each(ONE_ENGINE)('围串标核查 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  /** DEMO users without the bid-rigging entry, and one with only it. */
  let noPrma: Client;
  let creditOnly: Client;
  let bidOnly: Client;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 7, today: new Date('2026-11-22'), recordScale: 0 },
      users: {
        noprma: ['app:cba', 'marketing'],
        creditonly: ['app:prma:creditReport'],
        bidonly: ['app:prma:bidRigging'],
      },
    });
    [analyst, noPrma, creditOnly, bidOnly] = await t.clients('analyst', 'noprma', 'creditonly', 'bidonly');
  }, 180_000);
  afterAll(() => t?.close());

  const data = async (payload: object): Promise<BidRiggingResult> => {
    const body = await analyst.post(CHECK, payload);
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
    for (const who of [noPrma, creditOnly]) {
      const res = await who.inject({ method: 'POST', url: CHECK, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    const allowed = await bidOnly.post(CHECK, payload);
    expect(allowed.code).toBe(ResultCode.OK);
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
      const res = await analyst.inject({ method: 'POST', url: CHECK, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    const missing = await analyst.post(CHECK, { bidders: [two[0], { name: '不存在的测试公司甲' }] });
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
      reason: '政府机关/国资委，持股 80%、90%',
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

  const tenderPage = async (payload: object): Promise<TenderPage> => {
    const body = await analyst.post(TENDERS, payload);
    expect(body.code, JSON.stringify(body)).toBe(ResultCode.OK);
    return body.data;
  };
  const detail = async (id: string): Promise<TenderDetail> => {
    const body = await analyst.get(TENDER(id));
    expect(body.code, JSON.stringify(body)).toBe(ResultCode.OK);
    return body.data;
  };

  it('lists the tenders newest first, by page, with their winner, and filters by keyword, days and region', async () => {
    const { n } = (await sql<{ n: number }>`select count(*)::int as n from tender`.execute(db())).rows[0]!;
    expect(n).toBe(15); // one per 20 companies
    const first = await tenderPage({ pageNo: 1, pageSize: 10 });
    const second = await tenderPage({ pageNo: 2, pageSize: 10 });
    expect(first.total).toBe(n);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(n - 10);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((x) => x.tenderId)).size).toBe(n);
    const days = all.map((x) => x.openDate);
    expect(days).toEqual([...days].sort().reverse());
    for (const x of all) {
      expect(x.bidCount).toBeGreaterThanOrEqual(2);
      expect(x.title.length).toBeGreaterThan(4);
    }
    const { rows: winners } = await sql<{ tender_id: string; name: string }>`
      select t.tender_id, c.name from tender t join tender_bid b on b.tender_id = t.tender_id and b.won
      join company c on c.ent_id = b.ent_id`.execute(db());
    for (const w of winners) expect(all.find((x) => x.tenderId === w.tender_id)!.winnerName).toBe(w.name);
    expect(all.filter((x) => x.openDate <= '2026-11-22').every((x) => x.winnerName)).toBe(true);

    const sample = all[3]!;
    const byBuyer = await tenderPage({ keyword: sample.buyerName.slice(0, 6) });
    expect(byBuyer.list.map((x) => x.tenderId)).toContain(sample.tenderId);
    expect(byBuyer.list.every((x) => `${x.title}${x.buyerName}`.includes(sample.buyerName.slice(0, 6)))).toBe(true);
    expect((await tenderPage({ keyword: '100%_不存在' })).total).toBe(0);
    const onDay = await tenderPage({ from: sample.openDate, to: sample.openDate });
    expect(onDay.list.every((x) => x.openDate === sample.openDate)).toBe(true);
    expect(onDay.list.map((x) => x.tenderId)).toContain(sample.tenderId);
    const province = await tenderPage({ regionCode: sample.regionCode.slice(0, 2), pageSize: 50 });
    expect(province.total).toBe(all.filter((x) => x.regionCode.startsWith(sample.regionCode.slice(0, 2))).length);
    expect((await tenderPage({ pageNo: 9 })).list).toEqual([]);
  });

  it('refuses the tender calls without the entry, and bad input with the 400 envelope; an unknown tender is 404', async () => {
    const [some] = (await tenderPage({ pageSize: 1 })).list;
    for (const who of [noPrma, creditOnly]) {
      expect((await who.inject({ method: 'POST', url: TENDERS, payload: {} })).statusCode).toBe(403);
      const one = await who.get(TENDER(some!.tenderId));
      expect(one.code).toBe(ResultCode.FORBIDDEN);
    }
    expect((await bidOnly.post(TENDERS, {})).code).toBe(ResultCode.OK);
    for (const payload of [
      { pageSize: 51 },
      { pageNo: 0 },
      { from: '2026-02-30' },
      { from: '2026-05-01', to: '2026-04-01' },
      { regionCode: '3' },
      { keyword: 'x'.repeat(51) },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: TENDERS, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    for (const [url, status] of [
      [TENDER('T999999999'), 404],
      [TENDER('bad id!'), 400],
      ['/esee/bidRigging/tender', 400],
    ] as const) {
      const res = await analyst.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
    }
    const unknown = await analyst.inject({ method: 'POST', url: CHECK, payload: { tenderId: 'T999999999' } });
    expect(unknown.statusCode).toBe(404);
    expect((await analyst.inject({ method: 'POST', url: CHECK, payload: {} })).statusCode).toBe(400);
  });

  it('shows a tender with its bids: bidder names, prices, the winner and the bid documents', async () => {
    const [some] = (await tenderPage({ pageSize: 1 })).list;
    const tender = await detail(some!.tenderId);
    expect(tender).toMatchObject({ tenderId: some!.tenderId, title: some!.title, buyerName: some!.buyerName });
    expect(tender.bids).toHaveLength(some!.bidCount);
    const { rows } = await sql<{ ent_id: string; name: string; active: boolean }>`
      select c.ent_id, c.name, c.active from tender_bid b join company c on c.ent_id = b.ent_id
      where b.tender_id = ${some!.tenderId}`.execute(db());
    for (const bid of tender.bids) {
      expect(rows.find((r) => r.ent_id === bid.entId)!.name).toBe(bid.name);
      expect(bid.price).toBeGreaterThan(0);
      expect(bid.fileMachineCode).toMatch(/^([0-9A-F]{2}-){5}[0-9A-F]{2}$/);
    }
    expect(tender.bids.filter((b) => b.won).length).toBe(tender.openDate <= '2026-11-22' ? 1 : 0);
  });

  it('checks a tender by its id: bidders, prices, day and title from it, and a planted collusion found in its bid documents', async () => {
    // The planted collusion, found as a user would: tenders whose bids share a preparer, agent, account or machine.
    const list = (await tenderPage({ pageSize: 50 })).list;
    let planted: { tender: TenderDetail; field: (typeof BID_FIELDS)[number]; a: number; b: number } | undefined;
    for (const row of list) {
      const tender = await detail(row.tenderId);
      for (const field of BID_FIELDS)
        for (let a = 0; a < tender.bids.length && !planted; a++)
          for (let b = a + 1; b < tender.bids.length && !planted; b++) {
            const v = tender.bids[a]![field[0]];
            if (v && v === tender.bids[b]![field[0]]) planted = { tender, field, a, b };
          }
      if (planted) break;
    }
    expect(planted, 'a tender whose bids share a bid document field').toBeDefined();
    const { tender, field, a, b } = planted!;
    const result = await data({ tenderId: tender.tenderId });
    expect(result.tenderId).toBe(tender.tenderId);
    expect(result.projectName).toBe(tender.title);
    expect(result.tenderDate).toBe(tender.openDate);
    expect(result.bidders.map((x) => [x.entId, x.price])).toEqual(tender.bids.map((x) => [x.entId, x.price]));
    const pair = result.pairs.find((p) => p.a === a && p.b === b)!;
    expect(pair).toMatchObject({ level: 'high' });
    const evidence = pair.evidence.find((e) => e.signal === field[1])!;
    expect(evidence.tier).toBe('statutory');
    expect(evidence.weight).toBe(100);
    expect(evidence.basis).toContain('第四十条');
    expect(evidence.detail).toContain(String(tender.bids[a]![field[0]]));
    expect(result.level).toBe('high');

    // Given bidders and a day win over the tender's; its bid documents still count for its own bidders.
    const own = await data({
      tenderId: tender.tenderId,
      tenderDate: '2026-11-01',
      projectName: '自定义名称',
      bidders: [a, b].map((i) => ({ entId: tender.bids[i]!.entId, name: tender.bids[i]!.name })),
    });
    expect(own).toMatchObject({ projectName: '自定义名称', tenderDate: '2026-11-01' });
    expect(own.pairs[0]!.evidence.some((e) => e.signal === field[1])).toBe(true);
    // Without the tender, the same two bidders have no bid documents to compare.
    const plain = await data({ bidders: own.bidders.map((x) => ({ entId: x.entId, name: x.name })) });
    expect(plain.pairs.flatMap((p) => p.evidence).some((e) => e.signal === field[1])).toBe(false);
  });

  it('explains every signal: the records with their dates, the control paths, the articles quoted and the near misses', async () => {
    // Five companies of the test's own: 甲 and 乙 share two holders, 丙 and 己 are under 丁集团 (丙 through 戊控股).
    const ids = {
      a: 'TEST-BID-A',
      b: 'TEST-BID-B',
      c: 'TEST-BID-C',
      d: 'TEST-BID-D',
      g: 'TEST-BID-G',
      h: 'TEST-BID-H',
    };
    const names = {
      a: '测试甲建设有限公司',
      b: '测试乙工程有限公司',
      c: '测试丙科技有限公司',
      d: '测试己贸易有限公司',
      g: '测试丁集团有限公司',
      h: '测试戊控股有限公司',
    };
    for (const k of Object.keys(ids) as (keyof typeof ids)[])
      await sql`insert into company (ent_id, name, name_norm, status, active, org_type, est_date)
                values (${ids[k]}, ${names[k]}, ${names[k]}, '存续', true, '有限责任公司', '2015-03-01')`.execute(db());
    const people = [
      ['TEST-P1', '张测一'],
      ['TEST-P2', '李测二'],
      ['TEST-P3', '王测三'],
      ['TEST-P4', '赵测四'],
      ['TEST-P5', '周测五'],
      ['TEST-P6', '吴测六'],
    ];
    for (const [id, name] of people)
      await sql`insert into person (person_id, name) values (${id}, ${name})`.execute(db());
    const hold = (company: string, kind: 'C' | 'P', holder: string, ratio: number, day: string | null) =>
      sql`insert into shareholding (company_id, holder_kind, holder_id, ratio, subscribed_date)
          values (${company}, ${kind}, ${holder}, ${ratio}, ${day})`.execute(db());
    await hold(ids.a, 'P', 'TEST-P1', 0.049, '2019-05-01');
    await hold(ids.b, 'P', 'TEST-P1', 0.3, '2020-01-10');
    await hold(ids.a, 'P', 'TEST-P2', 0.6, '2018-04-02');
    await hold(ids.b, 'P', 'TEST-P2', 0.45, '2021-07-15');
    await hold(ids.h, 'C', ids.g, 0.6, '2016-02-01');
    await hold(ids.c, 'C', ids.h, 0.7, '2017-03-01');
    await hold(ids.d, 'C', ids.g, 0.8, '2018-09-09');
    const post = (company: string, person: string, title: string) =>
      sql`insert into executive (company_id, person_id, post) values (${company}, ${person}, ${title})`.execute(db());
    await post(ids.a, 'TEST-P4', '董事');
    await post(ids.a, 'TEST-P6', '董事');
    await post(ids.b, 'TEST-P3', '监事');
    await post(ids.c, 'TEST-P6', '董事');
    await post(ids.d, 'TEST-P5', '董事');
    const change = (id: string, company: string, day: string, item: string, before: string, after: string) =>
      sql`insert into change_record (record_id, company_id, change_date, item, before_content, after_content)
          values (${id}, ${company}, ${day}, ${item}, ${before}, ${after})`.execute(db());
    // 王测三 left 甲's board in 2019; 周测五 left 丙 as manager in 2025; 吴测六 joined 甲's board after the opening.
    await change('TEST-CR1', ids.a, '2019-06-01', '董事备案', '王测三（董事）', '赵测四（董事）');
    await change('TEST-CR2', ids.c, '2025-03-01', '经理备案', '周测五（经理）', '郑测七（经理）');
    await change('TEST-CR3', ids.a, '2026-11-01', '董事备案', '赵测四（董事）', '赵测四（董事）、吴测六（董事）');

    const payload = {
      projectName: '解释测试项目',
      tenderDate: '2026-10-01',
      bidders: [ids.a, ids.b, ids.c, ids.d].map((entId) => ({ entId, name: entId })),
    };
    const result = await data(payload);

    // 甲 × 乙: 李测二 holds 60% and 45%: a common holder, each holding with its record and 认缴出资日期, and its path.
    const ab = result.pairs.find((p) => p.a === 0 && p.b === 1)!;
    const common = ab.evidence.find((e) => e.signal === 'commonHolder')!;
    expect(common.detail).toContain('李测二');
    expect(common.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'shareholding',
          companyName: names.a,
          date: '2018-04-02',
          dateLabel: '认缴出资日期',
          text: '李测二 持股 60.00%',
        }),
        expect.objectContaining({ companyName: names.b, date: '2021-07-15', text: '李测二 持股 45.00%' }),
      ]),
    );
    expect(common.paths.map((p) => [p.entities.map((e) => e.name), p.ratios])).toEqual([
      [['李测二', names.a], [0.6]],
      [['李测二', names.b], [0.45]],
    ]);
    expect(common.articles).toEqual([
      expect.objectContaining({
        citation: '《招标投标法实施条例》第三十九条',
        text: expect.stringContaining('禁止投标人相互串通投标'),
      }),
    ]);
    // The near misses of 甲 × 乙: 张测一's 4.90%, 李测二 controlling one only, 王测三's post that ended in 2019.
    const near = (a: number, b: number, signal: string) =>
      result.nearMisses.filter((m) => m.a === a && m.b === b && m.signal === signal);
    expect(near(0, 1, 'commonHolder')).toEqual([
      expect.objectContaining({
        detail: expect.stringContaining('张测一'),
        reason: `在${names.a}持股4.90%，未达5.00%`,
        records: expect.arrayContaining([expect.objectContaining({ date: '2019-05-01', text: '张测一 持股 4.90%' })]),
      }),
    ]);
    expect(near(0, 1, 'sameController')[0]!.reason).toContain(`在${names.b}持股45.00%未过半数，不构成同一控股股东`);
    expect(near(0, 1, 'sharedExecutive')).toEqual([
      expect.objectContaining({
        detail: expect.stringContaining('王测三'),
        reason: '关系已于2019-06-01终止，早于开标日3年以上，不计',
        records: expect.arrayContaining([
          expect.objectContaining({ kind: 'changeRecord', id: 'TEST-CR1', date: '2019-06-01', dateLabel: '变更日期' }),
        ]),
      }),
    ]);
    expect(ab.evidence.some((e) => e.signal === 'sharedExecutive')).toBe(false);
    // 甲 × 丙: 吴测六 sits on both boards, but joined 甲's after the opening.
    expect(near(0, 2, 'sharedExecutive')).toEqual([
      expect.objectContaining({ reason: '关系始于2026-11-01，晚于开标日2026-10-01，不计' }),
    ]);
    expect(result.pairs.some((p) => p.a === 0 && p.b === 2)).toBe(false);

    // 丙 × 己: under 丁集团's control down two chains, each with the records of its links; and a post ended in 2025.
    const cd = result.pairs.find((p) => p.a === 2 && p.b === 3)!;
    expect(cd.level).toBe('high');
    const control = cd.evidence.find((e) => e.signal === 'sameController')!;
    expect(control.detail).toContain(`同受${names.g}控制`);
    expect(control.paths.map((p) => p.entities.map((e) => e.name))).toEqual([
      [names.g, names.h, names.c],
      [names.g, names.d],
    ]);
    expect(control.paths[0]!.share).toBeCloseTo(0.42);
    expect(control.records.map((r) => [r.text, r.date])).toEqual(
      expect.arrayContaining([
        [`${names.g} 持股 60.00%`, '2016-02-01'],
        [`${names.h} 持股 70.00%`, '2017-03-01'],
        [`${names.g} 持股 80.00%`, '2018-09-09'],
      ]),
    );
    expect(control.articles.map((a) => a.citation)).toEqual([
      '《招标投标法实施条例》第三十四条第二款、第三款',
      '《中华人民共和国公司法》第二百六十五条第（二）项',
    ]);
    expect(control.articles[0]!.text).toContain('存在控股、管理关系的不同单位，不得参加同一标段投标');
    const past = cd.evidence.find((e) => e.signal === 'sharedExecutive')!;
    expect(past).toMatchObject({ weight: 30, endedOn: '2025-03-01' });
    expect(past.detail).toContain('曾任经理');
    expect(past.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'TEST-CR2', date: '2025-03-01', companyName: names.c })]),
    );
    expect(result.nearMissTotal).toBe(result.nearMisses.length);

    // The report prints the records, the articles' words and the near misses.
    const res = await analyst.inject({ method: 'POST', url: '/esee/bidRigging/pdf', payload });
    expect(res.statusCode).toBe(200);
    const text = (await extractPdfText(res.rawPayload)).replace(/\n/g, '');
    expect(text).toContain('已核查未计入的关联');
    expect(text).toContain('关系已于2019-06-01终止，早于开标日3年以上，不计');
    expect(text).toContain('禁止投标人相互串通投标');
    expect(text).toContain('2018-04-02（认缴出资日期）');
  });

  it('writes the check as a watermarked PDF with the evidence and the article, under the same right', async () => {
    const list = await companies(3);
    const bidders = list.map((x, i) => ({ entId: x.ent_id, name: x.name, price: 1_000_000 + i * 50_000 }));
    const payload = { projectName: '测试项目', tenderDate: '2026-10-01', bidders };
    const res = await analyst.inject({ method: 'POST', url: '/esee/bidRigging/pdf', payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Table cells wrap: read the text as one run.
    const text = (await extractPdfText(res.rawPayload)).replace(/\n/g, '');
    expect(text).toContain('测试项目 围串标核查报告');
    expect(text).toContain(list[0]!.name);
    expect(text).toContain('报价呈规律性差异');
    expect(text).toContain('第四十条');
    const refused = await creditOnly.post('/esee/bidRigging/pdf', payload);
    expect(refused.code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('loading tenders', () => {
  let t: TestApp;
  const dir = path.join(tmp, 'tender-load');
  const write = (rows: object[]) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'tenders.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  };
  beforeAll(async () => {
    t = await withApp({
      engine: 'pglite',
      data: { companies: 120, seed: 5, today: new Date('2026-11-22'), recordScale: 0 },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('replaces a tender and all its bids by its id, and refuses a bad line with its line number', async () => {
    const db = t.database.db;
    const [a, b, c] = (await sql<{ ent_id: string }>`select ent_id from company order by ent_id limit 3`.execute(db))
      .rows;
    const tender = {
      tenderId: 'TX1',
      title: '测试招标项目',
      buyerName: '测试市教育局',
      buyerEntId: null,
      buyerType: '政府机关',
      regionCode: '110105',
      industryCode: 'E',
      budget: 1_000_000,
      publishDate: '2026-01-05',
      openDate: '2026-02-01',
      agency: null,
      bids: [
        { entId: a!.ent_id, price: 900_000, won: true, depositAccount: '6222 0000 0001' },
        { entId: b!.ent_id, price: 950_000, won: false, depositAccount: '6222-0000-0001' },
        { entId: c!.ent_id, price: 990_000, won: false },
      ],
    };
    write([tender]);
    await loadDataSet(db, dir);
    const bids = async () =>
      (
        await sql<{
          ent_id: string;
        }>`select ent_id from tender_bid where tender_id = 'TX1' order by sort_order`.execute(db)
      ).rows;
    expect((await bids()).map((x) => x.ent_id)).toEqual([a!.ent_id, b!.ent_id, c!.ent_id]);
    write([
      { ...tender, title: '测试招标项目（更正）', bids: tender.bids.slice(1).map((x) => ({ ...x, won: false })) },
    ]);
    await loadDataSet(db, dir);
    expect((await bids()).map((x) => x.ent_id)).toEqual([b!.ent_id, c!.ent_id]);
    const row = await db
      .selectFrom('tender')
      .select(['title', 'bid_count', 'winner_ent_id'])
      .where('tender_id', '=', 'TX1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '测试招标项目（更正）', bid_count: 2, winner_ent_id: null });

    for (const [bad, message] of [
      [{ ...tender, bids: tender.bids.map((x) => ({ ...x, won: true })) }, '只能有一个中标人'],
      [{ ...tender, bids: [tender.bids[0], tender.bids[0]] }, '重复'],
      [{ ...tender, bids: [{ ...tender.bids[0], entId: 'E-NONE' }] }, 'E-NONE 不存在'],
      [{ ...tender, buyerType: '外星机构' }, '招标人类型'],
      [{ ...tender, openDate: '2025-12-01' }, '开标日期早于发布日期'],
      [{ ...tender, regionCode: '999999' }, '不是已知的区县'],
      [{ ...tender, budget: -1 }, 'budget'],
    ] as const) {
      write([{ ...tender, tenderId: 'TX2' }, bad]);
      const error = await loadDataSet(db, dir).catch((e: unknown) => e);
      expect(error, message).toBeInstanceOf(DataSetRejected);
      expect((error as DataSetRejected).problems[0]).toMatchObject({ file: 'tenders.jsonl', line: 2 });
      expect((error as DataSetRejected).message).toContain(message);
    }
    // Nothing of a refused set was loaded.
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from tender where tender_id = 'TX2'`.execute(db)).rows[0]!.n,
    ).toBe(0);
  });
});
