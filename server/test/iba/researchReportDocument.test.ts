import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEARCH_SWITCH, ResultCode, type ResearchReport } from '@esee/contracts';
import { addUser, ONE_ENGINE, flatPdfText, squeeze, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('IBA 研报 查看原文 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let cbaOnly: Client;
  let admin2: Client;
  let ops: Client;
  /** The analyst's name, in every document's watermark. */
  let requester: string;

  const pdf = (who: Client, reportId: string) =>
    who.inject({ method: 'GET', url: `/esee/researchReport/pdf?reportId=${encodeURIComponent(reportId)}` });
  const report = (reportId: string) =>
    analyst.getData<ResearchReport>(`/esee/researchReport/detail?reportId=${reportId}`);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 41 },
      beforeApp: (db) => addUser(db, 'DEMO', 'cbaonly', ['app:cba']),
    });
    [analyst, cbaOnly, admin2, ops] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client('demo2'),
      t.client('ops'),
    ]);
    const { rows } = await sql<{ name: string }>`
      select u.display_name as name from app_user u join institution i on i.id = u.inst_id
      where i.code = 'DEMO' and u.username = 'analyst'`.execute(t.database.db);
    requester = rows[0]!.name;
  }, 180_000);
  afterAll(() => t?.close());

  /** A stock report with a target price whose broker wrote on the stock before. */
  const stockReportId = async () =>
    (
      await sql<{ id: string }>`
        select r.report_id as id from research_report r
        where r.type = '个股' and r.target_price is not null and r.previous_rating is not null
          and r.abstract like '%风险提示%'
        order by r.publish_date desc, r.report_id limit 1`.execute(t.database.db)
    ).rows[0]!.id;

  it('writes a stock report: cover, abstract, forecasts, the broker’s earlier ratings and the risks', async () => {
    const r = await report(await stockReportId());
    const res = await pdf(analyst, r.reportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const name = encodeURIComponent(`${r.title}.pdf`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
    const text = await flatPdfText(res.rawPayload, requester);
    expect(text).toContain(squeeze(r.title));
    expect(text).toContain(`发布日期${r.publishDate}`);
    expect(text).toContain(`发布机构${r.broker}`);
    for (const a of r.authors) expect(text).toContain(`${a.name}（执业证书编号${a.sacNo}）`);
    expect(text).toContain(`投资评级${r.rating}（${r.ratingChange}）`);
    expect(text).toContain(`上次评级${r.previousRating}`);
    expect(text).toContain(`目标价${r.targetPrice!.toFixed(2)}元`);
    expect(text).toContain(`发布日收盘价${r.price!.toFixed(2)}元`);
    expect(text).toContain(`原报告共${r.pages}页`);
    const lines = r.abstract.split('\n');
    for (const line of lines.filter((l) => !l.startsWith('风险提示'))) expect(text).toContain(squeeze(line));
    for (const f of r.forecasts) {
      expect(text).toContain(`${f.year}E${f.eps.toFixed(2)}`);
      if (f.pe !== null) expect(text).toContain(f.pe.toFixed(2));
    }
    const risks = lines
      .find((l) => l.startsWith('风险提示'))!
      .replace(/^风险提示：/, '')
      .replace(/。$/, '')
      .split('；');
    for (const risk of risks) expect(text).toContain(squeeze(risk));
    // The same broker's earlier reports on the stock, with their ratings.
    const { rows: earlier } = await sql<{ title: string }>`
      select title from research_report
      where broker = ${r.broker} and stock_code = ${r.stockCode} and publish_date < ${r.publishDate}::date`.execute(
      t.database.db,
    );
    expect(earlier.length).toBeGreaterThan(0);
    expect(text).toContain(`${r.broker}的评级记录`);
    for (const e of earlier) expect(text).toContain(squeeze(e.title));
  });

  it('writes a report without a subject (宏观, 策略, 晨报) from its abstract', async () => {
    const { rows } = await sql<{ id: string }>`
      select report_id as id from research_report where type = '宏观' order by report_id limit 1`.execute(
      t.database.db,
    );
    const r = await report(rows[0]!.id);
    const res = await pdf(analyst, r.reportId);
    expect(res.statusCode).toBe(200);
    const text = await flatPdfText(res.rawPayload, requester);
    expect(text).toContain(squeeze(r.title));
    for (const line of r.abstract.split('\n').filter((l) => !l.startsWith('风险提示')))
      expect(text).toContain(squeeze(line));
    expect(text).not.toContain('盈利预测与估值');
  });

  it('answers an unknown report as not found, and a caller without research as forbidden', async () => {
    expect((await pdf(analyst, 'nope')).json()).toEqual({
      code: ResultCode.NOT_FOUND,
      data: null,
      message: '研报不存在',
    });
    const id = await stockReportId();
    expect((await pdf(cbaOnly, id)).json()).toMatchObject({ code: ResultCode.FORBIDDEN });
    // DEMO2 with IBA but without the research switch: the switch's message.
    const save = async (models: string[]) =>
      expect((await ops.post('/esee/company/saveCompanyModels', { instCode: 'DEMO2', models })).code).toBe(200);
    try {
      await save(['CBA', 'PRMA', 'IBA']);
      expect((await pdf(admin2, id)).json()).toEqual({ code: 403, data: null, message: RESEARCH_SWITCH.message });
    } finally {
      await save(['CBA', 'PRMA']);
    }
  });
});
