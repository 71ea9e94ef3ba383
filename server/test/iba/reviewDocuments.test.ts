import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText, ResultCode, type ReviewDetail, type SupervisionType } from '@esee/contracts';
import { DATA_FILES, type ReviewRow } from '../../src/data/format';
import { addUser, ONE_ENGINE, flatPdfText, squeeze, withApp, type Client, type TestApp } from '../fixtures';
import { readJsonl } from '../fixtures/files';

// The data set of supervision.test.ts: one template for both when they run together.
const TODAY = new Date('2026-11-25T00:00:00Z');

/** A day as the documents date it: 2024年3月5日. */
const cnDate = (day: string) => day.replace(/^(\d{4})-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');
describe.each(ONE_ENGINE)('IBA 监管动态 files as documents on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let bondOnly: Client;
  let outsider: Client;
  let rows: ReviewRow[];
  /** The analyst's name, in every document's watermark. */
  let requester: string;

  const file = (who: Client, type: SupervisionType, reviewId: string, name: string) =>
    who.inject({
      method: 'GET',
      url: `/esee/watch/${type}/file?reviewId=${encodeURIComponent(reviewId)}&name=${encodeURIComponent(name)}`,
    });
  /** The PDF of a file, checked as a PDF the browser shows, as flat text. */
  const documentText = async (type: SupervisionType, reviewId: string, name: string) => {
    const res = await file(analyst, type, reviewId, name);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdfName = encodeURIComponent(name.replace(/\.[a-z]+$/, '.pdf'));
    expect(res.headers['content-disposition']).toBe(`inline; filename="${pdfName}"; filename*=UTF-8''${pdfName}`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return flatPdfText(res.rawPayload, requester);
  };
  /** A company's annual revenue (营业总收入, 元) by year, newest first, as the table holds it. */
  const revenues = async (entId: string) =>
    (
      await sql<{ year: number; revenue: number }>`
        select fiscal_year as year, (income_statement->>'revenue')::float8 as revenue from financial_statement
        where ent_id = ${entId} and report_type = '年报' order by fiscal_year desc`.execute(t.database.db)
    ).rows.map((r) => ({ year: Number(r.year), revenue: Number(r.revenue) }));
  const detail = (type: SupervisionType, reviewId: string) =>
    analyst.getData<ReviewDetail>(`/esee/watch/${type}/detail?reviewId=${reviewId}`);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 2000, seed: 7, today: TODAY },
      beforeApp: (db) => addUser(db, 'DEMO', 'bondonly', ['app:iba:supervision:bond']),
    });
    rows = readJsonl<ReviewRow>(t.dataFiles!, DATA_FILES.reviews.file);
    [analyst, bondOnly, outsider] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'bondonly' }),
      t.client('demo2'),
    ]);
    const { rows: users } = await sql<{ name: string }>`
      select u.display_name as name from app_user u join institution i on i.id = u.inst_id
      where i.code = 'DEMO' and u.username = 'analyst'`.execute(t.database.db);
    requester = users[0]!.name;
  }, 240_000);
  afterAll(() => t?.close());

  /** An IPO item of the registration era with two rounds or more, a committee and its registration. */
  const registered = () =>
    rows.find(
      (r) =>
        r.reviewType === 'auditMind' &&
        r.letters.length >= 2 &&
        r.letters[0]!.replyDate &&
        r.files.some((f) => f.fileType === '上市委会议结果') &&
        r.files.some((f) => f.fileType === '注册结果'),
    )!;

  it('writes an inquiry letter with its round, date, addressees and every question', async () => {
    const item = registered();
    const letter = item.letters[1]!;
    const name = item.files.find((f) => f.fileType === '问询函' && f.round === 2)!.name;
    const text = await documentText('auditMind', item.reviewId, name);
    const sponsor = item.intermediaries.find((m) => m.role === '保荐机构')!.name;
    expect(text).toContain(squeeze(letter.title));
    expect(text).toContain(`${item.issuer}、${sponsor}：`);
    expect(text).toContain('第二轮问询问题');
    expect(text).toContain('问询轮次第2轮');
    expect(text).toContain(cnDate(letter.date));
    for (const q of letter.questions) {
      expect(text).toContain(`问题${q.no}关于${q.topic}`);
      expect(text).toContain(squeeze(q.text));
    }
    // Another round's questions are not in it.
    const other = item.letters[0]!.questions.find((q) => !letter.questions.some((x) => x.text === q.text));
    if (other) expect(text).not.toContain(squeeze(other.text));
  });

  it('writes the reply with the item’s answers, the procedures and the reply day', async () => {
    const item = registered();
    const letter = item.letters[0]!;
    const name = item.files.find((f) => f.fileType === '问询回复' && f.round === 1)!.name;
    const text = await documentText('auditMind', item.reviewId, name);
    expect(text).toContain(cnDate(letter.replyDate!));
    expect(text).toContain(`于${cnDate(letter.date)}出具的《${squeeze(letter.title)}》`);
    for (const q of letter.questions) {
      expect(text).toContain(squeeze(q.answer));
      expect(text).toContain(`问题${q.no}关于${q.topic}`);
    }
    expect(text).toContain('核查程序');
    expect(text).toContain('核查意见：经核查，保荐机构');
  });

  it('writes each draft of the prospectus from the item and the issuer’s record', async () => {
    const item = registered();
    const company = (
      await sql<{ credit_code: string; legal_rep: string }>`
        select credit_code, legal_rep from company where ent_id = ${item.companyId}`.execute(t.database.db)
    ).rows[0]!;
    const holder = (
      await sql<{ name: string }>`
        select coalesce(c.name, p.name) as name from shareholding s
        left join company c on s.holder_kind = 'C' and c.ent_id = s.holder_id
        left join person p on s.holder_kind = 'P' and p.person_id = s.holder_id
        where s.company_id = ${item.companyId} order by s.ratio desc, s.holder_id limit 1`.execute(t.database.db)
    ).rows[0];
    const sponsor = item.intermediaries.find((m) => m.role === '保荐机构')!;
    const drafts = item.files.filter((f) => f.fileType === '招股说明书');
    expect(drafts.map((f) => /（(.+稿)）/.exec(f.name)![1])).toEqual(['申报稿', '上会稿', '注册稿']);
    for (const draft of drafts) {
      const text = await documentText('auditMind', item.reviewId, draft.name);
      expect(text).toContain(squeeze(draft.name.replace(/\.pdf$/, '')));
      expect(text).toContain(`稿本${/（(.+稿)）/.exec(draft.name)![1]}`);
      expect(text).toContain(`签署日期${cnDate(draft.date)}`);
      expect(text).toContain(`受理日期${cnDate(item.acceptedDate)}`);
      expect(text).toContain(squeeze(sponsor.name));
      expect(text).toContain(`${item.board}（`);
      expect(text).toContain(company.credit_code);
      expect(text).toContain(company.legal_rep);
      if (holder) expect(text).toContain(squeeze(holder.name));
      expect(text).toContain(squeeze(moneyText(item.amount!)));
      for (const s of sponsor.signatories) expect(text).toContain(s.name);
      // The rounds asked by the draft's day, and only those.
      const asked = item.letters.filter((l) => l.date <= draft.date);
      if (asked.length) expect(text).toContain(`共发出${asked.length}轮审核问询`);
      else expect(text).not.toContain('审核问询及回复情况');
      for (const l of item.letters.filter((x) => x.date > draft.date)) expect(text).not.toContain(cnDate(l.date));
    }
  });

  it('gives each draft the issuer’s figures of the three years ended before its day, and no later year', async () => {
    // An IPO item whose issuer's statements reach from before its first draft's year to after it (a listed
    // company's run only its latest years, which may all follow its IPO).
    let found: { item: ReviewRow; years: { year: number; revenue: number }[] } | undefined;
    for (const item of rows.filter((r) => r.reviewType === 'auditMind')) {
      const drafts = item.files.filter((f) => f.fileType === '招股说明书');
      if (!drafts.length) continue;
      const first = Number(drafts[0]!.date.slice(0, 4));
      const years = await revenues(item.companyId);
      if (years.some((y) => y.year < first) && years.some((y) => y.year >= first)) {
        found = { item, years };
        break;
      }
    }
    expect(found, 'an IPO item with statements before and after its first draft').toBeDefined();
    const { item, years } = found!;
    for (const draft of item.files.filter((f) => f.fileType === '招股说明书')) {
      const text = await documentText('auditMind', item.reviewId, draft.name);
      const year = Number(draft.date.slice(0, 4));
      const ended = years.filter((y) => y.year < year);
      expect(text).toContain('第四节主要财务数据和财务指标');
      expect(text).toContain('营业总收入');
      expect(text).toContain(`${ended[0]!.year}年度`);
      expect(text).toContain(squeeze(moneyText(ended[0]!.revenue)));
      // At most three years: a fourth before the draft is left out.
      if (ended[3]) expect(text).not.toContain(`${ended[3].year}年度`);
      for (const later of years.filter((y) => y.year >= year)) {
        expect(text).not.toContain(`${later.year}年度`);
        expect(text).not.toContain(squeeze(moneyText(later.revenue)));
      }
    }
  });

  /** A file saved rather than shown: its content type, `attachment` under the listed name, and its bytes. */
  const savedFile = async (type: SupervisionType, reviewId: string, name: string, contentType: string) => {
    const res = await file(analyst, type, reviewId, name);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    const encoded = encodeURIComponent(name);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`);
    return res.rawPayload;
  };
  /** A workbook's sheet as rows of values (numbers as numbers), and the display text of each number cell. */
  const sheetOf = (bytes: Buffer, sheet?: string) => {
    const book = XLSX.read(bytes, { type: 'buffer', cellNF: true });
    const ws = book.Sheets[sheet ?? book.SheetNames[0]!]!;
    return { names: book.SheetNames, rows: XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, defval: null }), ws };
  };
  /** The issuer's statements for the figures of a file of `day`: the three years ended before it, newest first. */
  const periodOf = async (entId: string, day: string) => {
    const { rows: years } = await sql<{ year: number; revenue: number; assets: number; debt: number; cash: number }>`
      select fiscal_year as year, (income_statement->>'revenue')::float8 as revenue,
             (balance_sheet->>'totalAssets')::float8 as assets,
             (balance_sheet->>'totalLiabilities')::float8 as debt, (cash_flow->>'endingCash')::float8 as cash
      from financial_statement where ent_id = ${entId} and report_type = '年报' order by fiscal_year desc`.execute(
      t.database.db,
    );
    const year = Number(day.slice(0, 4));
    return years.map((y) => ({ ...y, year: Number(y.year) })).filter((y) => y.year < year && y.year >= year - 3);
  };

  it('serves 主要财务指标明细表 as the spreadsheet it is listed as, with the issuer’s figures of its 报告期', async () => {
    const sheets = rows.flatMap((r) => r.files.filter((f) => /\.xlsx?$/.test(f.name)).map((f) => ({ r, f })));
    // Both kinds the data set lists, each as its own format: .xlsx (a zip) and .xls (Excel 97–2003).
    const withFigures = [];
    for (const s of sheets) if ((await periodOf(s.r.companyId, s.f.date)).length === 3) withFigures.push(s);
    for (const ext of ['xlsx', 'xls'] as const) {
      const found = withFigures.find(({ f }) => f.name.endsWith(`.${ext}`));
      expect(found, `a 主要财务指标明细表.${ext} of an issuer with three years of statements`).toBeDefined();
      const { r, f } = found!;
      const type =
        ext === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'application/vnd.ms-excel';
      const bytes = await savedFile(r.reviewType as SupervisionType, r.reviewId, f.name, type);
      expect(bytes.subarray(0, 4).toString('hex')).toBe(ext === 'xlsx' ? '504b0304' : 'd0cf11e0');
      const { names, rows: cells, ws } = sheetOf(bytes);
      expect(names).toEqual(['主要财务指标']);
      const years = await periodOf(r.companyId, f.date);
      expect(cells[0]).toEqual([f.name.replace(/\.xlsx?$/, ''), ...years.map(() => null)]);
      expect(String(cells[1]![0])).toContain(`发行人：${r.issuer}`);
      expect(String(cells[1]![0])).toContain(`报告期：${years[2]!.year}年度至${years[0]!.year}年度`);
      expect(cells[2]).toEqual(['项目', ...years.map((y) => `${y.year}年度`)]);
      const line = (title: string) => cells.find((c) => c[0] === title)!.slice(1);
      // Amounts in 万元 and shares in percent, as numbers of two decimals: what a spreadsheet sums.
      const wan = (yuan: number) => Math.round(yuan / 100) / 100;
      expect(line('营业总收入')).toEqual(years.map((y) => wan(y.revenue)));
      expect(line('资产总计')).toEqual(years.map((y) => wan(y.assets)));
      const debtRatios = line('资产负债率（%）') as number[];
      years.forEach((y, i) => expect(debtRatios[i]).toBeCloseTo((y.debt / y.assets) * 100, 1));
      expect(ws.B4!.z).toBe('#,##0.00');
      expect(String(cells.at(-1)![0])).toContain(`仅供内部参考（${requester} `);
    }
  });

  it('serves 审计报告及财务报表.zip as a zip of the audit report (PDF) and the audited years’ statements', async () => {
    let found: { r: ReviewRow; name: string; years: Awaited<ReturnType<typeof periodOf>> } | undefined;
    for (const r of rows)
      for (const f of r.files.filter((x) => x.name.endsWith('审计报告及财务报表.zip'))) {
        const years = await periodOf(r.companyId, f.date);
        if (!found && years.length === 3) found = { r, name: f.name, years };
      }
    expect(found, 'an audit report filed as a zip, of an issuer with statements').toBeDefined();
    const { r, name, years } = found!;
    const zip = unzipSync(await savedFile(r.reviewType as SupervisionType, r.reviewId, name, 'application/zip'));
    const report = `${r.issuer}审计报告.pdf`;
    const statements = `${r.issuer}财务报表.xlsx`;
    expect(Object.keys(zip).sort()).toEqual([report, statements].sort());
    const text = await flatPdfText(Buffer.from(zip[report]!), requester);
    expect(text).toContain('一、审计意见');
    expect(text).toContain(squeeze(moneyText(years[0]!.revenue)));
    const book = Buffer.from(zip[statements]!);
    expect(sheetOf(book).names).toEqual(['资产负债表', '利润表', '现金流量表']);
    const line = (sheet: string, title: string) =>
      sheetOf(book, sheet)
        .rows.find((c) => c[0] === title)!
        .slice(1);
    expect(sheetOf(book, '利润表').rows[2]).toEqual(['项目', ...years.map((y) => `${y.year}年度`)]);
    expect(line('利润表', '营业总收入')).toEqual(years.map((y) => Math.round(y.revenue * 100) / 100));
    expect(line('资产负债表', '资产总计')).toEqual(years.map((y) => Math.round(y.assets * 100) / 100));
    expect(line('现金流量表', '期末现金及现金等价物余额')).toEqual(years.map((y) => Math.round(y.cash * 100) / 100));
  });

  it('writes the committee’s result and the registration on their milestones’ days', async () => {
    const item = registered();
    const committee = item.milestones.find((m) => /会议/.test(m.label))!;
    const meeting = await documentText(
      'auditMind',
      item.reviewId,
      item.files.find((f) => f.fileType === '上市委会议结果')!.name,
    );
    expect(meeting).toContain(`审议会议于${cnDate(committee.date)}召开`);
    expect(meeting).toContain(`审核状态${committee.label}`);
    expect(meeting).toContain(item.issuer);
    const registration = item.milestones.find((m) => m.label === '注册生效')!;
    const reply = await documentText(
      'auditMind',
      item.reviewId,
      item.files.find((f) => f.fileType === '注册结果')!.name,
    );
    expect(reply).toContain(`证监许可〔${registration.date.slice(0, 4)}〕`);
    expect(reply).toContain(`一、同意你公司首次公开发行股票并在`);
    expect(reply).toContain(`中国证券监督管理委员会${cnDate(registration.date)}`);
  });

  it('opens every file an item of each type lists as openable, and the detail says which those are', async () => {
    for (const type of ['feedback', 'auditMind', 'bond', 'mergers', 'refinance'] as const) {
      const item = rows
        .filter((r) => r.reviewType === type)
        .sort((a, b) => b.files.length - a.files.length || a.reviewId.localeCompare(b.reviewId))[0]!;
      const d = await detail(type, item.reviewId);
      for (const f of d.fileGroups.flatMap((g) => g.files)) {
        expect(f.openable, f.name).toBe(true);
        if (/\.(xlsx?|zip)$/.test(f.name)) {
          const res = await file(analyst, type, item.reviewId, f.name);
          expect(res.statusCode, f.name).toBe(200);
          expect(res.headers['content-disposition'], f.name).toMatch(/^attachment; /);
          continue;
        }
        const text = await documentText(type, item.reviewId, f.name);
        expect(text, f.name).toContain(item.issuer);
      }
    }
  }, 180_000);

  it('refuses a file it cannot write, an unknown one, an item of another type, and callers without the key', async () => {
    const notFound = { code: ResultCode.NOT_FOUND, data: null };
    const item = registered();
    const name = item.files[0]!.name;
    expect((await file(analyst, 'auditMind', 'nope', name)).json()).toMatchObject(notFound);
    expect((await file(analyst, 'auditMind', item.reviewId, '不存在的文件.pdf')).json()).toMatchObject({
      ...notFound,
      message: '未找到该文件',
    });
    // An IPO item asked for on the bond route is not found, even for a user who may read bonds.
    expect((await file(bondOnly, 'bond', item.reviewId, name)).json()).toMatchObject(notFound);
    // The key of the type: the bond user opens a bond's file and not an IPO's; DEMO2 has no IBA.
    const bond = rows.find((r) => r.reviewType === 'bond')!;
    const bondFile = await file(bondOnly, 'bond', bond.reviewId, bond.files[0]!.name);
    expect(bondFile.statusCode).toBe(200);
    expect((await file(bondOnly, 'auditMind', item.reviewId, name)).json()).toMatchObject({
      code: ResultCode.FORBIDDEN,
    });
    expect((await file(outsider, 'auditMind', item.reviewId, name)).json()).toMatchObject({
      code: ResultCode.FORBIDDEN,
    });
    expect((await file(analyst, 'auditMind', item.reviewId, 'x'.repeat(201))).json()).toMatchObject({
      code: ResultCode.BAD_REQUEST,
    });
  });

  // Last: it removes a company's statements.
  it('says in one line that the issuer has no statements, and invents no figures', async () => {
    const item = rows.find((r) => r.reviewType === 'refinance' && r.files.some((f) => f.fileType === '募集说明书'))!;
    const years = await revenues(item.companyId);
    await sql`delete from financial_statement where ent_id = ${item.companyId}`.execute(t.database.db);
    const name = item.files.find((f) => f.fileType === '募集说明书')!.name;
    const text = await documentText('refinance', item.reviewId, name);
    expect(text).toContain('主要财务数据和财务指标');
    expect(text).toContain('平台收录的财务数据中暂无');
    expect(text).not.toContain('营业总收入');
    for (const y of years) expect(text).not.toContain(`${y.year}年度`);
  });
});
