import * as XLSX from '@e965/xlsx';
import { Kind, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@esee/contracts';
import {
  AdvSearchRowSchema,
  BankFlowAccountSchema,
  BankFlowFlagSchema,
  BankFlowTransactionSchema,
  BidderInputSchema,
  BidderSchema,
  CapitalsSchema,
  ChainCompanySchema,
  CompareColumnSchema,
  CreditCapitalSchema,
  CreditCompanySchema,
  CreditGroupDetailSchema,
  CreditGroupLimitSchema,
  CreditGroupRowSchema,
  CreditMemberSchema,
  CreditSimulateSchema,
  EnterpriseInfoSchema,
  ExposureMeasureSchema,
  ExposuresSchema,
  FinancialSummarySchema,
  FinancialYearSchema,
  FinancingEventSchema,
  GuaranteeStructureSchema,
  JusticeIssuerSchema,
  MapCompanySchema,
  MerchantSchema,
  moneyText,
  NewEntCompanySchema,
  OrganisationSchema,
  ParkCompanySchema,
  PersonPostCompanySchema,
  ProspectSchema,
  PunishRecordSchema,
  PunishSummarySchema,
  RECORD_ENDPOINTS,
  RECORD_KINDS,
  RelationProspectSchema,
  ResearchConsensusSchema,
  ResearchForecastSchema,
  ResearchReportSchema,
  ReviewSummarySchema,
  ScsBookRowSchema,
  ScsCorrectionPayload,
  ScsCustomerRowSchema,
  ScsGroupRowSchema,
  ScsGuaranteePayload,
  ScsGuaranteeRowSchema,
  ScsSingleCustomerSchema,
  SECTION_COLUMNS,
  SECTION_ENDPOINTS,
  TenderBidSchema,
  TenderDetailSchema,
  TenderSummarySchema,
  yuanToWan,
  type CompanyReport,
  type ExportJob,
  type RecordColumn,
} from '@esee/contracts';
import { addToBook, ONE_ENGINE, insertRecord, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';
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
/**
 * The numbers of the contracts that are not amounts of money: shares and ratios (0–1), scores, weights and points,
 * coordinates, zooms and distances, days, a progress, a multiple. Every other number a schema declares says its unit
 * in its description: an amount says 「单位：元」 (`Yuan()` / `NullableYuan()`), a threshold in hours 「单位：时」.
 */
const NOT_MONEY = new Set([
  // shares, ratios, rates (0–1) and multiples
  ...['beneficialShare', 'concentration', 'minRatio', 'paidRatio', 'ratio', 'share', 'topThreeShare', 'step'],
  ...['currentRatio', 'debtRatio', 'grossMargin', 'netMargin', 'revenueGrowth', 'roe', 'pe', 'upside'],
  ...['avgReturn', 'hitRate', 'targetReachRate', 'progress', 'threshold', 'boThreshold', 'fastInOutRatio'],
  // scores, weights, points (信用报告's dimension weights are keyed by dimension)
  ...['score', 'weight', 'weightedRisk', 'points', 'warmth'],
  ...['bidding', 'control', 'judicial', 'news', 'operating', 'qualification', 'subject', 'tax'],
  // places and maps, days, a head count, a park's area
  ...['lat', 'lng', 'zoom', 'pointZoom', 'cellDeg', 'radiusKm', 'min', 'max', 'avgDays', 'medianDays'],
  ...['employeeCount', 'area'],
  // 比对's compared value; a SCS evidence's or relation's value (a holding, or an amount: its description says which)
  'value',
]);
/** A property name that reads as an amount of money (its growth or its share of something aside). */
const MONEY_WORDS = /amount|capital|price|budget|balance|fines?$|exposure|limit$|revenue|profit|assets|cash|eps$/i;
const isMoneyKey = (key: string) => MONEY_WORDS.test(key) && !/(Ratio|Growth|Share|Rate)$/.test(key);
/** Each exported schema's number properties (an integer aside), found at any depth, with where. */
function numberProperties(): { at: string; key: string; schema: TSchema }[] {
  const found: { at: string; key: string; schema: TSchema }[] = [];
  const isNumber = (s: TSchema) => s[Kind] === 'Number';
  const numeric = (s: TSchema) =>
    isNumber(s) ||
    (s[Kind] === 'Union' &&
      (s.anyOf as TSchema[]).some(isNumber) &&
      (s.anyOf as TSchema[]).every((x) => isNumber(x) || x[Kind] === 'Null'));
  const walk = (s: unknown, at: string, seen: Set<unknown>) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    const schema = s as TSchema;
    for (const [key, p] of Object.entries<TSchema>(schema.properties ?? {})) {
      if (numeric(p)) found.push({ at: `${at}.${key}`, key, schema: p });
      walk(p, `${at}.${key}`, seen);
    }
    for (const part of [schema.items, schema.anyOf, schema.allOf, Object.values(schema.patternProperties ?? {})].flat())
      walk(part, at, seen);
  };
  for (const [name, value] of Object.entries(contracts))
    if (value && typeof value === 'object' && Kind in value) walk(value, name, new Set());
  return found;
}

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
      // SCS 同一客户, 数据维护 and 统一授信 (the book's exposures and limits, the capital bases, guarantees).
      ...Object.values(ExposuresSchema.properties),
      ScsSingleCustomerSchema.properties.regCapital,
      ScsSingleCustomerSchema.properties.approvedLimit,
      ScsCustomerRowSchema.properties.approvedLimit,
      ScsCustomerRowSchema.properties.totalExposure,
      ScsGroupRowSchema.properties.totalExposure,
      ScsGuaranteeRowSchema.properties.amount,
      ScsBookRowSchema.properties.loan,
      ScsBookRowSchema.properties.limit,
      ScsGuaranteePayload.properties.amount,
      ScsCorrectionPayload.properties.offBalance,
      ScsCorrectionPayload.properties.limit,
      GuaranteeStructureSchema.properties.amount,
      ExposureMeasureSchema.properties.amount,
      ExposureMeasureSchema.properties.capital,
      CapitalsSchema.properties.tier1,
      CapitalsSchema.properties.net,
      CreditCapitalSchema.properties.netTier1Capital,
      CreditGroupRowSchema.properties.exposure,
      CreditGroupRowSchema.properties.groupLimit,
      CreditGroupRowSchema.properties.allocated,
      CreditGroupDetailSchema.properties.available,
      CreditMemberSchema.properties.limit,
      CreditMemberSchema.properties.frozen,
      CreditGroupLimitSchema.properties.groupLimit,
      CreditSimulateSchema.properties.amount,
      // IBA: 银行流水, 发行人司法风险 and 监管处罚, 监管动态, 研报 (per share), the financial statements.
      BankFlowTransactionSchema.properties.amount,
      BankFlowTransactionSchema.properties.balance,
      BankFlowAccountSchema.properties.inAmount,
      BankFlowAccountSchema.properties.closingBalance,
      BankFlowFlagSchema.properties.amount,
      JusticeIssuerSchema.properties.judgedAmount,
      JusticeIssuerSchema.properties.openExecAmount,
      JusticeIssuerSchema.properties.unperformedAmount,
      PunishRecordSchema.properties.amount,
      PunishSummarySchema.properties.fines,
      ReviewSummarySchema.properties.amount,
      ResearchReportSchema.properties.price,
      ResearchReportSchema.properties.targetPrice,
      ResearchForecastSchema.properties.eps,
      ResearchConsensusSchema.properties.latestPrice,
      ResearchConsensusSchema.properties.medianTarget,
      FinancialSummarySchema.properties.revenue,
      FinancialYearSchema.properties.balanceSheet.properties.totalAssets!,
      FinancialYearSchema.properties.balanceSheet.properties.cash!,
      // PRMA 围串标 and 招标项目.
      BidderInputSchema.properties.price,
      BidderSchema.properties.price,
      TenderSummarySchema.properties.budget,
      TenderDetailSchema.properties.budget,
      TenderBidSchema.properties.price,
    ];
    for (const schema of described) expect(schema.description).toMatch(/单位：元/);
  });

  it('says the unit of every number of the contracts that is not a ratio, a score, a place or a day', () => {
    const found = numberProperties();
    expect(found.length).toBeGreaterThan(300);
    const unsaid = found.filter((p) => !NOT_MONEY.has(p.key) && !/单位：/.test(p.schema.description ?? ''));
    expect(
      unsaid.map((p) => p.at),
      'an amount: Yuan() or NullableYuan() (money.ts); not money: NOT_MONEY',
    ).toEqual([]);
    // An amount kept out of the check by its name would be money without a unit.
    expect([...NOT_MONEY].filter(isMoneyKey)).toEqual([]);
  });

  it('says 元 for every number whose name reads as an amount, and keeps a request amount’s bounds', () => {
    const amounts = numberProperties().filter((p) => isMoneyKey(p.key));
    expect(amounts.length).toBeGreaterThan(100);
    expect(amounts.filter((p) => !/单位：元/.test(p.schema.description ?? '')).map((p) => p.at)).toEqual([]);
    expect(CreditGroupLimitSchema.properties.groupLimit).toMatchObject({ minimum: 0, maximum: 1e15 });
    expect(CreditSimulateSchema.properties.amount).toMatchObject({ exclusiveMinimum: 0, maximum: 1e15 });
    expect(ScsCorrectionPayload.properties.limit.anyOf[0]).toMatchObject({ minimum: 0, maximum: 1e15 });
    expect(BidderInputSchema.properties.price).toMatchObject({ exclusiveMinimum: 0, maximum: 1e13 });
  });
});

describe.each(ONE_ENGINE)('money in the API is in 元, on %s', (engine) => {
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
