import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/**
 * Data scopes (issue 20) on the lists that belong to people: members of a
 * parent department and of a child department, one role of each scope, rows
 * made by each; who sees whose rows in monitoring, projects, imports and
 * exports, and never another institution's.
 */
describe.each(ONE_ENGINE)('data scopes applied to the lists on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  const sessions: Record<string, Client> = {};
  const names: Record<string, string> = {};
  /** Which company each maker monitors, and back. */
  const entOf = new Map<string, string>();
  const tagOfEnt = new Map<string, string>();
  const RIGHTS = ['monitor', 'marketing:search:batch', 'app:cba:marketing:exportList'];
  // Who: [username, department, data scope]. P is the parent department, C the child.
  const MEMBERS = [
    ['ds.all', 'P', 'ALL'],
    ['ds.tree', 'P', 'DEPT_AND_CHILD'],
    ['ds.dept', 'P', 'DEPT'],
    ['ds.self', 'P', 'SELF'],
    ['ds.child', 'C', 'SELF'],
  ] as const;

  const userOf = async (inst: string, username: string) =>
    t.database.db
      .selectFrom('app_user as u')
      .innerJoin('institution as i', 'i.id', 'u.inst_id')
      .select(['u.id', 'u.inst_id', 'u.display_name'])
      .where('i.code', '=', inst)
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 20, seed: 7, today: new Date('2026-11-22'), recordScale: 0 } });
    [admin, other] = await Promise.all([t.client('admin'), t.client('demo2')]);
    const head = (await admin.get('/framework/api/org/unit')).data[0].id;
    const parent = (await admin.post('/framework/api/org/unit/save', { name: '数据范围部', parentUnitId: head })).data
      .id;
    const child = (await admin.post('/framework/api/org/unit/save', { name: '数据范围分部', parentUnitId: parent }))
      .data.id;
    const roles: Record<string, number> = {};
    for (const scope of ['ALL', 'DEPT_AND_CHILD', 'DEPT', 'SELF']) {
      const role = await admin.post('/esee/manager/role/addRole', {
        roleName: `范围${scope}`,
        dataScope: scope,
        rights: RIGHTS,
      });
      expect(role.code, JSON.stringify(role)).toBe(200);
      roles[scope] = role.data.roleId;
    }
    for (const [username, dept, scope] of MEMBERS) {
      const added = await admin.post('/framework/api/org/unit/employee/add', {
        unitId: dept === 'P' ? parent : child,
        username,
        name: `成员${username.slice(3)}`,
        roleId: roles[scope],
        pwd: await t.seal('Welcome@2026'),
      });
      expect(added.code, JSON.stringify(added)).toBe(200);
      names[username] = added.data.name;
      sessions[username] = await t.client({ instCode: 'DEMO', username });
    }
    // Rows made by each member, by the DEMO manager and by another institution's manager.
    const companies = await t.database.db.selectFrom('company').select('ent_id').orderBy('ent_id').limit(8).execute();
    const makers: [string, string, Client][] = [
      ...MEMBERS.map(([u]): [string, string, Client] => ['DEMO', u, sessions[u]!]),
      ['DEMO', 'admin', admin],
      ['DEMO2', 'admin', other],
    ];
    for (const [i, [inst, username, session]] of makers.entries()) {
      const user = await userOf(inst, username);
      const tag = `${inst}-${username}`;
      entOf.set(tag, companies[i]!.ent_id);
      tagOfEnt.set(companies[i]!.ent_id, tag);
      expect((await session.post('/esee/projectManage/create', { name: `项目${tag}` })).code).toBe(200);
      expect((await session.post('/esee/monitorManage/addMonitorObj', { entIds: [companies[i]!.ent_id] })).code).toBe(
        200,
      );
      await t.database.db
        .insertInto('batch_file')
        .values({
          inst_id: user.inst_id,
          user_id: user.id,
          kind: 'SEARCH',
          file_name: `名单${tag}.xlsx`,
          total_record: 1,
        })
        .execute();
      await t.database.db
        .insertInto('export_job')
        .values({
          inst_id: user.inst_id,
          user_id: user.id,
          name: `导出${tag}`,
          source: 'conditionSearch',
          params: JSON.stringify({}),
          filters: JSON.stringify([]),
          row_count: 1,
        })
        .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  /** The makers of the rows a member sees (e.g. DEMO-ds.all), of the rows this test made. */
  const makersOf = (tags: string[]) => [...new Set(tags.filter((tag) => entOf.has(tag)))].sort();
  const seen = {
    monitoring: async (who: Client) => {
      const res = await who.post('/esee/monitorManage/queryAllMonitorList', { scope: 'team', pageSize: 50 });
      return makersOf(res.data.list.map((r: { entId: string }) => tagOfEnt.get(r.entId) ?? ''));
    },
    projects: async (who: Client) =>
      makersOf((await who.get('/esee/projectManage/list')).data.map((r: { name: string }) => r.name.slice(2))),
    imports: async (who: Client) => {
      const res = await who.post('/esee/batchSearch/uploadFileList', { scope: 'team', pageSize: 50 });
      return makersOf(res.data.list.map((r: { fileName: string }) => r.fileName.slice(2, -5)));
    },
    exports: async (who: Client) => {
      const res = await who.post('/esee/export/list', { scope: 'team', pageSize: 50 });
      return makersOf(res.data.list.map((r: { name: string }) => r.name.slice(2)));
    },
  };
  const demo = (...users: string[]) => users.map((u) => `DEMO-${u}`).sort();
  const EXPECTED: Record<string, string[]> = {
    'ds.all': demo('ds.all', 'ds.tree', 'ds.dept', 'ds.self', 'ds.child', 'admin'),
    'ds.tree': demo('ds.all', 'ds.tree', 'ds.dept', 'ds.self', 'ds.child'),
    'ds.dept': demo('ds.all', 'ds.tree', 'ds.dept', 'ds.self'),
    'ds.self': demo('ds.self'),
    'ds.child': demo('ds.child'),
  };

  for (const list of ['monitoring', 'projects', 'imports', 'exports'] as const)
    it(`${list}: ALL sees the institution, DEPT_AND_CHILD the child department, DEPT its own, SELF own rows`, async () => {
      for (const [who, expected] of Object.entries(EXPECTED))
        expect(await seen[list](sessions[who]!), `${list} as ${who}`).toEqual(expected);
      // Never another institution's rows, either way.
      expect(await seen[list](other)).toEqual(['DEMO2-admin']);
    });

  it('team rows name their owner', async () => {
    const team = await sessions['ds.tree']!.post('/esee/monitorManage/queryAllMonitorList', { scope: 'team' });
    const child = team.data.list.find((r: { entId: string }) => tagOfEnt.get(r.entId) === 'DEMO-ds.child');
    expect(child.ownerName).toBe(names['ds.child']);
    const files = await sessions['ds.tree']!.post('/esee/batchSearch/uploadFileList', { scope: 'team' });
    expect(files.data.list.find((r: { fileName: string }) => r.fileName.includes('ds.child')).ownerName).toBe(
      names['ds.child'],
    );
  });

  it('the own lists stay the own rows; others in scope are read only', async () => {
    const own = await sessions['ds.tree']!.post('/esee/monitorManage/queryAllMonitorList', {});
    expect(own.data.total).toBe(1);
    const team = await sessions['ds.tree']!.post('/esee/monitorManage/queryAllMonitorList', { scope: 'team' });
    expect(team.data.total).toBeGreaterThan(1);
    // Cancelling another member's company changes nothing: changes are the owner's.
    expect(
      (
        await sessions['ds.tree']!.post('/esee/monitorManage/cancelMonitorObj', {
          entIds: [entOf.get('DEMO-ds.child')],
        })
      ).data,
    ).toEqual({ cancelled: 0 });
    expect((await sessions['ds.child']!.post('/esee/monitorManage/queryAllMonitorList', {})).data.total).toBe(1);
    expect((await sessions['ds.tree']!.post('/esee/batchSearch/uploadFileList', {})).data.total).toBe(1);
    expect((await sessions['ds.tree']!.post('/esee/export/list', {})).data.total).toBe(1);
    // A project outside the scope is as good as missing, to read and to change.
    const theirs = (await admin.get('/esee/projectManage/list')).data.find(
      (p: { createdBy: string }) => p.createdBy === names['ds.tree'],
    );
    expect((await sessions['ds.self']!.get(`/esee/projectManage/detail?id=${theirs.id}`)).code).toBe(404);
    expect((await sessions['ds.self']!.post('/esee/projectManage/update', { id: theirs.id, note: '改' })).code).toBe(
      404,
    );
    expect((await sessions['ds.tree']!.get(`/esee/projectManage/detail?id=${theirs.id}`)).code).toBe(200);
    // Bad scope values are refused.
    expect((await admin.post('/esee/export/list', { scope: 'everyone' })).code).toBe(400);
  });
});
