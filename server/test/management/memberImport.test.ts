import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { MEMBER_IMPORT_HEADER, OrgMessage, ResultCode } from '@esee/contracts';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const IMPORT = '/framework/api/org/unit/employee/import';

/** An .xlsx of the template's header and these rows. */
const book = (rows: unknown[][], header: readonly string[] = MEMBER_IMPORT_HEADER): Buffer => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header as string[], ...rows]), '成员');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

describe.each(ONE_ENGINE)('members: createUser and import from .xlsx on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  beforeAll(async () => {
    t = await withApp({ engine });
    [admin, other] = await Promise.all([t.client('admin'), t.client('demo2')]);
  }, 60_000);
  afterAll(() => t.close());

  const count = async (username: string) =>
    (await t.database.db.selectFrom('app_user').select('id').where('username', '=', username).execute()).length;
  const row = (username: string, over: Partial<Record<(typeof MEMBER_IMPORT_HEADER)[number], string>> = {}) => {
    const cells = {
      用户名: username,
      姓名: '导入成员',
      部门: '总行/风险管理部',
      角色: '业务人员',
      手机: '13800138001',
      邮箱: `${username}@demo-bank.com.cn`,
      初始密码: 'Welcome@2026',
      ...over,
    };
    return MEMBER_IMPORT_HEADER.map((h) => cells[h]);
  };

  it('POST /esee/user/createUser adds a member like employee/add, with the same rules and right', async () => {
    const unit = (await admin.get('/framework/api/org/unit')).data[0].children[0].id;
    const roles = (await admin.get('/esee/manager/role/allRole')).data;
    const roleId = roles.find((r: { roleName: string }) => r.roleName === '业务人员').roleId;
    const body = { unitId: unit, username: 'created.one', name: '新成员', roleId, pwd: await t.seal('Welcome@2026') };
    const created = await admin.post('/esee/user/createUser', body);
    expect(created).toMatchObject({ code: 200, data: { username: 'created.one', name: '新成员', parentUnitId: unit } });
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'created.one', pwd: 'Welcome@2026' })).body.code).toBe(309);
    expect((await admin.post('/esee/user/createUser', body)).message).toBe(OrgMessage.USERNAME_TAKEN);
    expect((await other.post('/esee/user/createUser', { ...body, username: 'x2' })).code).toBe(404);
    await addUser(t.database.db, 'DEMO', 'plain', ['marketing']);
    const plain = await t.client({ instCode: 'DEMO', username: 'plain' });
    expect((await plain.post('/esee/user/createUser', { ...body, username: 'x3' })).code).toBe(ResultCode.FORBIDDEN);
  });

  it('GET the template: an .xlsx with the header row and an example', async () => {
    const res = await admin.inject({ method: 'GET', url: '/framework/api/org/unit/employee/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = XLSX.read(res.rawPayload).Sheets['成员']!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([...MEMBER_IMPORT_HEADER]);
    expect(rows).toHaveLength(2);
  });

  it('imports a good file: every member is created and must change the password at first login', async () => {
    const res = await admin.upload(
      IMPORT,
      'members.xlsx',
      book([row('imp.a'), row('imp.b', { 部门: '公司金融部', 手机: '', 邮箱: '' }), row('imp.c', { 部门: '总行' })]),
    );
    expect(res).toMatchObject({ code: 200, data: { created: 3 } });
    const first = await t.loginAs({ instCode: 'DEMO', authName: 'imp.b', pwd: 'Welcome@2026' });
    expect(first.body.code).toBe(309);
    const listed = await admin.get('/framework/api/org/unit/employee?keyword=imp.a');
    expect(listed.data.list[0]).toMatchObject({ unitName: '风险管理部', roleName: '业务人员', mobile: '13800138001' });
    // 架构变更 has a line for each imported member.
    const log = await admin.get('/framework/api/org/changeLog?category=ARCH&page_size=50');
    const added = log.data.list.filter((l: { action: string }) => l.action === 'MEMBER_ADD');
    expect(added.map((l: { targetName: string }) => l.targetName)).toEqual(expect.arrayContaining(['导入成员']));
    expect(added.length).toBeGreaterThanOrEqual(3);
  });

  it('one bad row creates nothing and lists the rows at fault, in Chinese', async () => {
    const res = await admin.upload(
      IMPORT,
      'members.xlsx',
      book([
        row('bad.ok'),
        row('imp.a'),
        row('bad x'),
        row('bad.dup'),
        row('bad.dup'),
        row('bad.unit', { 部门: '总行/不存在部' }),
        row('bad.role', { 角色: '无此角色' }),
        row('bad.pwd', { 初始密码: 'short' }),
        row('bad.name', { 姓名: '名'.repeat(31) }),
        row('bad.mobile', { 手机: '12345' }),
      ]),
    );
    expect(res.code).toBe(ResultCode.BAD_REQUEST);
    const messages = res.data.errors.map((e: { message: string }) => e.message);
    expect(res.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 6, 7, 8, 9, 10, 11]);
    expect(messages[0]).toBe('第3行：用户名已存在');
    expect(messages[1]).toMatch(/^第4行：用户名须为/);
    expect(messages[2]).toBe('第6行：用户名与第5行重复');
    expect(messages[3]).toBe('第7行：部门不存在：总行/不存在部');
    expect(messages[4]).toBe('第8行：角色不存在：无此角色');
    expect(messages[5]).toMatch(/^第9行：密码/);
    expect(messages[6]).toBe('第10行：姓名不能超过30个字');
    expect(messages[7]).toBe('第11行：手机号格式不正确');
    expect(res.message).toMatch(/^导入失败，未创建任何成员：第3行：用户名已存在/);
    expect(await count('bad.ok')).toBe(0);
    expect(await count('bad.dup')).toBe(0);
  });

  it('refuses oversized, empty, malformed and header-less files, and more than 1000 rows', async () => {
    expect((await admin.upload(IMPORT, 'members.xlsx', Buffer.alloc(0))).message).toBe('文件为空，请按模板填写成员');
    expect((await admin.upload(IMPORT, 'members.xlsx', Buffer.from('not a workbook'))).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await admin.upload(IMPORT, 'members.csv', book([row('x.csv')]))).message).toBe('请上传 .xlsx 文件');
    expect((await admin.upload(IMPORT, 'members.xlsx', book([row('x.hdr')], ['账号', '名字']))).message).toMatch(
      /^未找到表头/,
    );
    expect((await admin.upload(IMPORT, 'members.xlsx', book([]))).message).toBe('文件中没有成员数据');
    expect((await admin.upload(IMPORT, 'members.xlsx', Buffer.alloc(6 * 1024 * 1024, 1))).message).toBe(
      '文件大小不能超过5M',
    );
    const many = book(Array.from({ length: 1001 }, (_, i) => row(`many.${i}`)));
    expect((await admin.upload(IMPORT, 'members.xlsx', many)).message).toBe('单次最多导入1000名成员');
    expect((await admin.post(IMPORT, {})).code).toBe(ResultCode.BAD_REQUEST);
  });

  it('refuses callers without fmk:org:emp, INST_MGR roles from a non-manager, other institutions’ departments', async () => {
    await addUser(t.database.db, 'DEMO', 'clerk', ['marketing']);
    const clerk = await t.client({ instCode: 'DEMO', username: 'clerk' });
    expect((await clerk.upload(IMPORT, 'members.xlsx', book([row('no.right')]))).code).toBe(ResultCode.FORBIDDEN);
    const template = await clerk.inject({ method: 'GET', url: '/framework/api/org/unit/employee/template' });
    expect(template.statusCode).toBe(403);
    // Another institution's department (DEMO2's 总部) is not found by its path or name.
    const theirs = await admin.upload(IMPORT, 'members.xlsx', book([row('their.unit', { 部门: '总部' })]));
    expect(theirs.data.errors[0].message).toBe('第2行：部门不存在：总部');
    // DEMO2 cannot see DEMO's departments either.
    expect(
      (await other.upload(IMPORT, 'members.xlsx', book([row('their.x', { 部门: '总行/风险管理部' })]))).data.errors[0]
        .message,
    ).toBe('第2行：部门不存在：总行/风险管理部');
    // A member manager who is not an institution manager cannot import institution managers.
    await addUser(t.database.db, 'DEMO', 'hr', ['fmk', 'fmk:org', 'fmk:org:emp']);
    const hr = await t.client({ instCode: 'DEMO', username: 'hr' });
    const roles = (await admin.get('/esee/manager/role/allRole')).data;
    const mgr = roles.find((r: { roleType: string }) => r.roleType === 'INST_MGR').roleName;
    expect((await hr.upload(IMPORT, 'members.xlsx', book([row('to.mgr', { 角色: mgr })]))).data.errors[0].message).toBe(
      `第2行：${OrgMessage.INST_MGR_ONLY}`,
    );
    expect((await hr.upload(IMPORT, 'members.xlsx', book([row('by.hr')]))).data).toEqual({ created: 1 });
  });
});
