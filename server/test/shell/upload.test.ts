import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { pinyin } from 'pinyin-pro';
import {
  FileType,
  MATCH_REASON_DESC,
  MatchReason,
  MatchResult,
  normalizeCompanyName,
  ResultCode,
  UploadMessage,
  type MatchRow,
  type ParseResult,
} from '@esee/contracts';
import { writeSearchKeys } from '../../src/core/companies/searchKeys';
import { ENGINES, multipart, withApp, type Client, type TestApp } from '../fixtures';

const PARSE = '/esee/upload/dataParse';

/** A workbook as Excel or WPS save it: .xlsx (OOXML) or .xls (BIFF8). */
function sheetFile(rows: unknown[][], book: 'xlsx' | 'xls' = 'xlsx', edit?: (ws: XLSX.WorkSheet) => void): Buffer {
  const wb = XLSX.utils.book_new();
  const ws = XLSX.utils.aoa_to_sheet(rows);
  edit?.(ws);
  XLSX.utils.book_append_sheet(wb, ws, '名单');
  return XLSX.write(wb, { type: 'buffer', bookType: book === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

/** An encrypted Office file as Excel writes one: an OLE container with the encryption streams. */
function encryptedFile(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(4096, 7));
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

/** Full-width letters and digits, as Chinese input methods type them. */
const fullWidth = (s: string) => s.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

// Each engine with the names in memory (the default) and looked up in the database (SEARCH_INDEXES=database).
const PATHS = ENGINES.flatMap((engine) => (['memory', 'database'] as const).map((path) => [engine, path] as const));

describe.each(PATHS)('batch import on %s, names in %s', (engine, path) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let outsider: Client;
  type Company = {
    ent_id: string;
    name: string;
    credit_code: string | null;
    reg_no: string | null;
    org_code: string | null;
    former_names: string[];
  };
  let companies: Company[];
  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 11, today: new Date('2026-11-22'), recordScale: 0 },
      env: { SEARCH_INDEXES: path },
    });
    [analyst, admin, outsider] = await Promise.all([t.client('analyst'), t.client('admin'), t.client('demo2')]);
    companies = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name', 'credit_code', 'reg_no', 'org_code', 'former_names'])
      .orderBy('ent_id')
      .execute();
  }, 90_000);
  afterAll(() => t.close());

  const byLine = (result: ParseResult, line: number) => result.origDataList.find((r) => r.excelLineNo === line)!;

  it('matches codes, exact, tricky and former names, marks repeats, and offers candidates for failures', async () => {
    const plain = companies[0]!;
    const bracketed = companies.find((c) => /（.{2,3}）有限公司$/.test(c.name))!;
    const [, trade, region] = /^(.+)（(.{2,3})）有限公司$/.exec(bracketed.name)!;
    const limited = companies.find((c) => c.name.endsWith('有限公司') && c !== bracketed && c !== plain)!;
    const renamed = companies.find((c) => c.former_names.length > 0)!;
    const coded = companies.slice(20, 23);
    const misspelt = companies[40]!;
    const typo = [...misspelt.name];
    typo[1] = typo[1] === '鑫' ? '森' : '鑫';
    const rows = [
      ['客户名单（2026年第一批）'],
      ['企业名称', '备注'],
      [plain.name, '精确'],
      [
        fullWidth(` ${limited.name.replace('有限公司', '有限责任公司')} `)
          .replace('（', '(')
          .replace('）', ')'),
        '写法不同',
      ],
      [`${region}${trade}有限公司`, '地区在前'],
      [renamed.former_names[0], '曾用名'],
      [coded[0]!.credit_code, '信用代码'],
      [Number(coded[1]!.reg_no), '注册号（数字格式）'],
      [`${coded[2]!.org_code!.slice(0, 8)}-${coded[2]!.org_code!.slice(8)}`, '组织机构代码'],
      [plain.credit_code, '重复'],
      ['完全不存在的某某某某贸易有限公司', '不存在'],
      [typo.join(''), '错别字'],
      [null, '空行跳过'],
      ['', ''],
    ];
    for (const book of ['xlsx', 'xls'] as const) {
      const bytes = sheetFile(rows, book, (ws) => {
        ws['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 1 } }];
        // A formula with its cached value, as Excel saves one.
        ws['A3'] = { t: 's', v: plain.name, f: `"${plain.name}"` };
      });
      const r = await analyst.upload(PARSE, `名单.${book}`, bytes);
      expect(r.code, JSON.stringify(r)).toBe(ResultCode.OK);
      const result = r.data as ParseResult;
      expect(result).toMatchObject({
        fileName: `名单.${book}`,
        totalRecord: 10,
        matchSucRecord: 8,
        matchRepeatRecord: 1,
        matchFailRecord: 1,
      });
      expect(result.matchSuccessList).toHaveLength(9);
      expect(result.matchFailedList.map((f) => f.excelLineNo)).toEqual([11]);
      const expectRow = (
        line: number,
        entId: string,
        matchResult: string,
        matchReason: MatchReason,
        dataTypeDesc = '企业名称',
      ) =>
        expect(byLine(result, line), `line ${line}`).toMatchObject({
          entId,
          matchFlag: true,
          matchResult,
          matchReason,
          matchReasonDesc: MATCH_REASON_DESC[matchReason],
          dataTypeDesc,
        } satisfies Partial<MatchRow>);
      expectRow(3, plain.ent_id, MatchResult.NAME, MatchReason.EXACT);
      expectRow(4, limited.ent_id, MatchResult.NORMALIZED, MatchReason.NORMALIZED);
      expectRow(5, bracketed.ent_id, MatchResult.NORMALIZED, MatchReason.REGION_VARIANT);
      expectRow(6, renamed.ent_id, MatchResult.FORMER_NAME, MatchReason.FORMER_NAME);
      expectRow(7, coded[0]!.ent_id, MatchResult.CREDIT_CODE, MatchReason.CODE, '统一社会信用代码');
      expectRow(8, coded[1]!.ent_id, MatchResult.REG_NO, MatchReason.CODE, '注册号');
      expectRow(9, coded[2]!.ent_id, MatchResult.ORG_CODE, MatchReason.CODE, '组织机构代码');
      expect(byLine(result, 10)).toMatchObject({ entId: plain.ent_id, matchResult: MatchResult.REPEAT, repeatOf: 3 });
      expect(byLine(result, 11)).toMatchObject({
        matchFlag: false,
        supportMatch: true,
        entId: null,
        matchReason: null,
      });
      expect(byLine(result, 11).matchFailedResult).toBe(MatchResult.NOT_FOUND);
      // One character wrong: a near name, chosen since no other company comes as near.
      expectRow(12, misspelt.ent_id, MatchResult.FUZZY, MatchReason.FUZZY);
      const scores = [3, 4, 5, 6, 7, 12].map((line) => byLine(result, line).matchScore!);
      expect(scores).toEqual([100, 98, expect.any(Number), 95, 100, expect.any(Number)]);
      expect(scores[2]).toBeGreaterThan(scores[5]!);
      // Rows without a name (line 13 has only a remark) are not records.
      expect(result.origDataList.map((x) => x.excelLineNo)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it('says why each row matched with a score, and leaves two near candidates to the user', async () => {
    // Two companies of one core in two cities: the core alone names neither.
    const pair = ['上海测泽数据科技有限公司', '南京测泽数据科技有限公司'];
    await t.database.db
      .insertInto('company')
      .values(
        pair.map((name, i) => ({
          ent_id: `XM${i}`,
          name,
          name_norm: normalizeCompanyName(name),
          status: '存续',
          active: true,
          org_type: '有限责任公司',
          region_code: i ? '320105' : '310115',
        })),
      )
      .execute();
    // Keys written as a load writes them; the in-memory index notices the change on its next check: rebuilt now.
    await writeSearchKeys(t.database.db, null);
    await t.app.companies.refresh();
    const lead = companies.find((c) =>
      /^(北京|上海|深圳|广州|杭州|南京|成都)[^（]+(?<!集团|股份)有限公司$/.test(c.name),
    )!;
    const core = lead.name.slice(2).replace(/有限公司$/, '');
    const unique = companies.filter((c) => c.name.includes(core)).length === 1;
    const rows = [
      ['企业名称'],
      [pinyin(lead.name.replace(/有限公司$/, ''), { toneType: 'none', type: 'array' }).join('')],
      ['测泽数据科技有限公司'],
      ['测泽数据科技'],
      ...(unique ? [[core]] : []),
    ];
    const result = (await analyst.upload(PARSE, '依据.xlsx', sheetFile(rows))).data as ParseResult;
    expect(byLine(result, 2), 'pinyin').toMatchObject({
      entId: lead.ent_id,
      matchResult: MatchResult.PINYIN,
      matchReason: MatchReason.PINYIN,
      matchReasonDesc: '拼音',
    });
    for (const line of [3, 4]) {
      const row = byLine(result, line);
      expect(row, `line ${line}`).toMatchObject({ matchFlag: false, matchFailedResult: MatchResult.AMBIGUOUS });
      expect(row.candidates.map((c) => c.entName).sort()).toEqual([...pair].sort());
      expect(row.candidates[0]!.reasonDesc).toBeTruthy();
    }
    if (unique)
      expect(byLine(result, 5), '简称').toMatchObject({ entId: lead.ent_id, matchReason: MatchReason.SHORT_NAME });
    // The result file counts the rows by reason.
    const reply = await analyst.inject({
      method: 'POST',
      url: '/esee/upload/matchResult',
      payload: {
        fileName: '依据.xlsx',
        origDataList: result.origDataList.map((r) => ({
          data: r.data,
          matchResult: r.matchFlag ? r.matchResult : r.matchFailedResult,
          correctData: r.entName,
          matchReasonDesc: r.matchReasonDesc,
          matchScore: r.matchScore,
        })),
      },
    });
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const counts = XLSX.utils.sheet_to_json<Record<string, string | number>>(book.Sheets['按匹配依据统计']!);
    expect(counts).toEqual(
      expect.arrayContaining([
        { 匹配依据: '拼音', 行数: 1 },
        { 匹配依据: MatchResult.AMBIGUOUS, 行数: 2 },
      ]),
    );
    const sheet = XLSX.utils.sheet_to_json<Record<string, string | number>>(book.Sheets['匹配结果']!);
    expect(sheet[0]).toMatchObject({ 匹配依据: '拼音', 匹配得分: byLine(result, 2).matchScore! });
  });

  it('refuses oversized, foreign, corrupt, encrypted, empty and over-long files with the spec messages', async () => {
    const names = companies.slice(0, 3).map((c) => [c.name]);
    const refused = async (fileName: string, bytes: Buffer, message: string) => {
      const r = await analyst.upload(PARSE, fileName, bytes);
      expect(r.code, fileName).toBe(ResultCode.BAD_REQUEST);
      expect(r.message, fileName).toBe(message);
    };
    await refused('大文件.xlsx', Buffer.alloc(21 * 1024 * 1024, 0x41), UploadMessage.TOO_LARGE);
    await refused('名单.txt', Buffer.from(names.join('\n')), UploadMessage.WRONG_TYPE);
    await refused('名单.csv', Buffer.from(names.join('\n')), UploadMessage.WRONG_TYPE);
    await refused('改名的文本.xlsx', Buffer.from(names.join('\n')), UploadMessage.CORRUPT);
    await refused(
      '损坏.xlsx',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 9)]),
      UploadMessage.CORRUPT,
    );
    await refused('截断.xlsx', sheetFile([['企业名称'], ...names]).subarray(0, 300), UploadMessage.CORRUPT);
    await refused('加密.xlsx', encryptedFile(), UploadMessage.ENCRYPTED);
    await refused('空文件.xlsx', Buffer.alloc(0), UploadMessage.EMPTY);
    await refused('只有表头.xls', sheetFile([['企业名称']], 'xls'), UploadMessage.EMPTY);
    const many = Array.from({ length: 501 }, (_, i) => [`某某公司${i}`]);
    await refused('501行.xlsx', sheetFile([['企业名称'], ...many]), UploadMessage.TOO_MANY);
    await refused('两列无表头.xlsx', sheetFile([['甲', '乙']]), UploadMessage.NO_COLUMN);
    // 500 is allowed.
    expect(
      (await analyst.upload(PARSE, '500行.xlsx', sheetFile([['企业名称'], ...many.slice(0, 500)]))).data.totalRecord,
    ).toBe(500);
    // No file at all, and no session.
    expect((await analyst.post(PARSE, {})).message).toBe(UploadMessage.NO_FILE);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: PARSE,
      ...multipart('a.xlsx', sheetFile(names)),
    });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
    // The template parses as empty: nothing to import until filled in.
    const template = await analyst.inject({ method: 'GET', url: '/esee/upload/template' });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    await refused('模板.xlsx', template.rawPayload, UploadMessage.EMPTY);
  });

  it('imports into a batch-search file in one go, lists, pages, exports and deletes it, for its owner only', async () => {
    const chosen = companies.slice(50, 62);
    const parsed = (
      await analyst.upload(
        PARSE,
        '授信名单.xlsx',
        sheetFile([['统一社会信用代码'], ...chosen.map((c) => [c.credit_code])]),
      )
    ).data as ParseResult;
    expect(parsed.matchSucRecord).toBe(12);
    const confirmList = parsed.matchSuccessList.map((r) => ({
      entId: r.entId!,
      data: r.data,
      excelLineNo: r.excelLineNo,
    }));

    // An unknown company refuses the whole import: nothing is written.
    const before = await analyst.get('/esee/batchSearch/uploadFileLimit');
    const bad = await analyst.post('/esee/upload/dataConfirm', {
      fileName: '授信名单.xlsx',
      confirmList: [...confirmList, { entId: 'E-none' }],
    });
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    // So does a closer-bank import without its region, inside the transaction.
    const noRegion = await analyst.post('/esee/upload/dataConfirm', {
      fileType: FileType.CLOSER_BANK,
      fileName: '授信名单.xlsx',
      confirmList,
    });
    expect(noRegion.message).toBe('请选择匹配区域');
    expect((await analyst.get('/esee/batchSearch/uploadFileLimit')).data.fileCount).toBe(before.data.fileCount);

    const done = await analyst.post('/esee/upload/dataConfirm', {
      fileName: '授信名单.xlsx',
      totalRecord: parsed.totalRecord,
      confirmList,
    });
    expect(done.data).toMatchObject({ imported: 12, existing: 0 });
    const fileId = done.data.targetId as number;

    const list = await analyst.form('/esee/batchSearch/uploadFileList', { pageNum: 1, pageSize: 10 });
    expect(list.data.list[0]).toMatchObject({ fileId, fileName: '授信名单.xlsx', totalRecord: 12, matchRecord: 12 });
    const detail = await analyst.form('/esee/batchSearch/fileDetail', { fileId, pageNum: 2, pageSize: 10 });
    expect(detail.data.companies.total).toBe(12);
    expect(detail.data.companies.list.map((c: { entId: string }) => c.entId)).toEqual(
      chosen.slice(10).map((c) => c.ent_id),
    );

    const exported = await analyst.inject({ method: 'GET', url: `/esee/batchSearch/export?fileId=${fileId}` });
    const sheet = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const exportedRows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(exportedRows.map((r) => r['企业名称'])).toEqual(chosen.map((c) => c.name));

    // Another user of the institution, and another institution, see nothing of it.
    for (const who of [admin, outsider]) {
      expect((await who.form('/esee/batchSearch/fileDetail', { fileId })).code).toBe(ResultCode.NOT_FOUND);
      expect((await who.form('/esee/batchSearch/deleteFile', { fileId })).code).toBe(ResultCode.NOT_FOUND);
    }
    expect((await analyst.form('/esee/batchSearch/deleteFile', { fileId })).code).toBe(ResultCode.OK);
    expect((await analyst.form('/esee/batchSearch/fileDetail', { fileId })).code).toBe(ResultCode.NOT_FOUND);
  });

  it('imports into a project, labelling what it already holds; another institution cannot', async () => {
    const project = (await analyst.post('/esee/projectManage/create', { name: '导入测试项目' })).data;
    const chosen = companies.slice(70, 75);
    await analyst.post('/esee/projectManage/addCompanies', { id: project.id, entIds: [chosen[0]!.ent_id] });
    const file = sheetFile([['企业名称'], ...chosen.map((c) => [c.name])], 'xls');
    const fields = { fileType: FileType.PROJECT, targetId: String(project.id) };
    const parsed = (await analyst.upload(PARSE, '项目名单.xls', file, fields)).data as ParseResult;
    expect(parsed.matchSuccessList.map((r) => r.relatedData)).toEqual(['已在项目中', '', '', '', '']);
    expect((await outsider.upload(PARSE, '项目名单.xls', file, fields)).code).toBe(ResultCode.NOT_FOUND);

    const confirmList = parsed.matchSuccessList.map((r) => ({ entId: r.entId! }));
    const payload = { fileType: FileType.PROJECT, targetId: project.id, fileName: '项目名单.xls', confirmList };
    expect((await outsider.post('/esee/upload/dataConfirm', payload)).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/upload/dataConfirm', payload)).data).toMatchObject({
      imported: 4,
      existing: 1,
    });
    expect((await analyst.get(`/esee/projectManage/detail?id=${project.id}`)).data.companies.total).toBe(5);

    // The manual-match search labels the project's companies as existing.
    const search = await analyst.form('/esee/batchSearch/commonCompanyMatch', {
      nameLike: chosen[1]!.name,
      pageNum: 1,
      pageSize: 10,
      fileType: FileType.PROJECT,
      targetId: project.id,
    });
    expect(search.data.list[0]).toMatchObject({ entId: chosen[1]!.ent_id, existFlag: true, relatedData: '已在项目中' });
    expect(search.data.page.totalPage).toBeGreaterThanOrEqual(1);
    expect((await analyst.form('/esee/batchSearch/commonCompanyMatch', { nameLike: '某' })).message).toBe(
      UploadMessage.SEARCH_TOO_SHORT,
    );
  });

  it("keeps the institution's customer book: its administrators import and clear it, others only read it", async () => {
    const chosen = companies.slice(80, 84);
    const file = sheetFile([['客户名称'], ...chosen.map((c) => [c.name])]);
    const fields = { fileType: FileType.CUSTOMER_BOOK };
    const summary = async (who: Client) => (await who.get('/esee/customerBook/summary')).data;
    expect(await summary(analyst)).toMatchObject({ count: 0, updatedAt: null, canManage: false });

    // A staff member may not change the book, neither parse for it nor confirm into it.
    const refused = await analyst.upload(PARSE, '本行客户.xlsx', file, fields);
    expect(refused).toMatchObject({ code: ResultCode.FORBIDDEN, message: '仅机构管理员可维护本行客户名单' });
    const confirmList = chosen.map((c) => ({ entId: c.ent_id }));
    const payload = { fileType: FileType.CUSTOMER_BOOK, fileName: '本行客户.xlsx', confirmList };
    expect((await analyst.post('/esee/upload/dataConfirm', payload)).code).toBe(ResultCode.FORBIDDEN);

    const parsed = (await admin.upload(PARSE, '本行客户.xlsx', file, fields)).data as ParseResult;
    expect(parsed.matchSuccessList.map((r) => r.entId)).toEqual(chosen.map((c) => c.ent_id));
    expect((await admin.post('/esee/upload/dataConfirm', payload)).data).toMatchObject({
      imported: 4,
      existing: 0,
    });
    // A second import labels what the book holds and adds only the rest.
    const again = (await admin.upload(PARSE, '本行客户.xlsx', file, fields)).data as ParseResult;
    expect(again.matchSuccessList.map((r) => r.relatedData)).toEqual(Array(4).fill('已是本行客户'));
    expect(await summary(analyst)).toMatchObject({ count: 4, updatedBy: expect.any(String), canManage: false });
    expect(await summary(admin)).toMatchObject({ count: 4, canManage: true });

    // Another institution's book is its own.
    expect(await summary(outsider)).toMatchObject({ count: 0 });
    expect((await outsider.post('/esee/customerBook/clear')).data).toEqual({ removed: 0 });
    expect(await summary(analyst)).toMatchObject({ count: 4 });

    expect((await analyst.post('/esee/customerBook/clear')).code).toBe(ResultCode.FORBIDDEN);
    expect((await admin.post('/esee/customerBook/clear')).data).toEqual({ removed: 4 });
    expect(await summary(analyst)).toMatchObject({ count: 0, updatedAt: null });
  });

  it('writes the result file with what each row was matched to', async () => {
    const origDataList = [
      {
        data: companies[1]!.name,
        dataType: 'ENT_NAME',
        dataTypeDesc: '企业名称',
        matchResult: '企业名称精确匹配',
        correctData: companies[1]!.name,
      },
      {
        data: '某某某',
        dataType: 'ENT_NAME',
        dataTypeDesc: '企业名称',
        matchResult: '手动匹配',
        correctData: companies[2]!.name,
      },
    ];
    const reply = await analyst.inject({
      method: 'POST',
      url: '/esee/upload/matchResult',
      payload: { fileName: '名单.xlsx', origDataList },
    });
    expect(decodeURIComponent(String(reply.headers.filename))).toBe('名单_匹配结果.xlsx');
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['匹配结果']!);
    expect(rows.map((r) => [r['上传数据'], r['匹配结果'], r['匹配企业']])).toEqual(
      origDataList.map((r) => [r.data, r.matchResult, r.correctData]),
    );
  });

  it('keeps closer-bank files with their region and says which companies are in it', async () => {
    const regions = (await analyst.get('/esee/batchMatch/getRegionList')).data as {
      code: string;
      name: string;
    }[];
    expect(regions.map((r) => r.name)).toContain('北京市');
    const chosen = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'region_code'])
      .orderBy('ent_id')
      .limit(30)
      .execute();
    const done = await analyst.post('/esee/upload/dataConfirm', {
      fileType: FileType.CLOSER_BANK,
      fileName: '就近名单.xlsx',
      regionCode: '11',
      confirmList: chosen.map((c) => ({ entId: c.ent_id })),
    });
    const fileId = done.data.targetId;
    const list = await analyst.form('/esee/batchMatch/closerBank/uploadFileList', { pageNum: 1 });
    expect(list.data.list[0]).toMatchObject({ fileId, regionName: '北京市', matchRecord: 30 });
    const reply = await analyst.inject({
      method: 'POST',
      url: '/esee/batchMatch/closerBank/downloadMatchResult',
      payload: `fileId=${fileId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const book = XLSX.read(reply.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    const inBeijing = chosen.filter((c) => c.region_code?.startsWith('11')).length;
    expect(rows.filter((r) => r['是否属于北京市'] === '是')).toHaveLength(inBeijing);
    expect(rows.slice(0, inBeijing).every((r) => r['是否属于北京市'] === '是')).toBe(true);
    expect((await analyst.form('/esee/batchMatch/closerBank/deleteFile', { fileId })).code).toBe(ResultCode.OK);
  });
});
