import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_RISK_DAYS,
  NEWS_CATEGORIES,
  newsParagraphs,
  normaliseTitle,
  RISK_KINDS,
  countsAsRisk,
  ResultCode,
} from '@esee/contracts';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const DAY_MS = 86_400_000;

describe.each(ONE_ENGINE)('CBA 单企业查询 and 企业舆情 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let outsider: Client;
  /** A DEMO user whose role has search and monitoring but no CBA entry. */
  let noCba: Client;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 11 } });
    const db = t.database.db;
    await addUser(db, 'DEMO', 'nocba', ['marketing', 'monitor', 'app:prma']);
    [analyst, outsider, noCba] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'nocba' }),
    ]);
  }, 120_000);
  afterAll(() => t.close());

  describe('POST /esee/cba/entSearch/riskChecklist', () => {
    const url = '/esee/cba/entSearch/riskChecklist';
    /** The company with the most checklist records. */
    const riskiest = async () =>
      (
        await t.database.db
          .selectFrom('record')
          .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where(
            'kind',
            'in',
            RISK_KINDS.map((k) => k.kind),
          )
          .groupBy('company_id')
          .orderBy('n', 'desc')
          .orderBy('company_id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).company_id;

    it('counts each checklist kind as the records have it, and the new ones of the last 90 days', async () => {
      const entId = await riskiest();
      const res = await analyst.post(url, { entId });
      expect(res.code).toBe(ResultCode.OK);
      const records = await t.database.db
        .selectFrom('record')
        .select(['kind', 'record_date', 'payload'])
        .where('company_id', '=', entId)
        .execute()
        .then((rows) => rows.filter((r) => countsAsRisk(r.kind, r.payload as Record<string, unknown>)));
      const since = new Date(t.clock.now().getTime() - NEW_RISK_DAYS * DAY_MS).toISOString().slice(0, 10);
      const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
      let newRisks = 0;
      expect(res.data.items.map((i: { kind: string }) => i.kind)).toEqual(RISK_KINDS.map((k) => k.kind));
      for (const item of res.data.items as { kind: string; count: number; recent: number }[]) {
        const own = records.filter((r) => r.kind === item.kind);
        expect(item.count, item.kind).toBe(own.length);
        const recent = own.filter((r) => r.record_date && day(r.record_date) > since).length;
        expect(item.recent, item.kind).toBe(recent);
        newRisks += recent;
      }
      expect(res.data.items.some((i: { count: number }) => i.count > 0)).toBe(true);
      expect(res.data.watch.newRisks).toBe(newRisks);
    });

    it('flags a revoked or cancelled company, and relates paid-in to registered capital', async () => {
      const revoked = await t.database.db
        .selectFrom('company')
        .select('ent_id')
        .where('status', 'like', '%吊销%')
        .executeTakeFirstOrThrow();
      expect((await analyst.post(url, { entId: revoked.ent_id })).data.statusFlag).toBe('吊销');
      const active = await t.database.db
        .selectFrom('company')
        .select(['ent_id', 'reg_capital', 'paid_capital'])
        .where('status', '=', '存续')
        .where('paid_capital', 'is not', null)
        .where('reg_capital', '>', '0')
        .executeTakeFirstOrThrow();
      const res = await analyst.post(url, { entId: active.ent_id });
      expect(res.data.statusFlag).toBeNull();
      expect(res.data.watch.paidRatio).toBeCloseTo(Number(active.paid_capital) / Number(active.reg_capital), 3);
    });

    it('lists the legal representative and shareholder changes of the last year, newest first', async () => {
      const since = new Date(t.clock.now().getTime() - 365 * DAY_MS);
      const change = await t.database.db
        .selectFrom('change_record')
        .select('company_id')
        .where('item', 'in', ['法定代表人变更', '投资人(股权)变更'])
        .where('change_date', '>', since.toISOString().slice(0, 10))
        .executeTakeFirstOrThrow();
      const { keyChanges } = (await analyst.post(url, { entId: change.company_id })).data.watch;
      expect(keyChanges.length).toBeGreaterThan(0);
      for (const c of keyChanges) expect(c.item).toMatch(/法定代表人|投资人|股东|股权|负责人|执行事务合伙人/);
      const dates = keyChanges.map((c: { date: string }) => c.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('refuses a user without the page permission, and answers bad input with the error envelope', async () => {
      const entId = await riskiest();
      const refused = await noCba.inject({ method: 'POST', url, payload: { entId } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      // Another institution with CBA reads the same public company data.
      expect((await outsider.post(url, { entId })).code).toBe(ResultCode.OK);
      const bad = await analyst.post(url, { entId: '' });
      expect(bad).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
      expect(await analyst.post(url, { entId: 'no-such-company' })).toMatchObject({
        code: ResultCode.NOT_FOUND,
        data: null,
      });
    });
  });
  describe('企业舆情 /esee/cba/publicsen/*', () => {
    type News = { newsId: string; entId: string; title: string; sentiment: string; category: string; similar: number };
    /** Companies with the most news, most first. */
    const newsiest = async (n: number) =>
      (
        await t.database.db
          .selectFrom('record')
          .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where('kind', '=', 'news')
          .groupBy('company_id')
          .orderBy('n', 'desc')
          .orderBy('company_id')
          .limit(n)
          .execute()
      ).map((r) => r.company_id);
    const list = async (who: Client, body: object) => who.post('/esee/cba/publicsen/list', { pageSize: 50, ...body });
    /** Every item of a scope, page by page. */
    const all = async (who: Client, body: object) => {
      const items: News[] = [];
      for (let page = 1; ; page++) {
        const res = await list(who, { ...body, pageNum: page });
        expect(res.code).toBe(ResultCode.OK);
        items.push(...res.data.list);
        if (items.length >= res.data.total) return { items, rawTotal: res.data.rawTotal as number };
      }
    };

    it('carries a known category on every news record of the generated data, and reprints of some stories', async () => {
      const rows = await t.database.db
        .selectFrom('record')
        .select(['company_id', 'payload'])
        .where('kind', '=', 'news')
        .execute();
      const seen = new Map<string, number>();
      for (const r of rows) {
        const p = r.payload as { category: string; title: string };
        expect(NEWS_CATEGORIES).toContain(p.category);
        const key = `${r.company_id}|${normaliseTitle(p.title)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      expect([...seen.values()].some((n) => n > 1)).toBe(true);
    });

    it("lists a company's news with reprints folded: the 相似 counts add up to the company's records", async () => {
      const [entId] = await newsiest(1);
      const { items, rawTotal } = await all(analyst, { entId });
      const records = await t.database.db
        .selectFrom('record')
        .select('payload')
        .where('kind', '=', 'news')
        .where('company_id', '=', entId!)
        .execute();
      expect(rawTotal).toBe(records.length);
      expect(items.reduce((n, i) => n + i.similar, 0)).toBe(records.length);
      expect(items.every((i) => i.entId === entId)).toBe(true);
      // Sentiment and category narrow the list to matching items only.
      const negative = await all(analyst, { entId, sentiment: '负面' });
      const negativeRecords = records.filter((r) => (r.payload as { sentiment: string }).sentiment === '负面');
      expect(negative.rawTotal).toBe(negativeRecords.length);
      expect(negative.items.every((i) => i.sentiment === '负面')).toBe(true);
      const category = items[0]!.category;
      const byCategory = await all(analyst, { entId, category });
      expect(byCategory.items.length).toBeGreaterThan(0);
      expect(byCategory.items.every((i) => i.category === category)).toBe(true);
    });

    it("lists the news of the user's monitored companies only, and another institution never sees them", async () => {
      const watched = await newsiest(3);
      const added = await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: watched });
      expect(added.code).toBe(ResultCode.OK);
      const mine = await all(analyst, {});
      expect(mine.items.length).toBeGreaterThan(0);
      expect(new Set(mine.items.map((i) => i.entId))).toEqual(new Set(watched));
      const count = await t.database.db
        .selectFrom('record')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', 'news')
        .where('company_id', 'in', watched)
        .executeTakeFirstOrThrow();
      expect(mine.rawTotal).toBe(Number(count.n));
      // Of one group: the analyst's; another institution's user does not find it and monitors nothing.
      const groupId = added.data.groupId as number;
      expect((await list(analyst, { groupId })).data.rawTotal).toBe(Number(count.n));
      expect(await list(outsider, { groupId })).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
      expect((await list(outsider, {})).data).toMatchObject({ total: 0, list: [] });
      const trend = await outsider.post('/esee/cba/publicsen/trend', {});
      expect(trend.data.every((w: { negative: number }) => w.negative === 0)).toBe(true);
    });

    it('draws the negative trend by week from the folded negative items of the scope', async () => {
      const [entId] = await newsiest(1);
      const trend = await analyst.post('/esee/cba/publicsen/trend', { entId });
      expect(trend.code).toBe(ResultCode.OK);
      expect(trend.data).toHaveLength(12);
      const first = trend.data[0].week as string;
      const negative = await all(analyst, { entId, sentiment: '负面', dateFrom: first });
      const inWeeks = negative.items.filter((i) => (i as unknown as { publishTime: string }).publishTime >= first);
      expect(trend.data.reduce((n: number, w: { negative: number }) => n + w.negative, 0)).toBe(inWeeks.length);
    });

    it('opens an article with its company, related companies and reprints', async () => {
      const [entId] = await newsiest(1);
      const { items } = await all(analyst, { entId });
      const reprinted = items.find((i) => i.similar > 1) ?? items[0]!;
      const res = await analyst.get(`/esee/cba/publicsen/detail?newsId=${encodeURIComponent(reprinted.newsId)}`);
      expect(res.code).toBe(ResultCode.OK);
      expect(res.data).toMatchObject({ newsId: reprinted.newsId, entId, title: reprinted.title });
      expect(res.data.summary.length).toBeGreaterThan(0);
      // The body as the record holds it: paragraphs separated by blank lines, the same for the story's reprints.
      const stored = await t.database.db
        .selectFrom('record')
        .select('payload')
        .where('record_id', '=', reprinted.newsId)
        .executeTakeFirstOrThrow();
      expect(res.data.content).toBe((stored.payload as { content: string }).content);
      expect(newsParagraphs(res.data.content).length).toBeGreaterThanOrEqual(3);
      for (const copy of res.data.reprints as { newsId: string }[]) {
        const other = await analyst.get(`/esee/cba/publicsen/detail?newsId=${encodeURIComponent(copy.newsId)}`);
        expect(other.data.content).toBe(res.data.content);
      }
      expect(res.data.related[0]).toMatchObject({ entId, relation: '主体企业' });
      expect(res.data.reprints).toHaveLength(reprinted.similar - 1);
      const missing = await analyst.inject({ method: 'GET', url: '/esee/cba/publicsen/detail?newsId=nope' });
      expect(missing.json()).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    });

    it('refuses a user without the page permission, and answers bad input with the error envelope', async () => {
      const refused = await noCba.inject({ method: 'POST', url: '/esee/cba/publicsen/list', payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      for (const body of [
        { sentiment: '很好' },
        { category: '八卦' },
        { dateFrom: '2026-02-30' },
        { dateFrom: '2026-05-02', dateTo: '2026-05-01' },
        { pageSize: 500 },
      ])
        expect(await list(analyst, body), JSON.stringify(body)).toMatchObject({
          code: ResultCode.BAD_REQUEST,
          data: null,
        });
      expect(await list(analyst, { entId: 'no-such-company' })).toMatchObject({
        code: ResultCode.NOT_FOUND,
        data: null,
      });
    });
  });
});
