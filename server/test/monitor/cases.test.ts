import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { CaseDetail, CaseRow } from '@esee/contracts';
import { loadDataSet } from '../../src/data/load';
import { today } from '../../src/platform/clock';
import { ONE_ENGINE, firstEntIds, withApp, type Client, type TestApp } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-cases-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface AlertRow {
  alertId: number;
  kind: string;
  source: string;
  recordId: string | null;
  summary: string;
  ignored: boolean;
  caseId: number | null;
}

describe.each(ONE_ENGINE)('cases on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  let entId: string;
  let companyRow: Record<string, unknown>;
  let loads = 0;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 40, seed: 11, today: new Date('2026-11-22'), recordScale: 0 } });
    [analyst, admin, outsider] = await t.clients('analyst', 'admin', 'demo2');
    entId = (await firstEntIds(t.database.db, 1))[0]!;
    const companies = readFileSync(path.join(t.dataFiles!, 'companies.jsonl'), 'utf8').split('\n').filter(Boolean);
    companyRow = JSON.parse(companies.find((l) => l.includes(`"entId":"${entId}"`))!);
    for (const who of [analyst, admin]) await who.postData('/esee/monitorManage/addMonitorObj', { entIds: [entId] });
  }, 60_000);
  afterAll(() => t.close());

  /** A day's data as a vendor delivers it: records and, optionally, the company's new registration status. */
  const load = async (records: object[], status?: string) => {
    const folder = path.join(tmp, `${engine}-${++loads}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'records.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
    if (status) writeFileSync(path.join(folder, 'companies.jsonl'), `${JSON.stringify({ ...companyRow, status })}\n`);
    await loadDataSet(t.database.db, folder);
  };
  const dishonest = (recordId: string, caseNo: string) => ({
    recordId,
    companyId: entId,
    kind: 'dishonest',
    date: '2026-11-20',
    caseNo,
  });
  const alerts = async (who: Client, filter: object = {}) =>
    (await who.postData<{ total: number; list: AlertRow[] }>('/esee/monitorAlert/list', { entId, ...filter })).list;
  const alertOf = async (who: Client, recordId: string) => (await alerts(who)).find((a) => a.recordId === recordId)!;
  const detail = (who: Client, caseId: number) => who.getData<CaseDetail>('/esee/monitorCase/detail', { caseId });
  const queue = async (who: Client, q: object) =>
    who.postData<{ total: number; list: CaseRow[] }>('/esee/monitorCase/list', q);
  const userId = async (who: Client) => Number((await who.getData<{ userId: string }>('/esee/user/info')).userId);
  const update = (who: Client, body: object) => who.post('/esee/monitorCase/update', body);

  it('opens a case from alerts, assigns it in the institution, and keeps every change in its history', async () => {
    await load([dishonest('case-r1', '（2026）京0105执1号'), dishonest('case-r2', '（2026）京0105执2号')]);
    const [r1, r2] = [await alertOf(analyst, 'case-r1'), await alertOf(analyst, 'case-r2')];
    expect(r1).toMatchObject({ ignored: false, caseId: null });

    // Another user's alert is not the caller's to open; nor another institution's.
    const adminR1 = await alertOf(admin, 'case-r1');
    expect((await analyst.post('/esee/monitorCase/open', { alertIds: [adminR1.alertId] })).code).toBe(404);
    expect((await outsider.post('/esee/monitorCase/open', { alertIds: [r1.alertId] })).code).toBe(404);
    // Only the institution's members are assignees.
    const outsiderId = await userId(outsider);
    const foreign = await analyst.post('/esee/monitorCase/open', { alertIds: [r1.alertId], assigneeId: outsiderId });
    expect(foreign).toMatchObject({ code: 404, message: '处理人不存在' });

    const { caseId } = await analyst.postData<{ caseId: number }>('/esee/monitorCase/open', {
      alertIds: [r1.alertId],
      dueDate: today(-1),
    });
    const opened = await detail(analyst, caseId);
    expect(opened).toMatchObject({
      entId,
      status: '待处理',
      assigneeName: '林晓雯',
      overdue: true,
      canAct: true,
      alerts: [{ alertId: r1.alertId, kind: 'dishonest', summary: '（2026）京0105执1号' }],
    });
    expect(opened.events).toEqual([
      expect.objectContaining({
        userName: '林晓雯',
        action: '创建案件',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      }),
    ]);
    expect((await alertOf(analyst, 'case-r1')).caseId).toBe(caseId);
    expect((await alertOf(analyst, 'case-r2')).caseId).toBeNull();

    // Queues: mine for the assignee, not for the admin; 全部案件 for the audit right only; overdue and company filters.
    expect((await queue(analyst, { queue: 'mine' })).list.map((c) => c.caseId)).toEqual([caseId]);
    expect((await queue(admin, { queue: 'mine' })).total).toBe(0);
    expect((await queue(admin, { queue: 'all' })).list.map((c) => c.caseId)).toContain(caseId);
    expect((await analyst.post('/esee/monitorCase/list', { queue: 'all' })).code).toBe(403);
    expect((await queue(analyst, { queue: 'mine', overdue: true })).total).toBe(1);
    expect((await queue(analyst, { queue: 'mine', status: '处理中' })).total).toBe(0);
    expect((await queue(analyst, { queue: 'mine', entName: '不存在的企业名' })).total).toBe(0);
    expect((await queue(analyst, { queue: 'mine', entName: opened.entName.slice(0, 4) })).total).toBe(1);

    // A team: its members see the case in 团队案件 and may act on it.
    const db = t.database.db;
    const inst = await db.selectFrom('institution').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const team = await db
      .insertInto('org_team')
      .values({ inst_id: inst.id, name: '风险处置小组' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('org_team_member')
      .values({ team_id: team.id, user_id: await userId(admin) })
      .execute();
    expect((await queue(admin, { queue: 'team' })).total).toBe(0);
    expect((await update(analyst, { caseId, teamId: team.id })).code).toBe(200);
    expect((await queue(admin, { queue: 'team' })).list.map((c) => c.teamName)).toEqual(['风险处置小组']);
    expect((await update(analyst, { caseId, assigneeId: outsiderId })).code).toBe(404);
    expect((await update(admin, { caseId, assigneeId: await userId(admin), status: '处理中' })).code).toBe(200);
    expect((await queue(admin, { queue: 'mine', status: '处理中' })).total).toBe(1);
    expect((await queue(analyst, { queue: 'mine' })).total).toBe(0);

    // Closing needs a reason.
    expect(await update(admin, { caseId, status: '已处置' })).toMatchObject({
      code: 400,
      message: '已处置或误报须填写处置理由',
    });
    expect((await update(admin, { caseId, status: '已处置', reason: '  ' })).code).toBe(400);
    expect((await update(admin, { caseId })).code).toBe(400);

    // Another institution's case is not found, to read or to change.
    expect((await outsider.get('/esee/monitorCase/detail', { caseId })).code).toBe(404);
    expect((await update(outsider, { caseId, note: '越权' })).code).toBe(404);
    expect((await queue(outsider, { queue: 'all' })).total).toBe(0);

    const history = (await detail(analyst, caseId)).events.map((e) => [e.action, e.detail]);
    expect(history).toEqual([
      ['创建案件', expect.stringContaining('处理人：林晓雯')],
      ['团队', '团队：无 → 风险处置小组'],
      ['指派', '处理人：林晓雯 → 周明远'],
      ['状态变更', '待处理 → 处理中'],
    ]);
    expect(r2.ignored).toBe(false);
  });

  it('keeps attachments with the case, of the allowed kinds, for the institution only', async () => {
    const r2 = await alertOf(analyst, 'case-r2');
    const { caseId } = await analyst.postData<{ caseId: number }>('/esee/monitorCase/open', { alertIds: [r2.alertId] });
    const pdf = Buffer.from('%PDF-1.4\n% 核查说明\n');
    const up = await analyst.upload('/esee/monitorCase/attachment', '核查说明.pdf', pdf, { caseId });
    expect(up, JSON.stringify(up)).toMatchObject({ code: 200, data: { fileName: '核查说明.pdf', size: pdf.length } });
    const bad = await analyst.upload('/esee/monitorCase/attachment', '脚本.pdf', Buffer.from('MZ'), { caseId });
    expect(bad.code).toBe(400);
    // The one attachment check: a name with a NUL is refused as unclean input; a long one keeps its end, whole.
    const unclean = await analyst.upload('/esee/monitorCase/attachment', '核查\u0000说明.pdf', pdf, { caseId });
    expect(unclean).toMatchObject({ code: 400, message: '请求参数有误：文件名含有不允许的字符' });
    const longName = `b😀${'说'.repeat(195)}.pdf`;
    const long = await analyst.upload('/esee/monitorCase/attachment', longName, pdf, { caseId });
    expect(long).toMatchObject({ code: 200, data: { fileName: longName.slice(1) } });
    expect((await outsider.upload('/esee/monitorCase/attachment', 'x.pdf', pdf, { caseId })).code).toBe(404);
    const shown = await detail(admin, caseId);
    expect(shown.attachments).toEqual([
      expect.objectContaining({ fileName: '核查说明.pdf', uploadedBy: '林晓雯' }),
      expect.objectContaining({ fileName: longName.slice(1) }),
    ]);
    expect(shown.events.map((e) => e.action)).toEqual(['创建案件', '上传附件', '上传附件']);
    const attachmentId = shown.attachments[0]!.attachmentId;
    const file = await admin.inject({
      method: 'GET',
      url: `/esee/monitorCase/attachment/download?attachmentId=${attachmentId}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const foreign = await outsider.get('/esee/monitorCase/attachment/download', { attachmentId });
    expect(foreign.code).toBe(404);
  });

  it('误报 quiets the signal while the data it rests on is unchanged: reworded it stays quiet, a changed record or status speaks', async () => {
    // A registration status change: an alert without a record row, fingerprinted by the company's status and the
    // delivery that changed it, not by its words.
    await load([], '吊销');
    const statusAlert = (await alerts(analyst, { kind: 'statusChange' }))[0]!;
    expect(statusAlert.summary).toContain('→ 吊销');
    const { caseId } = await analyst.postData<{ caseId: number }>('/esee/monitorCase/open', {
      alertIds: [statusAlert.alertId, (await alertOf(analyst, 'case-r1')).alertId],
    });
    expect((await detail(analyst, caseId)).title).toMatch(/等2条预警$/);
    expect((await update(analyst, { caseId, status: '误报', reason: '数据源登记有误，已向登记机关核实' })).code).toBe(
      200,
    );

    // The case's alerts, and the admin's alerts of the same signals, show as ignored; unread leaves them out.
    expect((await alertOf(analyst, 'case-r1')).ignored).toBe(true);
    expect((await alertOf(admin, 'case-r1')).ignored).toBe(true);
    expect((await alerts(analyst, { kind: 'statusChange' }))[0]!.ignored).toBe(true);
    expect((await alertOf(analyst, 'case-r2')).ignored).toBe(false);
    const unread = await alerts(analyst, { unread: true });
    expect(unread.some((a) => a.recordId === 'case-r1')).toBe(false);
    expect(unread.some((a) => a.recordId === 'case-r2')).toBe(true);

    // The alert is worded otherwise (every user's row of it): the same data, still quiet.
    await t.database.db
      .updateTable('monitor_alert')
      .set({ title: '经营状态变更', summary: statusAlert.summary.replace('登记状态：', '登记状态由') })
      .where('ent_id', '=', entId)
      .where('kind', '=', 'statusChange')
      .execute();
    expect((await alerts(analyst, { kind: 'statusChange' }))[0]).toMatchObject({
      title: '经营状态变更',
      ignored: true,
    });
    expect((await alerts(admin, { kind: 'statusChange' }))[0]!.ignored).toBe(true);

    // The status changes: the judged alert speaks again, and so does the change.
    const before = statusAlert.summary.split('：')[1]!.split(' → ')[0]!;
    await load([], before);
    expect((await alerts(analyst, { kind: 'statusChange' })).map((a) => a.ignored)).toEqual([false, false]);
    // Changed the same way again: a new delivery of 吊销 is a change to look at; the judged alert, whose status
    // stands again as it was judged, is quiet again.
    await load([], '吊销');
    const statusAlerts = await alerts(analyst, { kind: 'statusChange' });
    expect(statusAlerts.map((a) => [a.summary.endsWith('→ 吊销'), a.ignored])).toEqual([
      [true, false],
      [false, false],
      [true, true],
    ]);

    // The record changes (the vendor corrects it): its alert shows as usual again.
    await load([dishonest('case-r1', '（2026）京0105执1号之一')]);
    expect((await alertOf(analyst, 'case-r1')).ignored).toBe(false);
    expect((await alertOf(admin, 'case-r1')).ignored).toBe(false);

    // Reopened, the case lets its signals speak again.
    expect((await update(analyst, { caseId, status: '处理中', note: '重新核查' })).code).toBe(200);
    expect((await alerts(analyst, { kind: 'statusChange' })).some((a) => a.ignored)).toBe(false);
    const history = (await detail(analyst, caseId)).events.map((e) => [e.action, e.detail]);
    expect(history.slice(1)).toEqual([
      ['状态变更', '待处理 → 误报；理由：数据源登记有误，已向登记机关核实'],
      ['状态变更', '误报 → 处理中'],
      ['备注', '重新核查'],
    ]);
  });

  it('exports the cases with their full history, for the audit trail', async () => {
    const res = await admin.inject({ method: 'GET', url: '/esee/export/exportMonitorCases?queue=all' });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const cases = XLSX.utils.sheet_to_json<Record<string, string | number>>(book.Sheets['案件']!);
    const events = XLSX.utils.sheet_to_json<Record<string, string | number>>(book.Sheets['处置记录']!);
    const all = await queue(admin, { queue: 'all' });
    expect(cases.map((c) => c['案件编号'])).toEqual(all.list.map((c) => c.caseId));
    let total = 0;
    for (const c of all.list) total += (await detail(admin, c.caseId)).events.length;
    expect(events).toHaveLength(total);
    expect(events.find((e) => e['操作'] === '状态变更' && String(e['内容']).includes('误报'))).toMatchObject({
      操作人: '林晓雯',
      '操作时间（北京时间）': expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(cases.find((c) => c['状态'] === '处理中' && c['处置理由'])).toBeDefined();
    // 全部案件 is the audit right's; the analyst exports their own queue.
    expect((await analyst.get('/esee/export/exportMonitorCases', { queue: 'all' })).code).toBe(403);
    const mine = await analyst.inject({ method: 'GET', url: '/esee/export/exportMonitorCases?queue=mine' });
    expect(mine.statusCode).toBe(200);
  });
});
