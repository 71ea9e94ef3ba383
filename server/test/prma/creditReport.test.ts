import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CREDIT_WEIGHTS,
  ResultCode,
  type CreditReport,
  type CreditReportSummary,
  type CreditWeightsSetting,
} from '@esee/contracts';
import { extractPdfText } from '../../src/platform/files/pdf';
import { addUser, ONE_ENGINE, setInstParam, withApp, type Client, type TestApp } from '../fixtures';

const CREATE = '/esee/prma/creditReport/create';
const HISTORY = '/esee/prma/creditReport/history';
const DETAIL = '/esee/prma/creditReport/detail';
/** Weights of the judicial dimension alone (DEMO2's, and the ones the weights tests set). */
const JUDICIAL_ONLY = {
  subject: 0,
  control: 0,
  bidding: 0,
  qualification: 0,
  judicial: 100,
  operating: 0,
  tax: 0,
  news: 0,
};

describe.each(ONE_ENGINE)('合作方资信报告 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let outsider: Client;
  let cbaOnly: Client;
  let admin: Client;
  /** A going concern without knock-outs, and one currently on the list of dishonest debtors. */
  let clean: string;
  let dishonest: string;

  const create = async (who: Client, entId: string): Promise<CreditReport> => {
    const res = await who.post(CREATE, { entId });
    expect(res.code).toBe(200);
    return res.data;
  };
  const pdf = (who: Client, reportId: number | string) =>
    who.inject({ method: 'GET', url: `/esee/prma/creditReport/pdf?reportId=${reportId}` });
  const one = async (query: RawBuilder<{ ent_id: string }>) => (await query.execute(t.database.db)).rows[0]!.ent_id;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 23 },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'cbaonly', ['app:cba']);
        // DEMO2 weighs the judicial dimension alone: its score must equal that dimension's.
        await setInstParam(db, 'DEMO2', 'creditReportWeights', JSON.stringify(JUDICIAL_ONLY));
      },
    });
    clean = await one(sql<{ ent_id: string }>`
      select c.ent_id from company c
      where c.status = '存续' and exists (select 1 from record r where r.company_id = c.ent_id and r.kind = 'bidding')
        and not exists (select 1 from record r where r.company_id = c.ent_id and r.kind in ('dishonest', 'seriousViolation'))
      order by c.ent_id limit 1`);
    dishonest = await one(sql<{ ent_id: string }>`
      select d.company_id as ent_id from record d
      join company c on c.ent_id = d.company_id
      where d.kind = 'dishonest' and d.record_date > now() - interval '2 years'
        and not exists (select 1 from record e where e.company_id = d.company_id and e.kind = 'executedPerson'
                        and e.payload->>'caseCode' = d.payload->>'caseCode' and e.payload->>'status' = '已结案')
      order by d.company_id limit 1`);
    [analyst, outsider, cbaOnly, admin] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client('admin'),
    ]);
  });
  afterAll(() => t?.close());

  it('POST create scores a company in eight dimensions, each finding with a source record of the register', async () => {
    const report = await create(analyst, clean);
    expect(report.entId).toBe(clean);
    expect(report.dimensions).toHaveLength(8);
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
    expect(report.knockOuts).toEqual([]);
    expect(report.comparison).toBeNull();
    expect(report.requester).toBe('林晓雯');
    expect(report.findings.length).toBeGreaterThan(0);
    for (const f of report.findings.filter((f) => f.source.kind !== 'company')) {
      const row = await t.database.db
        .selectFrom('record')
        .select(['kind', sql<string>`to_char(record_date, 'YYYY-MM-DD')`.as('day')])
        .where('record_id', '=', f.source.id)
        .executeTakeFirst();
      expect(row, f.text).toEqual({ kind: f.source.kind, day: f.source.date });
    }
  });

  it('a company currently on the list of dishonest debtors is graded E whatever its score', async () => {
    const report = await create(analyst, dishonest);
    expect(report.grade).toBe('E');
    expect(report.score).toBeLessThan(40);
    expect(report.knockOuts.some((k) => k.startsWith('当前为失信被执行人'))).toBe(true);
  });

  it('the PDF has the API’s score and grade, the eight sections and each finding’s footnote', async () => {
    const report = await create(analyst, dishonest);
    const file = await pdf(analyst, report.reportId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(file.rawPayload);
    const score = /综合评分\s*(\d+) 分/.exec(text);
    expect(Number(score?.[1])).toBe(report.score);
    expect(text).toContain(`${report.grade}（${report.gradeLabel}）`);
    for (const section of [
      '一、主体资格',
      '二、股权与关联',
      '三、经营能力',
      '四、司法风险',
      '五、经营风险',
      '六、舆情',
      '七、评分明细',
      '八、结论',
    ])
      expect(text).toContain(section);
    const first = report.findings[0]!;
    expect(text).toContain(`[1] ${first.source.kindTitle} ${first.source.id}`);
    // The institutions' reports' frame: the institution and the confidentiality line at the head, made when.
    const { name } = await t.database.db
      .selectFrom('institution')
      .select('name')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(text).toContain(`${name} 本报告依据公开信息整理，仅供内部参考`);
    expect(text).toContain(`报告生成时间 ${report.createdAt.slice(0, 16)} 数据截至 ${report.asOf}`);
  });

  it('links each deduction to its records and its rule, and says per dimension what was checked; the PDF prints both', async () => {
    const report = await create(analyst, dishonest);
    const knockOut = report.findings.find((f) => f.knockOut && f.rule?.code === 'dishonestCurrent')!;
    const row = await t.database.db
      .selectFrom('record')
      .select(['payload', sql<string>`to_char(record_date, 'YYYY-MM-DD')`.as('day')])
      .where('record_id', '=', knockOut.source.id)
      .executeTakeFirstOrThrow();
    const payload = row.payload as { caseCode: string; amount: number | null };
    expect(knockOut.records).toEqual([
      expect.objectContaining({
        kind: 'dishonest',
        kindTitle: '失信被执行人',
        id: knockOut.source.id,
        companyId: dishonest,
        date: row.day,
        caseNo: payload.caseCode,
        amount: payload.amount,
      }),
    ]);
    expect(knockOut.rule).toMatchObject({
      points: -60,
      pointsText: '扣60分，一票否决',
      window: '近3年公布且执行案件未结案',
      basis: expect.stringContaining('一票否决'),
    });
    for (const f of report.findings) {
      expect(f.rule, f.text).toBeDefined();
      expect(f.records!.length, f.text).toBeGreaterThan(0);
    }
    // Every dimension lists its rules with what was read and counted; the counts add up to the findings' records.
    for (const d of report.dimensions) {
      expect(d.checks!.length, d.title).toBeGreaterThan(0);
      const records = report.findings
        .filter((f) => f.dimension === d.dimension)
        .reduce((n, f) => n + f.records!.length, 0);
      expect(
        d.checks!.reduce((n, c) => n + c.counted, 0),
        d.title,
      ).toBe(records);
      for (const c of d.checks!) expect(c.counted, c.rule.name).toBeLessThanOrEqual(c.read);
    }
    const { n } = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from record where company_id = ${dishonest} and kind = 'dishonest'`.execute(
        t.database.db,
      )
    ).rows[0]!;
    const judicial = report.dimensions.find((d) => d.dimension === 'judicial')!;
    expect(judicial.checks!.find((c) => c.rule.code === 'dishonestCurrent')!.read).toBe(n);

    const text = (await extractPdfText((await pdf(analyst, report.reportId)).rawPayload)).replace(/\n/g, '');
    expect(text).toContain('规则与依据');
    expect(text).toContain('《最高人民法院关于公布失信被执行人名单信息的若干规定》');
    expect(text).toContain('已核查：');
    expect(text).toContain(payload.caseCode);
  });

  it('a second report is compared with the previous one, and the history lists both, newest first', async () => {
    const before = (await analyst.post(HISTORY, { entId: clean })).data.list as CreditReportSummary[];
    const report = await create(analyst, clean);
    expect(report.comparison?.previous.reportId).toBe(before[0]!.reportId);
    expect(report.comparison?.scoreDelta).toBe(report.score - before[0]!.score);
    // Same data, same weights: nothing new, nothing gone.
    expect(report.comparison?.added).toEqual([]);
    expect(report.comparison?.removed).toEqual([]);
    const history = (await analyst.post(HISTORY, { entId: clean })).data.list as CreditReportSummary[];
    expect(history.map((h) => h.reportId)).toEqual([report.reportId, ...before.map((b) => b.reportId)]);
    const detail = (await analyst.post(DETAIL, { reportId: before[0]!.reportId })).data as CreditReport;
    expect(detail.comparison).toBeNull();
  });

  it('weights are the institution’s: DEMO2 weighs only the judicial dimension', async () => {
    const report = await create(outsider, clean);
    const judicial = report.dimensions.find((d) => d.dimension === 'judicial')!;
    expect(judicial.weight).toBe(100);
    expect(report.score).toBe(judicial.score);
  });

  it('keeps each institution’s reports to itself: another’s report id is not found', async () => {
    const mine = await create(analyst, clean);
    const theirs = (await outsider.post(HISTORY, { entId: clean })).data.list as CreditReportSummary[];
    expect(theirs.map((h) => h.reportId)).not.toContain(mine.reportId);
    expect(theirs.every((h) => h.requester !== '林晓雯')).toBe(true);
    const missing = await outsider.post(DETAIL, { reportId: 999_999 });
    expect(missing).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    expect(await outsider.post(DETAIL, { reportId: mine.reportId })).toEqual(missing);
    const file = await pdf(outsider, mine.reportId);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual(missing);
  });

  it('refuses a user without the page’s permission on every call', async () => {
    const { reportId } = await create(analyst, clean);
    for (const res of [
      await cbaOnly.post(CREATE, { entId: clean }),
      await cbaOnly.post(HISTORY, { entId: clean }),
      await cbaOnly.post(DETAIL, { reportId }),
      (await pdf(cbaOnly, reportId)).json(),
    ])
      expect(res).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
  });

  it('answers bad input with the error envelope', async () => {
    for (const [url, body] of [
      [CREATE, {}],
      [CREATE, { entId: '' }],
      [CREATE, { entId: 'x'.repeat(65) }],
      [DETAIL, { reportId: 'abc' }],
      [DETAIL, { reportId: 0 }],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    expect((await pdf(analyst, 'x')).json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    expect(await analyst.post(HISTORY, { entId: 'NO_SUCH_COMPANY' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
    expect(await analyst.post(CREATE, { entId: 'NO_SUCH_COMPANY' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: '未找到该企业',
    });
  });

  describe('评分权重', () => {
    const WEIGHTS = '/esee/prma/creditReport/weights';
    const read = async (who: Client) => (await who.get(WEIGHTS)).data as CreditWeightsSetting;

    it('are read by anyone with the page, set only by the institution’s administrator', async () => {
      const before = await read(analyst);
      expect(before).toMatchObject({
        weights: DEFAULT_CREDIT_WEIGHTS,
        defaults: DEFAULT_CREDIT_WEIGHTS,
        custom: false,
      });
      expect(before.canEdit).toBe(false);
      expect((await read(admin)).canEdit).toBe(true);
      const refused = await analyst.post(WEIGHTS, { weights: JUDICIAL_ONLY });
      expect(refused).toMatchObject({ code: ResultCode.FORBIDDEN, data: null, message: '仅机构管理员可设置评分权重' });
      expect((await read(analyst)).custom).toBe(false);
      expect(await cbaOnly.post(WEIGHTS, { weights: JUDICIAL_ONLY })).toMatchObject({
        code: ResultCode.FORBIDDEN,
      });
      expect(await cbaOnly.get(WEIGHTS)).toMatchObject({
        code: ResultCode.FORBIDDEN,
      });
    });

    it('set, are read back, score the next report, and leave another institution’s alone', async () => {
      const weights = { ...JUDICIAL_ONLY, judicial: 60, tax: 40 };
      const saved = await admin.post(WEIGHTS, { weights });
      expect(saved).toMatchObject({ code: 200, data: { weights, custom: true, canEdit: true } });
      expect((await read(analyst)).weights).toEqual(weights);
      const report = await create(analyst, clean);
      const by = (d: string) => report.dimensions.find((x) => x.dimension === d)!;
      expect(by('judicial').weight).toBe(60);
      expect(by('tax').weight).toBe(40);
      expect(by('subject').weight).toBe(0);
      expect(report.weightedScore).toBe(Math.round((by('judicial').score * 60 + by('tax').score * 40) / 100));
      // DEMO2 keeps its own (judicial only).
      expect((await read(outsider)).weights).toEqual(JUDICIAL_ONLY);
      // 恢复默认.
      const reset = await admin.post(WEIGHTS, { weights: null });
      expect(reset.data).toMatchObject({ weights: DEFAULT_CREDIT_WEIGHTS, custom: false });
      expect((await create(analyst, clean)).dimensions.find((d) => d.dimension === 'judicial')!.weight).toBe(
        DEFAULT_CREDIT_WEIGHTS.judicial,
      );
    });

    it('refuses bad weights with a message naming the dimension', async () => {
      for (const [weights, message] of [
        [{ ...JUDICIAL_ONLY, judicial: 101 }, '评分权重有误：「司法风险」的权重须为 0–100 的整数'],
        [{ ...JUDICIAL_ONLY, tax: 2.5 }, '评分权重有误：「税务」的权重须为 0–100 的整数'],
        [{ ...JUDICIAL_ONLY, news: -1 }, '评分权重有误：「舆情」的权重须为 0–100 的整数'],
        [{ ...JUDICIAL_ONLY, judicial: 0 }, '评分权重有误：各维度权重之和须大于 0'],
        [{ ...JUDICIAL_ONLY, luck: 5 }, '评分权重有误：未知的评分维度「luck」'],
        [(({ subject: _s, ...rest }) => rest)(JUDICIAL_ONLY), '评分权重有误：缺少「主体资格」的权重'],
      ] as const) {
        const res = await admin.inject({ method: 'POST', url: WEIGHTS, payload: { weights } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: ResultCode.BAD_REQUEST, data: null, message });
      }
      for (const body of [{}, { weights: 'x' }, { weights: { judicial: '30' } }]) {
        const res = await admin.post(WEIGHTS, body);
        expect(res, JSON.stringify(body)).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
      }
      expect((await read(admin)).custom).toBe(false);
    });
  });
});
