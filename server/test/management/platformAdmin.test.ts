import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformMessage, ResultCode, type RemoteDescriptor, type ServerMenuNode } from '@esee/contracts';
import { Client, ONE_ENGINE, withApp, type TestApp } from '../fixtures';

const FIRST_PASSWORD = 'Welcome@2026';

describe.each(ONE_ENGINE)('platform administration on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let admin: Client;
  let analyst: Client;
  beforeAll(async () => {
    t = await withApp({ engine });
    ops = await t.client('ops');
    // DEMO's members sign in for real: the institution's summary counts their logins.
    admin = new Client(t.app, await t.login('DEMO', 'admin'));
    analyst = new Client(t.app, await t.login('DEMO', 'analyst'));
  }, 60_000);
  afterAll(() => t.close());

  /** The platform's edits are PUTs, which `Client` does not send by itself. */
  const put = async (who: Client, url: string, payload: object) =>
    (await who.inject({ method: 'PUT', url, payload })).json();
  const created = async (code: string, solutions = ['CBA', 'IBA']) => {
    const res = await ops.post('/esee/company/createCompany', {
      instCode: code,
      instName: `${code}银行`,
      solutions,
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data;
  };
  const addManager = async (code: string, username: string) => {
    const res = await ops.post('/esee/company/createUser', {
      instCode: code,
      username,
      name: '新管理员',
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as { userId: number; username: string };
  };
  /** Sign in as a manager the platform created: first login asks for a new password (309), then as usual. */
  const signInNew = async (code: string, username: string) => {
    const first = await t.loginAs({ instCode: code, authName: username, pwd: FIRST_PASSWORD });
    expect(first.body.code).toBe(ResultCode.LOGIN_SPECIAL);
    await t.database.db
      .updateTable('app_user')
      .set({ must_change_password: false })
      .where('username', '=', username)
      .execute();
    return new Client(t.app, await t.login(code, username, FIRST_PASSWORD));
  };

  it('refuses every platform call to an institution manager and to staff', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/esee/company/findAllCompany'],
      ['POST', '/esee/company/createCompany', { instCode: 'HACK', instName: '入侵', solutions: [] }],
      ['PUT', '/esee/company/updateCompany', { instCode: 'DEMO2', enabled: false }],
      ['POST', '/esee/company/findManagerByCompany', { instCode: 'DEMO2' }],
      ['POST', '/esee/company/createUser', { instCode: 'DEMO2', username: 'x.y', name: 'X', pwd: 'x' }],
      ['PUT', '/esee/company/updateUserInfo', { instCode: 'DEMO2', userId: 1, enableFlag: 0 }],
      ['GET', '/esee/company/modelList'],
      ['GET', '/esee/company/companyModelList?instCode=DEMO'],
      ['POST', '/esee/company/saveCompanyModels', { instCode: 'DEMO', models: [] }],
      ['GET', '/esee/model/settableModelList'],
      ['GET', '/framework/api/ops/instParam?inst_code=DEMO'],
      ['POST', '/framework/api/ops/instParam', { instCode: 'DEMO', name: 'pwdMinLength', value: '6' }],
      ['GET', '/esee/company/searchParam/qryAll'],
      ['POST', '/esee/analysis/company/qry', { instCode: 'DEMO' }],
      ['GET', '/esee/platform/globalParameter'],
      ['POST', '/esee/platform/globalParameter', { name: 'pwdMinLength', value: '6' }],
      ['GET', '/esee/platform/globalSetting'],
      ['POST', '/esee/platform/globalSetting', { productName: 'x', servicePhone: '', serviceEmail: '' }],
    ];
    for (const who of [admin, analyst])
      for (const [method, url, body] of calls)
        expect((await who.inject({ method, url, payload: body })).json().code, url).toBe(403);
    expect((await admin.get('/esee/company/companyModelList?instCode=DEMO')).message).not.toContain('DEMO');
  });

  it('lists the customer institutions with their solutions and counts, never the platform itself', async () => {
    const all = await ops.get('/esee/company/findAllCompany?page_size=50');
    expect(all.code).toBe(ResultCode.OK);
    const codes = all.data.list.map((c: { instCode: string }) => c.instCode);
    expect(codes).toEqual(expect.arrayContaining(['DEMO', 'DEMO2']));
    expect(codes).not.toContain('PLATFORM');
    expect(all.data.list.find((c: { instCode: string }) => c.instCode === 'DEMO')).toMatchObject({
      instName: '示范银行股份有限公司',
      enabled: true,
      solutions: ['CBA', 'PRMA', 'IBA', 'SCS'],
      memberCount: 2,
      managerCount: 1,
      validUntil: null,
    });
    const found = await ops.get('/esee/company/findAllCompany?keyword=证券');
    expect(found.data.list.map((c: { instCode: string }) => c.instCode)).toEqual(['DEMO2']);
    expect((await ops.get('/esee/company/findAllCompany?solution=SCS')).data.total).toBe(1);
    expect((await ops.get('/esee/company/findAllCompany?enabled=0')).data.total).toBe(0);
    expect((await ops.get('/esee/company/findAllCompany?page_size=500')).code).toBe(400);
    const filters = await ops.get('/esee/company/searchParam/qryAll');
    expect(filters.data.solutions.map((s: { value: string }) => s.value)).toEqual(['CBA', 'PRMA', 'IBA', 'SCS']);
    expect(filters.data.statuses).toHaveLength(2);
    // The platform's own institution is not reachable by code either.
    expect(await ops.post('/esee/company/findManagerByCompany', { instCode: 'PLATFORM' })).toMatchObject({
      code: 404,
      message: PlatformMessage.INST_MISSING,
    });
  });

  it('creates an institution with the defaults, two roles and a head department; codes are unique and well formed', async () => {
    await ops.post('/esee/platform/globalParameter', { name: 'pwdMinLength', value: '10' });
    const inst = await created('NEWBANK');
    expect(inst).toMatchObject({ instCode: 'NEWBANK', solutions: ['CBA', 'IBA'], memberCount: 0, enabled: true });
    const db = t.database.db;
    const row = await db.selectFrom('institution').select('id').where('code', '=', 'NEWBANK').executeTakeFirstOrThrow();
    const roles = await db
      .selectFrom('role')
      .select(['name', 'role_type'])
      .where('inst_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(roles).toEqual([
      { name: '机构管理员', role_type: 'INST_MGR' },
      { name: '业务人员', role_type: 'NORMAL' },
    ]);
    const units = await db.selectFrom('org_unit').select(['name', 'parent_id']).where('inst_id', '=', row.id).execute();
    expect(units).toEqual([{ name: '总部', parent_id: null }]);
    // The global parameter is the new institution's default, not DEMO's.
    const params = (await ops.get('/framework/api/ops/instParam?inst_code=NEWBANK')).data as {
      name: string;
      value: string | null;
      defaultValue: string;
    }[];
    expect(params.find((p) => p.name === 'pwdMinLength')).toMatchObject({ value: null, defaultValue: '10' });
    expect(params.find((p) => p.name === 'getSupportApp')).toMatchObject({ value: 'CBA,IBA' });
    const demo = (await ops.get('/framework/api/ops/instParam?inst_code=DEMO')).data as typeof params;
    expect(demo.find((p) => p.name === 'pwdMinLength')!.defaultValue).toBe('8');
    await ops.post('/esee/platform/globalParameter', { name: 'pwdMinLength', value: null });

    expect(
      await ops.post('/esee/company/createCompany', { instCode: 'NEWBANK', instName: '重复', solutions: [] }),
    ).toMatchObject({
      code: 400,
      message: PlatformMessage.CODE_TAKEN,
    });
    expect(
      await ops.post('/esee/company/createCompany', { instCode: 'DEMO', instName: '重复', solutions: [] }),
    ).toMatchObject({
      code: 400,
      message: PlatformMessage.CODE_TAKEN,
    });
    for (const instCode of ['a', 'lower', 'X', 'TOO-LONG', 'ABCDEFGHIJKLMNOPQRSTU'])
      expect(
        (await ops.post('/esee/company/createCompany', { instCode, instName: '格式', solutions: [] })).code,
        instCode,
      ).toBe(400);
    expect(
      (
        await ops.post('/esee/company/createCompany', {
          instCode: 'BADSOL',
          instName: '格式',
          solutions: ['XYZ'],
        })
      ).code,
    ).toBe(400);
    expect(
      await ops.post('/esee/company/createCompany', {
        instCode: 'BADDATE',
        instName: '格式',
        solutions: [],
        validUntil: '2026-02-30',
      }),
    ).toMatchObject({
      code: 400,
      message: PlatformMessage.DATE_FORMAT,
    });
  });

  it('adds managers who change their password at first login; edits, resets and disables them', async () => {
    await created('MGRBANK');
    const mgr = await addManager('MGRBANK', 'boss');
    expect(mgr).toMatchObject({ username: 'boss', enableFlag: 1, mustChangePassword: true });
    const boss = await signInNew('MGRBANK', 'boss');
    expect((await boss.get('/esee/user/getOrgInfo')).data).toMatchObject({
      instCode: 'MGRBANK',
      role: expect.anything(),
    });
    // Username unique within the institution; the institution's password policy holds.
    expect(
      await ops.post('/esee/company/createUser', {
        instCode: 'MGRBANK',
        username: 'boss',
        name: 'B',
        pwd: await t.seal(FIRST_PASSWORD),
      }),
    ).toMatchObject({ code: 400, message: '用户名已存在' });
    expect(
      (
        await ops.post('/esee/company/createUser', {
          instCode: 'MGRBANK',
          username: 'weak',
          name: 'W',
          pwd: await t.seal('short'),
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await ops.post('/esee/company/createUser', {
          instCode: 'NOSUCH',
          username: 'x1',
          name: 'X',
          pwd: await t.seal(FIRST_PASSWORD),
        })
      ).code,
    ).toBe(404);

    const list = await ops.post('/esee/company/findManagerByCompany', { instCode: 'MGRBANK' });
    expect(list.data).toEqual([
      expect.objectContaining({ userId: mgr.userId, name: '新管理员', mustChangePassword: false }),
    ]);
    expect(list.data[0].lastLoginAt).toBeTruthy();

    const renamed = await put(ops, '/esee/company/updateUserInfo', {
      instCode: 'MGRBANK',
      userId: mgr.userId,
      name: '李行长',
    });
    expect(renamed.data).toMatchObject({ name: '李行长' });
    // Disabling ends the manager's session at once.
    await put(ops, '/esee/company/updateUserInfo', { instCode: 'MGRBANK', userId: mgr.userId, enableFlag: 0 });
    expect((await boss.get('/esee/user/getOrgInfo')).code).toBe(ResultCode.INVALID_SESSION);
    await put(ops, '/esee/company/updateUserInfo', { instCode: 'MGRBANK', userId: mgr.userId, enableFlag: 1 });
    // A reset password is to be changed at the next login.
    const reset = await put(ops, '/esee/company/updateUserInfo', {
      instCode: 'MGRBANK',
      userId: mgr.userId,
      pwd: await t.seal(FIRST_PASSWORD),
    });
    expect(reset.data).toMatchObject({ enableFlag: 1, mustChangePassword: true });
    // Another institution's member, or a staff member, is not a manager of this one.
    const demoAnalyst = await t.database.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'analyst')
      .executeTakeFirstOrThrow();
    for (const [instCode, userId] of [
      ['MGRBANK', demoAnalyst.id],
      ['DEMO', mgr.userId],
      ['DEMO', demoAnalyst.id],
    ] as const)
      expect(await put(ops, '/esee/company/updateUserInfo', { instCode, userId, enableFlag: 0 })).toMatchObject({
        code: 404,
        message: PlatformMessage.MANAGER_MISSING,
      });
  });

  it('disabling an institution ends every session of its members and refuses their logins; an ended service too', async () => {
    await created('OFFBANK');
    await addManager('OFFBANK', 'chief');
    const chief = await signInNew('OFFBANK', 'chief');
    const off = await put(ops, '/esee/company/updateCompany', {
      instCode: 'OFFBANK',
      enabled: false,
      instName: '停用银行',
    });
    expect(off.data).toMatchObject({ enabled: false, instName: '停用银行' });
    expect((await chief.get('/esee/user/getOrgInfo')).code).toBe(ResultCode.INVALID_SESSION);
    const live = await t.database.db
      .selectFrom('user_session')
      .select('id')
      .where('revoked_at', 'is', null)
      .where(
        'inst_id',
        '=',
        (
          await t.database.db
            .selectFrom('institution')
            .select('id')
            .where('code', '=', 'OFFBANK')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(live).toEqual([]);
    expect((await t.loginAs({ instCode: 'OFFBANK', authName: 'chief', pwd: FIRST_PASSWORD })).body.code).toBe(400);
    await put(ops, '/esee/company/updateCompany', { instCode: 'OFFBANK', enabled: true });
    expect((await t.loginAs({ instCode: 'OFFBANK', authName: 'chief', pwd: FIRST_PASSWORD })).body.code).toBe(
      ResultCode.OK,
    );

    // The last day of service is still a day of service; the day after, logins are refused.
    const yesterday = new Date(t.clock.now().getTime() + 8 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await put(ops, '/esee/company/updateCompany', { instCode: 'OFFBANK', validUntil: today });
    expect((await t.loginAs({ instCode: 'OFFBANK', authName: 'chief', pwd: FIRST_PASSWORD })).body.code).toBe(
      ResultCode.OK,
    );
    const expired = await put(ops, '/esee/company/updateCompany', {
      instCode: 'OFFBANK',
      validUntil: yesterday,
    });
    expect(expired.data.validUntil).toBe(yesterday);
    expect((await t.loginAs({ instCode: 'OFFBANK', authName: 'chief', pwd: FIRST_PASSWORD })).body).toMatchObject({
      code: 400,
      message: PlatformMessage.INST_EXPIRED,
    });
    await put(ops, '/esee/company/updateCompany', { instCode: 'OFFBANK', validUntil: null });
    expect((await put(ops, '/esee/company/updateCompany', { instCode: 'NOSUCH', enabled: false })).code).toBe(404);
    expect((await put(ops, '/esee/company/updateCompany', { instCode: 'PLATFORM', enabled: false })).code).toBe(404);
    expect((await put(ops, '/esee/company/updateCompany', { instCode: 'OFFBANK', instName: '   ' })).code).toBe(400);
  });

  it("feature models: the catalogue, an institution's models, and its analyst loses a solution at the next call", async () => {
    const catalogue = await ops.get('/esee/company/modelList');
    expect(catalogue.data.map((m: { code: string }) => m.code)).toEqual([
      'CBA',
      'PRMA',
      'IBA',
      'SCS',
      'isAssetAllocationOpen',
      'isResearchOpen',
      'isChinaFundOpen',
    ]);
    expect(catalogue.data.every((m: { title: string; description: string }) => m.title && m.description)).toBe(true);
    const iba = catalogue.data.find((m: { code: string }) => m.code === 'IBA').institutionCount as number;
    expect((await ops.get('/esee/model/settableModelList')).data).toHaveLength(7);
    expect((await ops.get('/esee/company/companyModelList?instCode=DEMO')).data).toEqual({
      instCode: 'DEMO',
      models: ['CBA', 'PRMA', 'IBA', 'SCS', 'isResearchOpen'],
    });

    const remotes = async () =>
      ((await analyst.get('/framework/api/remotes')).data as RemoteDescriptor[]).map((r) => r.name);
    const menuText = async () =>
      JSON.stringify((await analyst.get('/framework/api/user/menu')).data as ServerMenuNode[]);
    expect(await remotes()).toContain('iba');
    expect(await menuText()).toContain('/ibaBase');
    try {
      const saved = await ops.post('/esee/company/saveCompanyModels', {
        instCode: 'DEMO',
        models: ['CBA', 'PRMA', 'SCS', 'isResearchOpen'],
      });
      expect(saved.data.models).toEqual(['CBA', 'PRMA', 'SCS', 'isResearchOpen']);
      expect(await remotes()).not.toContain('iba');
      expect(await menuText()).not.toContain('/ibaBase');
      expect((await analyst.get('/esee/user/getOrgInfo')).data.supportApps).toEqual(['CBA', 'PRMA', 'SCS']);
      const after = await ops.get('/esee/company/modelList');
      expect(after.data.find((m: { code: string }) => m.code === 'IBA').institutionCount).toBe(iba - 1);
      expect(after.data.find((m: { code: string }) => m.code === 'isResearchOpen').institutionCount).toBe(1);
      // DEMO2 is untouched.
      expect((await ops.get('/esee/company/companyModelList?instCode=DEMO2')).data.models).toEqual(['CBA', 'PRMA']);
    } finally {
      await ops.post('/esee/company/saveCompanyModels', {
        instCode: 'DEMO',
        models: ['CBA', 'PRMA', 'IBA', 'SCS', 'isResearchOpen'],
      });
    }
    expect(await remotes()).toContain('iba');
    expect(await ops.post('/esee/company/saveCompanyModels', { instCode: 'DEMO', models: ['NOPE'] })).toMatchObject({
      code: 400,
      message: expect.stringContaining(PlatformMessage.MODEL_UNKNOWN),
    });
    expect((await ops.get('/esee/company/companyModelList?instCode=NOSUCH')).code).toBe(404);
  });

  it("an institution's parameters: secrets shown as set or not, each checked like 机构设置", async () => {
    await created('PARAMBANK', ['CBA']);
    const set = (name: string, value: string | null) =>
      ops.post('/framework/api/ops/instParam', { instCode: 'PARAMBANK', name, value });
    expect((await set('pwdMinLength', '12')).code).toBe(ResultCode.OK);
    expect((await set('pwdMinLength', '3')).message).toBe('密码最小长度应为6–32位');
    expect((await set('pwdMinLength', 'abc')).code).toBe(400);
    expect((await set('serviceEmail', 'not-an-email')).message).toBe('服务邮箱格式不正确');
    expect((await set('boThreshold', '150')).code).toBe(400);
    expect((await set('isResearchOpen', 'yes')).code).toBe(400);
    expect((await set('getSupportApp', 'CBA,XYZ')).code).toBe(400);
    expect((await set('bankFlowThresholds', '[1]')).code).toBe(400);
    expect((await set('noSuchParam', '1')).message).toBe(PlatformMessage.PARAM_UNKNOWN);
    expect((await set('externalAuthSecret', 'short')).code).toBe(400);
    expect((await set('externalAuthSecret', 'x'.repeat(40))).code).toBe(ResultCode.OK);
    const params = (await ops.get('/framework/api/ops/instParam?inst_code=PARAMBANK')).data as {
      name: string;
      value: string | null;
      secret: boolean;
      isSet: boolean;
    }[];
    expect(params.find((p) => p.name === 'externalAuthSecret')).toEqual(
      expect.objectContaining({ value: null, secret: true, isSet: true }),
    );
    expect(params.find((p) => p.name === 'pwdMinLength')).toMatchObject({ value: '12', isSet: true });
    expect((await set('pwdMinLength', null)).code).toBe(ResultCode.OK);
    expect(
      (await ops.get('/framework/api/ops/instParam?inst_code=PARAMBANK')).data.find(
        (p: { name: string }) => p.name === 'pwdMinLength',
      ).value,
    ).toBeNull();
    expect((await ops.get('/framework/api/ops/instParam?inst_code=PLATFORM')).code).toBe(404);
  });

  it("an institution's summary: members, enabled, logins and active users of the last 30 days", async () => {
    const summary = await ops.post('/esee/analysis/company/qry', { instCode: 'DEMO' });
    expect(summary.data).toMatchObject({ instCode: 'DEMO', members: 2, enabledMembers: 2, activeUsers30d: 2 });
    expect(summary.data.logins30d).toBeGreaterThanOrEqual(2);
    expect((await ops.post('/esee/analysis/company/qry', { instCode: 'NOSUCH' })).code).toBe(404);
  });

  it('global parameters and settings: checked, and the site answers the settings', async () => {
    expect((await ops.post('/esee/platform/globalParameter', { name: 'pwdMinLength', value: '2' })).code).toBe(400);
    expect(
      (await ops.post('/esee/platform/globalParameter', { name: 'externalAuthSecret', value: 'x'.repeat(40) })).code,
    ).toBe(400);
    expect((await ops.post('/esee/platform/globalParameter', { name: 'exportRowsPerDay', value: '8000' })).code).toBe(
      ResultCode.OK,
    );
    const globals = (await ops.get('/esee/platform/globalParameter')).data as {
      name: string;
      value: string | null;
    }[];
    expect(globals.find((g) => g.name === 'exportRowsPerDay')!.value).toBe('8000');
    expect(globals.some((g) => g.name === 'externalAuthSecret')).toBe(false);
    await ops.post('/esee/platform/globalParameter', { name: 'exportRowsPerDay', value: null });

    expect(
      (
        await ops.post('/esee/platform/globalSetting', {
          productName: '风险筛查平台',
          servicePhone: 'abc',
          serviceEmail: '',
        })
      ).message,
    ).toBe('服务电话格式不正确');
    expect(
      (
        await ops.post('/esee/platform/globalSetting', {
          productName: '风险筛查平台',
          servicePhone: '400-000-0000',
          serviceEmail: 'desk@example.com',
        })
      ).code,
    ).toBe(ResultCode.OK);
    const site = (await t.app.inject({ method: 'GET', url: '/framework/site' })).json().data;
    expect(site).toMatchObject({
      productName: '风险筛查平台',
      servicePhone: '400-000-0000',
      serviceEmail: 'desk@example.com',
    });
    await ops.post('/esee/platform/globalSetting', { productName: '', servicePhone: '', serviceEmail: '' });
    const back = (await t.app.inject({ method: 'GET', url: '/framework/site' })).json().data;
    expect(back.productName).toBe('企业信息与风险筛查平台');
    expect((await ops.get('/esee/platform/globalSetting')).data.stored).toEqual({
      productName: '',
      servicePhone: '',
      serviceEmail: '',
    });
  });
});
