import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESEARCH_SWITCH,
  ResultCode,
  type ResearchAnalysts,
  type ResearchBroker,
  type ResearchBrokerView,
  type ResearchConsensus,
  type ResearchList,
  type ResearchReport,
  type ResearchSearchParam,
  type ServerMenuNode,
  chinaDay,
} from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import {
  addUser,
  ONE_ENGINE,
  FIXTURE_REMOTES,
  deployFixtureRemotes,
  withApp,
  type Answer,
  type Client,
  type TestApp,
} from '../fixtures';
import { today } from '../../src/platform/clock';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-research-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const STOCK = '999001.SH';
const X = { name: '测试甲', sacNo: 'S0000000000001' };
const Y = { name: '测试乙', sacNo: 'S0000000000002' };

/** The fixture stock's reports, `days` before today; the newest states the latest close, 12.5. */
function fixtureRows(entId: string, today: string) {
  const day = (days: number) => chinaDay(new Date(`${today}T12:00:00+08:00`), -days);
  const eps = (a: number, b: number, c: number, price: number) =>
    [2026, 2027, 2028].map((year, i) => ({
      year,
      eps: [a, b, c][i]!,
      pe: Math.round((price / [a, b, c][i]!) * 100) / 100,
    }));
  const base = {
    type: '个股',
    companyId: entId,
    stockCode: STOCK,
    stockName: '测试股份',
    industryCode: 'C3985',
    industryName: '电子专用材料制造',
    abstract: '事件：公司发布业绩报告，经营稳健，盈利能力持续提升。',
    pages: 10,
  };
  return [
    {
      ...base,
      reportId: 'RT1',
      title: '测试股份（999001）：首次覆盖',
      broker: '中信证券',
      authors: [X],
      publishDate: day(400),
      rating: '买入',
      previousRating: null,
      ratingChange: '首次',
      price: 10,
      targetPrice: 13,
      forecasts: eps(0.8, 0.9, 1.0, 10),
    },
    {
      ...base,
      reportId: 'RT2',
      title: '测试股份（999001）：业绩符合预期',
      broker: '中信证券',
      authors: [Y],
      publishDate: day(30),
      rating: '买入',
      previousRating: '买入',
      ratingChange: '维持',
      price: 12,
      targetPrice: 15,
      forecasts: eps(1.0, 1.2, 1.5, 12),
    },
    {
      ...base,
      reportId: 'RT3',
      title: '测试股份（999001）：首次覆盖报告',
      broker: '华泰证券',
      authors: [Y],
      publishDate: day(60),
      rating: '增持',
      previousRating: null,
      ratingChange: '首次',
      price: 11,
      targetPrice: 13,
      forecasts: eps(1.1, 1.3, 1.4, 11),
      abstract: '测试关键词出现在摘要里，盈利预测上调。',
    },
    {
      ...base,
      reportId: 'RT4',
      title: '测试股份（999001）：深度报告',
      broker: '国泰君安',
      authors: [Y],
      publishDate: day(100),
      rating: '中性',
      previousRating: null,
      ratingChange: '首次',
      price: 10.5,
      targetPrice: 11,
      forecasts: eps(0.9, 1.0, 1.1, 10.5),
    },
    {
      ...base,
      reportId: 'RT5',
      title: '测试股份（999001）：经营拐点已现',
      broker: '国泰君安',
      authors: [Y],
      publishDate: day(10),
      rating: '增持',
      previousRating: '中性',
      ratingChange: '上调',
      price: 12.5,
      targetPrice: 14,
      forecasts: eps(1.0, 1.1, 1.3, 12.5),
    },
    {
      ...base,
      reportId: 'RT6',
      title: '测试股份（999001）：估值偏高',
      broker: '中金公司',
      authors: [X],
      publishDate: day(250),
      rating: '减持',
      previousRating: null,
      ratingChange: '首次',
      price: 9,
      targetPrice: 8,
      forecasts: eps(0.7, 0.8, 0.9, 9),
    },
  ];
}

