import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_DOCUMENT_URL } from '@esee/contracts';
import { ONE_ENGINE, flatPdfText, withApp, type Client, type TestApp } from '../fixtures';

// The data set of supervision.test.ts and reviewDocuments.test.ts: one template for all when they run together.
const TODAY = new Date('2026-11-25T00:00:00Z');

interface Announcement {
  id: string;
  entId: string;
  name: string;
  date: string;
  payload: { title: string; category: string; stockCode: string; fiscalYear: number; meetingDate?: string };
}

/** 2026-03-05 in a document's text: 2026年3月5日. */
const textDate = (day: string) => day.replace(/^(\d{4})-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');
const yuan = (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe.each(ONE_ENGINE)('公司公告 of a listed company on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let requester: string;
  let all: Announcement[];

  const documentText = async (id: string) => {
    const res = await analyst.inject({ method: 'GET', url: `${RECORD_DOCUMENT_URL}?id=${encodeURIComponent(id)}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return flatPdfText(res.rawPayload, requester);
  };

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 2000, seed: 7, today: TODAY } });
    analyst = await t.client('analyst');
    const { rows } = await sql<{ name: string }>`
      select u.display_name as name from app_user u join institution i on i.id = u.inst_id
      where i.code = 'DEMO' and u.username = 'analyst'`.execute(t.database.db);
    requester = rows[0]!.name;
    all = (
      await sql<Announcement>`
        select r.record_id as id, c.ent_id as "entId", c.name, to_char(r.record_date, 'YYYY-MM-DD') as date, r.payload
        from record r join company c on c.ent_id = r.company_id
        where r.kind = 'announcement' order by r.record_id`.execute(t.database.db)
    ).rows;
  }, 240_000);
  afterAll(() => t?.close());

  it('lists a listed company’s annual cycle, dated within the law’s calendar and after its listing', async () => {
    expect(all.length).toBeGreaterThan(0);
    const { entId } = all[0]!;
    const { data } = await analyst.post('/esee/microDetail/queryAnnouncement', { entId, pageNo: 1 });
    const list = data.list as { title: string; category: string; publishDate: string; stockCode: string }[];
    expect(data.total).toBe(all.filter((a) => a.entId === entId).length);
    expect(new Set(list.map((a) => a.category))).toContain('年度报告');
    // Newest first, each dated.
    expect(list.map((a) => a.publishDate)).toEqual([...list.map((a) => a.publishDate)].sort().reverse());
    const { rows: listing } = await sql<{ listDate: string; stockCode: string }>`
      select to_char(list_date, 'YYYY-MM-DD') as "listDate", stock_code as "stockCode" from listing_status
      where ent_id = ${entId}`.execute(t.database.db);
    for (const a of all) {
      if (a.payload.category === '年度报告')
        expect(a.date <= `${a.payload.fiscalYear + 1}-04-30`, a.payload.title).toBe(true);
      if (a.entId === entId) {
        expect(a.date >= listing[0]!.listDate, a.payload.title).toBe(true);
        expect(a.payload.stockCode).toBe(listing[0]!.stockCode);
      }
    }
  });

  it('opens a 年度报告 with the statements’ figures of its year against the year before', async () => {
    let checked = 0;
    for (const a of all.filter((x) => x.payload.category === '年度报告')) {
      const { rows } = await sql<{ year: number; revenue: number; assets: number }>`
        select fiscal_year as year, (income_statement->>'revenue')::float8 as revenue,
               (balance_sheet->>'totalAssets')::float8 as assets
        from financial_statement where ent_id = ${a.entId} and fiscal_year in (${a.payload.fiscalYear}, ${a.payload.fiscalYear - 1})
        order by fiscal_year desc`.execute(t.database.db);
      const own = rows.find((r) => Number(r.year) === a.payload.fiscalYear);
      if (!own) continue;
      const text = await documentText(a.id);
      expect(text).toContain(a.payload.title);
      expect(text).toContain('第三节主要会计数据和财务指标');
      expect(text).toContain(`营业收入${yuan(Number(own.revenue))}`);
      expect(text).toContain(yuan(Number(own.assets)));
      expect(text).toContain(a.payload.stockCode);
      checked++;
      if (checked >= 2) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('opens the board’s resolutions and the general meeting’s with the cycle’s proposals and days', async () => {
    const board = all.find((a) => a.payload.category === '董事会决议公告')!;
    const boardText = await documentText(board.id);
    expect(boardText).toContain(`审议通过《${board.payload.fiscalYear}年年度报告》及其摘要`);
    expect(boardText).toContain(textDate(board.payload.meetingDate!));
    expect(boardText).toContain(`${board.name}董事会`);
    const meeting = all.find((a) => a.payload.category === '股东大会决议公告');
    if (meeting) {
      const text = await documentText(meeting.id);
      expect(text).toContain(
        `公司${meeting.payload.fiscalYear}年年度股东大会于${textDate(meeting.payload.meetingDate!)}召开`,
      );
    }
  });
});
