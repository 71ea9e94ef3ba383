import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type DutySeparationStatus } from '@esee/contracts';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { today } from '../../src/platform/clock';

const FIRST_PASSWORD = 'Welcome@2026';
const BASE = '/esee/manager/role/separation';

/**
 * 三员分立 on a fresh institution the platform creates (never DEMO): the
 * switch and its preconditions, the duties' masks, the audit key.
 */
describe.each(ONE_ENGINE)('三员分立 on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let admin: Client;
  let analyst: Client;
  let boss: Client;
  beforeAll(async () => {
    t = await withApp({ engine });
    [ops, admin, analyst] = await Promise.all([t.client('ops'), t.client('admin'), t.client('analyst')]);
    const inst = await ops.post('/esee/company/createCompany', {
      instCode: 'SEPBANK',
      instName: '三员银行',
      solutions: ['CBA'],
    });
    expect(inst.code, JSON.stringify(inst)).toBe(ResultCode.OK);
    const mgr = await ops.post('/esee/company/createUser', {
      instCode: 'SEPBANK',
      username: 'boss',
      name: '行长',
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(mgr.code, JSON.stringify(mgr)).toBe(ResultCode.OK);
    boss = await t.client({ instCode: 'SEPBANK', username: 'boss' });
  }, 60_000);
  afterAll(() => t.close());

  /** A member of SEPBANK in the head department with `roleId`, signed in. */
  async function member(username: string, roleId: number) {
    const units = (await boss.get('/framework/api/org/unit')).data as { id: number }[];
    const res = await boss.post('/framework/api/org/unit/employee/add', {
      unitId: units[0]!.id,
      username,
      name: username,
      roleId,
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return t.client({ instCode: 'SEPBANK', username });
  }
  const status = async (who: Client) => (await who.get(`${BASE}/status`)).data as DutySeparationStatus;
  const roleOf = (s: DutySeparationStatus, duty: string) =>
    s.duties.find((d) => d.duty === duty)!.roles.find((r) => r.roleType === 'NORMAL')!.roleId;
  const rights = async (who: Client, keys: string[]) =>
    (await who.post('/framework/api/user/right', keys)).data as Record<string, boolean>;

  it('the audit calls need fmk:audit: DEMO admin (fmk whole) reads them, the analyst is refused', async () => {
    const day = today();
    const range = { start: day, end: day };
    const audit: [string, string, object?][] = [
      ['GET', '/framework/api/org/loginLog'],
      ['GET', '/framework/api/org/online'],
      ['GET', '/framework/api/org/changeLog?category=ARCH'],
      ['GET', '/framework/api/org/changeLog?category=PERM'],
      ['POST', '/framework/api/act/actTraceQuery/pageList', range],
      ['POST', '/esee/record/getRecords4Opera', { ...range, groupBy: 'day' }],
      ['POST', '/esee/record/getRecords4Consume', range],
    ];
    for (const [method, url, body] of audit) {
      const ask = (who: Client) => (method === 'GET' ? who.get(url) : who.post(url, body));
      expect((await ask(admin)).code, url).toBe(ResultCode.OK);
      expect((await ask(analyst)).code, url).toBe(403);
    }
    // The catalogue offers the key: 机构管理 / 审计.
    type Node = { fullAuthStr: string; description: string; children: Node[] };
    const tree = (await admin.get('/esee/user/myRights')).data.tree as Node[];
    const fmk = tree.find((n) => n.fullAuthStr === 'fmk')!;
    expect(fmk.children.find((c) => c.fullAuthStr === 'fmk:audit')).toMatchObject({ description: '审计' });
  });

  it('without separation, the change logs stay with fmk:org and fmk:right; an auditor reads every log', async () => {
    await addUser(t.database.db, 'SEPBANK', 'orgonly', ['fmk:org']);
    await addUser(t.database.db, 'SEPBANK', 'auditonly', ['fmk:audit']);
    const orgOnly = await t.client({ instCode: 'SEPBANK', username: 'orgonly' });
    const auditOnly = await t.client({ instCode: 'SEPBANK', username: 'auditonly' });
    expect((await orgOnly.get('/framework/api/org/changeLog?category=ARCH')).code).toBe(ResultCode.OK);
    expect((await orgOnly.get('/framework/api/org/changeLog?category=PERM')).code).toBe(403);
    expect((await orgOnly.get('/framework/api/org/loginLog')).code).toBe(403);
    expect(await rights(orgOnly, ['fmk:audit:orgLog', 'fmk:audit:rightLog', 'fmk:audit'])).toEqual({
      'fmk:audit:orgLog': true,
      'fmk:audit:rightLog': false,
      'fmk:audit': false,
    });
    for (const url of [
      '/framework/api/org/loginLog',
      '/framework/api/org/changeLog?category=ARCH',
      '/framework/api/org/changeLog?category=PERM',
    ])
      expect((await auditOnly.get(url)).code, url).toBe(ResultCode.OK);
    expect((await auditOnly.post('/esee/manager/role/roleList', {})).code).toBe(403);
  });

  it('refuses to switch on until the three duties are staffed; generates the three roles once', async () => {
    const before = await status(boss);
    expect(before.enabled).toBe(false);
    // 机构管理员 is the system administrator under separation: that duty is staffed already.
    expect(before.duties.map((d) => [d.duty, d.ready])).toEqual([
      ['SYSTEM', true],
      ['SECURITY', false],
      ['AUDIT', false],
    ]);
    const refused = await boss.post(`${BASE}/switch`, { enabled: true });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('安全管理员、审计管理员');

    const generated = await boss.post(`${BASE}/generate`, {});
    expect(generated.data.created).toEqual(['系统管理员', '安全管理员', '审计管理员']);
    expect((await boss.post(`${BASE}/generate`, {})).data.created).toEqual([]);
    const s = await status(boss);
    expect(s.duties.every((d) => d.roles.some((r) => r.roleType === 'NORMAL' && r.holdsKey))).toBe(true);
    // The roles exist but nobody holds them yet.
    expect((await boss.post(`${BASE}/switch`, { enabled: true })).message).toContain('安全管理员、审计管理员');
    const perm = (await boss.get('/framework/api/org/changeLog?category=PERM&action=ROLE_DUTY')).data;
    expect(perm.total).toBe(3);
  });

  it('bad input, the built-in manager role, and other institutions are refused', async () => {
    const s = await status(boss);
    const mgrRole = s.roles.find((r) => r.roleType === 'INST_MGR')!.roleId;
    expect((await boss.post(`${BASE}/setDuty`, { roleId: mgrRole, duty: 'AUDIT' })).message).toContain(
      '机构管理员角色',
    );
    expect((await boss.post(`${BASE}/setDuty`, { roleId: roleOf(s, 'AUDIT'), duty: 'BOSS' })).code).toBe(400);
    expect((await boss.post(`${BASE}/switch`, { enabled: 'yes' })).code).toBe(400);
    const demoRole = (await admin.get('/esee/manager/role/allRole')).data[1].roleId as number;
    expect((await boss.post(`${BASE}/setDuty`, { roleId: demoRole, duty: 'AUDIT' })).code).toBe(404);
    expect((await analyst.get(`${BASE}/status`)).code).toBe(403);
    // DEMO sees its own state, untouched by SEPBANK's.
    expect((await status(admin)).enabled).toBe(false);
  });

  it('switched on: each duty keeps its own keys; mixed roles are refused; the security admin switches it off', async () => {
    const s = await status(boss);
    const sec = await member('sec', roleOf(s, 'SECURITY'));
    const aud = await member('aud', roleOf(s, 'AUDIT'));
    // A role that mixes duties, allowed while separation is off: listed as a conflict.
    const mixed = await boss.post('/esee/manager/role/addRole', {
      roleName: '混合角色',
      rights: ['fmk:org', 'fmk:right', 'marketing'],
    });
    expect(mixed.code).toBe(ResultCode.OK);
    const mixedId = mixed.data.roleId as number;
    expect((await status(boss)).conflicts.map((c) => c.roleName)).toContain('混合角色');

    const on = await boss.post(`${BASE}/switch`, { enabled: true });
    expect(on.code, JSON.stringify(on)).toBe(ResultCode.OK);
    expect(on.data.enabled).toBe(true);

    // 机构管理员 is masked to the system administrator: no roles, no logs; members still.
    expect((await boss.post('/esee/manager/role/roleList', {})).code).toBe(403);
    expect((await boss.get(`${BASE}/status`)).code).toBe(403);
    expect((await boss.get('/framework/api/org/loginLog')).code).toBe(403);
    expect((await boss.get('/framework/api/org/changeLog?category=ARCH')).code).toBe(403);
    expect((await boss.get('/framework/api/org/unit')).code).toBe(ResultCode.OK);
    expect(await rights(boss, ['fmk', 'fmk:org', 'fmk:right', 'fmk:audit', 'fmk:audit:orgLog'])).toEqual({
      fmk: true,
      'fmk:org': true,
      'fmk:right': false,
      'fmk:audit': false,
      'fmk:audit:orgLog': false,
    });
    // Holders of fmk:org outside the system duty lose it too (fail closed).
    const orgOnly = await t.client({ instCode: 'SEPBANK', username: 'orgonly' });
    expect((await orgOnly.get('/framework/api/org/unit')).code).toBe(403);

    // The auditor reads the logs, both change logs included, and nothing else.
    for (const url of [
      '/framework/api/org/loginLog',
      '/framework/api/org/online',
      '/framework/api/org/changeLog?category=ARCH',
      '/framework/api/org/changeLog?category=PERM',
    ])
      expect((await aud.get(url)).code, url).toBe(ResultCode.OK);
    expect((await aud.post('/esee/manager/role/roleList', {})).code).toBe(403);
    const log = (await aud.get('/framework/api/org/changeLog?category=PERM&action=SEPARATION_ON')).data;
    expect(log.list[0]).toMatchObject({ targetType: 'INST', targetName: '三员银行', actorName: '行长' });

    // The security administrator manages roles, cannot read the logs.
    expect((await sec.get('/framework/api/org/loginLog')).code).toBe(403);
    expect((await sec.get('/framework/api/org/changeLog?category=PERM')).code).toBe(403);
    expect((await sec.post('/esee/manager/role/roleList', {})).code).toBe(ResultCode.OK);
    // A role that mixes duties is refused, naming the conflict.
    const refused = await sec.post('/esee/manager/role/editRole', {
      roleId: mixedId,
      rights: ['fmk:org', 'fmk:right', 'marketing'],
    });
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('三员分立：未设职责的角色不能拥有「组织管理」（系统管理员的权限）');
    expect(
      (await sec.post('/esee/manager/role/addRole', { roleName: '新审计', rights: ['fmk:audit'] })).message,
    ).toContain('未设职责的角色不能拥有「审计」');
    // Given the audit duty, the role takes the audit key from the security administrator, who does not hold it.
    expect((await sec.post(`${BASE}/setDuty`, { roleId: mixedId, duty: 'AUDIT' })).message).toContain(
      '「审计管理员」职责的角色不能拥有',
    );
    expect((await sec.post('/esee/manager/role/editRole', { roleId: mixedId, rights: ['marketing'] })).code).toBe(
      ResultCode.OK,
    );
    expect((await sec.post(`${BASE}/setDuty`, { roleId: mixedId, duty: 'AUDIT' })).code).toBe(ResultCode.OK);
    const granted = await sec.post('/esee/manager/role/editRole', {
      roleId: mixedId,
      rights: ['fmk:audit', 'marketing'],
    });
    expect(granted.code, JSON.stringify(granted)).toBe(ResultCode.OK);
    // Yet never another duty's key; a duty role keeps its key while it has that duty.
    expect((await sec.post('/esee/manager/role/editRole', { roleId: mixedId, rights: ['fmk:org:emp'] })).code).toBe(
      400,
    );
    const unstaff = await sec.post(`${BASE}/setDuty`, { roleId: roleOf(s, 'SECURITY'), duty: null });
    expect(unstaff.message).toContain('不能拥有「角色管理」');
    // Nor is a duty left with nobody: the last auditors' role is neither disabled nor stripped of its key.
    const auditRole = roleOf(s, 'AUDIT');
    for (const change of [{ enabled: false }, { rights: ['marketing'] }])
      expect(
        (await sec.post('/esee/manager/role/editRole', { roleId: auditRole, ...change })).message,
        JSON.stringify(change),
      ).toBe('三员分立已启用，该变更将使审计管理员无人担任');
    expect((await aud.get('/framework/api/org/loginLog')).code).toBe(ResultCode.OK);

    // Switching off: the security administrator's; 机构管理员 gets everything back.
    const off = await sec.post(`${BASE}/switch`, { enabled: false });
    expect(off.data.enabled).toBe(false);
    expect((await boss.post('/esee/manager/role/roleList', {})).code).toBe(ResultCode.OK);
    expect((await boss.get('/framework/api/org/loginLog')).code).toBe(ResultCode.OK);
    expect((await orgOnly.get('/framework/api/org/unit')).code).toBe(ResultCode.OK);
    expect((await sec.get('/framework/api/org/changeLog?category=PERM')).code).toBe(ResultCode.OK);
  });
});
