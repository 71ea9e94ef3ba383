import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsParagraphs, normaliseTitle, ResultCode, RISK_NEWS_CATEGORIES } from '@esee/contracts';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

type Story = {
  newsId: string;
  entId: string;
  title: string;
  sentiment: string;
  category: string;
  similar: number;
  publishTime: string;
};
type DeskStory = Story & { read: boolean; sourceType: string };
const isRisk = (s: { sentiment: string | null; category: string | null }) =>
  s.sentiment === '负面' || (RISK_NEWS_CATEGORIES as readonly (string | null)[]).includes(s.category);

describe.each(ONE_ENGINE)('CBA 舆情全文 and 风险新闻 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  /** A DEMO user whose role has monitoring but no CBA entry. */
  let noCba: Client;
  /** The companies the analyst monitors: the three with the most risk news. */
  let watched: string[];
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 11 } });
    const db = t.database.db;
    await addUser(db, 'DEMO', 'nocba', ['marketing', 'monitor', 'app:prma']);
    [analyst, admin, outsider, noCba] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'nocba' }),
    ]);
    const rows = await db.selectFrom('record').select(['company_id', 'payload']).where('kind', '=', 'news').execute();
    const risky = new Map<string, number>();
    for (const r of rows) if (isRisk(r.payload as Story)) risky.set(r.company_id, (risky.get(r.company_id) ?? 0) + 1);
    watched = [...risky]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([id]) => id);
    const added = await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: watched });
    expect(added.code).toBe(ResultCode.OK);
  }, 120_000);
  afterAll(() => t.close());

  /** Every item of a list call, page by page. */
  const all = async <T>(who: Client, url: string, body: object) => {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const res = await who.post(url, { ...body, pageNum: page, pageSize: 50 });
      expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
      items.push(...res.data.list);
      if (items.length >= res.data.total) return { items, data: res.data };
    }
  };
  const newsRecords = (entIds: string[]) =>
    t.database.db
      .selectFrom('record')
      .select(['record_id', 'company_id', 'payload'])
      .where('kind', '=', 'news')
      .where('company_id', 'in', entIds)
      .execute();
  const desk = (who: Client, body: object = {}) => all<DeskStory>(who, '/esee/cba/danger/newsList', body);

  describe('POST /esee/cba/publicsen/listDetail', () => {
    it('gives every story of a company in full: summary, source type, related companies and each reprint', async () => {
      const entId = watched[0]!;
      const { items, data } = await all<
        Story & {
          summary: string;
          sourceType: string;
          related: { entId: string; relation: string }[];
          reprints: { newsId: string; title: string }[];
        }
      >(analyst, '/esee/cba/publicsen/listDetail', { entId });
      const records = await newsRecords([entId]);
      expect(data.rawTotal).toBe(records.length);
      // Each record is shown once: as its story's newest copy or among its reprints.
      const shown = items.flatMap((i) => [i.newsId, ...i.reprints.map((r) => r.newsId)]);
      expect(shown.sort()).toEqual(records.map((r) => r.record_id).sort());
      for (const i of items) {
        expect(i.reprints).toHaveLength(i.similar - 1);
        for (const r of i.reprints) expect(normaliseTitle(r.title)).toBe(normaliseTitle(i.title));
        expect(i.summary.length).toBeGreaterThan(0);
        expect(i.sourceType).toBe('新闻');
        expect(i.related[0]).toMatchObject({ entId, relation: '主体企业' });
      }
      expect(items.some((i) => i.reprints.length > 0)).toBe(true);
    });

    it("keeps to the user's own groups, and refuses bad input with the error envelope", async () => {
      expect(await outsider.post('/esee/cba/publicsen/listDetail', { groupId: 1 })).toMatchObject({
        code: ResultCode.NOT_FOUND,
        data: null,
      });
      for (const body of [{ sentiment: '很好' }, { dateFrom: '2026-02-30' }, { pageSize: 51 }])
        expect(await analyst.post('/esee/cba/publicsen/listDetail', body), JSON.stringify(body)).toMatchObject({
          code: ResultCode.BAD_REQUEST,
          data: null,
        });
    });
  });

  describe('风险新闻 /esee/cba/danger/*', () => {
    it("lists the risk news of the institution's monitored companies, for everyone of the institution", async () => {
      const { items, data } = await desk(analyst);
      const records = (await newsRecords(watched)).filter((r) => isRisk(r.payload as Story));
      expect(data.rawTotal).toBe(records.length);
      expect(items.reduce((n, i) => n + i.similar, 0)).toBe(records.length);
      expect(items.every((i) => isRisk(i))).toBe(true);
      expect(new Set(items.map((i) => i.entId))).toEqual(new Set(watched));
      // A colleague sees the same desk; another institution monitors none of them.
      expect((await desk(admin)).data.rawTotal).toBe(records.length);
      expect((await desk(outsider)).data).toMatchObject({ total: 0, rawTotal: 0, unread: 0 });
      // A category narrows the desk to it.
      const category = items[0]!.category;
      const narrowed = await desk(analyst, { category });
      expect(narrowed.items.length).toBeGreaterThan(0);
      expect(narrowed.items.every((i) => i.category === category)).toBe(true);
    });

    it('marks a story read for its reader only, and unread again', async () => {
      const before = await desk(analyst, { entId: watched[1] });
      const story = before.items.find((i) => i.similar > 1) ?? before.items[0]!;
      expect(story.read).toBe(false);
      const marked = await analyst.post('/esee/cba/danger/read', { newsIds: [story.newsId], read: true });
      expect(marked).toMatchObject({ code: ResultCode.OK, data: { updated: story.similar } });
      const after = await desk(analyst, { entId: watched[1] });
      expect(after.data.unread).toBe(before.data.unread - 1);
      expect(after.items.find((i) => i.newsId === story.newsId)?.read).toBe(true);
      const read = await desk(analyst, { entId: watched[1], readState: 'read' });
      expect(read.items.map((i) => i.newsId)).toEqual([story.newsId]);
      const unread = await desk(analyst, { entId: watched[1], readState: 'unread' });
      expect(unread.items.some((i) => i.newsId === story.newsId)).toBe(false);
      // A colleague has not read it.
      expect((await desk(admin, { entId: watched[1] })).data.unread).toBe(before.data.unread);
      await analyst.post('/esee/cba/danger/read', { newsIds: [story.newsId], read: false });
      expect((await desk(analyst, { entId: watched[1] })).data.unread).toBe(before.data.unread);
    });

    it("sums up one monitored company's risk news by category", async () => {
      const entId = watched[0]!;
      const res = await analyst.get(`/esee/cba/danger/news?entId=${entId}`);
      expect(res.code).toBe(ResultCode.OK);
      const { items } = await desk(analyst, { entId });
      expect(res.data).toMatchObject({ entId, total: items.length, latest: items[0]!.publishTime });
      expect(res.data.byCategory.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(items.length);
      for (const c of res.data.byCategory as { category: string; count: number }[])
        expect(items.filter((i) => i.category === c.category)).toHaveLength(c.count);
    });

    it('opens an article with its related companies and their risks', async () => {
      const { items } = await desk(analyst, { entId: watched[0] });
      const story = items.find((i) => i.similar > 1) ?? items[0]!;
      const res = await analyst.get(`/esee/cba/danger/newsInfo?newsId=${encodeURIComponent(story.newsId)}`);
      expect(res.code).toBe(ResultCode.OK);
      expect(res.data).toMatchObject({ newsId: story.newsId, entId: watched[0], title: story.title, read: false });
      expect(newsParagraphs(res.data.content).length).toBeGreaterThanOrEqual(3);
      expect(res.data.reprints).toHaveLength(story.similar - 1);
      const [own] = res.data.related;
      expect(own).toMatchObject({ entId: watched[0], relation: '主体企业', monitored: true });
      const checklist = await t.database.db
        .selectFrom('record')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', watched[0]!)
        .where('kind', 'in', ['dishonest', 'consumptionLimit', 'executedPerson', 'finalCase', 'equityFreeze'])
        .executeTakeFirstOrThrow();
      const judicial = (own.risks as { label: string; count: number }[])
        .filter((r) => ['失信', '限高', '被执行', '终本', '股权冻结'].includes(r.label))
        .reduce((n, r) => n + r.count, 0);
      expect(judicial).toBe(Number(checklist.n));
    });

    it("finds nothing of another institution's desk, nor news that is not risk news", async () => {
      const { items } = await desk(analyst, { entId: watched[0] });
      const newsId = encodeURIComponent(items[0]!.newsId);
      const notFound = { code: ResultCode.NOT_FOUND, data: null };
      expect(await outsider.get(`/esee/cba/danger/newsInfo?newsId=${newsId}`)).toMatchObject(notFound);
      expect(await outsider.get(`/esee/cba/danger/news?entId=${watched[0]}`)).toMatchObject(notFound);
      expect(await outsider.post('/esee/cba/danger/newsList', { entId: watched[0] })).toMatchObject(notFound);
      expect(await outsider.post('/esee/cba/danger/read', { newsIds: [items[0]!.newsId], read: true })).toMatchObject(
        notFound,
      );
      const calm = (await newsRecords(watched)).find((r) => !isRisk(r.payload as Story));
      expect(calm).toBeDefined();
      expect(await analyst.get(`/esee/cba/danger/newsInfo?newsId=${calm!.record_id}`)).toMatchObject(notFound);
      expect(await analyst.post('/esee/cba/danger/read', { newsIds: [calm!.record_id], read: true })).toMatchObject(
        notFound,
      );
      expect(await analyst.get('/esee/cba/danger/newsInfo?newsId=nope')).toMatchObject(notFound);
    });

    it('refuses a user without the page permission, and answers bad input with the error envelope', async () => {
      for (const [method, url, payload] of [
        ['POST', '/esee/cba/danger/newsList', {}],
        ['POST', '/esee/cba/publicsen/listDetail', {}],
        ['GET', `/esee/cba/danger/news?entId=${watched[0]}`, undefined],
        ['GET', '/esee/cba/danger/newsInfo?newsId=x', undefined],
        ['POST', '/esee/cba/danger/read', { newsIds: ['x'], read: true }],
      ] as const) {
        const refused = await noCba.inject({ method, url, payload });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
      const bad = { code: ResultCode.BAD_REQUEST, data: null };
      for (const body of [
        { readState: '全部' },
        { category: '八卦' },
        { dateFrom: '2026-05-02', dateTo: '2026-05-01' },
        { pageSize: 500 },
      ])
        expect(await analyst.post('/esee/cba/danger/newsList', body), JSON.stringify(body)).toMatchObject(bad);
      for (const body of [
        { newsIds: [], read: true },
        { newsIds: Array.from({ length: 51 }, (_, i) => `n${i}`), read: true },
        { newsIds: ['a', 'a'], read: true },
        { newsIds: ['a'] },
      ])
        expect(await analyst.post('/esee/cba/danger/read', body), JSON.stringify(body)).toMatchObject(bad);
      expect(await analyst.get('/esee/cba/danger/news?entId=')).toMatchObject(bad);
    });
  });
});
