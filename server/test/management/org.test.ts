import { describe, expect, it } from 'vitest';
import { OrgMessage, ResultCode } from '@esee/contracts';
import { addUser, Client, ONE_ENGINE, PASSWORD } from '../fixtures';
import { blockApp } from '../fixtures/management';

describe.each(ONE_ENGINE)('organisation: departments, user groups and members on %s', (engine) => {
  const s = blockApp(engine, { admin: 'admin', analyst: 'analyst', other: 'demo2' });

  /** A member's id by username, in DEMO. */
  const userId = async (username: string) =>
    (
      await s.t.database.db
        .selectFrom('app_user as u')
        .innerJoin('institution as i', 'i.id', 'u.inst_id')
        .select('u.id')
        .where('i.code', '=', 'DEMO')
        .where('u.username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const staffRoleId = async () =>
    (await s.admin.get('/esee/manager/role/allRole')).data.find((r: { roleName: string }) => r.roleName === '业务人员')
      .roleId as number;

  it('GET /framework/api/org/unit answers the seeded tree with member counts, of the own institution only', async () => {
    const res = await s.admin.get('/framework/api/org/unit?inst_code=demo');
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(1);
    const [head] = res.data;
    expect(head).toMatchObject({ name: '总行', parentUnitId: null, baseType: 'ORG_UNIT', memberCount: 0 });
    expect(head.children.map((c: { name: string }) => c.name)).toEqual(['公司金融部', '风险管理部', '信息科技部']);
    expect(head.children[0]).toMatchObject({ memberCount: 1, parentUnitId: head.id });
    // Another institution's code answers as missing; DEMO2 sees its own tree only.
    expect(await s.admin.get('/framework/api/org/unit?inst_code=DEMO2')).toMatchObject({
      code: 404,
      message: OrgMessage.INST_MISSING,
    });
    const theirs = (await s.other.get('/framework/api/org/unit')).data;
    expect(theirs[0].name).toBe('总部');
  });

  it('creates, renames, moves and deletes departments, refusing cycles, duplicates and members', async () => {
    const head = (await s.admin.get('/framework/api/org/unit')).data[0];
    const created = await s.admin.post('/framework/api/org/unit/save', { name: ' 普惠金融部 ', parentUnitId: head.id });
    expect(created).toMatchObject({ code: 200, data: { name: '普惠金融部', parentUnitId: head.id, memberCount: 0 } });
    const id = created.data.id;
    expect(
      (await s.admin.post('/framework/api/org/unit/save', { name: '普惠金融部', parentUnitId: head.id })).message,
    ).toBe(OrgMessage.UNIT_NAME_TAKEN);
    // The same name under another parent is another department.
    const child = (await s.admin.post('/framework/api/org/unit/save', { name: '普惠金融部', parentUnitId: id })).data;
    expect(child.parentUnitId).toBe(id);
    for (const [name, message] of [
      ['   ', '部门名称不能为空'],
      ['部\n门', '部门名称不能包含换行或控制字符'],
      ['部'.repeat(31), '部门名称不能超过30个字'],
    ])
      expect((await s.admin.post('/framework/api/org/unit/save', { name })).message, name).toBe(message);
    // A department cannot move under itself or under a department below it.
    expect((await s.admin.post('/framework/api/org/unit/update', { id, parentUnitId: child.id })).message).toBe(
      OrgMessage.UNIT_CYCLE,
    );
    expect((await s.admin.post('/framework/api/org/unit/update', { id, parentUnitId: id })).message).toBe(
      OrgMessage.UNIT_CYCLE,
    );
    // Rename and move to the top.
    expect(
      (await s.admin.post('/framework/api/org/unit/update', { id, name: '小微金融部', parentUnitId: null })).code,
    ).toBe(200);
    const roots = (await s.admin.get('/framework/api/org/unit')).data;
    expect(roots.map((r: { name: string }) => r.name)).toEqual(['总行', '小微金融部']);
    expect(roots[1].children[0].id).toBe(child.id);

    // Spec 2 §5: a department with sub-departments or members is not deleted.
    expect((await s.admin.post(`/framework/api/org/unit/delete?id=${id}`)).message).toBe(OrgMessage.UNIT_HAS_CHILDREN);
    const analystId = await userId('analyst');
    expect((await s.admin.post('/esee/user/updateUserInfo', { userId: analystId, unitId: child.id })).code).toBe(200);
    expect(await s.admin.post(`/framework/api/org/unit/delete?id=${child.id}`)).toMatchObject({
      code: 400,
      message: OrgMessage.UNIT_HAS_MEMBERS,
    });
    const back = head.children.find((c: { name: string }) => c.name === '公司金融部').id;
    await s.admin.post('/esee/user/updateUserInfo', { userId: analystId, unitId: back });
    expect((await s.admin.post(`/framework/api/org/unit/delete?id=${child.id}`)).code).toBe(200);
    expect((await s.admin.post(`/framework/api/org/unit/delete?id=${id}`)).code).toBe(200);
    expect((await s.admin.post(`/framework/api/org/unit/delete?id=${id}`)).code).toBe(404);
  });

  it('refuses a department deeper than 10 levels', async () => {
    let parent: number | null = null;
    for (let level = 1; level <= 10; level++) {
      const res: { code: number; data: { id: number } } = await s.admin.post('/framework/api/org/unit/save', {
        name: `第${level}级`,
        parentUnitId: parent,
      });
      expect(res.code).toBe(200);
      parent = res.data.id;
    }
    expect((await s.admin.post('/framework/api/org/unit/save', { name: '第11级', parentUnitId: parent })).message).toBe(
      OrgMessage.UNIT_TOO_DEEP,
    );
  });

  it('adds a member who must set a password at first login, lists, pages, filters and moves members', async () => {
    const units = (await s.admin.get('/framework/api/org/unit')).data[0].children;
    const risk = units.find((u: { name: string }) => u.name === '风险管理部').id;
    const roleId = await staffRoleId();
    const added = await s.admin.post('/framework/api/org/unit/employee/add', {
      unitId: risk,
      username: 'risk.wang',
      name: '王立',
      roleId,
      pwd: await s.t.seal('Welcome@2026'),
      mobile: '13800138000',
      email: 'wang.li@demo-bank.com.cn',
    });
    expect(added).toMatchObject({
      code: 200,
      data: {
        name: '王立',
        username: 'risk.wang',
        baseType: 'ORG_EMPLOYEE',
        parentUnitId: risk,
        unitName: '风险管理部',
        resign_flag: 0,
        enableFlag: 1,
        roleId,
        roleName: '业务人员',
        roleType: 'NORMAL',
        online: false,
      },
    });
    // The first login asks for a new password (309).
    const first = await s.t.loginAs({ instCode: 'DEMO', authName: 'risk.wang', pwd: 'Welcome@2026' });
    expect(first.body.code).toBe(309);
    // Duplicates, a weak password, a foreign or unknown department or role are refused.
    const again = { unitId: risk, username: 'risk.wang', name: '王立', roleId, pwd: await s.t.seal('Welcome@2026') };
    expect((await s.admin.post('/framework/api/org/unit/employee/add', again)).message).toBe(OrgMessage.USERNAME_TAKEN);
    const weak = { ...again, username: 'risk.li', pwd: await s.t.seal('short') };
    expect((await s.admin.post('/framework/api/org/unit/employee/add', weak)).message).toMatch(/至少 ?8/);
    const theirUnit = (await s.other.get('/framework/api/org/unit')).data[0].id;
    expect(
      await s.admin.post('/framework/api/org/unit/employee/add', { ...again, username: 'x1', unitId: theirUnit }),
    ).toMatchObject({ code: 404, message: OrgMessage.UNIT_MISSING });
    expect(
      (await s.admin.post('/framework/api/org/unit/employee/add', { ...again, username: 'x1', mobile: '12345' })).code,
    ).toBe(ResultCode.BAD_REQUEST);
    expect((await s.admin.post('/framework/api/org/unit/employee/add', { ...again, username: 'has space' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );

    const inRisk = await s.admin.get(`/framework/api/org/unit/employee?unit_id=${risk}&page_num=1&page_size=10`);
    expect(inRisk.data).toMatchObject({ total: 1, list: [{ username: 'risk.wang' }] });
    const head = (await s.admin.get('/framework/api/org/unit')).data[0].id;
    const all = await s.admin.get(`/framework/api/org/unit/employee?unit_id=${head}&include_children=1`);
    expect(all.data.total).toBe(3);
    expect((await s.admin.get(`/framework/api/org/unit/employee?unit_id=${head}`)).data.total).toBe(0);
    expect((await s.admin.get('/framework/api/org/unit/employee?keyword=王')).data.total).toBe(1);
    expect((await s.admin.get('/framework/api/org/unit/employee?page_size=2')).data.list).toHaveLength(2);
    expect((await s.admin.get('/framework/api/org/unit/employee?page_size=51')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await s.admin.get('/framework/api/org/unit/employee?resign_flag=2')).code).toBe(ResultCode.BAD_REQUEST);

    // Move and edit.
    const it = added.data.id;
    const moved = await s.admin.post('/esee/user/updateUserInfo', {
      userId: it,
      unitId: head,
      name: '王立新',
      mobile: null,
    });
    expect(moved.data).toMatchObject({ parentUnitId: head, unitName: '总行', name: '王立新', mobile: null });
  });

  it('disabling, resigning and forcing out a member end their sessions at once; a disabled member cannot sign in', async () => {
    await addUser(s.t.database.db, 'DEMO', 'teller', ['marketing']);
    const teller = await userId('teller');
    const session = new Client(s.t.app, await s.t.login('DEMO', 'teller'));
    const info = () => session.inject({ method: 'GET', url: '/esee/user/info' });
    expect((await info()).statusCode).toBe(200);
    expect((await s.admin.post('/esee/user/forceLogout', { userId: teller })).data).toEqual({ ended: 1 });
    expect((await info()).json().code).toBe(ResultCode.INVALID_SESSION);

    const second = new Client(s.t.app, await s.t.login('DEMO', 'teller'));
    const listed = (await s.admin.get('/framework/api/org/unit/employee?keyword=teller')).data.list[0];
    expect(listed).toMatchObject({ online: true, enableFlag: 1 });
    const disabled = await s.admin.post('/esee/user/updateAvailable', { userId: teller, enableFlag: 0 });
    expect(disabled.data).toMatchObject({ enableFlag: 0, online: false });
    expect((await second.get('/esee/user/info')).code).toBe(ResultCode.INVALID_SESSION);
    expect((await s.t.loginAs({ instCode: 'DEMO', authName: 'teller', pwd: PASSWORD })).body.code).not.toBe(200);
    expect((await s.admin.post('/esee/user/updateAvailable', { userId: teller, enableFlag: 1 })).data.enableFlag).toBe(
      1,
    );

    // Resigning disables too, and a resigned member is not enabled again until they come back.
    const third = new Client(s.t.app, await s.t.login('DEMO', 'teller'));
    const resigned = await s.admin.post('/esee/user/updateUserInfo', { userId: teller, resign_flag: 1 });
    expect(resigned.data).toMatchObject({ resign_flag: 1, enableFlag: 0 });
    expect((await third.get('/esee/user/info')).code).toBe(ResultCode.INVALID_SESSION);
    expect((await s.admin.post('/esee/user/updateAvailable', { userId: teller, enableFlag: 1 })).message).toBe(
      OrgMessage.RESIGNED_CANNOT_ENABLE,
    );
    // The picker leaves resigned members out; the filtered list finds them.
    const picker = (await s.admin.get('/framework/api/org/employee/inst')).data;
    expect(picker.map((e: { username: string }) => e.username)).not.toContain('teller');
    expect((await s.admin.get('/framework/api/org/unit/employee?resign_flag=1')).data.list[0].username).toBe('teller');
    await s.admin.post('/esee/user/updateUserInfo', { userId: teller, resign_flag: 0 });
    expect((await s.admin.post('/esee/user/updateAvailable', { userId: teller, enableFlag: 1 })).code).toBe(200);
  });

  it('resets a password: the member is signed out and must choose a new one', async () => {
    await addUser(s.t.database.db, 'DEMO', 'clerk', ['marketing']);
    const clerk = await userId('clerk');
    const session = new Client(s.t.app, await s.t.login('DEMO', 'clerk'));
    expect(
      (await s.admin.post('/esee/user/resetPassWord', { userId: clerk, pwd: await s.t.seal('Reset@2026x') })).code,
    ).toBe(200);
    expect((await session.get('/esee/user/info')).code).toBe(ResultCode.INVALID_SESSION);
    expect((await s.t.loginAs({ instCode: 'DEMO', authName: 'clerk', pwd: 'Reset@2026x' })).body.code).toBe(309);
    // A password in clear is not taken.
    expect((await s.admin.post('/esee/user/resetPassWord', { userId: clerk, pwd: 'Reset@2026x' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
  });

  it('refuses to disable, force out, reset or re-role oneself', async () => {
    const me = await userId('admin');
    for (const [url, body] of [
      ['/esee/user/updateAvailable', { userId: me, enableFlag: 0 }],
      ['/esee/user/forceLogout', { userId: me }],
      ['/esee/user/resetPassWord', { userId: me, pwd: await s.t.seal('Another@2026') }],
      ['/esee/user/updateUserInfo', { userId: me, roleId: await staffRoleId() }],
      ['/esee/user/updateUserInfo', { userId: me, resign_flag: 1 }],
    ] as const)
      expect((await s.admin.post(url, body)).message, url).toBe(OrgMessage.NOT_SELF);
    expect((await s.admin.get('/esee/user/info')).code).toBe(200);
  });

  it('a member who manages members but is no institution manager cannot touch a manager or make one', async () => {
    await addUser(s.t.database.db, 'DEMO', 'hr', ['fmk:org']);
    const hr = await s.t.client({ instCode: 'DEMO', username: 'hr' });
    const managerRole = (await s.admin.get('/esee/manager/role/allRole')).data.find(
      (r: { roleType: string }) => r.roleType === 'INST_MGR',
    ).roleId;
    const me = await userId('admin');
    expect(await hr.post('/esee/user/updateAvailable', { userId: me, enableFlag: 0 })).toMatchObject({
      code: 403,
      message: OrgMessage.INST_MGR_ONLY,
    });
    expect(
      (await hr.post('/esee/user/updateUserInfo', { userId: await userId('analyst'), roleId: managerRole })).code,
    ).toBe(403);
    // They manage the rest.
    expect(
      (await hr.post('/esee/user/updateUserInfo', { userId: await userId('analyst'), mobile: '13900139000' })).code,
    ).toBe(200);
  });

  it('user groups: create, rename, add and remove members, list, delete', async () => {
    const created = await s.admin.post('/framework/api/org/team/save', { name: '授信审批小组', note: '每周例会' });
    expect(created.data).toMatchObject({
      name: '授信审批小组',
      note: '每周例会',
      baseType: 'ORG_TEAM',
      memberCount: 0,
    });
    const id = created.data.id;
    expect((await s.admin.post('/framework/api/org/team/save', { name: '授信审批小组' })).message).toBe(
      OrgMessage.TEAM_NAME_TAKEN,
    );
    const ids = [await userId('admin'), await userId('analyst')];
    expect((await s.admin.post('/framework/api/org/team/employee/add', { teamId: id, userIds: ids })).data).toEqual({
      added: 2,
      existing: 0,
    });
    expect((await s.admin.post('/framework/api/org/team/employee/add', { teamId: id, userIds: ids })).data).toEqual({
      added: 0,
      existing: 2,
    });
    const theirAdmin = (await s.other.get('/framework/api/org/employee/inst')).data[0].id;
    expect(
      await s.admin.post('/framework/api/org/team/employee/add', { teamId: id, userIds: [theirAdmin] }),
    ).toMatchObject({ code: 404, message: OrgMessage.EMPLOYEE_MISSING });
    expect((await s.admin.get(`/framework/api/org/team/employee?team_id=${id}`)).data.total).toBe(2);
    expect((await s.admin.get(`/framework/api/org/employee/inst?team_id=${id}`)).data).toHaveLength(2);
    expect(
      (await s.admin.post('/framework/api/org/team/employee/del', { teamId: id, userIds: [ids[1]] })).data,
    ).toEqual({
      removed: 1,
    });
    const renamed = await s.admin.post('/framework/api/org/team/update', { id, name: '授信审批组' });
    expect(renamed.data).toMatchObject({ name: '授信审批组', memberCount: 1 });
    expect((await s.admin.get('/framework/api/org/team')).data.map((t: { name: string }) => t.name)).toContain(
      '授信审批组',
    );
    expect((await s.admin.post(`/framework/api/org/team/del?id=${id}`)).code).toBe(200);
    expect((await s.admin.get(`/framework/api/org/team/employee?team_id=${id}`)).code).toBe(404);
  });

  it('the org picker lists up to 10000 members of the own institution', async () => {
    const mine = (await s.admin.get('/framework/api/org/employee/inst?inst_code=DEMO')).data;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((e: { resign_flag: number }) => e.resign_flag === 0)).toBe(true);
    expect((await s.admin.get('/framework/api/org/employee/inst?inst_code=DEMO2')).code).toBe(404);
  });

  it('a member whose role lacks fmk:org is refused every organisation call', async () => {
    for (const [method, url, body] of [
      ['GET', '/framework/api/org/unit'],
      ['GET', '/framework/api/org/unit/employee'],
      ['POST', '/framework/api/org/unit/save', { name: '越权部门' }],
      ['GET', '/framework/api/org/team'],
      ['POST', '/framework/api/org/team/save', { name: '越权组' }],
      ['GET', '/framework/api/org/employee/inst'],
      ['POST', '/esee/user/forceLogout', { userId: 1 }],
      ['POST', '/esee/user/updateAvailable', { userId: 1, enableFlag: 0 }],
    ] as const) {
      const res = method === 'GET' ? await s.analyst.get(url) : await s.analyst.post(url, body);
      expect(res, url).toMatchObject({ code: 403 });
    }
    // A right for user groups only opens user groups, not departments' changes.
    await addUser(s.t.database.db, 'DEMO', 'teamonly', ['fmk:org:team']);
    const teamOnly = await s.t.client({ instCode: 'DEMO', username: 'teamonly' });
    expect((await teamOnly.post('/framework/api/org/team/save', { name: '只管用户组' })).code).toBe(200);
    expect((await teamOnly.post('/framework/api/org/unit/save', { name: '不能建部门' })).code).toBe(403);
    expect((await teamOnly.get('/framework/api/org/unit')).code).toBe(200);
  });

  it("another institution's departments, groups and members answer as missing and are left unchanged", async () => {
    const theirs = (await s.other.get('/framework/api/org/unit')).data[0];
    const theirMember = (await s.other.get('/framework/api/org/employee/inst')).data[0].id;
    const theirTeam = (await s.other.post('/framework/api/org/team/save', { name: '他行小组' })).data.id;
    const answers = [
      await s.admin.get(`/framework/api/org/unit/employee?unit_id=${theirs.id}`),
      await s.admin.post('/framework/api/org/unit/update', { id: theirs.id, name: '改名' }),
      await s.admin.post(`/framework/api/org/unit/delete?id=${theirs.id}`),
      await s.admin.post('/framework/api/org/unit/save', { name: '挂靠', parentUnitId: theirs.id }),
      await s.admin.post('/esee/user/updateAvailable', { userId: theirMember, enableFlag: 0 }),
      await s.admin.post('/esee/user/forceLogout', { userId: theirMember }),
      await s.admin.post('/esee/user/updateUserInfo', { userId: theirMember, name: '改名' }),
      await s.admin.get(`/framework/api/org/team/employee?team_id=${theirTeam}`),
      await s.admin.post('/framework/api/org/team/update', { id: theirTeam, name: '改名' }),
      await s.admin.post(`/framework/api/org/team/del?id=${theirTeam}`),
    ];
    for (const a of answers) expect(a).toMatchObject({ code: 404, data: null });
    expect((await s.other.get('/framework/api/org/unit')).data[0].name).toBe('总部');
    expect((await s.other.get('/esee/user/info')).code).toBe(200);
    expect((await s.other.get('/framework/api/org/team')).data.map((x: { name: string }) => x.name)).toContain(
      '他行小组',
    );
  });
});
