import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chinaDay,
  FileType,
  ResultCode,
  type PartnerAlert,
  type PartnerAlertList,
  type PartnerList,
  type PublicsenNews,
} from '@esee/contracts';
import { addUser, ONE_ENGINE, insertRecord, withApp, type Client, type TestApp } from '../fixtures';

const DAY_MS = 86_400_000;
const PARTNERS = '/esee/prma/publicsen/partners';
const ADD = '/esee/prma/publicsen/partners/add';
const REMOVE = '/esee/prma/publicsen/partners/remove';
const LIST = '/esee/prma/publicsen/list';
const TREND = '/esee/prma/publicsen/trend';
const ALERTS = '/esee/prma/publicsen/alerts';
const READ = '/esee/prma/publicsen/alerts/read';
const STATUS = '/esee/prma/publicsen/alerts/status';

describe.each(ONE_ENGINE)('合作方舆情 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  let cbaOnly: Client;
  /** Partners (their own news replaced by the test's), and a company that is not one. */
  let partner: string;
  let quiet: string;
  let stranger: string;
  let serial = 0;

  const data = <T>(who: Client, url: string, payload: object) => who.postData<T>(url, payload);
  const alerts = (who: Client, payload: object = {}) => data<PartnerAlertList>(who, ALERTS, payload);
  const unread = async (who: Client) => (await who.get('/esee/prma/publicsen/alerts/unread')).data.unread as number;
  /** A day (YYYY-MM-DD, Beijing) `days` from the app's now. */
  /** A news item as a data load writes it. */
  const news = async (
    entId: string,
    days: number,
    f: { title: string; sentiment: string; category: string; source?: string },
  ) => {
    const day = chinaDay(t.clock.now(), days);
    return insertRecord(t.database.db, {
      id: `pn-test-${++serial}`,
      entId,
      kind: 'news',
      day,
      fields: {
        ...f,
        source: f.source ?? '证券时报',
        publishTime: `${day} 09:${String(serial % 60).padStart(2, '0')}:00`,
      },
    });
  };

  /** Sessions end when the clock moves on by months: sign in again after moving it. */
  const signIn = async () => {
    [analyst, admin, outsider, cbaOnly] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
    ]);
  };

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 200, seed: 31 },
      beforeApp: (db) => addUser(db, 'DEMO', 'cbaonly', ['app:cba']),
    });
    const ids = (
      await sql<{ ent_id: string }>`select ent_id from company where status = '存续' order by ent_id limit 3`.execute(
        t.database.db,
      )
    ).rows.map((r) => r.ent_id);
    [partner, quiet, stranger] = ids as [string, string, string];
    // The test writes these companies' news itself.
    await t.database.db.deleteFrom('record').where('kind', '=', 'news').where('company_id', 'in', ids).execute();
    await signIn();
  });
  afterAll(() => t?.close());

  it('keeps the institution’s partner list: add (twice keeps one), list, import, remove', async () => {
    // News from before the company became a partner is news, not an alert.
    await news(partner, -1, { title: '某公司被曝拖欠工程款', sentiment: '负面', category: '经营' });
    expect(await data(analyst, ADD, { entIds: [partner, quiet] })).toEqual({ added: 2, existing: 0 });
    expect(await data(admin, ADD, { entIds: [partner] })).toEqual({ added: 0, existing: 1 });
    const list = await data<PartnerList>(admin, PARTNERS, {});
    expect(list.list.map((p) => p.entId).sort()).toEqual([partner, quiet].sort());
    expect(list.list.find((p) => p.entId === partner)).toMatchObject({ addedBy: '林晓雯', openAlerts: 0 });
    // The batch import path fills the same list.
    const imported = await data<{ imported: number; existing: number }>(analyst, '/esee/upload/dataConfirm', {
      fileType: FileType.PARTNER_LIST,
      fileName: '合作方名单.xlsx',
      confirmList: [{ entId: stranger }, { entId: partner }],
    });
    expect(imported).toMatchObject({ imported: 1, existing: 1 });
    await data(analyst, REMOVE, { entId: stranger });
    expect(await analyst.post(REMOVE, { entId: stranger })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该合作方',
    });
    expect((await data<PartnerList>(analyst, PARTNERS, {})).total).toBe(2);
    expect(await data<PartnerList>(outsider, PARTNERS, {})).toEqual({ total: 0, list: [] });
  });

  it('lists the partners’ news only, reprints folded', async () => {
    const story = await news(partner, 0, {
      title: '某公司涉嫌违规排污被立案调查',
      sentiment: '负面',
      category: '安全环保',
    });
    const reprint = await news(partner, 0, {
      title: '【转载】某公司涉嫌违规排污被立案调查',
      sentiment: '负面',
      category: '安全环保',
      source: '第一财经',
    });
    await news(partner, 0, { title: '某公司中标市政工程', sentiment: '正面', category: '经营' });
    await news(quiet, 0, { title: '某公司收到监管警示函', sentiment: '中性', category: '监管处罚' });
    const notPartner = await news(stranger, 0, { title: '陌生公司债务逾期', sentiment: '负面', category: '债务违约' });
    const all = await data<{ total: number; rawTotal: number; list: PublicsenNews[] }>(analyst, LIST, {});
    expect(new Set(all.list.map((n) => n.entId))).toEqual(new Set([partner, quiet]));
    expect(all.list.map((n) => n.newsId)).not.toContain(notPartner);
    expect(all.rawTotal - all.total).toBe(1);
    const folded = all.list.find((n) => [story, reprint].includes(n.newsId));
    expect(folded?.similar).toBe(2);
    const negative = await data<{ list: PublicsenNews[] }>(analyst, LIST, { entId: partner, sentiment: '负面' });
    expect(negative.list.every((n) => n.sentiment === '负面' && n.entId === partner)).toBe(true);
    const trend = await data<{ week: string; negative: number }[]>(analyst, TREND, {});
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)!.negative).toBeGreaterThanOrEqual(1);
    // Another institution has no partners: a company of ours is not found there, nor its news.
    expect(await outsider.post(LIST, { entId: partner })).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await outsider.get(`/esee/prma/publicsen/detail?newsId=${story}`)).toMatchObject({
      code: ResultCode.NOT_FOUND,
      data: null,
    });
    expect(await analyst.get(`/esee/prma/publicsen/detail?newsId=${notPartner}`)).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });
    const detail = (await analyst.get(`/esee/prma/publicsen/detail?newsId=${story}`)).data;
    expect(detail).toMatchObject({ newsId: story, entId: partner });
    expect(detail.reprints.map((r: { newsId: string }) => r.newsId)).toEqual([reprint]);
  });

  it('makes one alert per risk story of a partner since it became one, none for others', async () => {
    const inbox = await alerts(analyst);
    const titles = inbox.list.map((a) => a.news.title).sort();
    // The reprinted negative story once, the risk-category item whatever its sentiment; not the positive
    // item, not the news from before the addition, not the stranger's.
    expect(titles).toEqual(['【转载】某公司涉嫌违规排污被立案调查', '某公司收到监管警示函'].sort());
    expect(inbox.list.find((a) => a.news.entId === partner)?.news.similar).toBe(2);
    expect(inbox.list.every((a) => a.status === 'pending' && !a.read && a.handler === null)).toBe(true);
    expect(inbox.unread).toBe(2);
    expect(await unread(admin)).toBe(2);
    // Asking again makes nothing new.
    expect((await alerts(analyst)).total).toBe(2);
    expect(await alerts(outsider)).toEqual({ total: 0, unread: 0, list: [] });
  });

  it('alerts on news loaded later, but not on an item older than 90 days when it arrives', async () => {
    t.clock.advance(100 * DAY_MS);
    await signIn();
    await news(partner, -95, { title: '某公司旧闻：百日前的债务纠纷', sentiment: '负面', category: '债务违约' });
    await news(partner, -1, { title: '某公司被列为被执行人', sentiment: '负面', category: '法律诉讼' });
    const inbox = await alerts(analyst, { entId: partner });
    const titles = inbox.list.map((a) => a.news.title);
    expect(titles).toContain('某公司被列为被执行人');
    expect(titles).not.toContain('某公司旧闻：百日前的债务纠纷');
    expect(inbox.list[0]!.news.title).toBe('某公司被列为被执行人');
    expect(inbox.unread).toBe(3);
  });

  it('keeps read marks per user and the handling status for the team', async () => {
    const [first, second] = (await alerts(analyst)).list as [PartnerAlert, PartnerAlert];
    expect(await data(analyst, READ, { alertIds: [first.alertId], read: true })).toEqual({ updated: 1 });
    expect(await unread(analyst)).toBe(2);
    // A colleague having read it does not mean I have.
    expect(await unread(admin)).toBe(3);
    const readOnly = await alerts(analyst, { readState: 'read' });
    expect(readOnly.list.map((a) => a.alertId)).toEqual([first.alertId]);
    expect(await data(analyst, READ, { alertIds: [first.alertId], read: false })).toEqual({ updated: 1 });
    expect(await unread(analyst)).toBe(3);

    const taken = await data<PartnerAlert>(admin, STATUS, { alertId: second.alertId, status: 'processing' });
    expect(taken).toMatchObject({ status: 'processing', handler: '周明远', read: true });
    expect(taken.handledAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const done = await data<PartnerAlert>(analyst, STATUS, {
      alertId: second.alertId,
      status: 'handled',
      note: '已联系合作方核实',
    });
    expect(done).toMatchObject({ status: 'handled', handler: '林晓雯', note: '已联系合作方核实' });
    // The admin sees the team's handling.
    const seen = (await alerts(admin, { status: 'handled' })).list;
    expect(seen.map((a) => [a.alertId, a.handler])).toEqual([[second.alertId, '林晓雯']]);
    expect(await analyst.post(STATUS, { alertId: second.alertId, status: 'pending' })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      message: '预警状态不能从「已处理」改为「待处理」',
    });
    expect(await analyst.post(STATUS, { alertId: first.alertId, status: 'ignored' })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      message: '忽略预警须填写原因',
    });
    expect(
      await data<PartnerAlert>(analyst, STATUS, { alertId: first.alertId, status: 'ignored', note: '与合作无关' }),
    ).toMatchObject({ status: 'ignored' });
    expect(await data<PartnerAlert>(analyst, STATUS, { alertId: first.alertId, status: 'processing' })).toMatchObject({
      status: 'processing',
      note: null,
    });
    const partners = await data<PartnerList>(analyst, PARTNERS, {});
    expect(partners.list.reduce((n, p) => n + p.openAlerts, 0)).toBe(2);
  });

  it('answers another institution’s alert ids as unknown ones and changes nothing', async () => {
    const [mine] = (await alerts(analyst)).list as [PartnerAlert];
    const missing = await outsider.post(READ, { alertIds: [999_999], read: true });
    expect(missing).toMatchObject({ code: ResultCode.NOT_FOUND, data: null, message: '预警不存在' });
    expect(await outsider.post(READ, { alertIds: [mine.alertId], read: true })).toEqual(missing);
    expect(await outsider.post(STATUS, { alertId: mine.alertId, status: 'handled' })).toEqual(missing);
    expect((await alerts(analyst)).list.find((a) => a.alertId === mine.alertId)?.status).toBe(mine.status);
  });

  it('takes a removed partner’s alerts out of the inbox', async () => {
    const before = (await alerts(analyst)).total;
    const ofQuiet = (await alerts(analyst, { entId: quiet })).list;
    expect(ofQuiet).toHaveLength(1);
    await data(analyst, REMOVE, { entId: quiet });
    expect((await alerts(analyst)).total).toBe(before - 1);
    expect(await analyst.post(READ, { alertIds: [ofQuiet[0]!.alertId], read: true })).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });
  });

  it('refuses a user without the page’s permission on every call', async () => {
    for (const res of [
      await cbaOnly.post(PARTNERS, {}),
      await cbaOnly.post(ADD, { entIds: [partner] }),
      await cbaOnly.post(REMOVE, { entId: partner }),
      await cbaOnly.post(LIST, {}),
      await cbaOnly.post(TREND, {}),
      await cbaOnly.get('/esee/prma/publicsen/detail?newsId=x'),
      await cbaOnly.post(ALERTS, {}),
      await cbaOnly.get('/esee/prma/publicsen/alerts/unread'),
      await cbaOnly.post(READ, { alertIds: [1], read: true }),
      await cbaOnly.post(STATUS, { alertId: 1, status: 'handled' }),
    ])
      expect(res).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
  });

  it('answers bad input with the error envelope', async () => {
    for (const [url, body] of [
      [ADD, { entIds: [] }],
      [ADD, { entIds: Array.from({ length: 51 }, (_, i) => `E${i}`) }],
      [LIST, { dateFrom: '2026-02-30' }],
      [LIST, { dateFrom: '2026-03-02', dateTo: '2026-03-01' }],
      [LIST, { sentiment: '很差' }],
      [ALERTS, { status: 'done' }],
      [ALERTS, { readState: 'maybe' }],
      [READ, { alertIds: [], read: true }],
      [READ, { alertIds: [1, 1], read: true }],
      [STATUS, { alertId: 0, status: 'handled' }],
      [STATUS, { alertId: 1, status: 'handled', note: 'x'.repeat(501) }],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    expect(await analyst.post(ADD, { entIds: ['NO_SUCH_COMPANY'] })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
  });
});
