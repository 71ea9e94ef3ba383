import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { ResultCode } from '@esee/contracts';
import { sql } from 'kysely';
import { generate } from '../src/data/generate/generate';
import { loadDataSet } from '../src/data/load';
import { loadInbox, READY_MARKER } from '../src/data/inbox';
import { generateUpdate } from '../src/data/generate/dailyUpdate';
import { ENGINES, as, startTestApp, type TestApp } from './fixtures';
import { today } from '../src/platform/clock';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-monitor-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(ENGINES)('monitoring on %s', (engine) => {
  let t: TestApp;
  let analyst: string;
  let admin: string;
  let outsider: string;
  let entIds: string[];
  let out: string;
  beforeAll(async () => {
    out = path.join(tmp, engine);
    await generate({ companies: 80, seed: 5, out, today: new Date('2026-11-22'), recordScale: 0 });
    t = await startTestApp(engine, { beforeApp: (db) => loadDataSet(db, out) });
    [analyst, admin, outsider] = await Promise.all([
      t.login('DEMO', 'analyst'),
      t.login('DEMO', 'admin'),
      t.login('DEMO2', 'admin'),
    ]);
    entIds = (await t.database.db.selectFrom('company').select('ent_id').orderBy('ent_id').limit(20).execute()).map(
      (r) => r.ent_id,
    );
  }, 60_000);
  afterAll(() => t.close());

  const call = async (who: string, url: string, payload: object = {}) =>
    (await t.app.inject(as(who, { method: 'POST', url, payload }))).json();
  const groups = async (who: string) =>
    (await call(who, '/esee/groupManager/listGroup')).data as {
      groupId: number;
      groupName: string;
      groupMonitorCount: number;
    }[];

  it('keeps groups per user: 默认分组 for a new user, 全部分组 (id 0) sums, names unique, default group kept', async () => {
    expect(await groups(analyst)).toEqual([
      { groupId: 0, groupName: '全部分组', defaultSelect: false, groupMonitorCount: 0 },
      expect.objectContaining({ groupName: '默认分组', groupMonitorCount: 0 }),
    ]);
    const key = (await call(analyst, '/esee/groupManager/addGroup', { groupName: ' 重点客户 ' })).data;
    expect(key.groupName).toBe('重点客户');
    for (const name of ['重点客户', '默认分组', '全部分组'])
      expect((await call(analyst, '/esee/groupManager/addGroup', { groupName: name })).message).toBe('分组名称已存在');
    expect((await call(analyst, '/esee/groupManager/addGroup', { groupName: '  ' })).message).toBe('分组名称不能为空');
    const fallback = (await groups(analyst)).find((g) => g.groupName === '默认分组')!;
    expect((await call(analyst, '/esee/groupManager/deleteGroup', { groupId: fallback.groupId })).message).toBe(
      '默认分组不能删除',
    );
    expect(
      (await call(analyst, '/esee/groupManager/updateGroup', { groupId: fallback.groupId, groupName: '其他' })).message,
    ).toBe('默认分组不能重命名');

    // Without a group, companies go to 默认分组; with one, there. A company is monitored once.
    expect(
      (await call(analyst, '/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(0, 3) })).data,
    ).toMatchObject({
      groupId: fallback.groupId,
      added: 3,
    });
    expect(
      (await call(analyst, '/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(2, 6), groupId: key.groupId }))
        .data,
    ).toMatchObject({ added: 3, existing: 1 });
    const counts = Object.fromEntries((await groups(analyst)).map((g) => [g.groupName, g.groupMonitorCount]));
    expect(counts).toEqual({ 全部分组: 6, 默认分组: 3, 重点客户: 3 });

    // The group chosen as default takes new companies.
    await call(analyst, '/esee/groupManager/updateGroupDefaultSelect', { groupId: key.groupId });
    expect((await call(analyst, '/esee/monitorManage/addMonitorObj', { entIds: [entIds[6]] })).data.groupId).toBe(
      key.groupId,
    );

    // Switch, list by group and by name, then delete the group moving its companies, and one cancelling them.
    await call(analyst, '/esee/monitorManage/switchMonitorObj', { entIds: [entIds[0]], groupId: key.groupId });
    const inKey = (await call(analyst, '/esee/monitorManage/queryAllMonitorList', { groupId: key.groupId })).data;
    expect(inKey.total).toBe(5);
    const all = (await call(analyst, '/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data;
    expect(all.total).toBe(7);
    const name = all.list[0].entName as string;
    expect(
      (await call(analyst, '/esee/monitorManage/queryLikeEntName', { entName: name.slice(0, 4) })).data.map(
        (r: { entName: string }) => r.entName,
      ),
    ).toContain(name);
    expect(
      (await call(analyst, '/esee/groupManager/deleteGroup', { groupId: key.groupId, moveTo: fallback.groupId })).data,
    ).toEqual({ moved: 5, cancelled: 0 });
    const temp = (await call(analyst, '/esee/groupManager/addGroup', { groupName: '临时' })).data;
    await call(analyst, '/esee/monitorManage/switchMonitorObj', { entIds: entIds.slice(0, 2), groupId: temp.groupId });
    expect((await call(analyst, '/esee/groupManager/deleteGroup', { groupId: temp.groupId })).data).toEqual({
      moved: 0,
      cancelled: 2,
    });
    expect((await groups(analyst)).map((g) => [g.groupName, g.groupMonitorCount])).toEqual([
      ['全部分组', 5],
      ['默认分组', 5],
    ]);
  });

  it('cancels, cancels all, retries failed additions, and adds related parties', async () => {
    await call(admin, '/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(10, 15) });
    expect((await call(admin, '/esee/monitorManage/cancelMonitorObj', { entIds: [entIds[10]] })).data.cancelled).toBe(
      1,
    );
    await t.database.db
      .updateTable('monitored_company')
      .set({ status: 'FAILED' })
      .where('ent_id', '=', entIds[11]!)
      .execute();
    expect(
      (await call(admin, '/esee/monitorManage/updateRetry', { entIds: [entIds[11], entIds[12]] })).data.retried,
    ).toBe(1);
    expect((await call(admin, '/esee/monitorManage/batchCancelMonitorAll', { groupId: 0 })).data.cancelled).toBe(4);

    // A group head's investments become monitored as its related parties.
    const head = await t.database.db
      .selectFrom('shareholding')
      .select(['holder_id', sql`count(*)`.as('n')])
      .where('holder_kind', '=', 'C')
      .groupBy('holder_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    await call(admin, '/esee/monitorManage/addMonitorObj', { entIds: [head.holder_id] });
    const investments = (
      await call(admin, '/esee/monitorManage/queryRelatedForeignInvestment', { entId: head.holder_id })
    ).data as { entId: string; relation: string; monitored: boolean }[];
    expect(investments.length).toBeGreaterThan(0);
    expect(investments[0]!.relation).toMatch(/^对外投资，持股/);
    const added = await call(admin, '/esee/monitorManage/addMonitorRelations', {
      entId: head.holder_id,
      relations: investments.map((r) => ({ entId: r.entId, relation: r.relation })),
    });
    expect(added.data.added).toBe(investments.length);
    const relations = (await call(admin, '/esee/monitorManage/queryMonitorRelationListNew', { entId: head.holder_id }))
      .data;
    expect(relations).toHaveLength(investments.length);
    const again = (await call(admin, '/esee/monitorManage/queryRelatedForeignInvestment', { entId: head.holder_id }))
      .data;
    expect(again.every((r: { monitored: boolean }) => r.monitored)).toBe(true);
    for (const url of ['queryRelatedShareholders', 'queryPeopleForeignService', 'queryPeopleForeignInvestment'])
      expect((await call(admin, `/esee/monitorManage/${url}`, { entId: head.holder_id })).code).toBe(ResultCode.OK);
    await call(admin, '/esee/monitorManage/batchCancelMonitorAll', { groupId: 0 });
  });

  it("keeps one institution's monitoring from another, and one user's from another", async () => {
    const own = (await groups(analyst)).find((g) => g.groupName === '默认分组')!;
    for (const who of [outsider, admin]) {
      expect((await call(who, '/esee/monitorManage/queryAllMonitorList', { groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await call(who, '/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.total).toBe(0);
      expect((await call(who, '/esee/groupManager/deleteGroup', { groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await call(who, '/esee/monitorManage/switchMonitorObj', { entIds, groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await call(who, '/esee/monitorManage/cancelMonitorObj', { entIds })).data.cancelled).toBe(0);
    }
    expect((await groups(analyst))[0]!.groupMonitorCount).toBe(5);
  });

  it('turns an update file into alerts for the users who monitor the company, as their settings say', async () => {
    const watched = (await call(analyst, '/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    await call(admin, '/esee/monitorManage/addMonitorObj', { entIds: [watched] });
    // The admin wants only high-risk alerts.
    await call(admin, '/esee/monitorSetting/save', {
      kinds: ['dishonest', 'statusChange', 'change'],
      levels: ['高风险'],
    });

    const companies = readFileSync(path.join(out, 'companies.jsonl'), 'utf8').split('\n').filter(Boolean);
    const row = JSON.parse(companies.find((l) => l.includes(`"entId":"${watched}"`))!);
    const update = path.join(tmp, `${engine}-update`);
    mkdirSync(update, { recursive: true });
    writeFileSync(path.join(update, 'companies.jsonl'), `${JSON.stringify({ ...row, status: '吊销' })}\n`);
    writeFileSync(
      path.join(update, 'records.jsonl'),
      [
        {
          recordId: `${watched}-dishonest-new`,
          companyId: watched,
          kind: 'dishonest',
          date: '2026-11-20',
          caseNo: '（2026）京0105执12345号',
        },
        {
          recordId: `${watched}-news-bad`,
          companyId: watched,
          kind: 'news',
          date: '2026-11-21',
          title: '某公司被曝拖欠货款',
          sentiment: '负面',
        },
        {
          recordId: `${watched}-news-good`,
          companyId: watched,
          kind: 'news',
          date: '2026-11-21',
          title: '某公司获评优秀企业',
          sentiment: '正面',
        },
        { recordId: `${watched}-patent`, companyId: watched, kind: 'patent', date: '2026-11-21' },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
    writeFileSync(
      path.join(update, 'changes.jsonl'),
      `${JSON.stringify({ recordId: `${watched}-chg-new`, companyId: watched, changeDate: '2026-11-19', item: '投资人(股权)变更', before: '甲', after: '乙' })}\n`,
    );
    await loadDataSet(t.database.db, update);

    const alerts = async (who: string, filter: object = {}) =>
      (await call(who, '/esee/monitorAlert/list', { entId: watched, ...filter })).data as {
        total: number;
        list: { alertId: number; kind: string; level: string; title: string; summary: string; read: boolean }[];
      };
    const mine = await alerts(analyst);
    expect(mine.list.map((a) => a.title).sort()).toEqual(
      ['失信被执行人', '登记状态变更', '股东变更', '负面舆情'].sort(),
    );
    expect(mine.list.find((a) => a.kind === 'statusChange')!.summary).toMatch(/→ 吊销$/);
    expect(mine.list.find((a) => a.kind === 'dishonest')!.level).toBe('高风险');
    // The admin's settings: high risk only, of the kinds chosen.
    expect((await alerts(admin)).list.map((a) => a.kind).sort()).toEqual(['dishonest', 'statusChange']);
    // Nobody else, and no other institution, hears of it.
    expect((await alerts(outsider)).total).toBe(0);

    // Filters and read state.
    expect((await alerts(analyst, { level: '中风险' })).total).toBe(2);
    const first = mine.list[0]!;
    await call(analyst, '/esee/monitorAlert/read', { alertIds: [first.alertId] });
    // The detail is the user's own, and opening it reads it.
    const second = mine.list[1]!;
    const detail = async (who: string) =>
      (
        await t.app.inject(as(who, { method: 'GET', url: `/esee/monitorAlert/detail?alertId=${second.alertId}` }))
      ).json();
    expect((await detail(outsider)).code).toBe(ResultCode.NOT_FOUND);
    expect((await detail(analyst)).data).toMatchObject({ alertId: second.alertId, title: second.title });
    expect((await call(analyst, '/esee/monitorAlert/read', { alertIds: [] })).data.read).toBe(0);
    expect((await alerts(analyst, { unread: true })).total).toBe(2);
    expect((await call(outsider, '/esee/monitorAlert/read', {})).data.read).toBe(0);
    expect((await alerts(analyst, { unread: true })).total).toBe(2);

    // Loading the same file again changes nothing and alerts nobody.
    await loadDataSet(t.database.db, update);
    expect((await alerts(analyst)).total).toBe(4);
  });

  it('imports a spreadsheet into a group and exports the group', async () => {
    const target = (await call(analyst, '/esee/groupManager/addGroup', { groupName: '导入分组' })).data;
    const names = (
      await t.database.db.selectFrom('company').select('name').orderBy('ent_id', 'desc').limit(4).execute()
    ).map((r) => r.name);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['企业名称'], ...names.map((n) => [n])]), '名单');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const boundary = '----monitor';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nMONITOR_COMPANY_UPLOAD\r\n--${boundary}\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n${target.groupId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="监控名单.xlsx"\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const parsed = (
      await t.app.inject(
        as(analyst, {
          method: 'POST',
          url: '/esee/upload/dataParse',
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      )
    ).json().data;
    expect(parsed.matchSucRecord).toBe(4);
    const done = await call(analyst, '/esee/upload/dataConfirm', {
      fileType: 'MONITOR_COMPANY_UPLOAD',
      targetId: target.groupId,
      fileName: '监控名单.xlsx',
      confirmList: parsed.matchSuccessList.map((r: { entId: string }) => ({ entId: r.entId })),
    });
    expect(done.data).toMatchObject({ imported: 4, targetId: target.groupId });

    const reply = await t.app.inject(
      as(analyst, { method: 'GET', url: `/esee/export/exportGroupMonitorEnt?groupId=${target.groupId}` }),
    );
    expect(decodeURIComponent(String(reply.headers.filename))).toBe('监控企业-导入分组.xlsx');
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['监控企业']!);
    expect(rows.map((r) => r['企业名称']).sort()).toEqual([...names].sort());
  });

  it('loads data sets dropped into the inbox of a running server, and sets refused ones aside with the reasons', async () => {
    const watched = (await call(analyst, '/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    const before = (await call(analyst, '/esee/monitorAlert/list', { entId: watched })).data.total;
    const inbox = path.join(tmp, `${engine}-inbox`);
    const drop = (name: string, records: object[], ready = true) => {
      mkdirSync(path.join(inbox, name), { recursive: true });
      writeFileSync(path.join(inbox, name, 'records.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
      if (ready) writeFileSync(path.join(inbox, name, READY_MARKER), '');
    };
    drop('2026-11-23', [
      { recordId: `${watched}-penalty-inbox`, companyId: watched, kind: 'penalty', date: '2026-11-23' },
    ]);
    drop('2026-11-24-bad', [{ recordId: 'x', companyId: 'no-such-company', kind: 'penalty', date: '2026-11-24' }]);
    drop('2026-11-25-copying', [{ recordId: 'y', companyId: watched, kind: 'penalty' }], false);

    const results = await loadInbox(t.database.db, inbox);
    expect(results.map((r) => [r.name, Boolean(r.error)])).toEqual([
      ['2026-11-23', false],
      ['2026-11-24-bad', true],
    ]);
    expect((await call(analyst, '/esee/monitorAlert/list', { entId: watched })).data.total).toBe(before + 1);
    const rejected = readdirSync(path.join(inbox, 'rejected'));
    expect(readFileSync(path.join(inbox, 'rejected', rejected[0]!, 'REJECTED.txt'), 'utf8')).toContain('records.jsonl');
    expect(readdirSync(path.join(inbox, 'loaded'))).toHaveLength(1);
    // Not ready: left where it is, for the next look.
    expect(existsSync(path.join(inbox, '2026-11-25-copying'))).toBe(true);
  });

  it('generates a realistic day of changes that loads, dated that day, and alerts those who monitor', async () => {
    const all = (await t.database.db.selectFrom('company').select('ent_id').execute()).map((r) => r.ent_id);
    const fresh = await t.login('DEMO', 'analyst');
    await call(fresh, '/esee/monitorManage/addMonitorObj', { entIds: all.slice(0, 500) });
    const before = (await call(fresh, '/esee/monitorAlert/list', {})).data.total;
    const day = path.join(tmp, `${engine}-day`);
    const summary = await generateUpdate({ from: out, day: '2026-11-24', out: day, seed: 3, share: 0.5 });
    expect(summary.records! + summary.changes! + summary.companies!).toBeGreaterThan(10);
    expect(existsSync(path.join(day, READY_MARKER))).toBe(true);
    const records = readFileSync(path.join(day, 'records.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(records.every((r: { date: string }) => r.date === '2026-11-24')).toBe(true);
    await loadDataSet(t.database.db, day);
    expect((await call(fresh, '/esee/monitorAlert/list', {})).data.total).toBeGreaterThan(before);
  });

  it('reports a group and period, lists news of monitored companies by sentiment, and exports related parties', async () => {
    const day = today();
    const report = (
      await call(analyst, '/esee/monitorReport/summary', { groupId: 0, dateFrom: '2026-01-01', dateTo: day })
    ).data;
    expect(report.alerts).toBeGreaterThan(0);
    expect(report.byLevel.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(report.alerts);
    expect(report.topCompanies[0].alerts).toBeGreaterThan(0);
    expect(report.statusChanges[0].summary).toMatch(/→ 吊销/);
    expect(
      (await call(analyst, '/esee/monitorReport/summary', { groupId: 0, dateFrom: day, dateTo: '2026-01-01' })).message,
    ).toBe('开始日期不能晚于结束日期');
    expect(
      (await call(outsider, '/esee/monitorReport/summary', { groupId: 0, dateFrom: '2026-01-01', dateTo: day })).data
        .alerts,
    ).toBe(0);

    const bad = (await call(analyst, '/esee/monitorNews/list', { my: true, sentiment: '负面' })).data;
    expect(bad.list.map((n: { title: string }) => n.title)).toContain('某公司被曝拖欠货款');
    expect(bad.list.every((n: { sentiment: string }) => n.sentiment === '负面')).toBe(true);
    expect((await call(outsider, '/esee/monitorNews/list', { my: true })).data.total).toBe(0);
    const newsId = bad.list.find((n: { title: string }) => n.title === '某公司被曝拖欠货款').newsId;
    const detail = (
      await t.app.inject(
        as(analyst, { method: 'GET', url: `/esee/monitorNews/detail?newsId=${encodeURIComponent(newsId)}` }),
      )
    ).json();
    expect(detail.data).toMatchObject({ title: '某公司被曝拖欠货款', sentiment: '负面' });

    const head = (await call(admin, '/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    const reply = await t.app.inject(
      as(admin, { method: 'GET', url: `/esee/export/exportMonitorRelatedEnt?entId=${head}` }),
    );
    expect(decodeURIComponent(String(reply.headers.filename))).toMatch(/^关联企业-/);
    expect(
      (
        await t.app.inject(as(outsider, { method: 'GET', url: `/esee/export/exportMonitorRelatedEnt?entId=${head}` }))
      ).json().code,
    ).toBe(ResultCode.NOT_FOUND);
  });

  it('lists news newest first: by publish time, then by id, with 只看监控企业 off and on', async () => {
    const monitoredByAdmin = async (entId: string) =>
      (await call(admin, '/esee/groupManager/isExistMonitorEnt', { entId })).data.exist as boolean;
    let ent = '';
    for (const id of [...entIds].reverse()) {
      if (await monitoredByAdmin(id)) continue;
      ent = id;
      break;
    }
    // Ids against the time order, and two at the same minute: only the time, then the id, may decide.
    const items: [string, string | null][] = [
      ['order-1', '2026-11-21 09:00:00'],
      ['order-2', '2026-11-21 16:30:00'],
      ['order-3', '2026-11-22 08:00:00'],
      ['order-4', '2026-11-21 12:00:00'],
      ['order-5', '2026-11-21 16:30:00'],
      ['order-6', null],
    ];
    const folder = path.join(tmp, `${engine}-news-order`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'records.jsonl'),
      items
        .map(([id, time]) =>
          JSON.stringify({
            recordId: id,
            companyId: ent,
            kind: 'news',
            // One has a day only (2026-11-20), as a file may give it.
            ...(time ? { publishTime: time } : { date: '2026-11-20' }),
            title: `排序核对${id}`,
            sentiment: '中性',
          }),
        )
        .concat(
          // Another company's, newer, not matching the keyword.
          JSON.stringify({
            recordId: 'order-7',
            companyId: entIds[0],
            kind: 'news',
            publishTime: '2026-11-23 10:00:00',
            title: '其他企业的资讯',
            sentiment: '正面',
          }),
        )
        .join('\n'),
    );
    await loadDataSet(t.database.db, folder);
    type News = { newsId: string; publishTime: string };
    const list = async (body: object) =>
      (await call(admin, '/esee/monitorNews/list', { pageSize: 50, ...body })).data as { total: number; list: News[] };
    const newest = ['order-3', 'order-5', 'order-2', 'order-4', 'order-1', 'order-6'];
    const all = await list({ keyword: '排序核对' });
    expect(all.list.map((n) => n.newsId)).toEqual(newest);
    expect(all.list.map((n) => n.publishTime)).toEqual([
      '2026-11-22 08:00:00',
      '2026-11-21 16:30:00',
      '2026-11-21 16:30:00',
      '2026-11-21 12:00:00',
      '2026-11-21 09:00:00',
      '2026-11-20',
    ]);
    // Every news item, unfiltered: never an older one above a newer one.
    const every = (await list({})).list;
    expect(every.length).toBeGreaterThan(newest.length);
    const times = every.map((n) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());

    // The same order among the news of monitored companies; nothing while the company is not one of them.
    expect((await list({ keyword: '排序核对', my: true })).total).toBe(0);
    await call(admin, '/esee/monitorManage/addMonitorObj', { entIds: [ent] });
    expect((await list({ keyword: '排序核对', my: true })).list.map((n) => n.newsId)).toEqual(newest);
    await call(admin, '/esee/monitorManage/cancelMonitorObj', { entIds: [ent] });
  });
});
