import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_FLOW_RULES,
  type BankFlowFlag,
  type BankFlowResult,
  type BankFlowRuleCatalogue,
  type BankFlowLayout,
} from '@esee/contracts';
import {
  encodeGbk,
  generateStatements,
  statementTable,
  toCsv,
  toXlsx,
  type GeneratedStatements,
} from '../../src/data/generate/bankStatements';
import { addUser, ONE_ENGINE, multipart, withApp, type Client, type TestApp } from '../fixtures';
import { analyse } from './analyse';
import { giveDemo2Iba } from './pageTest';

const FORBIDDEN = { code: 403, data: null, message: '无权限操作，请联系管理员！' };

describe.each(ONE_ENGINE)('银行流水分析 on %s', (engine) => {
  let t: TestApp;
  let owner: Client;
  let reviewer: Client;
  let colleague: Client;
  let cbaOnly: Client;
  let outsider: Client;
  let g: GeneratedStatements;
  let related: { entId: string; name: string };
  let companies: { entId: string; name: string }[];
  let analysisId: number;
  const subjectIds: Record<string, number> = {};

  const file = (key: 'A' | 'B' | 'C' | 'P', layout: BankFlowLayout, format: 'xlsx' | 'gbk' | 'utf8') => {
    const table = statementTable(
      g.statements.find((s) => s.subject.key === key)!,
      layout,
    );
    if (format === 'xlsx') return toXlsx(table);
    return format === 'gbk' ? encodeGbk(toCsv(table)) : Buffer.from(toCsv(table), 'utf8');
  };
  const txnCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('bank_flow_txn')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 31, today: new Date('2026-11-20') },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'cbaonly', ['app:cba']);
        await addUser(db, 'DEMO', 'colleague', ['app:iba']);
        await giveDemo2Iba(db);
      },
    });
    // A: a company holding another (its subsidiary is the related counterparty); B and C: two others.
    const holding = await t.database.db
      .selectFrom('shareholding as s')
      .innerJoin('company as h', 'h.ent_id', 's.holder_id')
      .innerJoin('company as c', 'c.ent_id', 's.company_id')
      .select(['h.ent_id as aId', 'h.name as aName', 'c.ent_id as rId', 'c.name as rName'])
      .where('s.holder_kind', '=', 'C')
      .orderBy('h.ent_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    related = { entId: holding.rId, name: holding.rName };
    const others = await t.database.db
      .selectFrom('company')
      .select(['ent_id as entId', 'name'])
      .where('ent_id', 'not in', [holding.aId, holding.rId])
      .orderBy('ent_id', 'desc')
      .limit(2)
      .execute();
    companies = [{ entId: holding.aId, name: holding.aName }, ...others];
    g = generateStatements({
      seed: 17,
      year: 2025,
      companies: [companies[0]!.name, companies[1]!.name, companies[2]!.name],
      person: '欧阳明远',
      relatedName: related.name,
    });
    [owner, reviewer, colleague, cbaOnly, outsider] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client({ instCode: 'DEMO', username: 'colleague' }),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client('demo2'),
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('refuses every call to a user without the page (no app:iba) with the spec’s warning', async () => {
    for (const [url, payload] of [
      ['/esee/bankFlow/analysis/create', { name: '无权限' }],
      ['/esee/bankFlow/analysis/list', {}],
      ['/esee/bankFlow/link', { projectId: 1 }],
      ['/esee/bankFlow/analyze', { analysisId: 1 }],
    ] as const) {
      const res = await cbaOnly.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    const file = await cbaOnly.upload('/esee/bankFlow/statement/import', 'a.csv', Buffer.from('x'), { subjectId: 1 });
    expect(file).toEqual(FORBIDDEN);
  });

  it('creates an analysis with a reviewer of the institution, refusing others', async () => {
    expect((await owner.post('/esee/bankFlow/analysis/create', { name: 'x', reviewer: 'cbaonly' })).message).toBe(
      '复核人须为本机构有银行流水分析权限的其他用户',
    );
    expect((await owner.post('/esee/bankFlow/analysis/create', { name: 'x', reviewer: 'analyst' })).code).toBe(400);
    const reviewers = await owner.get('/esee/bankFlow/reviewers');
    expect(reviewers.data.map((u: { username: string }) => u.username)).toEqual(['admin', 'colleague']);
    const res = await owner.post('/esee/bankFlow/analysis/create', { name: '示范IPO银行流水核查', reviewer: 'admin' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: '示范IPO银行流水核查',
      owner: '林晓雯',
      reviewer: '周明远',
      myRole: 'owner',
      stale: false,
    });
    analysisId = res.data.analysisId;
    for (const [key, body] of [
      ['A', { kind: 'company', entId: companies[0]!.entId, role: '发行人' }],
      ['B', { kind: 'company', entId: companies[1]!.entId, role: '子公司' }],
      ['C', { kind: 'company', name: companies[2]!.name, role: '主要关联方' }],
      ['P', { kind: 'person', name: '欧阳明远', role: '实际控制人' }],
    ] as const) {
      const s = await owner.post('/esee/bankFlow/subject/add', { analysisId, ...body });
      expect(s.code, key).toBe(200);
      subjectIds[key] = s.data.subjectId;
    }
    expect(
      (await owner.post('/esee/bankFlow/subject/add', { analysisId, kind: 'person', name: '欧阳明远', role: '董监高' }))
        .message,
    ).toBe('该主体已在分析项目中');
    expect(
      (await owner.post('/esee/bankFlow/subject/add', { analysisId, kind: 'company', entId: 'NOPE', role: '发行人' }))
        .code,
    ).toBe(404);
  });

  it('previews a GBK csv of 建行: layout, mapping, account from the lines above the table, first rows', async () => {
    const p = await owner.upload('/esee/bankFlow/statement/preview', '建行流水.csv', file('B', 'ccb', 'gbk'), {
      subjectId: subjectIds.B!,
    });
    expect(p.code).toBe(200);
    expect(p.data).toMatchObject({
      layout: 'ccb',
      layoutName: '中国建设银行',
      encoding: 'GBK',
      mappingSource: 'detected',
      missing: [],
      accountNo: g.statements[1]!.subject.accountNo,
      problems: [],
    });
    expect(p.data.mapping).toMatchObject({
      date: '交易时间',
      debit: '借方发生额（支取）',
      credit: '贷方发生额（收入）',
      counterparty: '对方户名',
    });
    expect(p.data.rows).toBe(g.statements[1]!.rows.length);
    expect(p.data.sample[0].counterparty).toBe(g.statements[1]!.rows[0]!.counterparty);
  });

  it('refuses bad files with a clear message and writes nothing', async () => {
    const before = await txnCount();
    const bad = async (name: string, bytes: Buffer, fields: Record<string, string | number> = {}) =>
      await owner.upload('/esee/bankFlow/statement/import', name, bytes, { subjectId: subjectIds.A!, ...fields });
    expect((await bad('流水.txt', Buffer.from('a,b'))).message).toBe('仅支持上传.xlsx、.xls、.csv格式的银行流水文件');
    expect((await bad('流水.xlsx', Buffer.from('not a workbook at all'))).message).toBe(
      '文件已损坏或不是有效的Excel文件',
    );
    expect((await bad('流水.csv', Buffer.from([0, 1, 2, 3]))).message).toBe('文件不是有效的CSV文本');
    expect((await bad('流水.csv', Buffer.from('说明\n无数据\n'))).message).toBe(
      '未能识别流水的表头行，请确认文件包含交易日期和金额等列',
    );
    const wrongType = await bad(
      '流水.csv',
      Buffer.from('交易日期,交易金额,余额,对方户名\n2025-01-02,100.00,100,甲\n2025-01-03,一百,200,乙\n'),
    );
    expect(wrongType).toMatchObject({ code: 400, message: '流水无法导入：第3行：交易金额「一百」不是数字' });
    const noAmount = await bad('流水.csv', Buffer.from('交易日期,对方户名,摘要,余额\n2025-01-02,甲,货款,1\n'));
    expect(noAmount.message).toBe('缺少必需的列：金额（借方/贷方发生额，或交易金额及收支标志），请确认列映射');
    expect((await bad('流水.csv', file('A', 'generic', 'utf8'), { mapping: '{"date":"不存在的列"}' })).message).toBe(
      '列映射中的「不存在的列」不在文件的表头中',
    );
    expect((await bad('流水.csv', file('A', 'generic', 'utf8'), { mapping: '{oops' })).message).toBe(
      '列映射格式不正确',
    );
    const huge = await bad('流水.csv', Buffer.alloc(21 * 1024 * 1024, 0x41));
    expect(huge.message).toBe('文件大小不能超过20M');
    const json = await owner.post('/esee/bankFlow/statement/import', { subjectId: subjectIds.A });
    expect(json).toMatchObject({ code: 400, message: '请选择要上传的文件' });
    expect(await txnCount()).toBe(before);
  });

  it('imports each subject’s statement in its bank’s layout: xlsx, GBK and UTF-8 csv', async () => {
    const imports = [
      ['A', '工商银行.xlsx', file('A', 'icbc', 'xlsx')],
      ['B', '建设银行.csv', file('B', 'ccb', 'gbk')],
      ['C', '招商银行.xlsx', file('C', 'cmb', 'xlsx')],
      ['P', '农业银行.csv', file('P', 'abc', 'utf8')],
    ] as const;
    for (const [key, name, bytes] of imports) {
      const s = g.statements.find((x) => x.subject.key === key)!;
      // 农行's export names no account: the page sends the one the user types.
      const fields = { subjectId: subjectIds[key]!, ...(key === 'P' ? { accountNo: s.subject.accountNo } : {}) };
      const res = await owner.upload('/esee/bankFlow/statement/import', name, bytes, fields);
      expect(res.code, `${key}: ${res.message}`).toBe(200);
      expect(res.data).toMatchObject({
        rows: s.rows.length,
        accountNo: s.subject.accountNo,
        from: s.rows[0]!.occurred.slice(0, 10),
      });
    }
    const again = await owner.upload('/esee/bankFlow/statement/import', '工商银行.xlsx', file('A', 'icbc', 'xlsx'), {
      subjectId: subjectIds.A!,
    });
    expect(again.message).toBe('该流水文件已导入过此主体');
    const detail = (await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data;
    expect(detail.statements).toHaveLength(4);
    expect(detail.stale).toBe(true);
    expect(detail.transactions).toBe(g.statements.reduce((s, x) => s + x.rows.length, 0));
  });

  it('shows no statement still being written, and removes one abandoned at the next import', async () => {
    const db = t.database.db;
    const before = (await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data;
    // A statement whose import was cut short an hour ago: written unpublished, with one transaction.
    const abandoned = await db
      .insertInto('bank_flow_statement')
      .values({
        analysis_id: analysisId,
        subject_id: subjectIds.A!,
        file_name: '中断.csv',
        file_hash: 'abandoned',
        layout: 'generic',
        account_no: '6222000000000000999',
        account_name: '中断',
        row_count: 1,
        period_from: '2025-01-01',
        period_to: '2025-01-01',
        mapping: '{}',
        user_id: (
          await db.selectFrom('app_user').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()
        ).id,
        imported_at: new Date(t.app.clock().getTime() - 3_600_000),
        published: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into bank_flow_txn (analysis_id, statement_id, subject_id, account_no, line, seq, occurred, has_time,
        direction, amount, balance, counterparty, counter_account, counter_bank, summary, currency)
      values (${analysisId}, ${abandoned.id}, ${subjectIds.A!}, '6222000000000000999', 1, 1, '2025-01-01 10:00:00', true,
        'I', 1, 1, '未写完的对手方', '', '', '', 'CNY')`.execute(db);
    const detail = (await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data;
    expect(detail.statements).toHaveLength(before.statements.length);
    expect(detail.transactions).toBe(before.transactions);
    const found = await owner.post('/esee/bankFlow/transactions', { analysisId, counterparty: '未写完的对手方' });
    expect(found.data.total).toBe(0);
    expect((await owner.post('/esee/bankFlow/statement/delete', { statementId: abandoned.id })).code).toBe(404);

    // The next import into the analysis removes it; the new statement is removed again by the user.
    const a = g.statements.find((x) => x.subject.key === 'A')!;
    const csv = `交易日期,交易时间,收支标志,交易金额,余额,对方户名,摘要\n2025-06-02,10:00:00,收,300.00,300.00,某某有限公司,往来款\n`;
    const next = await owner.upload('/esee/bankFlow/statement/import', '补充.csv', Buffer.from(csv), {
      subjectId: subjectIds.A!,
      accountNo: a.subject.accountNo,
    });
    expect(next.code, next.message).toBe(200);
    expect(await db.selectFrom('bank_flow_statement').select('id').where('id', '=', abandoned.id).execute()).toEqual(
      [],
    );
    expect((await owner.post('/esee/bankFlow/statement/delete', { statementId: next.data.statementId })).code).toBe(
      200,
    );
  });

  it('keeps a confirmed mapping for the institution and applies it to the next file with the same headers', async () => {
    const headers = '入账时刻,发生额度,方向标识,交易对方,附注\n';
    const first = Buffer.from(`${headers}2025-03-01 10:00:00,1200.50,收,某某科技有限公司,货款\n`);
    const preview = (
      await owner.upload('/esee/bankFlow/statement/preview', '自定义.csv', first, { subjectId: subjectIds.P! })
    ).data;
    expect(preview.mappingSource).toBe('detected');
    expect(preview.missing).toHaveLength(2);
    const mapping = JSON.stringify({
      date: '入账时刻',
      amount: '发生额度',
      direction: '方向标识',
      counterparty: '交易对方',
      summary: '附注',
    });
    const done = await owner.upload('/esee/bankFlow/statement/import', '自定义.csv', first, {
      subjectId: subjectIds.P!,
      mapping,
      accountNo: '6222000011112222',
    });
    expect(done.code).toBe(200);
    expect(done.data.accountNo).toBe('6222000011112222');
    const second = Buffer.from(`${headers}2025-03-02 11:00:00,800.00,支,某某餐饮有限公司,餐费\n`);
    const next = (
      await owner.upload('/esee/bankFlow/statement/preview', '自定义2.csv', second, { subjectId: subjectIds.P! })
    ).data;
    expect(next).toMatchObject({ mappingSource: 'saved', missing: [] });
    expect(next.sample[0]).toMatchObject({ direction: '支出', amount: 800, counterparty: '某某餐饮有限公司' });
    // Not part of the analysis below: removed again.
    expect((await owner.post('/esee/bankFlow/statement/delete', { statementId: done.data.statementId })).code).toBe(
      200,
    );
  });

  let flags: BankFlowFlag[];
  let result: BankFlowResult;

  it('analyses: pre-checks find the planted faults, every planted anomaly is flagged and nothing else', async () => {
    const res = await analyse(owner, analysisId);
    expect(res.code, res.message).toBe(200);
    result = res.data;
    expect(result.stale).toBe(false);
    const problems = result.prechecks.filter((c) => c.status !== 'pass').map((c) => `${c.subjectName} ${c.check}`);
    expect(problems.sort()).toEqual(
      [`${companies[1]!.name} balance`, `${companies[1]!.name} duplicate`, `${companies[2]!.name} gap`].sort(),
    );
    expect(result.monthly.filter((m) => m.subjectName === companies[0]!.name)).toHaveLength(12);
    const flow = result.graph.edges.find((e) => e.from === `s${subjectIds.A}` && e.to === `s${subjectIds.B}`);
    expect(flow?.amount).toBe(523_456.78);
    const top = result.topCounterparties.find((x) => x.subjectId === subjectIds.A && x.ranking === 'outAmount')!;
    expect(top.items[0]!.outAmount).toBeGreaterThanOrEqual(1_234_567.89);
    const relatedClass = result.counterpartyClasses.find(
      (c) => c.subjectName === companies[0]!.name && c.cpClass === 'related',
    );
    expect(relatedClass).toMatchObject({ title: '关联方', outCount: 1, outAmount: 45_678.12 });

    const list = (await owner.post('/esee/bankFlow/flag/list', { analysisId, pageSize: 50 })).data;
    flags = list.list;
    // A group's amount is its total: flags compare with the planted anomalies by rule and anchor time.
    const got = flags.map((f) => `${f.rule} ${f.occurred}`).sort();
    const want = g.planted.map((p) => `${p.rule} ${p.occurred}`).sort();
    expect(got).toEqual(want);
    expect(list.total).toBe(g.planted.length);
    expect(new Set(flags.map((f) => f.rule))).toEqual(new Set(BANK_FLOW_RULES));
    const loop = flags.find((f) => f.rule === 'loop')!;
    expect(loop.transactions).toHaveLength(3);
    expect(loop.reason).toContain('回到起点');
    const relatedFlag = flags.find((f) => f.rule === 'relatedParty')!;
    expect(relatedFlag.counterparty).toBe(related.name);
    expect(relatedFlag.relation).toBe(`${companies[0]!.name} 持股 ${relatedFlag.relation!.split(' 持股 ')[1]}`);
    expect(relatedFlag.relation).toContain(related.name);
    expect(result.flagCounts.reduce((s, c) => s + c.count, 0)).toBe(g.planted.length);
  });

  it('lists and filters the transactions', async () => {
    const page = (
      await owner.post('/esee/bankFlow/transactions', {
        analysisId,
        subjectId: subjectIds.A,
        direction: 'in',
        pageSize: 20,
      })
    ).data;
    expect(page.list).toHaveLength(20);
    expect(page.list.every((x: { direction: string }) => x.direction === 'in')).toBe(true);
    const found = (
      await owner.post('/esee/bankFlow/transactions', { analysisId, counterparty: related.name.slice(0, 6) })
    ).data;
    expect(found.list.some((x: { counterparty: string }) => x.counterparty === related.name)).toBe(true);
  });

  it('takes the analyst’s note and the reviewer’s sign-off; nobody signs off their own note', async () => {
    const [first, second] = flags;
    const note = (who: Client, flagId: number) =>
      who.post('/esee/bankFlow/flag/note', {
        flagId,
        note: '系经营所需设备采购，已核对合同与发票',
        conclusion: 'excluded',
      });
    const sign = (who: Client, flagId: number, approve = true, comment?: string) =>
      who.inject({
        method: 'POST',
        url: '/esee/bankFlow/flag/signOff',
        payload: { flagId, approve, ...(comment ? { comment } : {}) },
      });
    expect((await sign(reviewer, first!.flagId)).json().message).toBe('该标记尚无待复核的说明');
    expect((await note(reviewer, first!.flagId)).code).toBe(404);
    expect((await note(owner, first!.flagId)).code).toBe(200);
    const own = await sign(owner, first!.flagId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('不能复核本人填写的说明');
    expect((await sign(colleague, first!.flagId)).statusCode).toBe(404);
    expect((await sign(reviewer, first!.flagId)).json().code).toBe(200);
    expect((await note(owner, first!.flagId)).message).toBe('该标记已复核，不能再修改说明');

    expect((await note(owner, second!.flagId)).code).toBe(200);
    expect((await sign(reviewer, second!.flagId, false)).json().message).toBe('退回时请填写复核意见');
    expect((await sign(reviewer, second!.flagId, false, '请补充合同')).json().code).toBe(200);

    const list = (await reviewer.post('/esee/bankFlow/flag/list', { analysisId, pageSize: 50 })).data
      .list as BankFlowFlag[];
    expect(list.find((f) => f.flagId === first!.flagId)).toMatchObject({
      status: 'signed',
      statusTitle: '已复核',
      notedBy: '林晓雯',
      reviewedBy: '周明远',
      conclusion: 'excluded',
    });
    expect(list.find((f) => f.flagId === second!.flagId)).toMatchObject({
      status: 'returned',
      reviewComment: '请补充合同',
    });
    const signed = (await reviewer.post('/esee/bankFlow/flag/list', { analysisId, status: 'signed' })).data;
    expect(signed.total).toBe(1);
  });

  it('a new run keeps the notes and sign-offs of the flags found again', async () => {
    expect((await analyse(owner, analysisId)).code).toBe(200);
    const list = (await owner.post('/esee/bankFlow/flag/list', { analysisId, pageSize: 50 })).data
      .list as BankFlowFlag[];
    expect(list.find((f) => f.flagId === flags[0]!.flagId)?.status).toBe('signed');
    expect(list).toHaveLength(g.planted.length);
  });

  it('exports the working papers, read back with the spreadsheet reader', async () => {
    const res = await reviewer.inject({ method: 'GET', url: `/esee/bankFlow/export?analysisId=${analysisId}` });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers.filename))).toBe('示范IPO银行流水核查银行流水核查底稿.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['概要', '预检', '月度收支', '交易对手', '异常标记']);
    const sheet = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[name]!);
    expect(sheet('概要').find((r) => r['项目'] === '复核人')?.['内容']).toBe('周明远');
    const marked = sheet('异常标记');
    expect(marked).toHaveLength(g.planted.length);
    const signedRow = marked.find((r) => r['状态'] === '已复核')!;
    expect(signedRow).toMatchObject({
      分析说明: '系经营所需设备采购，已核对合同与发票',
      说明人: '林晓雯',
      复核人: '周明远',
      结论: '已说明，排除异常',
    });
    expect(String(signedRow['涉及交易'])).toMatch(/^第\d+行 /);
    expect(sheet('预检').filter((r) => r['结果'] !== '通过')).toHaveLength(3);
    expect(sheet('月度收支').length).toBe(result.monthly.length);
  });

  it('hides an analysis from everyone but its owner and reviewer, in the institution and outside it', async () => {
    const flagId = flags[0]!.flagId;
    const statementId = (await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data.statements[0]
      .statementId;
    for (const who of [colleague, outsider]) {
      for (const [url, payload] of [
        ['/esee/bankFlow/analysis/detail', { analysisId }],
        ['/esee/bankFlow/result', { analysisId }],
        ['/esee/bankFlow/transactions', { analysisId }],
        ['/esee/bankFlow/flag/list', { analysisId }],
        ['/esee/bankFlow/analyze', { analysisId }],
        ['/esee/bankFlow/analyze/state', { analysisId }],
        ['/esee/bankFlow/flag/note', { flagId, note: 'x', conclusion: 'confirmed' }],
        ['/esee/bankFlow/statement/delete', { statementId }],
        ['/esee/bankFlow/subject/delete', { subjectId: subjectIds.A }],
        ['/esee/bankFlow/analysis/delete', { analysisId }],
      ] as const) {
        const res = await who.inject({ method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(404);
      }
      const exported = await who.inject({ method: 'GET', url: `/esee/bankFlow/export?analysisId=${analysisId}` });
      expect(exported.statusCode).toBe(404);
      const up = await who.inject({
        method: 'POST',
        url: '/esee/bankFlow/statement/import',
        ...multipart('x.csv', file('P', 'generic', 'utf8'), { subjectId: subjectIds.P! }),
      });
      expect(up.statusCode).toBe(404);
      expect((await who.post('/esee/bankFlow/analysis/list', {})).data.total).toBe(0);
    }
    // The reviewer reads but does not change.
    expect(
      (await reviewer.inject({ method: 'POST', url: '/esee/bankFlow/analyze', payload: { analysisId } })).statusCode,
    ).toBe(404);
    expect(
      (await reviewer.inject({ method: 'POST', url: '/esee/bankFlow/statement/delete', payload: { statementId } }))
        .statusCode,
    ).toBe(404);
    expect((await reviewer.post('/esee/bankFlow/analysis/list', {})).data.list[0]).toMatchObject({
      analysisId,
      myRole: 'reviewer',
    });
    expect((await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data.statements).toHaveLength(4);
  });

  it('answers the bank-flow link of a project with the page’s address, one analysis per user and project', async () => {
    const project = (await owner.post('/esee/projectManage/create', { name: '某科技IPO项目' })).data.id as number;
    const link = await owner.post('/esee/bankFlow/link', { projectId: project });
    expect(link).toMatchObject({
      code: 200,
      data: expect.stringMatching(/^\/investment\/bank\/flow\?analysisId=\d+$/),
    });
    expect((await owner.post('/esee/bankFlow/link', { projectId: project })).data).toBe(link.data);
    expect(
      (await outsider.inject({ method: 'POST', url: '/esee/bankFlow/link', payload: { projectId: project } }))
        .statusCode,
    ).toBe(404);
    expect(await cbaOnly.post('/esee/bankFlow/link', { projectId: project })).toEqual(FORBIDDEN);
  });

  it('lets the administrator set the thresholds (checked, named), which the next analysis and other institutions follow', async () => {
    const rules = async (who: Client) => (await who.get('/esee/bankFlow/rules')).data as BankFlowRuleCatalogue;
    const before = await rules(owner);
    expect(before).toMatchObject({ custom: false, canEdit: false });
    expect((await rules(reviewer)).canEdit).toBe(true);
    const wanted: Record<string, number> = { ...before.defaults, roundMin: 400_000 };

    // The analyst may read them, not set them; bad values are refused with the field named, nothing kept.
    expect(
      (await owner.inject({ method: 'POST', url: '/esee/bankFlow/thresholds', payload: { thresholds: wanted } }))
        .statusCode,
    ).toBe(403);
    const bad = await reviewer.post('/esee/bankFlow/thresholds', { thresholds: { ...wanted, fastInOutRatio: 2 } });
    expect(bad.message).toContain('快进快出转出比例');
    const { gapDays: _gap, ...partial } = wanted;
    expect((await reviewer.post('/esee/bankFlow/thresholds', { thresholds: partial })).message).toContain(
      '预检断档天数',
    );
    expect((await rules(owner)).custom).toBe(false);

    const saved = await reviewer.post('/esee/bankFlow/thresholds', { thresholds: wanted });
    expect(saved.data).toMatchObject({ custom: true, thresholds: { roundMin: 400_000 } });
    const after = await rules(owner);
    expect(after.rules.find((r) => r.rule === 'round')!.threshold).toBe(
      '整数金额单位 10,000元，整数金额下限 400,000元',
    );
    expect((await rules(outsider)).custom).toBe(false);
    const rerun = (await analyse(owner, analysisId)).data as BankFlowResult;
    expect(rerun.flagCounts.find((c) => c.rule === 'round')!.count).toBe(0);

    // Back to the defaults.
    expect((await reviewer.post('/esee/bankFlow/thresholds', { thresholds: null })).data.custom).toBe(false);
    expect((await rules(owner)).thresholds.roundMin).toBe(before.defaults.roundMin);
  });
});
