import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type DutySeparationStatus } from '@esee/contracts';
import { ENGINES, as, startTestApp, type TestApp } from './fixtures';
import { addUser } from './security/fixtures';
import { today } from '../src/platform/clock';

const FIRST_PASSWORD = 'Welcome@2026';
const BASE = '/esee/manager/role/separation';

/**
 * 三员分立 on a fresh institution the platform creates (never DEMO): the
 * switch and its preconditions, the duties' masks, the audit key.
 */
describe.each(ENGINES)('三员分立 on %s', (engine) => {
  let t: TestApp;
  let ops: string;
  let admin: string;
  let analyst: string;
  let boss: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [ops, admin, analyst] = await Promise.all([
      t.login('PLATFORM', 'ops'),
      t.login('DEMO', 'admin'),
      t.login('DEMO', 'analyst'),
    ]);
    const inst = await call(ops, 'POST', '/esee/company/createCompany', {
      instCode: 'SEPBANK',
      instName: '三员银行',
      solutions: ['CBA'],
    });
    expect(inst.code, JSON.stringify(inst)).toBe(ResultCode.OK);
    const mgr = await call(ops, 'POST', '/esee/company/createUser', {
      instCode: 'SEPBANK',
      username: 'boss',
      name: '行长',
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(mgr.code, JSON.stringify(mgr)).toBe(ResultCode.OK);
    boss = await signInNew('boss');
  }, 60_000);
  afterAll(() => t.close());

  async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
    return (await t.app.inject(as(who, { method, url, payload }))).json();
  }
  /** A member's first login asks for a new password (309); the test skips that step. */
  async function signInNew(username: string) {
    await t.database.db
      .updateTable('app_user')
      .set({ must_change_password: false })
      .where('username', '=', username)
      .execute();
    return t.login('SEPBANK', username, FIRST_PASSWORD);
  }
  /** A member of SEPBANK in the head department with `roleId`, signed in. */
  async function member(username: string, roleId: number) {
    const units = (await call(boss, 'GET', '/framework/api/org/unit')).data as { id: number }[];
    const res = await call(boss, 'POST', '/framework/api/org/unit/employee/add', {
      unitId: units[0]!.id,
      username,
      name: username,
      roleId,
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return signInNew(username);
  }
  const status = async (who: string) => (await call(who, 'GET', `${BASE}/status`)).data as DutySeparationStatus;
  const roleOf = (s: DutySeparationStatus, duty: string) =>
    s.duties.find((d) => d.duty === duty)!.roles.find((r) => r.roleType === 'NORMAL')!.roleId;
  const rights = async (who: string, keys: string[]) =>
    (await call(who, 'POST', '/framework/api/user/right', keys)).data as Record<string, boolean>;

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
      expect((await call(admin, method as 'GET', url, body)).code, url).toBe(ResultCode.OK);
      expect((await call(analyst, method as 'GET', url, body)).code, url).toBe(403);
    }
    // The catalogue offers the key: 机构管理 / 审计.
    type Node = { fullAuthStr: string; description: string; children: Node[] };
    const tree = (await call(admin, 'GET', '/esee/user/myRights')).data.tree as Node[];
    const fmk = tree.find((n) => n.fullAuthStr === 'fmk')!;
    expect(fmk.children.find((c) => c.fullAuthStr === 'fmk:audit')).toMatchObject({ description: '审计' });
  });

  it('without separation, the change logs stay with fmk:org and fmk:right; an auditor reads every log', async () => {
    await addUser(t.database.db, 'SEPBANK', 'orgonly', ['fmk:org']);
    await addUser(t.database.db, 'SEPBANK', 'auditonly', ['fmk:audit']);
    const orgOnly = await t.login('SEPBANK', 'orgonly');
    const auditOnly = await t.login('SEPBANK', 'auditonly');
    expect((await call(orgOnly, 'GET', '/framework/api/org/changeLog?category=ARCH')).code).toBe(ResultCode.OK);
    expect((await call(orgOnly, 'GET', '/framework/api/org/changeLog?category=PERM')).code).toBe(403);
    expect((await call(orgOnly, 'GET', '/framework/api/org/loginLog')).code).toBe(403);
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
      expect((await call(auditOnly, 'GET', url)).code, url).toBe(ResultCode.OK);
    expect((await call(auditOnly, 'POST', '/esee/manager/role/roleList', {})).code).toBe(403);
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
    const refused = await call(boss, 'POST', `${BASE}/switch`, { enabled: true });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('安全管理员、审计管理员');

    const generated = await call(boss, 'POST', `${BASE}/generate`, {});
    expect(generated.data.created).toEqual(['系统管理员', '安全管理员', '审计管理员']);
    expect((await call(boss, 'POST', `${BASE}/generate`, {})).data.created).toEqual([]);
    const s = await status(boss);
    expect(s.duties.every((d) => d.roles.some((r) => r.roleType === 'NORMAL' && r.holdsKey))).toBe(true);
    // The roles exist but nobody holds them yet.
    expect((await call(boss, 'POST', `${BASE}/switch`, { enabled: true })).message).toContain('安全管理员、审计管理员');
    const perm = (await call(boss, 'GET', '/framework/api/org/changeLog?category=PERM&action=ROLE_DUTY')).data;
    expect(perm.total).toBe(3);
  });

  it('bad input, the built-in manager role, and other institutions are refused', async () => {
    const s = await status(boss);
    const mgrRole = s.roles.find((r) => r.roleType === 'INST_MGR')!.roleId;
    expect((await call(boss, 'POST', `${BASE}/setDuty`, { roleId: mgrRole, duty: 'AUDIT' })).message).toContain(
      '机构管理员角色',
    );
    expect((await call(boss, 'POST', `${BASE}/setDuty`, { roleId: roleOf(s, 'AUDIT'), duty: 'BOSS' })).code).toBe(400);
    expect((await call(boss, 'POST', `${BASE}/switch`, { enabled: 'yes' })).code).toBe(400);
    const demoRole = (await call(admin, 'GET', '/esee/manager/role/allRole')).data[1].roleId as number;
    expect((await call(boss, 'POST', `${BASE}/setDuty`, { roleId: demoRole, duty: 'AUDIT' })).code).toBe(404);
    expect((await call(analyst, 'GET', `${BASE}/status`)).code).toBe(403);
    // DEMO sees its own state, untouched by SEPBANK's.
    expect((await status(admin)).enabled).toBe(false);
  });

  it('switched on: each duty keeps its own keys; mixed roles are refused; the security admin switches it off', async () => {
    const s = await status(boss);
    const sec = await member('sec', roleOf(s, 'SECURITY'));
    const aud = await member('aud', roleOf(s, 'AUDIT'));
    // A role that mixes duties, allowed while separation is off: listed as a conflict.
    const mixed = await call(boss, 'POST', '/esee/manager/role/addRole', {
      roleName: '混合角色',
      rights: ['fmk:org', 'fmk:right', 'marketing'],
    });
    expect(mixed.code).toBe(ResultCode.OK);
    const mixedId = mixed.data.roleId as number;
    expect((await status(boss)).conflicts.map((c) => c.roleName)).toContain('混合角色');

    const on = await call(boss, 'POST', `${BASE}/switch`, { enabled: true });
    expect(on.code, JSON.stringify(on)).toBe(ResultCode.OK);
    expect(on.data.enabled).toBe(true);

    // 机构管理员 is masked to the system administrator: no roles, no logs; members still.
    expect((await call(boss, 'POST', '/esee/manager/role/roleList', {})).code).toBe(403);
    expect((await call(boss, 'GET', `${BASE}/status`)).code).toBe(403);
    expect((await call(boss, 'GET', '/framework/api/org/loginLog')).code).toBe(403);
    expect((await call(boss, 'GET', '/framework/api/org/changeLog?category=ARCH')).code).toBe(403);
    expect((await call(boss, 'GET', '/framework/api/org/unit')).code).toBe(ResultCode.OK);
    expect(await rights(boss, ['fmk', 'fmk:org', 'fmk:right', 'fmk:audit', 'fmk:audit:orgLog'])).toEqual({
      fmk: true,
      'fmk:org': true,
      'fmk:right': false,
      'fmk:audit': false,
      'fmk:audit:orgLog': false,
    });
    // Holders of fmk:org outside the system duty lose it too (fail closed).
    const orgOnly = await t.login('SEPBANK', 'orgonly');
    expect((await call(orgOnly, 'GET', '/framework/api/org/unit')).code).toBe(403);

    // The auditor reads the logs, both change logs included, and nothing else.
    for (const url of [
      '/framework/api/org/loginLog',
      '/framework/api/org/online',
      '/framework/api/org/changeLog?category=ARCH',
      '/framework/api/org/changeLog?category=PERM',
    ])
      expect((await call(aud, 'GET', url)).code, url).toBe(ResultCode.OK);
    expect((await call(aud, 'POST', '/esee/manager/role/roleList', {})).code).toBe(403);
    const log = (await call(aud, 'GET', '/framework/api/org/changeLog?category=PERM&action=SEPARATION_ON')).data;
    expect(log.list[0]).toMatchObject({ targetType: 'INST', targetName: '三员银行', actorName: '行长' });

    // The security administrator manages roles, cannot read the logs.
    expect((await call(sec, 'GET', '/framework/api/org/loginLog')).code).toBe(403);
    expect((await call(sec, 'GET', '/framework/api/org/changeLog?category=PERM')).code).toBe(403);
    expect((await call(sec, 'POST', '/esee/manager/role/roleList', {})).code).toBe(ResultCode.OK);
    // A role that mixes duties is refused, naming the conflict.
    const refused = await call(sec, 'POST', '/esee/manager/role/editRole', {
      roleId: mixedId,
      rights: ['fmk:org', 'fmk:right', 'marketing'],
    });
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('三员分立：未设职责的角色不能拥有「组织管理」（系统管理员的权限）');
    expect(
      (await call(sec, 'POST', '/esee/manager/role/addRole', { roleName: '新审计', rights: ['fmk:audit'] })).message,
    ).toContain('未设职责的角色不能拥有「审计」');
    // Given the audit duty, the role takes the audit key from the security administrator, who does not hold it.
    expect((await call(sec, 'POST', `${BASE}/setDuty`, { roleId: mixedId, duty: 'AUDIT' })).message).toContain(
      '「审计管理员」职责的角色不能拥有',
    );
    expect(
      (await call(sec, 'POST', '/esee/manager/role/editRole', { roleId: mixedId, rights: ['marketing'] })).code,
    ).toBe(ResultCode.OK);
    expect((await call(sec, 'POST', `${BASE}/setDuty`, { roleId: mixedId, duty: 'AUDIT' })).code).toBe(ResultCode.OK);
    const granted = await call(sec, 'POST', '/esee/manager/role/editRole', {
      roleId: mixedId,
      rights: ['fmk:audit', 'marketing'],
    });
    expect(granted.code, JSON.stringify(granted)).toBe(ResultCode.OK);
    // Yet never another duty's key; a duty role keeps its key while it has that duty.
    expect(
      (await call(sec, 'POST', '/esee/manager/role/editRole', { roleId: mixedId, rights: ['fmk:org:emp'] })).code,
    ).toBe(400);
    const unstaff = await call(sec, 'POST', `${BASE}/setDuty`, { roleId: roleOf(s, 'SECURITY'), duty: null });
    expect(unstaff.message).toContain('不能拥有「角色管理」');
    // Nor is a duty left with nobody: the last auditors' role is neither disabled nor stripped of its key.
    const auditRole = roleOf(s, 'AUDIT');
    for (const change of [{ enabled: false }, { rights: ['marketing'] }])
      expect(
        (await call(sec, 'POST', '/esee/manager/role/editRole', { roleId: auditRole, ...change })).message,
        JSON.stringify(change),
      ).toBe('三员分立已启用，该变更将使审计管理员无人担任');
    expect((await call(aud, 'GET', '/framework/api/org/loginLog')).code).toBe(ResultCode.OK);

    // Switching off: the security administrator's; 机构管理员 gets everything back.
    const off = await call(sec, 'POST', `${BASE}/switch`, { enabled: false });
    expect(off.data.enabled).toBe(false);
    expect((await call(boss, 'POST', '/esee/manager/role/roleList', {})).code).toBe(ResultCode.OK);
    expect((await call(boss, 'GET', '/framework/api/org/loginLog')).code).toBe(ResultCode.OK);
    expect((await call(orgOnly, 'GET', '/framework/api/org/unit')).code).toBe(ResultCode.OK);
    expect((await call(sec, 'GET', '/framework/api/org/changeLog?category=PERM')).code).toBe(ResultCode.OK);
  });
});
