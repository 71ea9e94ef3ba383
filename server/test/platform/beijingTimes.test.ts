import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { ResultCode } from '@esee/contracts';
import { ENGINES, firstEntIds, instId, withApp, type Client, type TestApp } from '../fixtures';

/**
 * Every time an answer shows is Beijing time (docs/server.md, Times), whatever the zone of the server and of the
 * database session: an event stored at 17:30 UTC on 30 June happened at 01:30 on 1 July in Beijing, and that is
 * what the audit lists, the projects, the batch files and the monitoring lists say, and the day they file it under.
 */
const AT = new Date('2026-06-30T17:30:00Z');
const SHOWN = '2026-07-01 01:30';
const BEIJING_DAY = '2026-07-01';

describe.each(ENGINES)('times shown in Beijing time on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let inst: number;
  let adminId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    // A few companies to put in a project and to monitor (the data set dataScope.test.ts uses too).
    t = await withApp({ engine, data: { companies: 20, seed: 7, today: new Date('2026-11-22'), recordScale: 0 } });
    // The bug shows when the database session reads times in UTC (as the embedded database does): make it so.
    await sql`set time zone 'UTC'`.execute(db());
    admin = await t.client('admin');
    inst = await instId(db(), 'DEMO');
    const user = await db()
      .selectFrom('app_user')
      .select('id')
      .where('inst_id', '=', inst)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminId = user.id;
  }, 60_000);
  afterAll(() => t.close());

  // The embedded database is one connection: the setting holds for every call. A PostgreSQL pool's other
  // connections keep the server's zone, and the answers below must be right in any zone all the same.
  it.skipIf(engine !== 'pglite')('the database session of this test reads UTC', async () => {
    const { rows } = await sql<{ text: string }>`select to_char(${AT}::timestamptz, 'HH24:MI') as text`.execute(db());
    expect(rows[0]!.text).toBe('17:30');
  });

  it('登录日志 and 在线用户', async () => {
    const row = await db()
      .insertInto('login_log')
      .values({ inst_id: inst, user_id: adminId, username: 'admin', outcome: 'SUCCESS', created_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    const log = await admin.get('/framework/api/org/loginLog', { start: BEIJING_DAY, end: BEIJING_DAY });
    expect(log.code).toBe(ResultCode.OK);
    expect(log.data.list.find((r: { id: string }) => r.id === String(row.id))?.at).toBe(`${SHOWN}:00`);

    await db().updateTable('user_session').set({ created_at: AT }).where('user_id', '=', adminId).execute();
    const online = await admin.get('/framework/api/org/online', { keyword: 'admin' });
    expect(online.data.list.find((r: { current: boolean }) => r.current)?.loginAt).toBe(`${SHOWN}:00`);
  });

  it('使用记录, on the Beijing day', async () => {
    await db()
      .insertInto('usage_record')
      .values({ inst_id: inst, user_id: adminId, function: 'search', units: 7, created_at: AT })
      .execute();
    const records = await admin.post('/esee/record/getRecords4Consume', { start: BEIJING_DAY, end: BEIJING_DAY });
    expect(records.data.list).toEqual([expect.objectContaining({ units: 7, at: `${SHOWN}:00` })]);
    expect(records.data.byDay).toEqual([expect.objectContaining({ day: BEIJING_DAY, units: 7 })]);
    const file = await admin.inject({
      method: 'GET',
      url: `/esee/record/exportRecords4Consume?start=${BEIJING_DAY}&end=${BEIJING_DAY}`,
    });
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(file.rawPayload).Sheets['使用记录']!, { header: 1 });
    expect(rows).toEqual([expect.arrayContaining(['时间（北京时间）']), expect.arrayContaining([`${SHOWN}:00`])]);
  });

  it('架构变更 and 权限变更', async () => {
    for (const category of ['ARCH', 'PERM'] as const)
      await db()
        .insertInto('org_change_log')
        .values({
          inst_id: inst,
          category,
          action: 'CREATE',
          target_type: 'UNIT',
          target_name: `北京时间${category}`,
          detail: '{}',
          actor_user_id: adminId,
          actor_name: '管理员',
          created_at: AT,
        })
        .execute();
    for (const category of ['ARCH', 'PERM']) {
      const log = await admin.get('/framework/api/org/changeLog', { category, start: BEIJING_DAY, end: BEIJING_DAY });
      expect(log.data.list, category).toEqual([expect.objectContaining({ createdAt: `${SHOWN}:00` })]);
    }
  });

  it('意见反馈: the list, the detail and its thread', async () => {
    const submitted = await admin.post('/esee/feedback/submit', {
      type: 'FEATURE',
      title: '北京时间',
      content: '时间',
    });
    const id = submitted.data.id as number;
    await db().updateTable('feedback').set({ created_at: AT, updated_at: AT }).where('id', '=', id).execute();
    await db().updateTable('feedback_message').set({ created_at: AT }).where('feedback_id', '=', id).execute();
    const mine = await admin.post('/esee/feedback/mine', {});
    expect(mine.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      createdAt: `${SHOWN}:00`,
      updatedAt: `${SHOWN}:00`,
    });
    const detail = await admin.post('/esee/feedback/mine/detail', { id });
    expect(detail.data.createdAt).toBe(`${SHOWN}:00`);
    for (const m of detail.data.messages as { createdAt: string }[]) expect(m.createdAt).toBe(`${SHOWN}:00`);
  });

  it('项目管理: the project and the time a company joined it', async () => {
    const created = await admin.post('/esee/projectManage/create', { name: '北京时间项目' });
    const id = created.data.id as number;
    const [entId] = await firstEntIds(db(), 1);
    await admin.post('/esee/projectManage/addCompanies', { id, entIds: [entId] });
    await db().updateTable('project').set({ created_at: AT, updated_at: AT }).where('id', '=', id).execute();
    await db().updateTable('project_company').set({ added_at: AT }).where('project_id', '=', id).execute();
    const list = await admin.get('/esee/projectManage/list');
    expect(list.data.find((p: { id: number }) => p.id === id)).toMatchObject({ createdAt: SHOWN, updatedAt: SHOWN });
    const detail = await admin.get(`/esee/projectManage/detail?id=${id}`);
    expect(detail.data.companies.list[0].addedAt).toBe(SHOWN);
  });

  it('最近浏览的企业', async () => {
    const [entId] = await firstEntIds(db(), 1);
    expect((await admin.post('/esee/userAnalysis/entHisEntry', { entId })).code).toBe(ResultCode.OK);
    await db().updateTable('company_view').set({ viewed_at: AT }).where('user_id', '=', adminId).execute();
    const recent = await admin.get('/esee/userAnalysis/entHisEntry');
    expect(recent.data).toEqual([expect.objectContaining({ entId, viewedAt: `${SHOWN}:00` })]);
  });

  it('批量查询: the uploaded files', async () => {
    const file = await db()
      .insertInto('batch_file')
      .values({
        inst_id: inst,
        user_id: adminId,
        kind: 'SEARCH',
        file_name: '北京时间.xlsx',
        total_record: 0,
        created_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const files = await admin.post('/esee/batchSearch/uploadFileList', { pageSize: 50 });
    expect(files.data.list.find((f: { fileId: number }) => f.fileId === file.id)?.createTime).toBe(SHOWN);
  });

  it('平台管理: an institution, its managers and their last login', async () => {
    const ops = await t.client('ops');
    await db().updateTable('institution').set({ created_at: AT }).where('id', '=', inst).execute();
    await db().updateTable('app_user').set({ created_at: AT }).where('id', '=', adminId).execute();
    await db().deleteFrom('login_log').where('user_id', '=', adminId).execute();
    await db()
      .insertInto('login_log')
      .values({ inst_id: inst, user_id: adminId, username: 'admin', outcome: 'SUCCESS', created_at: AT })
      .execute();
    const all = await ops.get('/esee/company/findAllCompany', { page_size: 50 });
    expect(all.data.list.find((i: { instCode: string }) => i.instCode === 'DEMO')?.createdAt).toBe(`${SHOWN}:00`);
    const managers = await ops.post('/esee/company/findManagerByCompany', { instCode: 'DEMO' });
    expect(managers.data.find((m: { userId: number }) => m.userId === adminId)).toMatchObject({
      createdAt: `${SHOWN}:00`,
      lastLoginAt: `${SHOWN}:00`,
    });
  });

  it('监控企业 and their alerts, the alert filter on Beijing days', async () => {
    const [entId] = await firstEntIds(db(), 1);
    const added = await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [entId] });
    expect(added.code).toBe(ResultCode.OK);
    await db()
      .updateTable('monitored_company')
      .set({ added_at: AT })
      .where('user_id', '=', adminId)
      .where('ent_id', '=', entId!)
      .execute();
    const monitored = await admin.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0, pageSize: 50 });
    expect(monitored.data.list.find((m: { entId: string }) => m.entId === entId)?.addTime).toBe(SHOWN);

    await db()
      .insertInto('monitor_alert')
      .values({
        user_id: adminId,
        inst_id: inst,
        ent_id: entId!,
        source: 'test',
        kind: 'statusChange',
        level: '警示',
        title: '北京时间',
        summary: '北京时间',
        created_at: AT,
      })
      .execute();
    const alerts = (filter: object) => admin.post('/esee/monitorAlert/list', { entId, ...filter });
    const onDay = await alerts({ dateFrom: BEIJING_DAY, dateTo: BEIJING_DAY });
    expect(onDay.data.list).toEqual([expect.objectContaining({ title: '北京时间', alertTime: SHOWN })]);
    expect((await alerts({ dateFrom: '2026-06-30', dateTo: '2026-06-30' })).data.total).toBe(0);

    // The monitoring report: the period is Beijing days, a status change is dated by its Beijing day.
    const report = (day: string) =>
      admin.post('/esee/monitorReport/summary', { groupId: 0, dateFrom: day, dateTo: day });
    expect((await report(BEIJING_DAY)).data.statusChanges).toEqual([
      expect.objectContaining({ summary: '北京时间', date: BEIJING_DAY }),
    ]);
    expect((await report('2026-06-30')).data.alerts).toBe(0);
  });
});
