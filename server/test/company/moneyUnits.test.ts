import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdvSearchRowSchema,
  ChainCompanySchema,
  CompareColumnSchema,
  CreditCompanySchema,
  EnterpriseInfoSchema,
  FinancingEventSchema,
  MapCompanySchema,
  MerchantSchema,
  moneyText,
  NewEntCompanySchema,
  OrganisationSchema,
  ParkCompanySchema,
  PersonPostCompanySchema,
  ProspectSchema,
  RECORD_ENDPOINTS,
  RECORD_KINDS,
  RelationProspectSchema,
  SECTION_COLUMNS,
  SECTION_ENDPOINTS,
  yuanToWan,
  type CompanyReport,
  type ExportJob,
  type RecordColumn,
} from '@esee/contracts';
import { addToBook, ENGINES, insertRecord, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';
import { jobCalls } from '../fixtures/jobs';
import { extractPdfText } from '../../src/platform/files/pdf';

/** Every money column of the column dictionary: the record kinds' and the company sections'. */
const MONEY_COLUMNS: [string, RecordColumn][] = [
  ...RECORD_KINDS.flatMap((k) => k.columns.map((c): [string, RecordColumn] => [k.title, c])),
  ...Object.entries(SECTION_COLUMNS).flatMap(([section, cols]) =>
    cols.map((c): [string, RecordColumn] => [section, c]),
  ),
].filter(([, c]) => c.type === 'money');

/** A title that reads as an amount of money. */
const AMOUNT_WORDS = /金额|资本|出资额|标的|价款|评估价|余额|数额/;
/** 12.50万元 in 元: what every planted amount is. */
const PLANTED = 125_000;

describe('the column dictionary: money is in 元 and its head names no unit', () => {
  it('has money columns in the record kinds and the sections', () => {
    expect(MONEY_COLUMNS.length).toBeGreaterThan(20);
    expect(MONEY_COLUMNS.map(([, c]) => c.key)).toEqual(
      expect.arrayContaining(['execMoney', 'regCapital', 'shouldCapi']),
    );
  });

  it.each(MONEY_COLUMNS.map(([owner, c]) => [`${owner} ${c.title}`, c] as const))('%s', (_, c) => {
    expect(c.unit).toBe('元');
    // The cell says 万元 (formatMoney): a unit in the head, (元) or （万元）, would contradict it.
    expect(c.title).not.toMatch(/元|万|[（(]/);
  });

  it('declares every column that reads as an amount as money (the news text of a round aside)', () => {
    const all = [...RECORD_KINDS.flatMap((k) => k.columns), ...Object.values(SECTION_COLUMNS).flat()];
    const amounts = all.filter((c) => AMOUNT_WORDS.test(c.title) && c.key !== 'amountText');
    expect(amounts.filter((c) => c.type !== 'money').map((c) => c.title)).toEqual([]);
  });

  it('says 元 in the schema of every answer that carries capital or amounts', () => {
    const described = [
      ProspectSchema.properties.regCapital,
      AdvSearchRowSchema.properties.regCapital,
      NewEntCompanySchema.properties.regCapital,
      MapCompanySchema.properties.regCapital,
      RelationProspectSchema.properties.regCapital,
      MerchantSchema.properties.regCapital,
      MerchantSchema.properties.amount36,
      CompareColumnSchema.properties.paidCapital,
      EnterpriseInfoSchema.properties.regCapital,
      EnterpriseInfoSchema.properties.paidCapital,
      CreditCompanySchema.properties.regCapital,
      FinancingEventSchema.properties.amount,
      ChainCompanySchema.properties.regCapital,
      OrganisationSchema.properties.regCapital,
      ParkCompanySchema.properties.regCapital,
      PersonPostCompanySchema.properties.subscribedAmount,
    ];
    for (const schema of described) expect(schema.description).toMatch(/单位：元/);
  });
});

describe.each(ENGINES)('money in the API is in 元, on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  const db = () => t.database.db;
  /** Registered capital as stored, by company. */
  let capital: Map<string, number | null>;
  let paid: Map<string, number | null>;

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 7 } });
    analyst = await t.client('analyst');
    const rows = await db().selectFrom('company').select(['ent_id', 'reg_capital', 'paid_capital']).execute();
    const num = (v: unknown) => (v === null ? null : Number(v));
    capital = new Map(rows.map((r) => [r.ent_id, num(r.reg_capital)]));
    paid = new Map(rows.map((r) => [r.ent_id, num(r.paid_capital)]));
  }, 180_000);
  afterAll(() => t?.close());

  /** Each row's regCapital is the stored 元, not 万元. */
  const expectStoredCapital = (rows: { entId: string; regCapital: number | null }[]) => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.regCapital !== null && r.regCapital >= 100_000)).toBe(true);
    for (const r of rows) expect(r.regCapital, r.entId).toBe(capital.get(r.entId));
  };

  it('answers each record kind’s money columns as stored, in 元', async () => {
    const [entId] = [...capital.keys()].sort();
    const kinds = RECORD_KINDS.filter((k) => k.columns.some((c) => c.type === 'money'));
    for (const kind of kinds) {
      const fields = Object.fromEntries(
        kind.columns.map((c) => [c.key, c.type === 'money' ? PLANTED : c.type === 'date' ? '2026-01-05' : '测试']),
      );
      const id = await insertRecord(db(), {
        id: `MONEY-${kind.kind}`,
        entId: entId!,
        kind: kind.kind,
        day: '2026-01-05',
        fields,
      });
      const page = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS[kind.kind]}`, { entId, pageSize: 100 });
      expect(page.code, kind.kind).toBe(200);
      const row = page.data.list.find((r: { id: string }) => r.id === id);
      expect(row, kind.kind).toBeDefined();
      for (const c of kind.columns.filter((x) => x.type === 'money' && !x.detailOnly))
        expect(row[c.key], `${kind.title} ${c.title}`).toBe(PLANTED);
    }
  });

  it('answers subscribed capital (认缴出资额) as stored', async () => {
    const { rows } = await sql<{ company_id: string; amount: string }>`
      select company_id, subscribed_amount as amount from shareholding where subscribed_amount > 0 order by company_id limit 1`.execute(
      db(),
    );
    const holding = rows[0]!;
    const page = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.shareholders}`, {
      entId: holding.company_id,
    });
    expect(page.data.list.map((r: { shouldCapi: number }) => r.shouldCapi)).toContain(Number(holding.amount));
  });

  it('answers registered capital in 元 on 条件找客, 高级搜索, 新成立企业, 地图找客 and 关系找客', async () => {
    const conditions = await analyst.post('/esee/marketing/conditionSearch/search', {
      conditions: { status: 'all' },
      sort: 'capitalDesc',
      pageSize: 20,
    });
    expectStoredCapital(conditions.data.list);
    const adv = await analyst.post('/esee/iba/advSearch/search', {
      conditions: { status: 'all' },
      finance: {},
      sort: 'capitalDesc',
      pageSize: 20,
    });
    expectStoredCapital(adv.data.list);
    const fresh = await analyst.post('/esee/marketing/newEnt/list', {
      filters: { window: '1y', status: 'all' },
      sort: 'capitalDesc',
      pageSize: 20,
    });
    expectStoredCapital(fresh.data.list);
    const { region_code: code } = await db()
      .selectFrom('company')
      .select('region_code')
      .where('reg_capital', '>', '1000000')
      .where('region_code', 'is not', null)
      .executeTakeFirstOrThrow();
    const map = await analyst.post('/esee/marketing/mapSearch/search', { shape: { kind: 'region', code } });
    expect(map.code).toBe(200);
    expectStoredCapital(map.data.list);
    const head = (await largestGroupHead(db())).entId;
    const relation = await analyst.post('/esee/marketing/relation/search', {
      entIds: [head],
      types: ['invest'],
      depth: 2,
      pageSize: 50,
    });
    expect(relation.code).toBe(200);
    expectStoredCapital(relation.data.list);
  });

  it('answers capital and won-bid amounts in 元 on 合作方寻源 and its comparison', async () => {
    const search = await analyst.post('/esee/prma/merchantsSearch/search', {
      conditions: { status: 'all' },
      sort: 'amount36Desc',
      pageSize: 5,
    });
    expectStoredCapital(search.data.list);
    const top = search.data.list[0];
    const { rows } = await sql<{ amount: number }>`
      select coalesce(sum((payload->>'amount')::float8), 0)::float8 as amount from record
      where company_id = ${top.entId} and kind = 'bidding' and payload->>'type' in ('中标公告', '成交公告')
        and record_date > (${t.clock.now().toISOString().slice(0, 10)}::date - interval '36 months')`.execute(db());
    expect(top.amount36).toBeGreaterThan(0);
    expect(top.amount36).toBeCloseTo(rows[0]!.amount, 1);
    const ids = search.data.list.slice(0, 3).map((r: { entId: string }) => r.entId);
    const compare = await analyst.post('/esee/prma/merchantsSearch/compare', { entIds: ids });
    expect(compare.code).toBe(200);
    expectStoredCapital(compare.data);
    for (const c of compare.data) expect(c.paidCapital).toBe(paid.get(c.entId));
  });

  /** A finished export job's sheet: its head row and its rows. */
  async function exported(source: string, params: object): Promise<{ head: string[]; body: unknown[][] }> {
    const created = await analyst.post('/esee/export/create', { source, params });
    expect(created.code, JSON.stringify(created)).toBe(200);
    let job: ExportJob | undefined;
    for (let i = 0; i < 1000 && (!job || job.state === 'queued' || job.state === 'processing'); i++) {
      await new Promise((r) => setImmediate(r));
      job = ((await analyst.post('/esee/export/list', {})).data.list as ExportJob[]).find(
        (j) => j.jobId === created.data.jobId,
      );
    }
    expect(job?.state).toBe('done');
    const file = await analyst.inject({ method: 'GET', url: `/esee/export/download?jobId=${created.data.jobId}` });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    return { head: sheet[1] as string[], body: sheet.slice(2) };
  }

  it('exports capital under 注册资本（万元） converted once from 元', async () => {
    const names = new Map(
      (await db().selectFrom('company').select(['name', 'ent_id']).execute()).map((r) => [r.name, r.ent_id]),
    );
    for (const [source, params] of [
      ['conditionSearch', { conditions: { status: 'all' }, sort: 'capitalDesc' }],
      ['advSearch', { conditions: { status: 'all' }, finance: {}, sort: 'capitalDesc' }],
      ['newEnt', { newEnt: { filters: { window: '1y', status: 'all' }, sort: 'capitalDesc' } }],
    ] as const) {
      const { head, body } = await exported(source, params);
      const at = head.indexOf('注册资本（万元）');
      expect(at, source).toBeGreaterThan(0);
      expect(body.length, source).toBeGreaterThan(0);
      for (const row of body.slice(0, 20)) {
        const stored = capital.get(names.get(String(row[0]))!) ?? null;
        expect(row[at] ?? null, `${source} ${String(row[0])}`).toBe(yuanToWan(stored));
      }
    }
  });

  it('writes capital in the 基本信息 workbook as the page shows it', async () => {
    const { rows } = await sql<{ ent_id: string; reg: number; cur: string }>`
      select ent_id, reg_capital::float8 as reg, reg_capital_currency as cur from company
      where reg_capital >= 10000000 order by ent_id limit 1`.execute(db());
    const c = rows[0]!;
    const res = await analyst.inject({ method: 'GET', url: `/esee/baseinfo/exportBaseInfo?eid=${c.ent_id}` });
    expect(res.statusCode).toBe(200);
    const facts = XLSX.utils.sheet_to_json<string[]>(XLSX.read(res.rawPayload).Sheets['工商信息']!, { header: 1 });
    const text = moneyText(Number(c.reg), c.cur);
    expect(facts.find((r) => r[0] === '注册资本')?.[1]).toBe(text);
    expect(text).toMatch(/^[\d,]+\.\d{2}万(元|美元|港元)$/);
  });

  it('exports a person’s 司法 sheet with money under （万元）, converted once from 元', async () => {
    const { person_id: personId, name } = await db()
      .selectFrom('person')
      .select(['person_id', 'name'])
      .orderBy('person_id')
      .executeTakeFirstOrThrow();
    const [entId] = [...capital.keys()].sort();
    await insertRecord(db(), {
      id: 'MONEY-PERSON-EXEC',
      entId: entId!,
      kind: 'executedPerson',
      day: '2026-01-06',
      fields: {
        caseCode: '（2026）苏0105执9号',
        execMoney: PLANTED,
        caseCreateTime: '2026-01-06',
        personId,
        personName: name,
      },
    });
    const res = await analyst.inject({
      method: 'GET',
      url: `/esee/personJudicial/exportPerJudDetails?personId=${personId}`,
    });
    expect(res.statusCode).toBe(200);
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload).Sheets['被执行人']!, { header: 1 });
    const head = sheet[0] as string[];
    const at = head.indexOf('执行标的（万元）');
    expect(at, head.join()).toBeGreaterThan(0);
    const row = sheet.find((r) => r[head.indexOf('案号')] === '（2026）苏0105执9号')!;
    expect(row[at]).toBe(12.5);
  });

  it('writes capital in the 企业画像 PDF as the page shows it', async () => {
    const { rows } = await sql<{ ent_id: string; reg: number; cur: string }>`
      select ent_id, reg_capital::float8 as reg, reg_capital_currency as cur from company
      where reg_capital >= 10000000 and active order by ent_id limit 1`.execute(db());
    const c = rows[0]!;
    const reports = jobCalls<CompanyReport>('/esee/report/list', '/esee/report/download', ['generating'], 2000);
    const created = await analyst.post('/esee/report/create', { entId: c.ent_id, template: 'credit' });
    expect(created.code, JSON.stringify(created)).toBe(200);
    expect((await reports.settled(analyst, created.data.jobId)).state).toBe('success');
    const text = await extractPdfText((await reports.download(analyst, created.data.jobId)).rawPayload);
    expect(text).toContain(moneyText(Number(c.reg), c.cur));
  });

  // Last: it changes two companies' capital.
  it('compares a SCS 标签规则 on 注册资本 in 万元, as its field says, against the stored 元 converted once', async () => {
    const [small, big] = (await db().selectFrom('company').select('ent_id').orderBy('ent_id').limit(2).execute()).map(
      (r) => r.ent_id,
    );
    await db().updateTable('company').set({ reg_capital: '5000000' }).where('ent_id', '=', small!).execute();
    await db().updateTable('company').set({ reg_capital: '50000000' }).where('ent_id', '=', big!).execute();
    await addToBook(db(), 'DEMO', [{ ent_id: small! }, { ent_id: big! }]);
    const condition = { logic: 'AND', items: [{ field: 'regCapital', operator: 'gt', value: 1000 }] };
    const saved = await analyst.post('/esee/scs/rules/label/save', {
      content: { name: '注册资本千万以上', color: '#1677ff', description: '', condition },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    const preview = await analyst.post('/esee/scs/rules/label/preview', { id: saved.data.id });
    expect(preview.code, JSON.stringify(preview)).toBe(200);
    const tagged = preview.data.customers.map((c: { entId: string }) => c.entId);
    // 5,000 万元 is over 1,000 万元; 500 万元 (5,000,000 元) is not.
    expect(tagged).toContain(big);
    expect(tagged).not.toContain(small);
  });
});
