import { describe, expect, it } from 'vitest';
import { OrgMessage, OrgUsersMessage, ResultCode } from '@esee/contracts';
import { assertKeepsAnAdmin } from '../../src/areas/management/org/members';
import { addUser, ONE_ENGINE } from '../fixtures';
import { blockApp } from '../fixtures/management';

describe.each(ONE_ENGINE)('member lookups, role objects and administrators on %s', (engine) => {
  const s = blockApp(engine, { admin: 'admin', analyst: 'analyst', other: 'demo2' });

  const userId = async (inst: string, username: string) =>
    (
      await s.t.database.db
        .selectFrom('app_user as u')
        .innerJoin('institution as i', 'i.id', 'u.inst_id')
        .select('u.id')
        .where('i.code', '=', inst)
        .where('u.username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const units = async () => (await s.admin.get('/framework/api/org/unit')).data[0];
  const unitId = async (name: string) =>
    (await units()).children.find((u: { name: string }) => u.name === name).id as number;
  const roleId = async (name: string) =>
    (await s.admin.get('/esee/manager/role/allRole')).data.find((r: { roleName: string }) => r.roleName === name)
      .roleId as number;
  const managerRoleId = async () =>
    (await s.admin.get('/esee/manager/role/allRole')).data.find((r: { roleType: string }) => r.roleType === 'INST_MGR')
      .roleId as number;

  it('GET /esee/user/getOrgInfo answers the caller’s institution, department path, role and counts', async () => {
    const res = await s.analyst.get('/esee/user/getOrgInfo');
    expect(res).toMatchObject({
      code: 200,
      data: {
        instCode: 'DEMO',
        unit: { name: '公司金融部', path: ['总行', '公司金融部'] },
        role: { roleName: '业务人员', roleType: 'NORMAL', dataScope: 'ALL' },
      },
    });
    expect(res.data.counts.members).toBeGreaterThanOrEqual(2);
    expect(res.data.counts.units).toBe(4);
    expect(res.data.units.map((u: { name: string }) => u.name)).toEqual([
      '总行',
      '公司金融部',
      '风险管理部',
      '信息科技部',
    ]);
    expect(res.data.supportApps).toEqual(expect.arrayContaining(['CBA', 'SCS']));
    const theirs = (await s.other.get('/esee/user/getOrgInfo')).data;
    expect(theirs).toMatchObject({ instCode: 'DEMO2', unit: { path: ['总部', '信息技术部'] } });
    expect(theirs.supportApps).not.toContain('SCS');
  });

  it('GET /framework/api/user answers the caller’s own record: account, department, role, contacts and rights in force', async () => {
    const me = await s.analyst.get('/framework/api/user');
    expect(me).toMatchObject({
      code: 200,
      data: {
        username: 'analyst',
        instCode: 'DEMO',
        company: me.data.instName,
        roleType: 'NORMAL',
        roleName: '业务人员',
        unit: { name: '公司金融部', path: ['总行', '公司金融部'] },
        passwordChangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      },
    });
    expect(me.data.userId).toBe(await userId('DEMO', 'analyst'));
    // Its rights are those the rights call grants, no more.
    const asked = ['fmk', 'marketing:search', 'app:cba', 'app:scs', 'monitor'];
    const rights = (await s.analyst.post('/framework/api/user/right', asked)).data as Record<string, boolean>;
    for (const key of asked) expect(me.data.rightArr.includes(key), key).toBe(rights[key]);
    expect(me.data.rightArr).toEqual([...me.data.rightArr].sort());
    // A contact set by a manager shows; another institution's member sees only their own record.
    await s.admin.post('/esee/user/updateUserInfo', { userId: me.data.userId, mobile: '13800138000' });
    expect((await s.analyst.get('/framework/api/user')).data.mobile).toBe('13800138000');
    const theirs = (await s.other.get('/framework/api/user')).data;
    expect(theirs).toMatchObject({ username: 'admin', instCode: 'DEMO2', roleType: 'INST_MGR' });
    expect(theirs.rightArr).toContain('fmk');
    expect(theirs.rightArr).not.toContain('app:scs');
  });

  it('POST /esee/user/searchUser is the staff directory: contacts for fmk:org:emp, the resigned for fmk:org', async () => {
    await addUser(s.t.database.db, 'DEMO', 'gone', []);
    const gone = await userId('DEMO', 'gone');
    await s.admin.post('/esee/user/updateUserInfo', { userId: gone, resign_flag: 1, mobile: '13700137000' });

    const mine = await s.analyst.post('/esee/user/searchUser', {});
    expect(mine.code).toBe(200);
    const names = mine.data.list.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'analyst']));
    expect(names).not.toContain('gone');
    expect(mine.data.list[0]).not.toHaveProperty('mobile');
    expect(mine.data.list.find((u: { username: string }) => u.username === 'analyst')).toMatchObject({
      name: '林晓雯',
      unitName: '公司金融部',
      roleName: '业务人员',
      enableFlag: 1,
      resignFlag: 0,
    });

    const managed = await s.admin.post('/esee/user/searchUser', { keyword: 'gone' });
    expect(managed.data).toMatchObject({
      total: 1,
      list: [{ username: 'gone', resignFlag: 1, mobile: '13700137000' }],
    });
    // The administrators, with when they last signed in.
    const admins = (await s.admin.post('/esee/user/searchUser', { roleType: 'INST_MGR' })).data;
    expect(admins.list).toMatchObject([{ username: 'admin' }]);
    expect(admins.list[0].lastLoginAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect((await s.admin.post('/esee/user/searchUser', { roleType: 'BOSS' })).code).toBe(ResultCode.BAD_REQUEST);
    // fmk:org without fmk:org:emp: the resigned, not the contacts.
    await addUser(s.t.database.db, 'DEMO', 'orgviewer', ['fmk:org:unit']);
    const viewer = await s.t.client({ instCode: 'DEMO', username: 'orgviewer' });
    const seen = (await viewer.post('/esee/user/searchUser', { keyword: 'gone' })).data;
    expect(seen.total).toBe(1);
    expect(seen.list[0]).not.toHaveProperty('email');
    expect(seen.list[0]).not.toHaveProperty('lastLoginAt');

    // A department, with or without those below; paging; keyword on name.
    const corporate = await unitId('公司金融部');
    expect((await s.analyst.post('/esee/user/searchUser', { unitId: corporate })).data.list).toMatchObject([
      { username: 'analyst' },
    ]);
    const head = (await units()).id;
    expect((await s.analyst.post('/esee/user/searchUser', { unitId: head })).data.total).toBe(0);
    expect(
      (await s.analyst.post('/esee/user/searchUser', { unitId: head, includeChildren: true })).data.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await s.analyst.post('/esee/user/searchUser', { keyword: '晓雯' })).data.total).toBe(1);
    expect((await s.analyst.post('/esee/user/searchUser', { pageSize: 1, pageNum: 2 })).data.list).toHaveLength(1);
    // Bad input and another institution's department.
    expect((await s.analyst.post('/esee/user/searchUser', { pageSize: 51 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await s.analyst.post('/esee/user/searchUser', { keyword: 'x'.repeat(51) })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    const theirUnit = (await s.other.get('/framework/api/org/unit')).data[0].id;
    expect(await s.analyst.post('/esee/user/searchUser', { unitId: theirUnit })).toMatchObject({
      code: 404,
      message: OrgMessage.UNIT_MISSING,
    });
    // DEMO2 sees only its own.
    const theirs = (await s.other.post('/esee/user/searchUser', {})).data;
    expect(theirs.list.map((u: { name: string }) => u.name)).toEqual(['陈思齐']);
  });

  it('likeUser and nameLike suggest members of the own institution, resigned ones left out', async () => {
    const like = await s.analyst.post('/esee/user/likeUser', { keyword: 'ad' });
    expect(like).toMatchObject({ code: 200, data: [{ username: 'admin', name: '周明远', unitName: '信息科技部' }] });
    expect(like.data[0]).toHaveProperty('userId');
    expect((await s.analyst.post('/esee/user/likeUser', { keyword: 'gone' })).data).toEqual([]);
    expect((await s.analyst.post('/esee/user/likeUser', { keyword: '陈思齐' })).data).toEqual([]);
    expect((await s.analyst.post('/esee/user/likeUser', { keyword: '%' })).data).toEqual([]);
    expect((await s.analyst.post('/esee/user/likeUser', { keyword: '' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await s.analyst.post('/esee/user/likeUser', {})).code).toBe(ResultCode.BAD_REQUEST);

    for (const [username, name] of [
      ['n1', '王明'],
      ['n2', '王明'],
      ['n3', '李王'],
    ] as const) {
      await addUser(s.t.database.db, 'DEMO', username, []);
      await s.admin.post('/esee/user/updateUserInfo', { userId: await userId('DEMO', username), name });
    }
    // Distinct names, those starting with the text first.
    expect((await s.analyst.post('/esee/user/nameLike', { nameLike: '王' })).data).toEqual(['王明', '李王']);
    expect((await s.other.post('/esee/user/nameLike', { nameLike: '王' })).data).toEqual([]);
    expect((await s.analyst.post('/esee/user/nameLike', { nameLike: 'x'.repeat(51) })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
  });

  it('GET /esee/user/myRights answers the caller’s own permission tree, to anyone signed in', async () => {
    const res = await s.analyst.get('/esee/user/myRights');
    expect(res.code).toBe(200);
    expect(res.data.roleId).toBe(await roleId('业务人员'));
    const fmk = res.data.tree.find((n: { fullAuthStr: string }) => n.fullAuthStr === 'fmk');
    expect(fmk?.status).toBe(false);
    const mgr = (await s.admin.get('/esee/user/myRights')).data;
    expect(mgr.roleType).toBe('INST_MGR');
    expect(mgr.tree.find((n: { fullAuthStr: string }) => n.fullAuthStr === 'fmk')?.status).toBe(true);
  });

  it('POST /esee/manager/role/assignObjects gives a role to departments, groups and members, skipping with reasons', async () => {
    const target = (await s.admin.post('/esee/manager/role/addRole', { roleName: '授信岗' })).data.roleId as number;
    const corporate = await unitId('公司金融部');
    const risk = await unitId('风险管理部');
    // A department below 风险管理部, with a member: departments count with those below.
    const sub = (await s.admin.post('/framework/api/org/unit/save', { name: '风控一组', parentUnitId: risk })).data.id;
    await addUser(s.t.database.db, 'DEMO', 'riskone', []);
    const riskOne = await userId('DEMO', 'riskone');
    await s.admin.post('/esee/user/updateUserInfo', { userId: riskOne, unitId: sub });
    await addUser(s.t.database.db, 'DEMO', 'teamer', []);
    const teamer = await userId('DEMO', 'teamer');
    const team = (await s.admin.post('/framework/api/org/team/save', { name: '角色对象组' })).data.id;
    await s.admin.post('/framework/api/org/team/employee/add', { teamId: team, userIds: [teamer] });
    const me = await userId('DEMO', 'admin');
    const analystId = await userId('DEMO', 'analyst');
    const analystSession = await s.t.client('analyst');
    expect((await analystSession.get('/framework/api/org/unit')).code).toBe(403);

    const res = await s.admin.post('/esee/manager/role/assignObjects', {
      roleId: target,
      unitIds: [corporate, risk],
      teamIds: [team],
      userIds: [me, await userId('DEMO', 'gone')],
    });
    expect(res.code).toBe(200);
    expect(res.data.changed).toBe(3); // analyst, riskone, teamer
    expect(res.data.skipped).toEqual(
      expect.arrayContaining([
        { userId: me, name: '周明远', reason: OrgMessage.NOT_SELF },
        expect.objectContaining({ reason: OrgUsersMessage.RESIGNED }),
      ]),
    );
    const members = (await s.admin.post('/esee/manager/role/userList', { roleId: target })).data;
    expect(members.list.map((m: { id: number }) => m.id).sort()).toEqual([analystId, riskOne, teamer].sort());
    // 权限变更 has a line for each member given the role.
    const log = (await s.admin.get('/framework/api/org/changeLog?category=PERM&action=MEMBER_ROLE&page_size=50')).data;
    expect(log.list.filter((l: { detail: string }) => JSON.stringify(l).includes('授信岗')).length).toBe(3);

    // Again: already in the role.
    const again = await s.admin.post('/esee/manager/role/assignObjects', { roleId: target, userIds: [analystId] });
    expect(again.data).toEqual({
      changed: 0,
      skipped: [{ userId: analystId, name: '林晓雯', reason: OrgUsersMessage.ALREADY_IN_ROLE }],
    });

    // The analyst's next call uses the new role (which has no rights).
    expect((await analystSession.get('/esee/user/getOrgInfo')).data.role.roleName).toBe('授信岗');
    // Grant fmk:org to the new role: the very next call is allowed.
    await s.admin.post('/esee/manager/role/editRole', { roleId: target, rights: ['fmk:org'] });
    expect((await analystSession.get('/framework/api/org/unit')).code).toBe(200);
    // Back to staff for the other tests.
    const staff = await roleId('业务人员');
    expect(
      (await s.admin.post('/esee/manager/role/assignObjects', { roleId: staff, userIds: [analystId, riskOne, teamer] }))
        .data.changed,
    ).toBe(3);
  });

  it('assignObjects: a manager is left alone by a non-manager; rights, bad input and other institutions refused', async () => {
    await addUser(s.t.database.db, 'DEMO', 'roleboss', ['fmk:right', 'fmk:org:emp']);
    const boss = await s.t.client({ instCode: 'DEMO', username: 'roleboss' });
    const staff = await roleId('业务人员');
    const me = await userId('DEMO', 'admin');
    const res = await boss.post('/esee/manager/role/assignObjects', { roleId: staff, userIds: [me] });
    expect(res.data).toEqual({
      changed: 0,
      skipped: [{ userId: me, name: '周明远', reason: OrgMessage.INST_MGR_ONLY }],
    });
    expect(
      (await boss.post('/esee/manager/role/assignObjects', { roleId: await managerRoleId(), userIds: [1] })).code,
    ).toBe(403);

    // fmk:right alone, or fmk:org:emp alone, is not enough.
    await addUser(s.t.database.db, 'DEMO', 'rolesonly', ['fmk:right']);
    await addUser(s.t.database.db, 'DEMO', 'empsonly', ['fmk:org:emp']);
    for (const who of ['rolesonly', 'empsonly']) {
      const session = await s.t.client({ instCode: 'DEMO', username: who });
      expect((await session.post('/esee/manager/role/assignObjects', { roleId: staff, userIds: [] })).code, who).toBe(
        403,
      );
    }
    expect((await s.analyst.post('/esee/manager/role/assignObjects', { roleId: staff })).code).toBe(403);

    // Bad input.
    expect((await s.admin.post('/esee/manager/role/assignObjects', { roleId: 0 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await s.admin.post('/esee/manager/role/assignObjects', { roleId: staff, userIds: ['x'] })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    // A disabled role is not given.
    const off = (await s.admin.post('/esee/manager/role/addRole', { roleName: '停用岗' })).data.roleId;
    await s.admin.post('/esee/manager/role/editRole', { roleId: off, enabled: false });
    expect((await s.admin.post('/esee/manager/role/assignObjects', { roleId: off, userIds: [] })).message).toBe(
      OrgMessage.ROLE_DISABLED,
    );

    // One id of another institution: 404 for the whole request, nothing written.
    const analystId = await userId('DEMO', 'analyst');
    const theirs = {
      unitIds: [(await s.other.get('/framework/api/org/unit')).data[0].id],
      teamIds: [(await s.other.post('/framework/api/org/team/save', { name: '他行组' })).data.id],
      userIds: [await userId('DEMO2', 'admin')],
    };
    const target = (await s.admin.post('/esee/manager/role/addRole', { roleName: '隔离岗' })).data.roleId;
    for (const [key, ids] of Object.entries(theirs)) {
      const answer = await s.admin.post('/esee/manager/role/assignObjects', {
        roleId: target,
        userIds: [analystId],
        [key]: key === 'userIds' ? [analystId, ...ids] : ids,
      });
      expect(answer, key).toMatchObject({ code: 404, data: null });
    }
    const theirRole = (await s.other.post('/esee/manager/role/addRole', { roleName: '他行岗' })).data.roleId;
    expect(
      (await s.admin.post('/esee/manager/role/assignObjects', { roleId: theirRole, userIds: [analystId] })).message,
    ).toBe(OrgMessage.ROLE_MISSING);
    expect((await s.admin.post('/esee/manager/role/userList', { roleId: target })).data.total).toBe(0);
  });

  it('administrators: a manager makes and revokes another; the last enabled one is kept', async () => {
    await addUser(s.t.database.db, 'DEMO', 'deputy', []);
    const deputy = await userId('DEMO', 'deputy');
    const mgr = await managerRoleId();
    const staff = await roleId('业务人员');
    expect((await s.admin.post('/esee/user/updateUserInfo', { userId: deputy, roleId: mgr })).data).toMatchObject({
      roleType: 'INST_MGR',
    });
    const deputySession = await s.t.client({ instCode: 'DEMO', username: 'deputy' });
    expect((await deputySession.get('/framework/api/org/unit')).code).toBe(200);
    // Revoked while another manager (the caller) remains.
    expect((await s.admin.post('/esee/user/updateUserInfo', { userId: deputy, roleId: staff })).code).toBe(200);

    // The guard behind updateUserInfo and updateAvailable: with the other manager disabled, the last is kept.
    const db = s.t.database.db;
    const inst = (await db.selectFrom('institution').select('id').where('code', '=', 'DEMO2').executeTakeFirstOrThrow())
      .id;
    const theirAdmin = await userId('DEMO2', 'admin');
    await expect(assertKeepsAnAdmin(db, inst, { id: theirAdmin, role_type: 'INST_MGR' })).rejects.toMatchObject({
      message: OrgUsersMessage.LAST_ADMIN,
    });
    await expect(assertKeepsAnAdmin(db, inst, { id: theirAdmin, role_type: 'NORMAL' })).resolves.toBeUndefined();
    expect((await s.other.get('/esee/user/getOrgInfo')).data.role.roleType).toBe('INST_MGR');
  });

  it('a member signed out or of no institution gets nothing', async () => {
    for (const [method, url] of [
      ['GET', '/esee/user/getOrgInfo'],
      ['POST', '/esee/user/searchUser'],
      ['POST', '/esee/user/likeUser'],
      ['POST', '/esee/user/nameLike'],
      ['GET', '/esee/user/myRights'],
      ['GET', '/framework/api/user'],
    ] as const) {
      const res = await s.t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.json().code, url).not.toBe(200);
    }
  });
});
