import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  SMART_TEXT_ISSUE_TYPES,
  SmartTextMessage,
  type SmartTextCompare,
  type SmartTextDetail,
  type SmartTextDiff,
  type SmartTextPage,
} from '@esee/contracts';
import { strToU8, zipSync } from 'fflate';
import { sampleCompany, toDocx } from '../../src/areas/iba/smartText/sample';
import { plantedProspectus } from '../fixtures/plantedProspectus';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { giveDemo2Iba } from './pageTest';

/** What each planted defect is found as: type and title. */
const PLANTED = [
  '工商信息|法定代表人与工商登记不一致',
  '工商信息|注册资本与工商登记不一致',
  '工商信息|股东名称与工商登记不一致',
  '数字一致|2023年净利润前后不一致',
  '表格勾稽|表格“金额（万元）”列合计与各项之和不符',
  '日期顺序|整体变更为股份有限公司日期早于成立日期',
  '释义|使用的简称未在释义中定义',
  '法规引用|引用的法规失效/已废止',
  '错别字|疑似错别字“部份”',
].sort();

describe.each(ONE_ENGINE)('IBA 智能文档审核 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let noRight: Client;
  let outsider: Client;

  const sample = async (query: string) => {
    const res = await analyst.inject({ method: 'GET', url: `/esee/smartText/sample?${query}` });
    expect(res.statusCode).toBe(200);
    return { bytes: res.rawPayload, fileName: decodeURIComponent(String(res.headers.filename)) };
  };
  const check = async (fileName: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const res = await analyst.upload('/esee/smartText/check', fileName, bytes, fields);
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as SmartTextDetail;
  };
  const post = async <T>(url: string, payload: object, who = analyst): Promise<T> => {
    const res = await who.post(url, payload);
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    return res.data as T;
  };
  const kinds = (d: SmartTextDetail) => d.issues.map((i) => `${i.type}|${i.title}`).sort();

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 47, today: new Date('2026-11-20') },
      // More uploads than a user's 20 a minute: the limit itself is smartTextReading.test.ts's.
      env: { CALLS_PER_MINUTE: 'upload:1000' },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'stcolleague', ['app:iba']);
        await addUser(db, 'DEMO', 'stnoright', ['app:iba:supervision:law']);
        await giveDemo2Iba(db);
      },
    });
    [analyst, colleague, noRight, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'stcolleague' }),
      t.client({ instCode: 'DEMO', username: 'stnoright' }),
      t.client('demo2'),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  it('finds every planted defect in a generated prospectus (.docx and .pdf), and nothing else', async () => {
    for (const format of ['docx', 'pdf']) {
      const file = await sample(`format=${format}`);
      expect(file.fileName).toMatch(new RegExp(`招股说明书（申报稿，示例含问题）\\.${format}$`));
      const d = await check(file.fileName, file.bytes, { kind: '招股说明书', version: '申报稿' });
      expect(d.task.status).toBe('已完成');
      expect(d.task.format).toBe(format);
      expect(kinds(d), format).toEqual(PLANTED);
      const legal = d.issues.find((i) => i.title === '法定代表人与工商登记不一致')!;
      expect(legal.source).toMatch(/^工商登记：/);
      expect(d.paragraphs.find((p) => p.no === legal.paragraphNo)!.text.slice(...legal.ranges[0]!)).toBe(legal.found);
      const profit = d.issues.find((i) => i.type === '数字一致')!;
      expect(profit.sourceParagraphNo).not.toBeNull();
      const cite = d.issues.find((i) => i.type === '法规引用')!;
      expect(cite.found).toBe('《首次公开发行股票并上市管理办法》第六条');
      expect(cite.expected).toContain('首次公开发行股票注册管理办法');
      expect(d.task.counts.total).toBe(PLANTED.length);
      expect(d.task.byType['工商信息']).toBe(3);
    }
    // Each upload is read in a worker; the first starts it (and the sample PDF's writer): seconds on a busy machine.
  }, 120_000);

  it('finds the planted case of every check the page lists, and leaves a top-3 customers table alone', async () => {
    const c = await sampleCompany(t.database.db);
    const holder = [...c.shareholders].sort((a, b) => b.percent - a.percent)[0]!;
    const stated = holder.percent === 95 ? 90 : 95;
    const blocks = plantedProspectus(c, holder.name, stated);
    const d = await check('含问题的招股说明书.docx', toDocx(blocks));
    const found = d.issues.map((i) => `${i.type}|${i.found}`).sort();
    expect(found).toEqual(
      [
        `工商信息|${holder.name} ${stated}%`,
        '数字一致|营业收入（2023年）12,000.00万元',
        '表格勾稽|合计 12,345.67',
        '日期顺序|整体变更为股份有限公司 2008年3月12日',
        '释义|SaaS',
        '法规引用|《首次公开发行股票并上市管理办法》第六条',
        '错别字|一惯',
        '错别字|按排',
        '错别字|国内领先',
        '错别字|行业第一',
        '错别字|最佳',
      ].sort(),
    );
    // Every type the page lists has its case; the registry's stake is the expected one.
    expect(new Set(d.issues.map((i) => i.type))).toEqual(new Set(SMART_TEXT_ISSUE_TYPES));
    expect(d.issues.find((i) => i.type === '工商信息')).toMatchObject({
      title: '控股股东持股比例与工商登记不一致',
      expected: `${holder.name} ${holder.percent}%`,
    });
    expect(d.issues.find((i) => i.type === '错别字' && i.found === '一惯')!.expected).toBe('一贯');
    expect(d.issues.find((i) => i.type === '错别字' && i.found === '按排')!.expected).toBe('安排');
    // The top-3 customers' shares of revenue are not a whole: no 「合计不为100%」.
    expect(d.issues.some((i) => i.title.includes('不为100%'))).toBe(false);
  });

  it('flags nothing in clean documents of every kind', async () => {
    for (const query of [
      'defects=none',
      'defects=none&format=pdf',
      'defects=none&version=上会稿',
      'defects=none&kind=债券募集说明书',
      'defects=none&kind=审计报告',
    ]) {
      const file = await sample(query);
      const d = await check(file.fileName, file.bytes, {
        kind: query.includes('kind=') ? /kind=([^&]+)/.exec(query)![1]! : '招股说明书',
      });
      expect(d.issues, query).toEqual([]);
      expect(d.task.companyName).toBeTruthy();
    }
    // Each upload is read in a worker; the first starts it (and the sample PDF's writer): seconds on a busy machine.
  }, 120_000);

  it('lists the user’s own tasks, shows one, and deletes it', async () => {
    const file = await sample('defects=none');
    const made = await check('列表测试.docx', file.bytes, { version: '定稿' });
    const page = await post<SmartTextPage>('/esee/smartText/list', { keyword: '列表测试' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      taskId: made.task.taskId,
      version: '定稿',
      kind: '招股说明书',
      fileName: '列表测试.docx',
    });
    expect(page.list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await post<SmartTextDetail>('/esee/smartText/detail', { taskId: made.task.taskId });
    expect(detail.paragraphs.length).toBe(made.task.paragraphCount);
    expect(detail.paragraphs.some((p) => p.kind === 'table' && p.rows!.length > 2)).toBe(true);
    // Someone else's task, in the institution or not, is missing; the colleague's list does not show it.
    for (const who of [colleague, outsider]) {
      const res = await who.post('/esee/smartText/detail', { taskId: made.task.taskId });
      expect(res.code).toBe(ResultCode.NOT_FOUND);
      expect(res.message).toBe(SmartTextMessage.NOT_FOUND);
    }
    expect((await post<SmartTextPage>('/esee/smartText/list', {}, colleague)).total).toBe(0);
    await post('/esee/smartText/delete', { taskId: made.task.taskId });
    expect((await post<SmartTextPage>('/esee/smartText/list', { keyword: '列表测试' })).total).toBe(0);
    // Each upload is read in a worker; the first starts it (and the sample PDF's writer): seconds on a busy machine.
  }, 120_000);

  it('compares a prospectus with an audit report, figure by figure', async () => {
    const prospectus = await check('招股书.docx', (await sample('defects=none')).bytes);
    const audit = await check('审计报告.docx', (await sample('kind=审计报告')).bytes, { kind: '审计报告' });
    const c = await post<SmartTextCompare>('/esee/smartText/compare', {
      leftTaskId: prospectus.task.taskId,
      rightTaskId: audit.task.taskId,
    });
    expect(c.mismatches).toBe(1);
    const wrong = c.rows.find((r) => r.status === '不一致')!;
    expect(wrong).toMatchObject({ metric: '净利润', period: '2023年' });
    expect(wrong.right!.value - wrong.left!.value).toBeCloseTo(200, 2);
    expect(c.rows.filter((r) => r.status === '一致').length).toBeGreaterThanOrEqual(20);
    const same = await post<SmartTextCompare>('/esee/smartText/compare', {
      leftTaskId: prospectus.task.taskId,
      rightTaskId: (
        await check('审计报告2.docx', (await sample('kind=审计报告&defects=none')).bytes, { kind: '审计报告' })
      ).task.taskId,
    });
    expect(same.mismatches).toBe(0);
    // Each upload is read in a worker; the first starts it (and the sample PDF's writer): seconds on a busy machine.
  }, 120_000);

  it('diffs two versions: a paragraph changed, one added, one removed', async () => {
    const older = await check('申报稿.docx', (await sample('defects=none')).bytes, { version: '申报稿' });
    const newer = await check('上会稿.docx', (await sample('defects=none&version=上会稿')).bytes, {
      version: '上会稿',
    });
    const d = await post<SmartTextDiff>('/esee/smartText/diff', {
      oldTaskId: older.task.taskId,
      newTaskId: newer.task.taskId,
    });
    const by = (k: string) => d.changes.filter((c) => c.kind === k);
    expect(by('added').map((c) => c.new!.text)).toEqual([expect.stringContaining('高新技术企业')]);
    expect(by('removed').map((c) => c.old!.text)).toEqual([expect.stringContaining('概览仅对本次发行')]);
    const changed = by('changed');
    expect(changed.map((c) => c.new!.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('（上会稿）'), expect.stringContaining('持续大幅上涨')]),
    );
    const risk = changed.find((c) => c.new!.text.includes('持续大幅上涨'))!;
    expect(risk.new!.ranges.length).toBeGreaterThan(0);
    expect(risk.new!.text.slice(...risk.new!.ranges[0]!)).toMatch(/较大|持续/);
    expect(d.unchanged).toBeGreaterThan(20);
  });

  it('refuses bad files with the envelope and stores nothing', async () => {
    const before = Number(
      (await sql<{ n: string }>`select count(*) as n from smart_text_task`.execute(t.database.db)).rows[0]!.n,
    );
    const refuse = async (fileName: string, bytes: Buffer, message: string, fields: Record<string, string> = {}) => {
      const res = await analyst.upload('/esee/smartText/check', fileName, bytes, fields);
      expect(res.code, fileName).toBe(ResultCode.BAD_REQUEST);
      expect(res.message, fileName).toBe(message);
    };
    await refuse('报告.txt', Buffer.from('hello'), SmartTextMessage.WRONG_TYPE);
    await refuse('报告.docx', Buffer.from('not a zip at all'), SmartTextMessage.CORRUPT);
    await refuse('报告.docx', Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<x/>') })), SmartTextMessage.CORRUPT);
    await refuse(
      '报告.docx',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      SmartTextMessage.ENCRYPTED,
    );
    await refuse(
      '报告.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Encrypt 5 0 R >>'),
      SmartTextMessage.ENCRYPTED,
    );
    await refuse('报告.pdf', Buffer.from('PK not a pdf'), SmartTextMessage.CORRUPT);
    const empty = Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document><w:body></w:body></w:document>') }));
    await refuse('空白.docx', empty, SmartTextMessage.EMPTY);
    await refuse('报告.docx', (await sample('defects=none')).bytes, SmartTextMessage.BAD_KIND, { kind: '年报' });
    await refuse('报告.docx', Buffer.alloc(20_971_521, 1), SmartTextMessage.TOO_LARGE);
    const after = Number(
      (await sql<{ n: string }>`select count(*) as n from smart_text_task`.execute(t.database.db)).rows[0]!.n,
    );
    expect(after).toBe(before);
  });

  it('needs the page’s key on every call', async () => {
    const file = await sample('defects=none');
    expect((await noRight.upload('/esee/smartText/check', 'a.docx', file.bytes)).code).toBe(ResultCode.FORBIDDEN);
    for (const [method, url, payload] of [
      ['POST', '/esee/smartText/list', {}],
      ['POST', '/esee/smartText/detail', { taskId: 1 }],
      ['POST', '/esee/smartText/delete', { taskId: 1 }],
      ['POST', '/esee/smartText/compare', { leftTaskId: 1, rightTaskId: 2 }],
      ['POST', '/esee/smartText/diff', { oldTaskId: 1, newTaskId: 2 }],
      ['GET', '/esee/smartText/sample', undefined],
    ] as const) {
      const res = await noRight.inject(payload ? { method, url, payload } : { method, url });
      expect(res.json().code, url).toBe(ResultCode.FORBIDDEN);
    }
  });
});
