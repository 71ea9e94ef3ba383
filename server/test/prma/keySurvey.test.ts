import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileType,
  KEY_SURVEY_MAX_FILES,
  UPLOAD_MAX_RECORDS,
  type KeySurveyFile,
  type KeySurveyResult,
  type SupplierRiskList,
} from '@esee/contracts';
import { addUser, ONE_ENGINE, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';

/** Companies with no relation to anything, and a state-asset commission holding two of them (a hub). */
const LONE = ['TEST-LONE-0001', 'TEST-LONE-0002', 'TEST-LONE-0003'];
const SASAC = 'TEST-SASAC-0002';

describe.each(ONE_ENGINE)('重点排查 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let other: Client;
  let noPrma: Client;
  let head: string;
  let held: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 400, seed: 42, today: new Date('2026-11-22'), recordScale: 0.2 },
      beforeApp: (d) => addUser(d, 'DEMO', 'noprma', ['app:cba', 'marketing']),
    });
    [analyst, colleague, other, noPrma] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'noprma' }),
    ]);
    head = (await largestGroupHead(db())).entId;
    held = (
      await db()
        .selectFrom('shareholding')
        .select('company_id')
        .where('holder_id', '=', head)
        .orderBy('ratio', 'desc')
        .orderBy('company_id')
        .executeTakeFirstOrThrow()
    ).company_id;
    for (const [i, id] of LONE.entries())
      await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
                values (${id}, ${`测试无关联${i}号有限公司`}, ${`测试无关联${i}号有限公司`}, '存续', true, '有限责任公司')`.execute(
        db(),
      );
    await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
              values (${SASAC}, '测试省人民政府国有资产监督管理委员会', '测试省人民政府国有资产监督管理委员会', '存续', true, '机关')`.execute(
      db(),
    );
    for (const id of LONE.slice(0, 2))
      await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio) values (${id}, 'C', ${SASAC}, 1)`.execute(
        db(),
      );
  }, 240_000);
  afterAll(() => t?.close());

  /** The confirm call of an upload of a key-survey list; the whole response. */
  const confirm = (who: Client, fileName: string, confirmList: object[]) =>
    who.inject({
      method: 'POST',
      url: '/esee/upload/dataConfirm',
      payload: { fileType: FileType.KEY_SURVEY, fileName, confirmList },
    });
  const upload = async (who: Client, entIds: string[], fileName = '重点排查名单.xlsx') => {
    const lines = entIds.map((entId, i) => ({ entId, data: entId, excelLineNo: i + 2 }));
    const res = (await confirm(who, fileName, lines)).json();
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.targetId as number;
  };
  const files = async (who: Client) =>
    (await who.post('/esee/keySurvey/getUploadFileInfoList?pageSize=50')).data as {
      total: number;
      list: KeySurveyFile[];
    };
  const clear = async (who: Client) => {
    for (const f of (await files(who)).list)
      expect((await who.post(`/esee/keySurvey/deleteUploadFile?fileId=${f.fileId}`)).code).toBe(200);
  };

  it('groups a head and a company it holds into 集团1 with the path, and lists the unrelated apart (a hub joins nothing)', async () => {
    const fileId = await upload(analyst, [LONE[0]!, head, LONE[1]!, held, LONE[2]!], '供应商名单.xlsx');
    const res = await analyst.post(`/esee/keySurvey/enhanceList?fileId=${fileId}&relTypes=invest,post,legal,branch`);
    expect(res.code, JSON.stringify(res)).toBe(200);
    const data = res.data as KeySurveyResult;
    expect(data.fileName).toBe('供应商名单.xlsx');
    expect(data.memberCount).toBe(5);
    expect(data.groupCount).toBe(1);
    const [group] = data.groups;
    expect(group!.name).toBe('集团1');
    expect(group!.members.map((m) => m.entId)).toEqual([head, held]);
    const path = group!.paths.find((p) => [p.from, p.to].sort().join() === [head, held].sort().join())!;
    expect(path.hops).toBe(1);
    expect(path.edges[0]).toMatchObject({ from: head, to: held, type: 'invest' });
    const names = await db()
      .selectFrom('company')
      .select(['ent_id', 'name'])
      .where('ent_id', 'in', [head, held])
      .execute();
    const name = (id: string) => names.find((n) => n.ent_id === id)!.name;
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(path.text).toMatch(new RegExp(`^${literal(name(head))} —持股\\d+\\.\\d{2}%→ ${literal(name(held))}$`));
    // The two held by the same 国资委 are not joined through it; it is named as a hub.
    expect(data.unrelated.map((m) => m.entId)).toEqual(LONE);
    expect(data.hubs.map((h) => h.id)).toContain(SASAC);

    // Depth 1 with registered links only still joins them (a direct holding); suspected contacts alone do not.
    const contactsOnly = (await analyst.post(`/esee/keySurvey/enhanceList?fileId=${fileId}&relTypes=phone&depth=1`))
      .data as KeySurveyResult;
    expect(contactsOnly.types).toEqual(['phone']);
    expect(contactsOnly.groups.every((g) => g.paths.every((p) => p.types.join() === 'phone'))).toBe(true);

    // The export has the group, its members and the path.
    const exported = await analyst.inject({ method: 'POST', url: `/esee/keySurvey/exportEnhance?fileId=${fileId}` });
    expect(exported.statusCode).toBe(200);
    expect(decodeURIComponent(String(exported.headers.filename))).toBe('供应商名单_重点排查结果.xlsx');
    const book = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const members = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['集团成员']!);
    expect(members.filter((r) => r['集团'] === '集团1').map((r) => r['企业名称'])).toEqual([name(head), name(held)]);
    expect(members.filter((r) => r['集团'] === '未发现关联')).toHaveLength(3);
    const paths = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['关联路径']!);
    expect(paths.map((r) => r['关联路径'])).toContain(path.text);

    // Risk checklist per company, with its group.
    const risk = (await analyst.post(`/esee/keySurvey/supplierRisk?fileId=${fileId}`)).data as SupplierRiskList;
    expect(risk.total).toBe(5);
    expect(risk.list.find((r) => r.entId === held)!.group).toBe('集团1');
    expect(risk.list.find((r) => r.entId === LONE[0])).toMatchObject({ group: null, riskGrade: 'A', riskCount: 0 });
    const grade = risk.list.find((r) => r.entId === head)!.riskGrade;
    const graded = (await analyst.post(`/esee/keySurvey/supplierRisk?fileId=${fileId}&grade=${grade}`))
      .data as SupplierRiskList;
    expect(graded.list.every((r) => r.riskGrade === grade)).toBe(true);
    expect(graded.total).toBe(risk.byGrade[grade]);
    await clear(analyst);
  });

  it('keeps each upload as a file: name, list, download, tips validity, and tips on the same companies in other lists', async () => {
    const first = await upload(analyst, [head, held, LONE[0]!], '第一批.xlsx');
    const second = await upload(analyst, [held, LONE[1]!], '第二批.xlsx');
    const name = (await analyst.post(`/esee/keySurvey/getUploadFileName?fileId=${first}`)).data;
    expect(name).toEqual({ fileId: first, fileName: '第一批.xlsx' });
    const list = await files(analyst);
    expect(list.list.map((f) => f.fileId)).toEqual([second, first]);
    expect(list.list[1]).toMatchObject({ totalRecord: 3, matchRecord: 3, groupCount: 1, tipsValid: true });

    const limit = (await analyst.get('/esee/keySurvey/uploadNumLimit')).data;
    expect(limit).toEqual({
      maxFileCount: KEY_SURVEY_MAX_FILES,
      fileCount: 2,
      maxRecord: UPLOAD_MAX_RECORDS,
      maxFileSize: 20_971_520,
    });

    // The second list's company carries the first list's tip while it is valid.
    const tipped = (await analyst.post(`/esee/keySurvey/enhanceList?fileId=${second}`)).data as KeySurveyResult;
    const member = [...tipped.groups.flatMap((g) => g.members), ...tipped.unrelated].find((m) => m.entId === held)!;
    expect(member.tips.map((x) => x.fileName)).toEqual(['第一批.xlsx']);
    expect(member.tips[0]!.text).toMatch(/^已在重点排查名单《第一批\.xlsx》中，有效期至\d{4}-\d{2}-\d{2}$/);

    // Ended yesterday: no tip, and the list says 已过期.
    const yesterday = new Date(t.clock.now().getTime() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const edited = await analyst.post(`/esee/keySurvey/editTipsValidTime?fileId=${first}&validUntil=${yesterday}`);
    expect(edited.data).toEqual({ fileId: first, tipsValidUntil: yesterday, tipsValid: false });
    const untipped = (await analyst.post(`/esee/keySurvey/enhanceList?fileId=${second}`)).data as KeySurveyResult;
    expect([...untipped.groups.flatMap((g) => g.members), ...untipped.unrelated].every((m) => !m.tips.length)).toBe(
      true,
    );
    expect((await files(analyst)).list.find((f) => f.fileId === first)!.tipsValid).toBe(false);
    const days = (await analyst.post(`/esee/keySurvey/editTipsValidTime?fileId=${first}&days=30`)).data;
    expect(days.tipsValid).toBe(true);
    for (const bad of ['', '&days=1&validUntil=2030-01-01', '&validUntil=2026-02-30', '&days=99999'])
      expect(
        (await analyst.inject({ method: 'POST', url: `/esee/keySurvey/editTipsValidTime?fileId=${first}${bad}` }))
          .statusCode,
      ).toBe(400);

    const download = await analyst.inject({ method: 'GET', url: `/esee/keySurvey/download/entName?fileId=${first}` });
    expect(decodeURIComponent(String(download.headers.filename))).toBe('第一批_名单.xlsx');
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(
      XLSX.read(download.rawPayload, { type: 'buffer' }).Sheets['重点排查名单']!,
    );
    expect(rows.map((r) => r['上传数据'])).toEqual([head, held, LONE[0]]);

    const template = await analyst.inject({ method: 'GET', url: '/esee/keySurvey/template/entName' });
    expect(decodeURIComponent(String(template.headers.filename))).toBe('重点排查名单模板.xlsx');
    expect(XLSX.read(template.rawPayload, { type: 'buffer' }).SheetNames).toEqual(['重点排查名单', '填写说明']);
    await clear(analyst);
  });

  it('refuses another user and another institution (404), a user without PRMA (403), and bad input (400)', async () => {
    const fileId = await upload(analyst, [head, held]);
    const owned = [
      ['POST', `/esee/keySurvey/getUploadFileName?fileId=${fileId}`],
      ['GET', `/esee/keySurvey/download/entName?fileId=${fileId}`],
      ['POST', `/esee/keySurvey/enhanceList?fileId=${fileId}`],
      ['POST', `/esee/keySurvey/exportEnhance?fileId=${fileId}`],
      ['POST', `/esee/keySurvey/supplierRisk?fileId=${fileId}`],
      ['POST', `/esee/keySurvey/editTipsValidTime?fileId=${fileId}&days=5`],
      ['POST', `/esee/suspectRelationship/listEnhance?fileId=${fileId}`],
      ['POST', `/esee/suspectRelationship/exportEnhance?fileId=${fileId}`],
      ['POST', `/esee/keySurvey/deleteUploadFile?fileId=${fileId}`],
    ] as const;
    for (const [method, url] of owned)
      for (const who of [colleague, other]) {
        const res = await who.inject({ method, url });
        expect([res.statusCode, res.json().code], url).toEqual([404, 404]);
      }
    const all = [
      ...owned,
      ['GET', '/esee/keySurvey/template/entName'],
      ['GET', '/esee/keySurvey/uploadNumLimit'],
      ['POST', '/esee/keySurvey/getUploadFileInfoList'],
      ['POST', '/esee/keySurvey/deleteFileToLtLimit'],
      ['POST', '/esee/example/keySurvey/enhanceList'],
      ['POST', '/esee/example/keySurvey/exportEnhance'],
    ] as const;
    for (const [method, url] of all) {
      const res = await noPrma.inject({ method, url });
      expect([res.statusCode, res.json().code], url).toEqual([403, 403]);
    }
    const refusedUpload = await confirm(noPrma, 'x.xlsx', [{ entId: head }]);
    expect(refusedUpload.statusCode).toBe(403);

    const bad = [
      `/esee/keySurvey/enhanceList?fileId=${fileId}&relTypes=invest,cousin`,
      `/esee/keySurvey/enhanceList?fileId=${fileId}&depth=4`,
      '/esee/keySurvey/enhanceList?fileId=abc',
      '/esee/keySurvey/enhanceList',
      `/esee/suspectRelationship/listEnhance?fileId=${fileId}&relTypes=fax`,
      '/esee/example/keySurvey/enhanceList?relTypes=x',
    ];
    for (const url of bad) expect((await analyst.inject({ method: 'POST', url })).statusCode, url).toBe(400);
    const tooMany = await confirm(
      analyst,
      'x.xlsx',
      Array.from({ length: UPLOAD_MAX_RECORDS + 1 }, () => ({ entId: head })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await analyst.inject({ method: 'POST', url: '/esee/keySurvey/enhanceList?fileId=999999' })).statusCode,
    ).toBe(404);
    // Still there after everyone else's attempts.
    expect((await files(analyst)).list.map((f) => f.fileId)).toEqual([fileId]);
    await clear(analyst);
  });

  it('holds at most the limit of files, and deleteFileToLtLimit deletes the oldest so one more fits', async () => {
    const ids: number[] = [];
    for (let i = 0; i < KEY_SURVEY_MAX_FILES; i++) ids.push(await upload(analyst, [LONE[i % 3]!], `名单${i}.xlsx`));
    const refused = await confirm(analyst, '再多一个.xlsx', [{ entId: head }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('请删除最早的文件后再上传');
    const res = (await analyst.post('/esee/keySurvey/deleteFileToLtLimit')).data;
    expect(res.deleted).toEqual([{ fileId: ids[0], fileName: '名单0.xlsx' }]);
    expect(res.fileCount).toBe(KEY_SURVEY_MAX_FILES - 1);
    await upload(analyst, [head]);
    // Under the limit: nothing to delete.
    await analyst.post(`/esee/keySurvey/deleteUploadFile?fileId=${ids[1]}`);
    expect((await analyst.post('/esee/keySurvey/deleteFileToLtLimit')).data.deleted).toEqual([]);
    await clear(analyst);
  });

  it('shows the example list with at least one group, the same each time, and exports it', async () => {
    const first = (await analyst.post('/esee/example/keySurvey/enhanceList')).data as KeySurveyResult;
    expect(first.example).toBe(true);
    expect(first.fileName).toBe('示例数据');
    expect(first.groupCount).toBeGreaterThanOrEqual(1);
    expect(first.groups[0]!.members.length).toBeGreaterThanOrEqual(2);
    expect(first.groups[0]!.paths.length).toBeGreaterThanOrEqual(first.groups[0]!.members.length - 1);
    expect(first.unrelated.length).toBeGreaterThan(0);
    const again = (await colleague.post('/esee/example/keySurvey/enhanceList')).data as KeySurveyResult;
    expect(again.groups.map((g) => g.members.map((m) => m.entId))).toEqual(
      first.groups.map((g) => g.members.map((m) => m.entId)),
    );
    const exported = await analyst.inject({ method: 'POST', url: '/esee/example/keySurvey/exportEnhance' });
    expect(decodeURIComponent(String(exported.headers.filename))).toBe('示例数据_重点排查结果.xlsx');
  });

  it('filters suspected relations by contact kind, for given companies or a file, and exports them', async () => {
    // Two companies sharing a phone: the pair is found with phone and not with e-mail only.
    const pair = (
      await sql<{ a: string; b: string }>`
        select a.ent_id as a, b.ent_id as b from company a join company b on a.phone = b.phone and a.ent_id < b.ent_id
        where a.phone is not null and a.phone <> '' order by a.ent_id limit 1`.execute(db())
    ).rows[0]!;
    const ids = `${pair.a},${pair.b}`;
    const phone = (await analyst.post(`/esee/suspectRelationship/listEnhance?entIds=${ids}&relTypes=phone`)).data;
    expect(phone.total).toBe(1);
    expect(phone.list[0].reasons.map((r: { type: string }) => r.type)).toEqual(['phone']);
    const fileId = await upload(analyst, [pair.a, pair.b]);
    const byFile = (await analyst.post(`/esee/suspectRelationship/listEnhance?fileId=${fileId}&relTypes=phone`)).data;
    expect(byFile).toEqual(phone);
    const exported = await analyst.inject({
      method: 'POST',
      url: `/esee/suspectRelationship/exportEnhance?fileId=${fileId}&relTypes=phone`,
    });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(
      XLSX.read(exported.rawPayload, { type: 'buffer' }).Sheets['疑似关系']!,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!['疑似关系']).toBe('相同电话');
    await clear(analyst);
  });

  it('groups a list of every company of the data set in one call', async () => {
    const all = (
      await db().selectFrom('company').select('ent_id').orderBy('ent_id').limit(UPLOAD_MAX_RECORDS).execute()
    ).map((r) => r.ent_id);
    const fileId = await upload(analyst, all);
    const t0 = Date.now();
    const res = await analyst.post(`/esee/keySurvey/enhanceList?fileId=${fileId}&depth=3`);
    const elapsed = Date.now() - t0;
    expect(res.code, JSON.stringify(res).slice(0, 200)).toBe(200);
    const data = res.data as KeySurveyResult;
    const grouped = data.groupCount > 0 ? data.groups.reduce((n, g) => n + g.members.length, 0) : 0;
    expect(data.groupCount).toBeGreaterThan(1);
    expect(grouped + data.unrelated.length).toBeLessThanOrEqual(all.length);
    // Every group's paths connect all its members.
    for (const g of data.groups) expect(g.paths.length).toBeGreaterThanOrEqual(g.members.length - 1);
    expect(elapsed).toBeLessThan(20_000);
    await clear(analyst);
  });
});
