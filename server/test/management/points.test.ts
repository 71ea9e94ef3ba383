import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_HITS_PER_MINUTE, ResultCode } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

const ADD = '/esee/cms/point/add';
const PERSONAL = '/esee/cms/point/personal/qryList';
const MANAGER = '/esee/cms/point/manager/qryList';
const GRAPH = '/esee/cms/point/graph';
const PARAM = '/esee/cms/point/searchParam';
const DEF = '/esee/cms/point/define';

describe.each(ONE_ENGINE)('埋点 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let ops: Client;
  let today: string;
  const ids: Record<string, number> = {};

  const hit = (who: Client, pointId: string, extra: object = {}) => who.post(ADD, { pointId, ...extra });
  const range = () => ({ start: today, end: today });

  beforeAll(async () => {
    t = await withApp({ engine });
    [admin, analyst, other, ops] = await Promise.all([
      t.client('admin'),
      t.client('analyst'),
      t.client('demo2'),
      t.client('ops'),
    ]);
    today = chinaDay(t.clock.now());
    const users = await t.database.db
      .selectFrom('app_user as u')
      .innerJoin('institution as i', 'i.id', 'u.inst_id')
      .select(['u.id', 'u.username', 'i.code'])
      .execute();
    for (const u of users) ids[`${u.code}/${u.username}`] = u.id;
  }, 60_000);
  afterAll(() => t.close());

  it('offers the seeded points and the modules to any signed-in user', async () => {
    const param = await analyst.get(PARAM);
    expect(param.code).toBe(ResultCode.OK);
    expect(param.data.points.length).toBeGreaterThanOrEqual(8);
    expect(param.data.points).toContainEqual({
      pointId: 'detail.fromSearch',
      name: '企业详情-来自搜索',
      module: 'company',
      enabled: true,
    });
    expect(param.data.modules).toContainEqual({ value: 'company', label: '企业与项目' });
    expect((await t.app.inject({ method: 'GET', url: PARAM })).json().code).not.toBe(ResultCode.OK);
  });

  it('records a hit with member, department, company and page; refuses unknown and malformed points', async () => {
    const added = await hit(analyst, 'detail.fromSearch', { entId: 'E-NOPE', path: '/baseinfo/orgdetail' });
    expect(added).toMatchObject({ code: ResultCode.OK, data: { recorded: true } });
    const row = await t.database.db
      .selectFrom('point_hit')
      .selectAll()
      .where('user_id', '=', ids['DEMO/analyst']!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ point_id: 'detail.fromSearch', ent_id: 'E-NOPE', path: '/baseinfo/orgdetail' });
    const unit = await t.database.db
      .selectFrom('app_user')
      .select('unit_id')
      .where('id', '=', ids['DEMO/analyst']!)
      .executeTakeFirstOrThrow();
    expect(row.unit_id).toBe(unit.unit_id);

    const unknown = await hit(analyst, 'no.such.point');
    expect(unknown).toMatchObject({ code: ResultCode.NOT_FOUND, message: '埋点不存在' });
    const bad = await hit(analyst, 'a b');
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.message).toBe('埋点编号格式不正确');
    expect((await analyst.post(ADD, {})).code).toBe(ResultCode.BAD_REQUEST);
    expect(
      (await t.app.inject({ method: 'POST', url: ADD, payload: { pointId: 'monitor.add' } })).json().code,
    ).not.toBe(ResultCode.OK);
  });

  it('ignores more than the allowed hits per user and point within a minute', async () => {
    for (let i = 0; i < POINT_HITS_PER_MINUTE; i++) expect((await hit(admin, 'monitor.add')).code).toBe(ResultCode.OK);
    const refused = await hit(admin, 'monitor.add');
    expect(refused.code).toBe(ResultCode.TOO_MANY);
    // Another point, another user: not limited by it.
    expect((await hit(admin, 'detail.export')).code).toBe(ResultCode.OK);
    expect((await hit(analyst, 'monitor.add')).code).toBe(ResultCode.OK);
    t.clock.advance(61_000);
    expect((await hit(admin, 'monitor.add')).code).toBe(ResultCode.OK);
    const stored = await t.database.db
      .selectFrom('point_hit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', ids['DEMO/admin']!)
      .where('point_id', '=', 'monitor.add')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(POINT_HITS_PER_MINUTE + 1);
  });

  it('lets only the platform administrator keep the catalogue; a disabled point is refused', async () => {
    for (const who of [admin, analyst]) {
      expect((await who.get(`${DEF}/list`)).code).toBe(ResultCode.FORBIDDEN);
      expect((await who.post(`${DEF}/add`, { pointId: 'x.y', name: 'X', module: 'shell' })).code).toBe(
        ResultCode.FORBIDDEN,
      );
      expect((await who.post(`${DEF}/update`, { pointId: 'monitor.add', enabled: false })).code).toBe(
        ResultCode.FORBIDDEN,
      );
    }
    const added = await ops.post(`${DEF}/add`, {
      pointId: 'test.campaign',
      name: '测试活动',
      module: 'campaign',
      description: '单元测试',
    });
    expect(added.code).toBe(ResultCode.OK);
    expect(added.data).toContainEqual(
      expect.objectContaining({ pointId: 'test.campaign', name: '测试活动', moduleLabel: '运营活动', hits: 0 }),
    );
    expect((await ops.post(`${DEF}/add`, { pointId: 'test.campaign', name: 'Y', module: 'shell' })).code).toBe(
      ResultCode.CONFLICT,
    );
    expect((await ops.post(`${DEF}/add`, { pointId: 'test.other', name: 'Y', module: 'nowhere' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await ops.post(`${DEF}/add`, { pointId: 'test.other', name: '  ', module: 'shell' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await ops.post(`${DEF}/add`, { pointId: 'x', name: 'Y', module: 'shell' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await ops.post(`${DEF}/update`, { pointId: 'test.none', enabled: false })).code).toBe(ResultCode.NOT_FOUND);

    expect((await hit(analyst, 'test.campaign')).code).toBe(ResultCode.OK);
    const disabled = await ops.post(`${DEF}/update`, { pointId: 'test.campaign', enabled: false, name: '测试活动2' });
    expect(disabled.data).toContainEqual(
      expect.objectContaining({ pointId: 'test.campaign', name: '测试活动2', enabled: false, hits: 1 }),
    );
    expect(await hit(analyst, 'test.campaign')).toMatchObject({ code: ResultCode.CONFLICT, message: '埋点已停用' });
    await ops.post(`${DEF}/update`, { pointId: 'test.campaign', enabled: true });
    expect((await hit(analyst, 'test.campaign')).code).toBe(ResultCode.OK);
    const list = await ops.get(`${DEF}/list`);
    expect(list.data.find((p: { pointId: string }) => p.pointId === 'test.campaign').hits).toBe(2);
  });

  it("lists the caller's own hits, by point and day", async () => {
    expect((await hit(other, 'detail.fromSearch')).code).toBe(ResultCode.OK);
    const mine = await analyst.post(PERSONAL, { pageNum: 1, pageSize: 50 });
    expect(mine.code).toBe(ResultCode.OK);
    expect(mine.data.total).toBeGreaterThanOrEqual(3);
    expect(mine.data.list.every((r: { username: string }) => r.username === 'analyst')).toBe(true);
    const byPoint = await analyst.post(PERSONAL, { pointId: 'detail.fromSearch', ...range() });
    expect(byPoint.data.total).toBe(1);
    expect(byPoint.data.list[0]).toMatchObject({
      pointId: 'detail.fromSearch',
      pointName: '企业详情-来自搜索',
      module: 'company',
      entId: 'E-NOPE',
      entName: null,
      path: '/baseinfo/orgdetail',
      name: expect.any(String),
      at: expect.any(String),
    });
    const yesterday = chinaDay(new Date(t.clock.now().getTime() - DAY_MS));
    expect((await analyst.post(PERSONAL, { start: yesterday, end: yesterday })).data.total).toBe(0);
    expect((await analyst.post(PERSONAL, { start: today, end: yesterday })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(PERSONAL, { start: '2026-1-1' })).code).toBe(ResultCode.BAD_REQUEST);
  });

  it("gives managers their institution's hits only; the analyst is refused; ops names any institution", async () => {
    const page = await admin.post(MANAGER, { ...range(), pageSize: 50 });
    expect(page.code).toBe(ResultCode.OK);
    const names = new Set(page.data.list.map((r: { username: string }) => r.username));
    expect(names).toEqual(new Set(['admin', 'analyst']));
    expect(page.data.total).toBe(POINT_HITS_PER_MINUTE + 1 + 1 + 4);
    const byUser = await admin.post(MANAGER, { ...range(), userId: ids['DEMO/analyst'], pointId: 'monitor.add' });
    expect(byUser.data.total).toBe(1);
    expect((await admin.post(MANAGER, { ...range(), userId: ids['DEMO2/admin'] })).code).toBe(ResultCode.NOT_FOUND);
    expect((await admin.post(MANAGER, { ...range(), instCode: 'DEMO2' })).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post(MANAGER, range())).code).toBe(ResultCode.FORBIDDEN);
    expect((await analyst.post(GRAPH, range())).code).toBe(ResultCode.FORBIDDEN);
    expect((await admin.post(MANAGER, { start: today })).code).toBe(ResultCode.BAD_REQUEST);

    const theirs = await other.post(MANAGER, range());
    expect(theirs.data.list.map((r: { username: string }) => r.username)).toEqual(['admin']);
    expect(theirs.data.total).toBe(1);
    const asOps = await ops.post(MANAGER, { ...range(), instCode: 'DEMO2' });
    expect(asOps.data.total).toBe(1);
    expect(asOps.data.list[0].pointId).toBe('detail.fromSearch');
  });

  it('counts hits per China day per point, with totals and distinct members', async () => {
    const db = t.database.db;
    const inst = await db.selectFrom('institution').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    // 23:30 and 00:30 China time fall on two China days, although both are the same UTC day.
    const d1 = chinaDay(new Date(t.clock.now().getTime() - 3 * DAY_MS));
    const d2 = chinaDay(new Date(t.clock.now().getTime() - 2 * DAY_MS));
    await db
      .insertInto('point_hit')
      .values([
        { point_id: 'batch.import', inst_id: inst.id, user_id: ids['DEMO/admin']!, created_at: `${d1}T23:30:00+08:00` },
        { point_id: 'batch.import', inst_id: inst.id, user_id: ids['DEMO/admin']!, created_at: `${d2}T00:30:00+08:00` },
        {
          point_id: 'batch.import',
          inst_id: inst.id,
          user_id: ids['DEMO/analyst']!,
          created_at: `${d2}T12:00:00+08:00`,
        },
      ])
      .execute();
    const graph = await admin.post(GRAPH, { start: d1, end: d2, pointIds: ['batch.import', 'monitor.add'] });
    expect(graph.code).toBe(ResultCode.OK);
    expect(graph.data.days).toEqual([d1, d2]);
    expect(graph.data.series).toContainEqual({ pointId: 'batch.import', name: '批量导入', counts: [1, 2] });
    expect(graph.data.series).toContainEqual({ pointId: 'monitor.add', name: '加入监控', counts: [0, 0] });
    expect(graph.data.totals).toEqual([
      { pointId: 'batch.import', name: '批量导入', module: 'company', hits: 3, users: 2 },
    ]);
    expect(graph.data.total).toEqual({ hits: 3, users: 2 });

    // No point chosen: the busiest of the range, every day of it.
    const busiest = await admin.post(GRAPH, { start: d1, end: today });
    expect(busiest.data.days).toHaveLength(4);
    expect(busiest.data.series[0]).toMatchObject({ pointId: 'monitor.add' });
    expect(busiest.data.series[0].counts.at(-1)).toBe(POINT_HITS_PER_MINUTE + 2);
    // DEMO2 sees none of DEMO's.
    const theirs = await other.post(GRAPH, { start: d1, end: today });
    expect(theirs.data.total).toEqual({ hits: 1, users: 1 });

    expect((await admin.post(GRAPH, { start: '2024-01-01', end: today })).code).toBe(ResultCode.BAD_REQUEST);
    const many = Array.from({ length: 11 }, (_, i) => `p.${i}`);
    expect((await admin.post(GRAPH, { ...range(), pointIds: many })).code).toBe(ResultCode.BAD_REQUEST);
  });

  it("sees only one's own hits under the data scope 仅本人", async () => {
    const db = t.database.db;
    const role = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('id', '=', ids['DEMO/analyst']!)
      .executeTakeFirstOrThrow();
    await db.insertInto('role_right').values({ role_id: role.role_id, right_key: 'fmk' }).execute();
    await db.updateTable('role').set({ data_scope: 'SELF' }).where('id', '=', role.role_id).execute();
    const page = await analyst.post(MANAGER, { ...range(), pageSize: 50 });
    expect(page.code).toBe(ResultCode.OK);
    expect(page.data.total).toBeGreaterThan(0);
    expect(page.data.list.every((r: { username: string }) => r.username === 'analyst')).toBe(true);
    const graph = await analyst.post(GRAPH, range());
    expect(graph.data.total.users).toBe(1);
  });
});
