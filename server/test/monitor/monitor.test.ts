import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { ResultCode } from '@esee/contracts';
import { sql } from 'kysely';
import { loadDataSet } from '../../src/data/load';
import { loadInbox, READY_MARKER } from '../../src/data/inbox';
import { generateUpdate } from '../../src/data/generate/dailyUpdate';
import { addUser, ONE_ENGINE, firstEntIds, withApp, type Client, type TestApp } from '../fixtures';
import { today } from '../../src/platform/clock';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-monitor-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(ONE_ENGINE)('monitoring on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  let entIds: string[];
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 80, seed: 5, today: new Date('2026-11-22'), recordScale: 0 } });
    [analyst, admin, outsider] = await t.clients('analyst', 'admin', 'demo2');
    entIds = await firstEntIds(t.database.db, 20);
  }, 60_000);
  afterAll(() => t.close());

  const groups = async (who: Client) =>
    (await who.post('/esee/groupManager/listGroup', {})).data as {
      groupId: number;
      groupName: string;
      groupMonitorCount: number;
    }[];

  it('keeps groups per user: 默认分组 for a new user, 全部分组 (id 0) sums, names unique, default group kept', async () => {
    expect(await groups(analyst)).toEqual([
      { groupId: 0, groupName: '全部分组', defaultSelect: false, groupMonitorCount: 0 },
      expect.objectContaining({ groupName: '默认分组', groupMonitorCount: 0 }),
    ]);
    const key = (await analyst.post('/esee/groupManager/addGroup', { groupName: ' 重点客户 ' })).data;
    expect(key.groupName).toBe('重点客户');
    for (const name of ['重点客户', '默认分组', '全部分组'])
      expect((await analyst.post('/esee/groupManager/addGroup', { groupName: name })).message).toBe('分组名称已存在');
    expect((await analyst.post('/esee/groupManager/addGroup', { groupName: '  ' })).message).toBe('分组名称不能为空');
    const fallback = (await groups(analyst)).find((g) => g.groupName === '默认分组')!;
    expect((await analyst.post('/esee/groupManager/deleteGroup', { groupId: fallback.groupId })).message).toBe(
      '默认分组不能删除',
    );
    expect(
      (await analyst.post('/esee/groupManager/updateGroup', { groupId: fallback.groupId, groupName: '其他' })).message,
    ).toBe('默认分组不能重命名');

    // Without a group, companies go to 默认分组; with one, there. A company is monitored once.
    expect(
      (await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(0, 3) })).data,
    ).toMatchObject({
      groupId: fallback.groupId,
      added: 3,
    });
    expect(
      (await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(2, 6), groupId: key.groupId }))
        .data,
    ).toMatchObject({ added: 3, existing: 1 });
    const counts = Object.fromEntries((await groups(analyst)).map((g) => [g.groupName, g.groupMonitorCount]));
    expect(counts).toEqual({ 全部分组: 6, 默认分组: 3, 重点客户: 3 });

    // The group chosen as default takes new companies.
    await analyst.post('/esee/groupManager/updateGroupDefaultSelect', { groupId: key.groupId });
    expect((await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [entIds[6]] })).data.groupId).toBe(
      key.groupId,
    );

    // Switch, list by group and by name, then delete the group moving its companies, and one cancelling them.
    await analyst.post('/esee/monitorManage/switchMonitorObj', { entIds: [entIds[0]], groupId: key.groupId });
    const inKey = (await analyst.post('/esee/monitorManage/queryAllMonitorList', { groupId: key.groupId })).data;
    expect(inKey.total).toBe(5);
    const all = (await analyst.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data;
    expect(all.total).toBe(7);
    const name = all.list[0].entName as string;
    expect(
      (await analyst.post('/esee/monitorManage/queryLikeEntName', { entName: name.slice(0, 4) })).data.map(
        (r: { entName: string }) => r.entName,
      ),
    ).toContain(name);
    expect(
      (await analyst.post('/esee/groupManager/deleteGroup', { groupId: key.groupId, moveTo: fallback.groupId })).data,
    ).toEqual({ moved: 5, cancelled: 0 });
    const temp = (await analyst.post('/esee/groupManager/addGroup', { groupName: '临时' })).data;
    await analyst.post('/esee/monitorManage/switchMonitorObj', { entIds: entIds.slice(0, 2), groupId: temp.groupId });
    expect((await analyst.post('/esee/groupManager/deleteGroup', { groupId: temp.groupId })).data).toEqual({
      moved: 0,
      cancelled: 2,
    });
    expect((await groups(analyst)).map((g) => [g.groupName, g.groupMonitorCount])).toEqual([
      ['全部分组', 5],
      ['默认分组', 5],
    ]);
  });

  it('cancels, cancels all, retries failed additions, and adds related parties', async () => {
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: entIds.slice(10, 15) });
    expect((await admin.post('/esee/monitorManage/cancelMonitorObj', { entIds: [entIds[10]] })).data.cancelled).toBe(1);
    await t.database.db
      .updateTable('monitored_company')
      .set({ status: 'FAILED' })
      .where('ent_id', '=', entIds[11]!)
      .execute();
    expect(
      (await admin.post('/esee/monitorManage/updateRetry', { entIds: [entIds[11], entIds[12]] })).data.retried,
    ).toBe(1);
    expect((await admin.post('/esee/monitorManage/batchCancelMonitorAll', { groupId: 0 })).data.cancelled).toBe(4);

    // A group head's investments become monitored as its related parties.
    const head = await t.database.db
      .selectFrom('shareholding')
      .select(['holder_id', sql`count(*)`.as('n')])
      .where('holder_kind', '=', 'C')
      .groupBy('holder_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [head.holder_id] });
    const investments = (
      await admin.post('/esee/monitorManage/queryRelatedForeignInvestment', { entId: head.holder_id })
    ).data as { entId: string; relation: string; monitored: boolean }[];
    expect(investments.length).toBeGreaterThan(0);
    expect(investments[0]!.relation).toMatch(/^对外投资，持股/);
    const added = await admin.post('/esee/monitorManage/addMonitorRelations', {
      entId: head.holder_id,
      relations: investments.map((r) => ({ entId: r.entId, relation: r.relation })),
    });
    expect(added.data.added).toBe(investments.length);
    const relations = (await admin.post('/esee/monitorManage/queryMonitorRelationListNew', { entId: head.holder_id }))
      .data;
    expect(relations).toHaveLength(investments.length);
    const again = (await admin.post('/esee/monitorManage/queryRelatedForeignInvestment', { entId: head.holder_id }))
      .data;
    expect(again.every((r: { monitored: boolean }) => r.monitored)).toBe(true);
    for (const url of ['queryRelatedShareholders', 'queryPeopleForeignService', 'queryPeopleForeignInvestment'])
      expect((await admin.post(`/esee/monitorManage/${url}`, { entId: head.holder_id })).code).toBe(ResultCode.OK);
    await admin.post('/esee/monitorManage/batchCancelMonitorAll', { groupId: 0 });
  });

  it('finds related parties by part of their name among all four kinds (companyRelatedMatch), with whether monitored', async () => {
    // A company with a corporate shareholder and companies it invests in: related both ways.
    const { rows } = await sql<{ ent_id: string }>`
      select c.ent_id from company c
      where exists (select 1 from shareholding s where s.company_id = c.ent_id and s.holder_kind = 'C')
        and exists (select 1 from shareholding s where s.holder_id = c.ent_id and s.holder_kind = 'C')
      order by c.ent_id limit 1`.execute(t.database.db);
    const entId = rows[0]!.ent_id;
    const kinds = [
      'queryRelatedShareholders',
      'queryRelatedForeignInvestment',
      'queryPeopleForeignService',
      'queryPeopleForeignInvestment',
    ];
    // Seen by the analyst, who monitors some companies already: a related party nobody here monitors yet.
    const all = (
      await Promise.all(kinds.map(async (k) => (await analyst.post(`/esee/monitorManage/${k}`, { entId })).data))
    ).flat() as { entId: string; entName: string; relation: string; monitored: boolean }[];
    const target = all.find((r) => !r.monitored && !all.some((o) => o.entId === r.entId && o.monitored))!;
    expect(target).toBeDefined();
    // Two characters of its name, with spaces around: its row, with every way it is related.
    const part = [...target.entName].slice(2, 4).join('');
    const found = await admin.post('/esee/common/companyRelatedMatch', { entId, nameLike: ` ${part} `, pageSize: 50 });
    expect(found.code).toBe(200);
    const expected = new Set(all.filter((r) => r.entName.includes(part) && r.entId !== entId).map((r) => r.entId));
    expect(found.data.page.total).toBe(expected.size);
    expect(new Set(found.data.list.map((r: { entId: string }) => r.entId))).toEqual(expected);
    const row = found.data.list.find((r: { entId: string }) => r.entId === target.entId);
    for (const r of all.filter((x) => x.entId === target.entId)) expect(row.relation).toContain(r.relation);
    expect(row.monitored).toBe(false);
    // Monitored by this user: marked so; another user of the institution sees it free.
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [target.entId] });
    try {
      const again = await admin.post('/esee/common/companyRelatedMatch', { entId, nameLike: part, pageSize: 50 });
      expect(again.data.list.find((r: { entId: string }) => r.entId === target.entId).monitored).toBe(true);
      const theirs = await analyst.post('/esee/common/companyRelatedMatch', { entId, nameLike: part, pageSize: 50 });
      expect(theirs.data.list.find((r: { entId: string }) => r.entId === target.entId).monitored).toBe(false);
    } finally {
      await admin.post('/esee/monitorManage/cancelMonitorObj', { entIds: [target.entId] });
    }
    // A name no related party has finds nothing; one character is too short; an unknown company is refused.
    expect((await admin.post('/esee/common/companyRelatedMatch', { entId, nameLike: '不存在的名字' })).data).toEqual({
      page: { totalPage: 0, total: 0 },
      list: [],
    });
    expect(await admin.post('/esee/common/companyRelatedMatch', { entId, nameLike: ' 华 ' })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      message: '搜索内容不能少于2个字符',
    });
    expect((await admin.post('/esee/common/companyRelatedMatch', { entId: 'NO-SUCH', nameLike: part })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    // Without the monitoring right, nothing.
    await addUser(t.database.db, 'DEMO', 'nomonitor', ['marketing:search']);
    const plain = await t.client({ instCode: 'DEMO', username: 'nomonitor' });
    expect((await plain.post('/esee/common/companyRelatedMatch', { entId, nameLike: part })).code).toBe(
      ResultCode.FORBIDDEN,
    );
  });

  it("keeps one institution's monitoring from another, and one user's from another", async () => {
    const own = (await groups(analyst)).find((g) => g.groupName === '默认分组')!;
    for (const who of [outsider, admin]) {
      expect((await who.post('/esee/monitorManage/queryAllMonitorList', { groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await who.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.total).toBe(0);
      expect((await who.post('/esee/groupManager/deleteGroup', { groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await who.post('/esee/monitorManage/switchMonitorObj', { entIds, groupId: own.groupId })).code).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await who.post('/esee/monitorManage/cancelMonitorObj', { entIds })).data.cancelled).toBe(0);
    }
    expect((await groups(analyst))[0]!.groupMonitorCount).toBe(5);
  });

  it('turns an update file into alerts for the users who monitor the company, as their settings say', async () => {
    const watched = (await analyst.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [watched] });
    // The admin wants only high-risk alerts.
    await admin.post('/esee/monitorSetting/save', {
      kinds: ['dishonest', 'statusChange', 'change'],
      levels: ['高风险'],
    });

    const companies = readFileSync(path.join(t.dataFiles!, 'companies.jsonl'), 'utf8').split('\n').filter(Boolean);
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

    const alerts = async (who: Client, filter: object = {}) =>
      (await who.post('/esee/monitorAlert/list', { entId: watched, ...filter })).data as {
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
    await analyst.post('/esee/monitorAlert/read', { alertIds: [first.alertId] });
    // The detail is the user's own, and opening it reads it.
    const second = mine.list[1]!;
    const detail = (who: Client) => who.get(`/esee/monitorAlert/detail?alertId=${second.alertId}`);
    expect((await detail(outsider)).code).toBe(ResultCode.NOT_FOUND);
    expect((await detail(analyst)).data).toMatchObject({ alertId: second.alertId, title: second.title });
    expect((await analyst.post('/esee/monitorAlert/read', { alertIds: [] })).data.read).toBe(0);
    expect((await alerts(analyst, { unread: true })).total).toBe(2);
    expect((await outsider.post('/esee/monitorAlert/read', {})).data.read).toBe(0);
    expect((await alerts(analyst, { unread: true })).total).toBe(2);

    // Loading the same file again changes nothing and alerts nobody.
    await loadDataSet(t.database.db, update);
    expect((await alerts(analyst)).total).toBe(4);
  });

  it('imports a spreadsheet into a group and exports the group', async () => {
    const target = (await analyst.post('/esee/groupManager/addGroup', { groupName: '导入分组' })).data;
    const names = (
      await t.database.db.selectFrom('company').select('name').orderBy('ent_id', 'desc').limit(4).execute()
    ).map((r) => r.name);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['企业名称'], ...names.map((n) => [n])]), '名单');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const parsed = (
      await analyst.upload('/esee/upload/dataParse', '监控名单.xlsx', file, {
        fileType: 'MONITOR_COMPANY_UPLOAD',
        targetId: target.groupId,
      })
    ).data;
    expect(parsed.matchSucRecord).toBe(4);
    const done = await analyst.post('/esee/upload/dataConfirm', {
      fileType: 'MONITOR_COMPANY_UPLOAD',
      targetId: target.groupId,
      fileName: '监控名单.xlsx',
      confirmList: parsed.matchSuccessList.map((r: { entId: string }) => ({ entId: r.entId })),
    });
    expect(done.data).toMatchObject({ imported: 4, targetId: target.groupId });

    const reply = await analyst.inject({
      method: 'GET',
      url: `/esee/export/exportGroupMonitorEnt?groupId=${target.groupId}`,
    });
    expect(decodeURIComponent(String(reply.headers.filename))).toBe('监控企业-导入分组.xlsx');
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['监控企业']!);
    expect(rows.map((r) => r['企业名称']).sort()).toEqual([...names].sort());
  });

  it('loads data sets dropped into the inbox of a running server, and sets refused ones aside with the reasons', async () => {
    const watched = (await analyst.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    const before = (await analyst.post('/esee/monitorAlert/list', { entId: watched })).data.total;
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
    expect((await analyst.post('/esee/monitorAlert/list', { entId: watched })).data.total).toBe(before + 1);
    const rejected = readdirSync(path.join(inbox, 'rejected'));
    expect(readFileSync(path.join(inbox, 'rejected', rejected[0]!, 'REJECTED.txt'), 'utf8')).toContain('records.jsonl');
    expect(readdirSync(path.join(inbox, 'loaded'))).toHaveLength(1);
    // Not ready: left where it is, for the next look.
    expect(existsSync(path.join(inbox, '2026-11-25-copying'))).toBe(true);
  });

  it('generates a realistic day of changes that loads, dated that day, and alerts those who monitor', async () => {
    const all = (await t.database.db.selectFrom('company').select('ent_id').execute()).map((r) => r.ent_id);
    const fresh = await t.client('analyst');
    await fresh.post('/esee/monitorManage/addMonitorObj', { entIds: all.slice(0, 500) });
    const before = (await fresh.post('/esee/monitorAlert/list', {})).data.total;
    const day = path.join(tmp, `${engine}-day`);
    const summary = await generateUpdate({ from: t.dataFiles!, day: '2026-11-24', out: day, seed: 3, share: 0.5 });
    expect(summary.records! + summary.changes! + summary.companies!).toBeGreaterThan(10);
    expect(existsSync(path.join(day, READY_MARKER))).toBe(true);
    const records = readFileSync(path.join(day, 'records.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(records.every((r: { date: string }) => r.date === '2026-11-24')).toBe(true);
    await loadDataSet(t.database.db, day);
    expect((await fresh.post('/esee/monitorAlert/list', {})).data.total).toBeGreaterThan(before);
  });

  it('reports a group and period, lists news of monitored companies by sentiment, and exports related parties', async () => {
    const day = today();
    const report = (
      await analyst.post('/esee/monitorReport/summary', { groupId: 0, dateFrom: '2026-01-01', dateTo: day })
    ).data;
    expect(report.alerts).toBeGreaterThan(0);
    expect(report.byLevel.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(report.alerts);
    expect(report.topCompanies[0].alerts).toBeGreaterThan(0);
    expect(report.statusChanges[0].summary).toMatch(/→ 吊销/);
    expect(
      (await analyst.post('/esee/monitorReport/summary', { groupId: 0, dateFrom: day, dateTo: '2026-01-01' })).message,
    ).toBe('开始日期不能晚于结束日期');
    expect(
      (await outsider.post('/esee/monitorReport/summary', { groupId: 0, dateFrom: '2026-01-01', dateTo: day })).data
        .alerts,
    ).toBe(0);

    const bad = (await analyst.post('/esee/monitorNews/list', { my: true, sentiment: '负面' })).data;
    expect(bad.list.map((n: { title: string }) => n.title)).toContain('某公司被曝拖欠货款');
    expect(bad.list.every((n: { sentiment: string }) => n.sentiment === '负面')).toBe(true);
    expect((await outsider.post('/esee/monitorNews/list', { my: true })).data.total).toBe(0);
    const newsId = bad.list.find((n: { title: string }) => n.title === '某公司被曝拖欠货款').newsId;
    const detail = await analyst.get(`/esee/monitorNews/detail?newsId=${encodeURIComponent(newsId)}`);
    expect(detail.data).toMatchObject({ title: '某公司被曝拖欠货款', sentiment: '负面' });

    const head = (await admin.post('/esee/monitorManage/queryAllMonitorList', { groupId: 0 })).data.list[0].entId;
    const reply = await admin.inject({ method: 'GET', url: `/esee/export/exportMonitorRelatedEnt?entId=${head}` });
    expect(decodeURIComponent(String(reply.headers.filename))).toMatch(/^关联企业-/);
    expect((await outsider.get(`/esee/export/exportMonitorRelatedEnt?entId=${head}`)).code).toBe(ResultCode.NOT_FOUND);
  });

  it('lists news newest first: by publish time, then by id, with 只看监控企业 off and on', async () => {
    const monitoredByAdmin = async (entId: string) =>
      (await admin.post('/esee/groupManager/isExistMonitorEnt', { entId })).data.exist as boolean;
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
      (await admin.post('/esee/monitorNews/list', { pageSize: 50, ...body })).data as { total: number; list: News[] };
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
    await admin.post('/esee/monitorManage/addMonitorObj', { entIds: [ent] });
    expect((await list({ keyword: '排序核对', my: true })).list.map((n) => n.newsId)).toEqual(newest);
    await admin.post('/esee/monitorManage/cancelMonitorObj', { entIds: [ent] });
  });
});
