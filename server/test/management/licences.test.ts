import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { MEMBER_IMPORT_HEADER, ResultCode, seatsFullMessage } from '@esee/contracts';
import { ONE_ENGINE } from '../fixtures';
import { blockApp, institutionWithManager } from '../fixtures/management';

const FIRST_PASSWORD = 'Welcome@2026';
const DAY_MS = 24 * 3600_000;
const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

const book = (rows: string[][]): Buffer => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([[...MEMBER_IMPORT_HEADER], ...rows]), '成员');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

describe.each(ONE_ENGINE)('授权管理 on %s', (engine) => {
  const s = blockApp(engine, { ops: 'ops', admin: 'admin', analyst: 'analyst' });

  /** A fresh institution and its manager, signed in. */
  const institution = async (code: string) => {
    const { username, managerId } = await institutionWithManager(s, code, ['CBA'], FIRST_PASSWORD);
    return { manager: await s.t.client({ instCode: code, username }), managerId };
  };
  const save = (instCode: string, validUntil: string | null, seatLimit: number | null, note?: string) =>
    s.ops.post('/esee/platform/licence/save', { instCode, validUntil, seatLimit, note });
  const members = async (code: string) =>
    Number(
      (
        await s.t.database.db
          .selectFrom('app_user')
          .innerJoin('institution', 'institution.id', 'app_user.inst_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('institution.code', '=', code)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses every licence call to an institution manager and to staff', async () => {
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/esee/platform/licence/list'],
      ['POST', '/esee/platform/licence/save', { instCode: 'DEMO', validUntil: null, seatLimit: 1 }],
      ['GET', '/esee/platform/licence/history?instCode=DEMO'],
    ];
    for (const who of [s.admin, s.analyst])
      for (const [method, url, body] of calls)
        expect((await who.inject({ method, url, payload: body })).json().code, url).toBe(403);
    // The institution's own licence: its managers (fmk) read it, staff do not.
    expect(await s.admin.get('/esee/institution/licence')).toMatchObject({
      code: 200,
      data: { validUntil: null, daysLeft: null, seatLimit: null },
    });
    expect((await s.analyst.get('/esee/institution/licence')).code).toBe(403);
  });

  it('lists, edits and keeps the history of a licence', async () => {
    await institution('LICLIST');
    const end = chinaDay(s.t.clock.now().getTime() + 20 * DAY_MS);
    expect((await save('LICLIST', '2026-02-30', 5)).code).toBe(400);
    expect((await save('LICLIST', null, -1)).code).toBe(400);
    expect((await save('NOPE', null, 5)).code).toBe(404);
    expect((await save('PLATFORM', null, 5)).code).toBe(404);
    expect((await save('LICLIST', null, null)).message).toBe('授权没有变化');
    const saved = await save('LICLIST', end, 5, '续约一年');
    expect(saved).toMatchObject({
      code: 200,
      data: { instCode: 'LICLIST', validUntil: end, daysLeft: 20, seatLimit: 5, seatsUsed: 1, solutions: ['CBA'] },
    });
    const list = await s.ops.get('/esee/platform/licence/list?keyword=LICLIST');
    expect(list.data).toMatchObject({ total: 1, list: [{ instCode: 'LICLIST', seatLimit: 5 }] });
    // The same date 机构列表 shows and login checks.
    const company = await s.ops.get('/esee/company/findAllCompany?keyword=LICLIST');
    expect(company.data.list[0].validUntil).toBe(end);
    await save('LICLIST', null, null, '改为长期');
    const history = await s.ops.get('/esee/platform/licence/history?instCode=LICLIST');
    expect(history.data).toHaveLength(2);
    expect(history.data[0]).toMatchObject({
      changedBy: expect.stringContaining('ops'),
      validUntilBefore: end,
      validUntilAfter: null,
      seatLimitBefore: 5,
      seatLimitAfter: null,
      note: '改为长期',
    });
    expect(history.data[1]).toMatchObject({ validUntilBefore: null, validUntilAfter: end, note: '续约一年' });
  });

  it('refuses adding or enabling members over the seat limit: createUser, import (nothing written), enable', async () => {
    const { manager, managerId } = await institution('LICSEAT');
    expect((await save('LICSEAT', null, 2)).code).toBe(ResultCode.OK);
    const unit = (await manager.get('/framework/api/org/unit')).data[0].id as number;
    const roles = (await manager.get('/esee/manager/role/allRole')).data as {
      roleId: number;
      roleName: string;
    }[];
    const roleId = roles.find((r) => r.roleName === '业务人员')!.roleId;
    const add = async (username: string) =>
      manager.post('/esee/user/createUser', {
        unitId: unit,
        username,
        name: '成员',
        roleId,
        pwd: await s.t.seal(FIRST_PASSWORD),
      });
    const first = await add('licseat.a');
    expect(first.code, JSON.stringify(first)).toBe(ResultCode.OK);
    expect(await add('licseat.b')).toMatchObject({ code: 400, message: seatsFullMessage(2) });
    expect(
      (
        await manager.post('/framework/api/org/unit/employee/add', {
          unitId: unit,
          username: 'licseat.c',
          name: '成员',
          roleId,
          pwd: await s.t.seal(FIRST_PASSWORD),
        })
      ).message,
    ).toBe(seatsFullMessage(2));
    // The platform's own createUser for managers counts too.
    expect(
      (
        await s.ops.post('/esee/company/createUser', {
          instCode: 'LICSEAT',
          username: 'licseat.m2',
          name: '管理员二',
          pwd: await s.t.seal(FIRST_PASSWORD),
        })
      ).message,
    ).toBe(seatsFullMessage(2));

    // Room for one more: an import of two writes nothing.
    await save('LICSEAT', null, 3);
    const before = await members('LICSEAT');
    const row = (u: string) =>
      MEMBER_IMPORT_HEADER.map(
        (h) =>
          ({ 用户名: u, 姓名: '导入', 部门: '总部', 角色: '业务人员', 手机: '', 邮箱: '', 初始密码: FIRST_PASSWORD })[
            h
          ],
      );
    const url = '/framework/api/org/unit/employee/import';
    expect(await manager.upload(url, 'm.xlsx', book([row('licseat.i1'), row('licseat.i2')]))).toMatchObject({
      code: 400,
      message: seatsFullMessage(3),
    });
    expect(await members('LICSEAT')).toBe(before);
    expect((await manager.upload(url, 'm.xlsx', book([row('licseat.i1')]))).code).toBe(ResultCode.OK);

    // Disabling frees a seat; enabling again needs one.
    const a = first.data.id as number;
    expect((await manager.post('/esee/user/updateAvailable', { userId: a, enableFlag: 0 })).code).toBe(200);
    expect((await add('licseat.d')).code).toBe(ResultCode.OK);
    expect(await manager.post('/esee/user/updateAvailable', { userId: a, enableFlag: 1 })).toMatchObject({
      code: 400,
      message: seatsFullMessage(3),
    });
    // The platform's updateUserInfo re-enabling a manager counts too.
    await s.t.database.db.updateTable('app_user').set({ enabled: false }).where('id', '=', managerId).execute();
    await add('licseat.e').catch(() => undefined);
    expect(
      (
        await s.ops.inject({
          method: 'PUT',
          url: '/esee/company/updateUserInfo',
          payload: { instCode: 'LICSEAT', userId: managerId, enableFlag: 1 },
        })
      ).json().message,
    ).toBe(seatsFullMessage(3));

    // The institution sees its own licence.
    await s.t.database.db.updateTable('app_user').set({ enabled: true }).where('id', '=', managerId).execute();
    expect((await manager.get('/esee/institution/licence')).data).toMatchObject({ seatLimit: 3 });
    // Unlimited again.
    await save('LICSEAT', null, null);
    expect((await add('licseat.f')).code).toBe(ResultCode.OK);
  });
});