describe.each(ONE_ENGINE)('IBA 研报 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let cbaOnly: Client;
  let consensusOnly: Client;
  let admin2: Client;
  let ops: Client;

  /** The data of an answer that must be OK. */
  const ok = <T>(res: Answer): T => {
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as T;
  };
  const list = async (payload: object) => ok<ResearchList>(await analyst.post('/esee/researchReport/list', payload));

  beforeAll(async () => {
    const fixture = path.join(tmp, engine, 'fixture');
    t = await withApp({
      engine,
      data: { companies: 300, seed: 41 },
      beforeApp: async (db) => {
        const { rows } = await sql<{ ent_id: string }>`select ent_id from company order by ent_id limit 1`.execute(db);
        mkdirSync(fixture, { recursive: true });
        const lines = fixtureRows(rows[0]!.ent_id, today()).map((r) => JSON.stringify(r));
        writeFileSync(path.join(fixture, 'researchReports.jsonl'), `${lines.join('\n')}\n`);
        await loadDataSet(db, fixture);
        await addUser(db, 'DEMO', 'cbaonly', ['app:cba']);
        await addUser(db, 'DEMO', 'consensusonly', ['app:iba:research:consensus']);
      },
    });
    [analyst, cbaOnly, consensusOnly, admin2, ops] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client({ instCode: 'DEMO', username: 'consensusonly' }),
      t.client('demo2'),
      t.client('ops'),
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('filters the list by stock, broker, analyst, rating, change, type, industry, dates and keyword', async () => {
    expect((await list({ stockCode: STOCK })).total).toBe(6);
    const mine = await list({ stockCode: STOCK, pageSize: 3 });
    expect(mine.list.map((r) => r.reportId)).toEqual(['RT5', 'RT2', 'RT3']);
    expect((await list({ stockCode: STOCK, broker: '国泰君安' })).list.map((r) => r.reportId)).toEqual(['RT5', 'RT4']);
    expect((await list({ sacNo: X.sacNo })).list.map((r) => r.reportId)).toEqual(['RT6', 'RT1']);
    expect((await list({ stockCode: STOCK, rating: '增持' })).list.map((r) => r.reportId)).toEqual(['RT5', 'RT3']);
    expect((await list({ stockCode: STOCK, ratingChange: '上调' })).list.map((r) => r.reportId)).toEqual(['RT5']);
    expect((await list({ keyword: '测试关键词' })).list.map((r) => r.reportId)).toEqual(['RT3']);
    expect((await list({ keyword: '100%_' })).total).toBe(0);
    expect((await list({ stockCode: STOCK, industryCode: 'C39' })).total).toBe(6);
    expect((await list({ stockCode: STOCK, industryCode: 'I' })).total).toBe(0);
    const day = today();
    const recent = await list({ stockCode: STOCK, dateFrom: today(-45), dateTo: day });
    expect(recent.list.map((r) => r.reportId)).toEqual(['RT5', 'RT2']);
    expect(recent.list[0]).toMatchObject({
      previousRating: '中性',
      ratingChange: '上调',
      targetPrice: 14,
      price: 12.5,
    });
    expect(recent.list[0]!.forecasts).toEqual([
      { year: 2026, eps: 1.0, pe: 12.5 },
      { year: 2027, eps: 1.1, pe: 11.36 },
      { year: 2028, eps: 1.3, pe: 9.62 },
    ]);
    // The generated set: every type is there, and a filter keeps only what it names.
    const macro = await list({ type: '宏观', pageSize: 50 });
    expect(macro.total).toBeGreaterThan(0);
    expect(macro.list.every((r) => r.type === '宏观' && r.rating === null)).toBe(true);
    const buys = await list({ broker: '中信证券', rating: '买入', pageSize: 50 });
    expect(buys.list.every((r) => r.broker === '中信证券' && r.rating === '买入')).toBe(true);
  });

  it('answers the filters’ choices and one report', async () => {
    const params = ok<ResearchSearchParam>(await analyst.get('/esee/researchReport/searchParam'));
    expect(params.types).toEqual(['个股', '行业', '策略', '宏观', '晨报']);
    expect(params.ratings).toEqual(['买入', '增持', '中性', '减持', '卖出']);
    expect(params.brokers).toEqual(expect.arrayContaining(['中信证券', '华泰证券', '国泰君安', '中金公司']));
    expect(params.analysts).toContainEqual({ ...X, broker: '中信证券' });
    expect(params.industries).toContainEqual({ code: 'C3985', name: '电子专用材料制造' });
    const one = ok<ResearchReport>(await analyst.get('/esee/researchReport/detail?reportId=RT3'));
    expect(one).toMatchObject({ broker: '华泰证券', authors: [Y], stockName: '测试股份', rating: '增持' });
    expect(await analyst.get('/esee/researchReport/detail?reportId=NOPE')).toMatchObject({
      code: 404,
      message: '研报不存在',
    });
    const stocks = ok<{ stockCode: string }[]>(await analyst.get('/esee/researchReport/stocks?keyword=测试'));
    expect(stocks.map((s) => s.stockCode)).toEqual([STOCK]);
  });

  it('computes the consensus from each broker’s latest report of the last six months', async () => {
    const c = ok<ResearchConsensus>(await analyst.get(`/esee/researchReport/consensus?stockCode=${STOCK}`));
    // By hand: in the window 中信证券 RT2 (买入, 15), 华泰证券 RT3 (增持, 13), 国泰君安 RT5 (增持, 14, its RT4 is older);
    // 中金公司's RT6 and 中信证券's RT1 are older than six months. Latest close: RT5's 12.5.
    expect(c.brokerCount).toBe(3);
    expect(c.coverage.map((r) => r.reportId)).toEqual(['RT5', 'RT2', 'RT3']);
    expect(c.ratings).toEqual([
      { rating: '买入', count: 1 },
      { rating: '增持', count: 2 },
      { rating: '中性', count: 0 },
      { rating: '减持', count: 0 },
      { rating: '卖出', count: 0 },
    ]);
    expect(c.latestPrice).toBe(12.5);
    expect(c.medianTarget).toBe(14);
    expect(c.upside).toBeCloseTo(14 / 12.5 - 1, 4);
    // EPS 2026: 1.0, 1.1, 1.0 → 1.0; 2027: 1.2, 1.3, 1.1 → 1.2; 2028: 1.5, 1.4, 1.3 → 1.4.
    expect(c.eps.map((e) => [e.year, e.median, e.min, e.max, e.count])).toEqual([
      [2026, 1.0, 1.0, 1.1, 3],
      [2027, 1.2, 1.1, 1.3, 3],
      [2028, 1.4, 1.3, 1.5, 3],
    ]);
    expect(c.eps[0]!.pe).toBe(12.5);
    expect(await analyst.get('/esee/researchReport/consensus?stockCode=000000.SZ')).toMatchObject({
      code: 404,
      message: '该股票没有研报覆盖',
    });
    expect((await analyst.get('/esee/researchReport/consensus?stockCode=bad code')).code).toBe(400);
  });

  it('shows the brokers and one broker’s coverage', async () => {
    const brokers = ok<ResearchBroker[]>(await analyst.get('/esee/researchReport/brokers'));
    const guotai = brokers.find((b) => b.broker === '国泰君安')!;
    expect(guotai.ratingMix.map((m) => m.rating)).toEqual(['买入', '增持', '中性', '减持', '卖出']);
    expect(brokers.every((b, i) => i === 0 || brokers[i - 1]!.reportCount >= b.reportCount)).toBe(true);
    const view = ok<ResearchBrokerView>(
      await analyst.get(`/esee/researchReport/broker?broker=${encodeURIComponent('国泰君安')}`),
    );
    expect(view.summary.broker).toBe('国泰君安');
    expect(view.coverage.find((s) => s.stockCode === STOCK)).toMatchObject({
      reportCount: 2,
      rating: '增持',
      ratingChange: '上调',
      reportId: 'RT5',
    });
    expect(view.byType.reduce((n, x) => n + x.count, 0)).toBe(view.summary.reportCount);
    expect(await analyst.get(`/esee/researchReport/broker?broker=${encodeURIComponent('无此券商')}`)).toMatchObject({
      code: 404,
      message: '没有该券商的研报',
    });
  });

  it('ranks the analysts by reports, hit rate and return, judging a rating by the close six months on', async () => {
    const byReports = ok<ResearchAnalysts>(await analyst.post('/esee/researchReport/analysts', { pageSize: 50 }));
    expect(byReports.list[0]!.rank).toBe(1);
    expect(byReports.list.every((a, i) => i === 0 || byReports.list[i - 1]!.reportCount >= a.reportCount)).toBe(true);
    // 测试甲: RT1 买入 at 10, the close nearest 180 days on is RT6's 9 (−10%): a miss; RT6 减持 at 9, then RT3's
    // 11 (+22%): a miss. Mean signed return (−0.1 − 0.2222) / 2; neither target (13, 8) was reached.
    const x = ok<ResearchAnalysts>(await analyst.post('/esee/researchReport/analysts', { keyword: '测试甲' })).list[0]!;
    expect(x).toMatchObject({
      sacNo: X.sacNo,
      broker: '中信证券',
      reportCount: 2,
      evaluated: 2,
      hits: 0,
      hitRate: 0,
      targetReachRate: 0,
    });
    expect(x.avgReturn).toBeCloseTo((-0.1 - (11 / 9 - 1)) / 2, 4);
    const byHits = ok<ResearchAnalysts>(
      await analyst.post('/esee/researchReport/analysts', { sort: 'hitRate', pageSize: 50 }),
    );
    const ranked = byHits.list.filter((a) => a.rank > 0);
    expect(ranked.every((a) => a.evaluated >= byHits.minEvaluated)).toBe(true);
    expect(ranked.every((a, i) => i === 0 || ranked[i - 1]!.hitRate! >= a.hitRate!)).toBe(true);
    const all = ok<ResearchAnalysts>(
      await analyst.post('/esee/researchReport/analysts', { sort: 'hitRate', keyword: '测试' }),
    );
    expect(all.list.find((a) => a.sacNo === X.sacNo)!.rank).toBe(0);
    const one = ok<ResearchAnalysts>(await analyst.post('/esee/researchReport/analysts', { broker: '华泰证券' }));
    expect(one.list.every((a) => a.broker === '华泰证券')).toBe(true);
  });

  it('refuses bad input with a clear message', async () => {
    const bad = async (payload: object) => analyst.post('/esee/researchReport/list', payload);
    expect((await bad({ dateFrom: '2026-05-01', dateTo: '2026-04-01' })).message).toBe('开始日期不能晚于结束日期');
    expect((await bad({ dateFrom: '2026-02-30' })).code).toBe(400);
    expect((await bad({ rating: '强烈推荐' })).code).toBe(400);
    expect((await bad({ sacNo: 'S123' })).code).toBe(400);
    expect((await bad({ keyword: 'x'.repeat(51) })).code).toBe(400);
    expect((await analyst.post('/esee/researchReport/analysts', { sort: 'luck' })).code).toBe(400);
  });

  it('opens each call by its own right only', async () => {
    expect(await cbaOnly.post('/esee/researchReport/list', {})).toMatchObject({ code: 403 });
    expect(await cbaOnly.get('/esee/researchReport/searchParam')).toMatchObject({ code: 403 });
    expect((await consensusOnly.get(`/esee/researchReport/consensus?stockCode=${STOCK}`)).code).toBe(200);
    expect((await consensusOnly.get('/esee/researchReport/stocks')).code).toBe(200);
    expect((await consensusOnly.post('/esee/researchReport/list', {})).code).toBe(403);
    expect((await consensusOnly.get('/esee/researchReport/brokers')).code).toBe(403);
    expect((await consensusOnly.post('/esee/researchReport/analysts', {})).code).toBe(403);
  });

  it('follows the switch isResearchOpen: off, no menu entry and 403 with its message; on, both back', async () => {
    // An IBA fixture that declares the research entries.
    const [iba] = FIXTURE_REMOTES.filter((r) => r.name === 'iba');
    deployFixtureRemotes(t.config.remotesDir, '1.1.0', [
      {
        ...iba!,
        menu: [
          ...iba!.menu!,
          {
            path: '/ibaBase/research',
            title: '研报',
            children: [{ path: '/ibaBase/researchReport', title: '研报检索', permission: 'app:iba:research:report' }],
          },
        ],
      },
    ]);
    await new Promise((r) => setTimeout(r, 2100));
    const menu = async (who: Client) => JSON.stringify(ok<ServerMenuNode[]>(await who.get('/framework/api/user/menu')));
    const save = async (models: string[]) =>
      ok(await ops.post('/esee/company/saveCompanyModels', { instCode: 'DEMO2', models }));
    // DEMO has it on (the seed); DEMO2 gets IBA without it, then with it.
    expect(await menu(analyst)).toContain('/ibaBase/researchReport');
    try {
      await save(['CBA', 'PRMA', 'IBA']);
      expect(await menu(admin2)).toContain('/ibaBase/a');
      expect(await menu(admin2)).not.toContain('/ibaBase/researchReport');
      expect(await admin2.post('/esee/researchReport/list', {})).toEqual({
        code: 403,
        data: null,
        message: RESEARCH_SWITCH.message,
      });
      const rights = ok<Record<string, boolean>>(
        await admin2.post('/framework/api/user/right', ['app:iba:research:report', 'app:iba:a']),
      );
      expect(rights).toEqual({ 'app:iba:research:report': false, 'app:iba:a': true });
      await save(['CBA', 'PRMA', 'IBA', 'isResearchOpen']);
      expect(await menu(admin2)).toContain('/ibaBase/researchReport');
      expect((await admin2.post('/esee/researchReport/list', { stockCode: STOCK })).data.total).toBe(6);
    } finally {
      await save(['CBA', 'PRMA']);
    }
  });
});
