import { describe, expect, it } from 'vitest';
import { findPermission, OrgMessage, ResultCode, type PermissionNode } from '@esee/contracts';
import { addUser, ONE_ENGINE, type Client } from '../fixtures';
import { blockApp } from '../fixtures/management';
import { dataScopeUserIds } from '../../src/platform/auth/dataScope';
import type { SessionUser } from '../../src/platform/auth/sessions';

describe.each(ONE_ENGINE)('roles and permission trees on %s', (engine) => {
  const s = blockApp(engine, { admin: 'admin', analyst: 'analyst', other: 'demo2' });

  const roles = async (who = s.admin) =>
    (await who.get('/esee/manager/role/allRole')).data as { roleId: number; roleName: string; roleType: string }[];
  const roleId = async (name: string, who = s.admin) => (await roles(who)).find((r) => r.roleName === name)!.roleId;
  const node = (tree: PermissionNode[], key: string) => findPermission(tree, key)!;
  const rights = async (who: Client, keys: string[]) =>
    (await who.post('/framework/api/user/right', keys)).data as Record<string, boolean>;

  it('lists the seeded roles as a tree with member counts', async () => {
    const res = await s.admin.post('/esee/manager/role/roleList', {});
    expect(res.code).toBe(200);
    expect(res.data).toEqual([
      expect.objectContaining({ roleName: '机构管理员', roleType: 'INST_MGR', enabled: true, memberCount: 1 }),
      expect.objectContaining({ roleName: '业务人员', roleType: 'NORMAL', memberCount: 1, dataScope: 'ALL' }),
    ]);
    expect((await s.admin.post('/esee/manager/role/roleList', { roleName: '业务' })).data).toHaveLength(1);
  });

  it("the manager role's tree is all granted and read-only; the staff role's shows what it holds", async () => {
    const manager = await s.admin.get(`/framework/api/right?role_id=${await roleId('机构管理员')}`);
    expect(manager.data).toMatchObject({ roleType: 'INST_MGR', readOnly: true });
    expect(manager.data.tree.every((n: PermissionNode) => n.status && !n.indeterminate)).toBe(true);
    const staff = (await s.admin.get(`/framework/api/right?role_id=${await roleId('业务人员')}`)).data;
    expect(staff.readOnly).toBe(false);
    expect(node(staff.tree, 'fmk')).toMatchObject({ status: false, indeterminate: false, checkLength: 0 });
    expect(node(staff.tree, 'marketing')).toMatchObject({ status: true, description: '企业查询' });
    expect(node(staff.tree, 'app:cba').status).toBe(true);
    // DEMO2 has CBA and PRMA only: the other solutions are not in its tree.
    const theirs = (await s.other.get(`/framework/api/right?role_id=${await roleId('业务人员', s.other)}`)).data;
    expect(theirs.tree.map((n: PermissionNode) => n.fullAuthStr)).not.toContain('app:iba');
    // Read-only on the server too.
    for (const [url, body] of [
      ['/framework/api/right', { roleId: await roleId('机构管理员'), key: 'fmk', switch: 'granted', on: false }],
      ['/esee/manager/role/editRole', { roleId: await roleId('机构管理员'), enabled: false }],
      ['/esee/manager/role/reNameRole', { roleId: await roleId('机构管理员'), roleName: '管理员' }],
      ['/esee/manager/role/removeRole', { roleId: await roleId('机构管理员') }],
    ] as const)
      expect(await s.admin.post(url, body), url).toMatchObject({ code: 403, message: OrgMessage.INST_MGR_READ_ONLY });
  });

  it('a switch propagates down and ancestors are recomputed; the role opens exactly what the tree grants', async () => {
    const created = await s.admin.post('/esee/manager/role/addRole', { roleName: '对公客户经理' });
    expect(created).toMatchObject({ code: 200, data: { roleType: 'NORMAL', readOnly: false } });
    const id = created.data.roleId;
    expect(created.data.tree.every((n: PermissionNode) => !n.status && !n.indeterminate)).toBe(true);
    const flip = async (key: string, sw: 'granted' | 'disabled', on: boolean) => {
      const res = await s.admin.post('/framework/api/right', { roleId: id, key, switch: sw, on });
      expect(res.code, `${key} ${sw} ${on}`).toBe(200);
      return res.data.tree as PermissionNode[];
    };
    let tree = await flip('app:cba:marketing', 'granted', true);
    expect(node(tree, 'app:cba:marketing')).toMatchObject({ status: true, checkLength: 9 });
    expect(node(tree, 'app:cba')).toMatchObject({ status: false, indeterminate: true, checkLength: 9 });
    tree = await flip('app:cba:marketing:mapSearch', 'granted', false);
    expect(node(tree, 'app:cba:marketing')).toMatchObject({ status: false, indeterminate: true, checkLength: 8 });
    tree = await flip('app:cba:risk', 'disabled', true);
    expect(node(tree, 'app:cba:risk')).toMatchObject({ status: true, disabled: true, disabledLength: 1 });
    expect(node(tree, 'app:cba')).toMatchObject({ indeterminate: true, checkLength: 9, disabledLength: 1 });
    tree = await flip('monitor', 'granted', true);
    expect(node(tree, 'monitor')).toMatchObject({ status: true, checkLength: 3 });

    // A member with this role: the granted keys open, the partial gate opens, disabled and missing keys do not.
    const units = (await s.admin.get('/framework/api/org/unit')).data[0].children;
    await s.admin.post('/framework/api/org/unit/employee/add', {
      unitId: units[0].id,
      username: 'rm.zhao',
      name: '赵敏',
      roleId: id,
      pwd: await s.t.seal('Welcome@2026'),
    });
    const member = await s.t.client({ instCode: 'DEMO', username: 'rm.zhao' });
    expect(
      await rights(member, [
        'app:cba',
        'app:cba:marketing:entSearch',
        'app:cba:marketing:mapSearch',
        'app:cba:risk:publicsen',
        'monitor:custom',
        'fmk',
        'app:prma',
      ]),
    ).toEqual({
      'app:cba': true,
      'app:cba:marketing:entSearch': true,
      'app:cba:marketing:mapSearch': false,
      'app:cba:risk:publicsen': false,
      'monitor:custom': true,
      fmk: false,
      'app:prma': false,
    });
    // The menu follows: CBA is offered, PRMA greyed, no institution management.
    const menu = (await member.get('/framework/api/user/menu')).data;
    expect(JSON.stringify(menu)).not.toContain('/management/home');

    // Delete refused while it has members (spec 2 §5), with the spec's message.
    expect(await s.admin.post('/esee/manager/role/removeRole', { roleId: id })).toMatchObject({
      code: 400,
      message: OrgMessage.ROLE_HAS_MEMBERS,
    });
    const users = await s.admin.post('/esee/manager/role/userList', { roleId: id, pageNum: 1, pageSize: 10 });
    expect(users.data).toMatchObject({ total: 1, list: [{ username: 'rm.zhao' }] });

    // Disabled: the 'disabled' state is kept, the members lose the role's rights until it is enabled again.
    const off = await s.admin.post('/esee/manager/role/editRole', { roleId: id, enabled: false });
    expect(off.code).toBe(200);
    expect(
      (await s.admin.post('/esee/manager/role/roleList', {})).data.find((r: { roleId: number }) => r.roleId === id),
    ).toMatchObject({ enabled: false });
    expect((await rights(member, ['app:cba']))['app:cba']).toBe(false);
    // A disabled role is not given to anyone.
    expect(
      (
        await s.admin.post('/esee/user/updateUserInfo', {
          userId: (await s.admin.get('/framework/api/org/unit/employee?keyword=analyst')).data.list[0].id,
          roleId: id,
        })
      ).message,
    ).toBe(OrgMessage.ROLE_DISABLED);
    await s.admin.post('/esee/manager/role/editRole', { roleId: id, enabled: true });
    expect((await rights(member, ['app:cba']))['app:cba']).toBe(true);
  });

  it('saves a whole tree with editRole, renames, adds a child, and deletes an empty role', async () => {
    const parent = (await s.admin.post('/esee/manager/role/addRole', { roleName: '风险岗' })).data.roleId;
    const edited = await s.admin.post('/esee/manager/role/editRole', {
      roleId: parent,
      rights: ['app:prma', 'marketing:search:name'],
      disabledRights: ['app:prma:bidRigging'],
      dataScope: 'DEPT_AND_CHILD',
    });
    expect(edited.code).toBe(200);
    expect(node(edited.data.tree, 'app:prma')).toMatchObject({ status: true, disabledLength: 1 });
    expect(node(edited.data.tree, 'marketing:search')).toMatchObject({ indeterminate: true, checkLength: 1 });
    // Stored in the fewest keys: PRMA but its disabled entry, leaf by leaf.
    const stored = await s.t.database.db
      .selectFrom('role_right')
      .select('right_key')
      .where('role_id', '=', parent)
      .execute();
    expect(stored.map((r) => r.right_key)).toContain('marketing:search:name');
    expect(stored.map((r) => r.right_key)).not.toContain('app:prma:bidRigging');
    expect((await s.admin.post('/esee/manager/role/editRole', { roleId: parent, rights: ['nonsense'] })).message).toBe(
      OrgMessage.RIGHT_UNKNOWN,
    );
    expect((await s.admin.post('/esee/manager/role/editRole', { roleId: parent, dataScope: 'EVERYTHING' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );

    const child = await s.admin.post('/esee/manager/role/addRole', { roleName: '风险岗（分行）', parentId: parent });
    expect(child.code).toBe(200);
    const tree = (await s.admin.post('/esee/manager/role/roleList', {})).data;
    const p = tree.find((r: { roleId: number }) => r.roleId === parent);
    expect(p).toMatchObject({
      dataScope: 'DEPT_AND_CHILD',
      children: [{ roleName: '风险岗（分行）', parentId: parent }],
    });
    expect((await s.admin.post('/esee/manager/role/addRole', { roleName: '风险岗' })).message).toBe(
      OrgMessage.ROLE_NAME_TAKEN,
    );
    expect((await s.admin.post('/esee/manager/role/removeRole', { roleId: parent })).message).toBe(
      OrgMessage.ROLE_HAS_CHILDREN,
    );
    expect(
      (await s.admin.post('/esee/manager/role/reNameRole', { roleId: child.data.roleId, roleName: '分行风险岗' })).code,
    ).toBe(200);
    expect((await s.admin.post('/esee/manager/role/removeRole', { roleId: child.data.roleId })).code).toBe(200);
    expect((await s.admin.post('/esee/manager/role/removeRole', { roleId: parent })).code).toBe(200);
    expect((await s.admin.get(`/framework/api/right?role_id=${parent}`)).code).toBe(404);
    for (const roleName of ['', '   ', '角'.repeat(21), '角\n色'])
      expect((await s.admin.post('/esee/manager/role/addRole', { roleName })).code, roleName).toBe(
        ResultCode.BAD_REQUEST,
      );
  });

  it('a role editor who is not an institution manager hands out only rights they hold, and keeps their own role on', async () => {
    await addUser(s.t.database.db, 'DEMO', 'roles.admin', ['fmk:right', 'marketing']);
    const editor = await s.t.client({ instCode: 'DEMO', username: 'roles.admin' });
    const id = (await editor.post('/esee/manager/role/addRole', { roleName: '查询岗', rights: ['marketing:search'] }))
      .data.roleId;
    expect(id).toBeGreaterThan(0);
    expect(await editor.post('/esee/manager/role/editRole', { roleId: id, rights: ['fmk'] })).toMatchObject({
      code: 403,
      message: OrgMessage.RIGHT_NOT_HELD,
    });
    expect(
      (await editor.post('/framework/api/right', { roleId: id, key: 'app:iba', switch: 'granted', on: true })).code,
    ).toBe(403);
    const own = await roleId('roles.admin 的角色');
    expect((await editor.post('/esee/manager/role/editRole', { roleId: own, enabled: false })).message).toBe(
      OrgMessage.NOT_SELF,
    );
  });

  it('a member without fmk:right is refused every role call', async () => {
    const id = await roleId('业务人员');
    for (const [method, url, body] of [
      ['POST', '/esee/manager/role/roleList', {}],
      ['POST', '/esee/manager/role/addRole', { roleName: '越权角色' }],
      ['POST', '/esee/manager/role/editRole', { roleId: id, rights: ['fmk'] }],
      ['POST', '/esee/manager/role/reNameRole', { roleId: id, roleName: 'x' }],
      ['POST', '/esee/manager/role/removeRole', { roleId: id }],
      ['POST', '/esee/manager/role/userList', { roleId: id }],
      ['GET', `/framework/api/right?role_id=${id}`],
      ['POST', '/framework/api/right', { roleId: id, key: 'fmk', switch: 'granted', on: true }],
      ['GET', '/esee/manager/role/allRole'],
    ] as const)
      expect(method === 'GET' ? await s.analyst.get(url) : await s.analyst.post(url, body), url).toMatchObject({
        code: 403,
      });
    // And the staff role is unchanged: the analyst's rights are as seeded.
    expect(await rights(s.analyst, ['app:cba', 'marketing:search', 'monitor', 'fmk'])).toEqual({
      'app:cba': true,
      'marketing:search': true,
      monitor: true,
      fmk: false,
    });
  });

  it("another institution's roles answer as missing and are left unchanged", async () => {
    const theirs = await roleId('业务人员', s.other);
    for (const [method, url, body] of [
      ['GET', `/framework/api/right?role_id=${theirs}`],
      ['POST', '/framework/api/right', { roleId: theirs, key: 'fmk', switch: 'granted', on: true }],
      ['POST', '/esee/manager/role/editRole', { roleId: theirs, enabled: false }],
      ['POST', '/esee/manager/role/reNameRole', { roleId: theirs, roleName: '改名' }],
      ['POST', '/esee/manager/role/removeRole', { roleId: theirs }],
      ['POST', '/esee/manager/role/userList', { roleId: theirs }],
      ['POST', '/esee/manager/role/addRole', { roleName: '挂靠角色', parentId: theirs }],
    ] as const)
      expect(method === 'GET' ? await s.admin.get(url) : await s.admin.post(url, body), url).toMatchObject({
        code: 404,
        message: OrgMessage.ROLE_MISSING,
      });
    const after = (await s.other.post('/esee/manager/role/roleList', {})).data;
    expect(after.find((r: { roleId: number }) => r.roleId === theirs)).toMatchObject({
      roleName: '业务人员',
      enabled: true,
    });
    expect(
      (await s.admin.post('/esee/manager/role/roleList', {})).data.map((r: { roleId: number }) => r.roleId),
    ).not.toContain(theirs);
  });

  it('data scopes: all, own department and below, own department, self', async () => {
    const db = s.t.database.db;
    const head = (await s.admin.get('/framework/api/org/unit')).data[0];
    const branch = (await s.admin.post('/framework/api/org/unit/save', { name: '南京分行', parentUnitId: head.id }))
      .data.id;
    const team = (await s.admin.post('/framework/api/org/unit/save', { name: '鼓楼支行', parentUnitId: branch })).data
      .id;
    const role = (await s.admin.post('/esee/manager/role/addRole', { roleName: '分行负责人', rights: ['monitor'] }))
      .data.roleId;
    const add = async (username: string, unitId: number) =>
      (
        await s.admin.post('/framework/api/org/unit/employee/add', {
          unitId,
          username,
          name: username,
          roleId: role,
          pwd: await s.t.seal('Welcome@2026'),
        })
      ).data.id as number;
    const boss = await add('nj.boss', branch);
    const peer = await add('nj.peer', branch);
    const teller = await add('gl.teller', team);
    const inst = await db.selectFrom('institution').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const user = { userId: boss, instId: inst.id } as SessionUser;
    const scoped = async (scope: string) => {
      await s.admin.post('/esee/manager/role/editRole', { roleId: role, dataScope: scope });
      const ids = await dataScopeUserIds(db, user);
      return ids && [...ids].sort((a, b) => a - b);
    };
    expect(await scoped('ALL')).toBeNull();
    expect(await scoped('DEPT_AND_CHILD')).toEqual([boss, peer, teller].sort((a, b) => a - b));
    expect(await scoped('DEPT')).toEqual([boss, peer].sort((a, b) => a - b));
    expect(await scoped('SELF')).toEqual([boss]);
  });
});
