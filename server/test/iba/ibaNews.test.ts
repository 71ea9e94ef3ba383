import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, ResultCode, type IbaNewsSummary, type PublicsenNews, type PublicsenTrend } from '@esee/contracts';
import { addUser, ONE_ENGINE, insertRecord, withApp, type Client, type TestApp } from '../fixtures';
import { giveDemo2Iba } from './pageTest';

const LIST = '/esee/iba/publicsen/list';
const SUMMARY = '/esee/iba/publicsen/summary';
const TREND = '/esee/iba/publicsen/trend';
const DETAIL = (newsId: string) => `/esee/iba/publicsen/detail?newsId=${encodeURIComponent(newsId)}`;

describe.each(ONE_ENGINE)('IBA 舆情信息 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let outsider: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  /** Two companies of the deal (their news written by the test), and one outside it. */
  let issuer: string;
  let target: string;
  let stranger: string;
  let projectId: number;
  let serial = 0;

  const data = <T>(who: Client, url: string, payload: object) => who.postData<T>(url, payload);
  const dayOf = (days: number) => chinaDay(t.clock.now(), days);
  /** A news item as a data load writes it. */
  const news = async (entId: string, days: number, f: { title: string; sentiment: string; category: string }) => {
    const day = dayOf(days);
    return insertRecord(t.database.db, {
      id: `iba-news-test-${++serial}`,
      entId,
      kind: 'news',
      day,
      fields: {
        ...f,
        source: serial % 2 ? '证券时报' : '中国证券报',
        publishTime: `${day} 10:${String(serial % 60).padStart(2, '0')}:00`,
        summary: `${f.title}。`,
      },
    });
  };

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 200, seed: 41 },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'cbaonly', ['app:cba']);
        await addUser(db, 'DEMO', 'ibacheck', ['app:iba:due:relationCheck']);
        // DEMO2 has IBA too: its administrator may use the page, never DEMO's projects.
        await giveDemo2Iba(db);
      },
    });
    const ids = (
      await sql<{ ent_id: string }>`select ent_id from company where status = '存续' order by ent_id limit 3`.execute(
        t.database.db,
      )
    ).rows.map((r) => r.ent_id);
    [issuer, target, stranger] = ids as [string, string, string];
    await t.database.db.deleteFrom('record').where('kind', '=', 'news').where('company_id', 'in', ids).execute();
    [analyst, outsider, cbaOnly, otherIbaEntry] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client({ instCode: 'DEMO', username: 'ibacheck' }),
    ]);
    projectId = (await data<{ id: number }>(analyst, '/esee/projectManage/create', { name: 'IBA舆情测试项目' })).id;
    await data(analyst, '/esee/projectManage/addCompanies', { id: projectId, entIds: [issuer, target] });
    await news(issuer, 0, { title: '发行人涉嫌信息披露违规被立案调查', sentiment: '负面', category: '监管处罚' });
    // A reprint of the same story two days earlier: one story.
    await news(issuer, -2, {
      title: '【转载】发行人涉嫌信息披露违规被立案调查',
      sentiment: '负面',
      category: '监管处罚',
    });
    await news(issuer, -5, { title: '发行人发布年度业绩预增公告', sentiment: '正面', category: '财务' });
    await news(target, -3, { title: '标的公司召开股东大会', sentiment: '中性', category: '经营' });
    await news(target, -40, { title: '标的公司完成新一轮融资', sentiment: '正面', category: '经营' });
    await news(stranger, -1, { title: '无关公司遭遇债务违约', sentiment: '负面', category: '债务违约' });
  }, 180_000);
  afterAll(() => t?.close());

  it('lists the project’s news only, newest first, reprints folded', async () => {
    const page = await data<{ total: number; rawTotal: number; list: PublicsenNews[] }>(analyst, LIST, { projectId });
    expect(page.rawTotal).toBe(5);
    expect(page.total).toBe(4);
    expect(page.list.map((n) => n.entId)).not.toContain(stranger);
    expect(page.list[0]).toMatchObject({ entId: issuer, title: '发行人涉嫌信息披露违规被立案调查', similar: 2 });
    const negative = await data<{ total: number; list: PublicsenNews[] }>(analyst, LIST, {
      projectId,
      sentiment: '负面',
    });
    expect(negative.list.map((n) => n.title)).toEqual(['发行人涉嫌信息披露违规被立案调查']);
    const recent = await data<{ total: number }>(analyst, LIST, { projectId, dateFrom: dayOf(-10) });
    expect(recent.total).toBe(3);
    const category = await data<{ list: PublicsenNews[] }>(analyst, LIST, { projectId, category: '经营' });
    expect(category.list.every((n) => n.entId === target)).toBe(true);
  });

  it('takes one company picked by search as the deal', async () => {
    const page = await data<{ list: PublicsenNews[] }>(analyst, LIST, { entId: stranger });
    expect(page.list.map((n) => n.title)).toEqual(['无关公司遭遇债务违约']);
  });

  it('counts each company’s stories by sentiment, the most negative first, companies without news too', async () => {
    const summary = await data<IbaNewsSummary>(analyst, SUMMARY, { projectId });
    expect(summary.scopeName).toBe('IBA舆情测试项目');
    expect(summary.companies).toEqual([
      expect.objectContaining({ entId: issuer, positive: 1, neutral: 0, negative: 1, total: 2 }),
      expect.objectContaining({ entId: target, positive: 1, neutral: 1, negative: 0, total: 2 }),
    ]);
    const recent = await data<IbaNewsSummary>(analyst, SUMMARY, { projectId, dateFrom: dayOf(-10) });
    expect(recent.companies.find((c) => c.entId === target)).toMatchObject({ positive: 0, neutral: 1, total: 1 });
    const empty = await data<{ id: number }>(analyst, '/esee/projectManage/create', { name: 'IBA空项目' });
    expect(await data<IbaNewsSummary>(analyst, SUMMARY, { projectId: empty.id })).toEqual({
      scopeName: 'IBA空项目',
      companies: [],
    });
  });

  it('gives the weekly negative trend of the deal', async () => {
    const trend = await data<PublicsenTrend>(analyst, TREND, { projectId });
    expect(trend).toHaveLength(12);
    expect(trend.reduce((n, w) => n + w.negative, 0)).toBe(1);
  });

  it('opens an article with its reprints', async () => {
    const page = await data<{ list: PublicsenNews[] }>(analyst, LIST, { projectId, sentiment: '负面' });
    const res = await analyst.get(DETAIL(page.list[0]!.newsId));
    expect(res.code).toBe(ResultCode.OK);
    expect(res.data).toMatchObject({ entId: issuer, sentiment: '负面' });
    expect(res.data.reprints).toHaveLength(1);
    const missing = await analyst.get(DETAIL('no-such-news'));
    expect(missing).toMatchObject({ code: ResultCode.NOT_FOUND, message: '资讯不存在' });
  });

  it('answers another institution’s project as an unknown one', async () => {
    for (const url of [LIST, SUMMARY, TREND]) {
      const foreign = await outsider.post(url, { projectId });
      expect(foreign, url).toMatchObject({ code: ResultCode.NOT_FOUND, message: '项目不存在', data: null });
      const unknown = await analyst.post(url, { projectId: 999_999 });
      expect(unknown, url).toMatchObject({ code: ResultCode.NOT_FOUND, message: '项目不存在' });
    }
    // The outsider's own view of a company is fine: news is public.
    expect((await outsider.post(LIST, { entId: issuer })).code).toBe(ResultCode.OK);
  });

  it('refuses callers without the 舆情信息 entry on every call', async () => {
    for (const who of [cbaOnly, otherIbaEntry]) {
      for (const url of [LIST, SUMMARY, TREND]) {
        const res = await who.inject({ method: 'POST', url, payload: { projectId } });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
      const detail = await who.inject({ method: 'GET', url: DETAIL('x') });
      expect(detail.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: LIST, payload: { projectId } });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });

  it('answers bad input with the 400 envelope', async () => {
    for (const payload of [
      {},
      { projectId, entId: issuer },
      { projectId, sentiment: '很好' },
      { projectId, category: '其他' },
      { projectId, dateFrom: '2026-02-30' },
      { projectId, dateFrom: '2026-05-02', dateTo: '2026-05-01' },
      { projectId: 0 },
      { projectId, pageSize: 51 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: LIST, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    expect(await analyst.post(LIST, { entId: 'no-such-company' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
  });
});
