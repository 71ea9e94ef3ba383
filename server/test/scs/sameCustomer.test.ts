import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileType,
  ResultCode,
  ScsRole,
  type ParseResult,
  type ScsGroupDetail,
  type ScsGroupList,
  type ScsSingleCustomer,
} from '@esee/contracts';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { runScs } from './runScs';
import { addToBook, controlGroup, loneCompanies, scsApp, sheetFile, type Named } from './fixtures';

const HEADER = [
  '企业名称或统一社会信用代码',
  '贷款余额（元）',
  '票据余额（元）',
  '保函/担保余额（元）',
  '债券余额（元）',
  '表外余额（元）',
  '内部评级',
  '授信额度（元）',
  '逾期天数',
  '五级分类',
];

describe.each(ONE_ENGINE)('同一客户 and 单一客户 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let singleOnly: Client;
  /** A company holding over half of three others, and those three. */
  let head: Named;
  let subs: Named[];
  let lone: Named;

  beforeAll(async () => {
    ({ t, admin, analyst, other, single: singleOnly } = await scsApp(engine));
    const db = t.database.db;
    ({ head, subs } = await controlGroup(db, 3));
    lone = (await loneCompanies(db, 1))[0]!;
  }, 180_000);
  afterAll(() => t.close());

  const parse = (who: Client, rows: unknown[][]) =>
    who.upload('/esee/upload/dataParse', '客户名单.xlsx', sheetFile(rows, '客户名单'), {
      fileType: FileType.SCS_CUSTOMER_BOOK,
    });
  const confirm = (who: Client, result: ParseResult) =>
    who.post('/esee/upload/dataConfirm', {
      fileType: FileType.SCS_CUSTOMER_BOOK,
      fileName: result.fileName,
      totalRecord: result.totalRecord,
      confirmList: result.matchSuccessList.map((r) => ({
        entId: r.entId,
        data: r.data,
        excelLineNo: r.excelLineNo,
        values: r.values,
      })),
    });
  const bookCount = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from institution_customer ic
          join institution i on i.id = ic.inst_id where i.code = 'DEMO'`.execute(t.database.db)
      ).rows[0]!.n,
    );

  it('refuses a book file with a bad amount as a whole, listing its bad rows', async () => {
    const res = await parse(admin, [
      HEADER,
      [head.name, '1,000,000', '0', '', '', '', 'AA', '2000000'],
      [subs[0]!.name, '-5', '0', '', '', '', 'AA', ''],
      [subs[1]!.name, '100', 'abc', '', '', '', 'ZZ', ''],
    ]);
    expect(res.code).toBe(ResultCode.BAD_REQUEST);
    expect(res.message).toContain('未导入任何数据');
    expect(res.data.errors).toEqual([
      expect.objectContaining({ line: 3, column: '贷款余额（元）' }),
      expect.objectContaining({ line: 4, column: '票据余额（元）' }),
      expect.objectContaining({ line: 4, column: '内部评级' }),
    ]);
    expect(await bookCount()).toBe(0);
  });

  it('refuses a confirmation whose values were tampered with, and writes nothing', async () => {
    const parsed = (await parse(admin, [HEADER, [head.name, '100', '', '', '', '', '', '']])).data as ParseResult;
    parsed.matchSuccessList[0]!.values = { loan: '1e99' };
    const res = await confirm(admin, parsed);
    expect(res.code).toBe(ResultCode.BAD_REQUEST);
    expect(res.data.errors[0]).toMatchObject({ line: 2, column: '贷款余额（元）' });
    expect(await bookCount()).toBe(0);
  });

  it('lets only the institution administrator import the book', async () => {
    const res = await parse(analyst, [HEADER, [head.name, '100', '', '', '', '', '', '']]);
    expect(res.code).toBe(ResultCode.FORBIDDEN);
  });

  it('imports the book with exposures, runs identification and shows the group with reasons', async () => {
    const parsed = await parse(admin, [
      ['同一客户名单'],
      HEADER,
      [head.name, '50,000,000', '8000000', '0', '0', '2000000', 'aa', '80000000'],
      [subs[0]!.name, '10000000', '', '', '', '', 'A', '20000000'],
      [subs[1]!.name, '20000000.50', '', '1000000', '', '', 'BBB', ''],
      [lone.name, '3000000', '', '', '', '', '', ''],
    ]);
    expect(parsed.code, JSON.stringify(parsed)).toBe(ResultCode.OK);
    const result = parsed.data as ParseResult;
    expect(result.matchSucRecord).toBe(4);
    const imported = await confirm(admin, result);
    expect(imported.data).toMatchObject({ imported: 4, existing: 0 });

    // The loan files say the lone customer guarantees a member.
    await sql`
      insert into scs_guarantee (inst_id, guarantor_id, guaranteed_id, amount)
      select id, ${lone.id}, ${subs[0]!.id}, 5000000 from institution where code = 'DEMO'
    `.execute(t.database.db);

    const run = await runScs(analyst);
    expect(run.code, JSON.stringify(run)).toBe(ResultCode.OK);
    expect(run.data).toMatchObject({ customerCount: 4, groupCount: 1, changes: { firstRun: true } });

    const list = (await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    expect(list.total).toBe(1);
    const row = list.list[0]!;
    expect(row).toMatchObject({ coreEntId: head.id, coreName: head.name, memberCount: 4, status: '待确认' });
    expect(row.totalExposure).toBe(
      50_000_000 + 8_000_000 + 2_000_000 + 10_000_000 + 20_000_000.5 + 1_000_000 + 3_000_000,
    );

    const detail = (await analyst.get(`/esee/scs/sameCustomer/group?groupId=${row.groupId}`)).data as ScsGroupDetail;
    const byId = new Map(detail.members.map((m) => [m.entId, m]));
    expect(byId.get(head.id)).toMatchObject({ role: ScsRole.PARENT, suggested: false, rating: 'AA' });
    expect(byId.get(head.id)!.exposure).toMatchObject({ loan: 50_000_000, bill: 8_000_000, offBalance: 2_000_000 });
    const sub = byId.get(subs[0]!.id)!;
    expect(sub.role).toBe(ScsRole.MEMBER);
    // Held over half by the core; the reason names the core (directly, or as the way to the shared root).
    expect(sub.reason).toContain(head.name);
    expect(sub.reason).toMatch(/^(同受|实控人同为)/);
    expect(sub.evidence[0]).toMatchObject({ kind: 'control', fromId: head.id, toId: subs[0]!.id });
    expect(byId.get(lone.id)).toMatchObject({ role: ScsRole.RELATED, suggested: true });
    expect(byId.get(lone.id)!.reason).toContain('提供担保');
  });

  it('reports what changed since the last run', async () => {
    const parsed = (await parse(admin, [HEADER, [subs[2]!.name, '7000000', '', '', '', '', 'A', '']]))
      .data as ParseResult;
    expect((await confirm(admin, parsed)).data).toMatchObject({ imported: 1 });
    const run = await runScs(analyst);
    expect(run.data.changes).toMatchObject({ firstRun: false, membersAdded: 1, changedGroups: 1 });
    const list = (await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    const detail = (await analyst.get(`/esee/scs/sameCustomer/group?groupId=${list.list[0]!.groupId}`))
      .data as ScsGroupDetail;
    expect(detail.changes.added).toEqual([{ entId: subs[2]!.id, entName: subs[2]!.name }]);
    expect(detail.memberCount).toBe(5);
  });

  it('shows a single customer with its exposures, group, related parties and risks', async () => {
    const res = await singleOnly.get(`/esee/scs/singleCustomer/detail?entId=${subs[1]!.id}`);
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const c = res.data as ScsSingleCustomer;
    expect(c).toMatchObject({ inBook: true, rating: 'BBB', approvedLimit: null });
    expect(c.exposure).toEqual({
      loan: 20_000_000.5,
      bill: 0,
      guarantee: 1_000_000,
      bond: 0,
      offBalance: 0,
      total: 21_000_000.5,
    });
    expect(c.group).toMatchObject({ role: ScsRole.MEMBER, coreName: head.name });
    expect(c.related.some((r) => r.entId === head.id && r.relation === '股东')).toBe(true);
    expect(Array.isArray(c.risks)).toBe(true);
    const list = await singleOnly.get('/esee/scs/singleCustomer/list?pageSize=50');
    expect(list.data.total).toBe(5);
    expect(list.data.list[0]).toMatchObject({ entId: head.id, groupName: expect.any(String) });
  });

  it('keeps each institution to its own book and groups, and checks the menu rights', async () => {
    const mine = (await analyst.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    const groupId = mine.list[0]!.groupId;
    expect((await other.get(`/esee/scs/sameCustomer/group?groupId=${groupId}`)).code).toBe(ResultCode.NOT_FOUND);
    expect((await other.get('/esee/scs/sameCustomer/groups')).data).toEqual({ run: null, total: 0, list: [] });
    const theirs = (await other.get(`/esee/scs/singleCustomer/detail?entId=${head.id}`)).data;
    expect(theirs).toMatchObject({ inBook: false, rating: null, group: null, exposure: { total: 0 } });
    expect((await other.get('/esee/scs/singleCustomer/list')).data.total).toBe(0);
    expect((await runScs(other)).data).toMatchObject({ customerCount: 0 });
    // The group page's calls need its menu key.
    expect((await singleOnly.get('/esee/scs/sameCustomer/groups')).code).toBe(ResultCode.FORBIDDEN);
    expect((await runScs(singleOnly)).code).toBe(ResultCode.FORBIDDEN);
  });

  it('offers the book template', async () => {
    const res = await analyst.inject({ method: 'GET', url: '/esee/scs/book/template' });
    expect(res.statusCode).toBe(200);
    const wb = XLSX.read(res.rawPayload);
    expect(XLSX.utils.sheet_to_json<string[]>(wb.Sheets['客户名单']!, { header: 1 })[0]).toEqual(HEADER);
  });
  it('labels 母公司 only a core that controls the others; sisters under a parent outside the book name their apex', async () => {
    // DEMO2 lends to two of the head's subsidiaries, not to the head itself.
    await addToBook(t.database.db, 'DEMO2', [
      { ent_id: subs[0]!.id, loan_amount: 30_000_000 },
      { ent_id: subs[1]!.id, loan_amount: 10_000_000 },
    ]);
    expect((await runScs(other)).code).toBe(ResultCode.OK);
    const groups = (await other.get('/esee/scs/sameCustomer/groups')).data as ScsGroupList;
    expect(groups.list).toHaveLength(1);
    const detail = (await other.get(`/esee/scs/sameCustomer/group?groupId=${groups.list[0]!.groupId}`))
      .data as ScsGroupDetail;
    // The core (the larger exposure) controls no other member: not a 母公司.
    expect(detail.coreEntId).toBe(subs[0]!.id);
    expect(detail.members.map((m) => m.role)).toEqual([ScsRole.CORE, ScsRole.MEMBER]);
    expect(detail.members.some((m) => m.role === ScsRole.PARENT)).toBe(false);
    // The apex is the top of their control chains (the head, or whoever controls it), outside DEMO2's book and
    // not a member; each member's relation names it.
    expect(detail.apex).toMatchObject({ inBook: false, member: false });
    expect([subs[0]!.id, subs[1]!.id]).not.toContain(detail.apex!.id);
    for (const m of detail.members) expect(m.reason).toContain(detail.apex!.name);
  });
});
