import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgMessage, type RemoteDescriptor, type ServerMenuNode } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('rights, institution parameters, remotes and menus on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let admin2: Client;
  beforeAll(async () => {
    t = await withApp({ engine });
    [analyst, admin, admin2] = await Promise.all([t.client('analyst'), t.client('admin'), t.client('demo2')]);
  });
  afterAll(() => t.close());

  const rights = async (who: Client, keys: string[]): Promise<Record<string, boolean>> =>
    (await who.post('/framework/api/user/right', keys)).data;
  const remotes = async (who: Client) =>
    ((await who.get('/framework/api/remotes')).data as RemoteDescriptor[]).map((r) => r.name);
  const menu = async (who: Client): Promise<ServerMenuNode[]> => (await who.get('/framework/api/user/menu')).data;

  it('POST /framework/api/user/right answers each key asked', async () => {
    expect(await rights(analyst, ['fmk', 'app:cba', 'app:cba:marketing:entSearch', 'monitor'])).toEqual({
      fmk: false,
      'app:cba': true,
      'app:cba:marketing:entSearch': true,
      monitor: true,
    });
    expect((await rights(admin, ['fmk', 'fmk:org:emp'])).fmk).toBe(true);
  });

  it('only the platform administrator holds super; no institution manager can hand it out', async () => {
    const ops = await t.client('ops');
    expect(await rights(ops, ['super', 'fmk', 'app:cba'])).toEqual({ super: true, fmk: true, 'app:cba': false });
    expect((await rights(admin, ['super'])).super).toBe(false);
    const res = await admin.post('/esee/manager/role/addRole', { roleName: '越权角色', rights: ['super'] });
    expect(res).toMatchObject({ code: 400, message: OrgMessage.RIGHT_UNKNOWN });
  });

  it('closes a solution the institution has not enabled, whatever the role holds', async () => {
    expect(await rights(admin2, ['app:cba', 'app:iba', 'app:iba:due:stockRight', 'app:scs'])).toEqual({
      'app:cba': true,
      'app:iba': false,
      'app:iba:due:stockRight': false,
      'app:scs': false,
    });
  });

  it("lists the institution's own parameters and refuses another institution's", async () => {
    const own = await admin2.get('/framework/api/ops/instParam/listInstParamData?instCode=DEMO2&globalFlag=false');
    const params: { paramName: string; paramValue: string | null }[] = own.data;
    expect(params.find((p) => p.paramName === 'getSupportApp')?.paramValue).toBe('CBA,PRMA');
    const other = await admin2.inject({
      method: 'GET',
      url: '/framework/api/ops/instParam/listInstParamData?instCode=DEMO',
    });
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { code: 403, data: null, message: '无权限操作，请联系管理员！' },
    ]);
  });

  it('GET /framework/api/remotes gives the solutions by getSupportApp and the apps by rights', async () => {
    expect(await remotes(analyst)).toEqual(['cba', 'prma', 'iba', 'scs', 'company', 'monitor', 'management']);
    expect(await remotes(admin2)).toEqual(['cba', 'prma', 'company', 'monitor', 'management']);
    const [cba] = (await analyst.get('/framework/api/remotes')).data;
    expect(cba).toEqual({
      name: 'cba',
      title: 'CBA',
      version: '1.0.0',
      manifestUrl: '/remotes/cba/1.0.0/mf-manifest.json',
      basePaths: ['/cbaBase'],
      kind: 'solution',
      home: '/cbaBase/home',
      icon: '',
      pages: [
        { path: '/cbaBase/home', title: '首页' },
        { path: '/cbaBase/a', title: 'A' },
      ],
    });
  });

  it('builds the menu: home, enabled solutions, apps, and the user dropdown by rights', async () => {
    const m = await menu(admin2);
    expect(m.map((n) => n.id)).toEqual([1, 5, 4, 3]);
    expect(m[1]!.subMenus.map((n) => n.id)).toEqual(['cba', 'prma']);
    expect(m[1]!.subMenus[0]!.subMenus.map((n) => n.modelPath)).toEqual(['/cbaBase/home', '/cbaBase/group']);
    expect(m[3]!.subMenus.map((n) => n.menuName)).toEqual(['机构管理', '修改密码']);
    expect((await menu(analyst))[3]!.subMenus.map((n) => n.menuName)).toEqual(['修改密码']);
  });

  it('greys out a solution the user lacks the right for, and never offers its code', async () => {
    const db = t.database.db;
    const role = await db
      .selectFrom('role')
      .select(['id', 'inst_id'])
      .where('name', '=', '业务人员')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('role_right')
      .where('role_id', '=', role.id)
      .where('right_key', 'in', ['app:scs', 'monitor'])
      .execute();
    const solutions = (await menu(analyst))[1]!.subMenus;
    expect(solutions.find((n) => n.id === 'scs')).toMatchObject({ available: 0, subMenus: [] });
    expect(solutions.find((n) => n.id === 'cba')?.available).toBe(1);
    expect(await remotes(analyst)).toEqual(['cba', 'prma', 'iba', 'company', 'management']);
    await db
      .insertInto('role_right')
      .values([
        { role_id: role.id, right_key: 'app:scs' },
        { role_id: role.id, right_key: 'monitor' },
      ])
      .execute();
  });

  it("shows an entry switched to 'disabled' greyed, and leaves out one without the right", async () => {
    const db = t.database.db;
    const role = await db.selectFrom('role').select('id').where('name', '=', '业务人员').executeTakeFirstOrThrow();
    const entryA = async () =>
      (await menu(analyst))[1]!.subMenus
        .find((n) => n.id === 'cba')!
        .subMenus[1]?.subMenus.find((n) => n.modelPath === '/cbaBase/a');
    await db.deleteFrom('role_right').where('role_id', '=', role.id).where('right_key', '=', 'app:cba').execute();
    await db
      .insertInto('role_right')
      .values([{ role_id: role.id, right_key: 'app:cba:marketing' }])
      .execute();
    try {
      expect(await entryA()).toBeUndefined();
      await db.insertInto('role_right_disabled').values({ role_id: role.id, right_key: 'app:cba:a' }).execute();
      expect(await entryA()).toMatchObject({ entryKey: 'app:cba:a', available: 0 });
      expect(await rights(analyst, ['app:cba:a'])).toEqual({ 'app:cba:a': false });
    } finally {
      await db.deleteFrom('role_right_disabled').where('role_id', '=', role.id).execute();
      await db
        .deleteFrom('role_right')
        .where('role_id', '=', role.id)
        .where('right_key', '=', 'app:cba:marketing')
        .execute();
      await db.insertInto('role_right').values({ role_id: role.id, right_key: 'app:cba' }).execute();
    }
  });

  it('shows a newly deployed remote version without a restart', async () => {
    const { deployFixtureRemotes, FIXTURE_REMOTES } = await import('../fixtures');
    deployFixtureRemotes(
      t.config.remotesDir,
      '1.10.0',
      FIXTURE_REMOTES.filter((r) => r.name === 'cba'),
    );
    await new Promise((r) => setTimeout(r, 2100));
    const cba = ((await analyst.get('/framework/api/remotes')).data as RemoteDescriptor[]).find(
      (r) => r.name === 'cba',
    );
    expect(cba?.manifestUrl).toBe('/remotes/cba/1.10.0/mf-manifest.json');
  });
});
