import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_DOCUMENT_URL, ResultCode } from '@esee/contracts';
import { ONE_ENGINE, flatPdfText, squeeze, withApp, type Client, type TestApp } from '../fixtures';
import { PDF_EXHAUSTED, renderPdfTask } from '../../src/platform/files/pdf';

interface Row {
  id: string;
  entId: string;
  name: string;
  creditCode: string | null;
  payload: Record<string, string | number>;
}

describe.each(ONE_ENGINE)('查看原文 of a 裁判文书 or 行政处罚 record on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let requester: string;

  const pdf = (who: Client, id: string) =>
    who.inject({ method: 'GET', url: `${RECORD_DOCUMENT_URL}?id=${encodeURIComponent(id)}` });
  const documentText = async (id: string) => {
    const res = await pdf(analyst, id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    return flatPdfText(res.rawPayload, requester);
  };
  /** Records of a kind with their company, the payload's `key` matching `like`. */
  const records = async (kind: string, key: string, like: string) =>
    (
      await sql<Row>`
        select r.record_id as id, c.ent_id as "entId", c.name, c.credit_code as "creditCode", r.payload
        from record r join company c on c.ent_id = r.company_id
        where r.kind = ${kind} and r.payload ->> ${key} like ${like}
        order by r.record_id`.execute(t.database.db)
    ).rows;

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 300, seed: 41 } });
    analyst = await t.client('analyst');
    const { rows } = await sql<{ name: string }>`
      select u.display_name as name from app_user u join institution i on i.id = u.inst_id
      where i.code = 'DEMO' and u.username = 'analyst'`.execute(t.database.db);
    requester = rows[0]!.name;
  }, 180_000);
  afterAll(() => t?.close());

  it('writes a first-instance judgment: court, 案号, the parties, the course from the case’s records, the result', async () => {
    const judgments = await records('judgmentDocument', 'docType', '判决书');
    const first = judgments.filter((r) => String(r.payload.caseNo).includes('民初'));
    expect(first.length).toBeGreaterThan(0);
    // One whose case was filed in the set: its 立案 day and judge are in the document.
    let checked = 0;
    for (const r of first.slice(0, 30)) {
      const { rows: filings } = await sql<{ payload: Record<string, string> }>`
        select payload from record where company_id = ${r.entId} and kind = 'caseFiling'
          and payload ->> 'caseNo' = ${r.payload.caseNo}`.execute(t.database.db);
      if (!filings.length) continue;
      const text = await documentText(r.id);
      const p = r.payload;
      expect(text).toContain(`${p.court}民事判决书${p.caseNo}`);
      expect(text).toContain(squeeze(String(p.judgeResult)));
      expect(text).toContain(`原告：${filings[0]!.payload.plaintiff}`);
      expect(text).toContain(`被告：${filings[0]!.payload.defendant}`);
      if (r.creditCode) expect(text).toContain(r.creditCode);
      const [y, m, d] = filings[0]!.payload.filingDate!.split('-').map(Number);
      expect(text).toContain(`本院于${y}年${m}月${d}日立案后`);
      expect(text).toContain(`审判员${filings[0]!.payload.judge}`);
      expect(text).toContain(`${p.caseReason}一案`);
      expect(text).toContain('上诉于');
      checked++;
      if (checked === 3) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('writes rulings, mediation statements and second-instance judgments as such', async () => {
    for (const [docType, words] of [
      ['裁定书', '裁定如下'],
      ['调解书', '本调解书经双方当事人签收后'],
    ] as const) {
      const [r] = await records('judgmentDocument', 'docType', docType);
      expect(r, docType).toBeDefined();
      const text = await documentText(r!.id);
      expect(text).toContain(`民事${docType}${r!.payload.caseNo}`);
      expect(text).toContain(words);
      expect(text).toContain(squeeze(String(r!.payload.judgeResult)));
    }
    const [second] = await records('judgmentDocument', 'caseNo', '%民终%');
    if (second) {
      const text = await documentText(second.id);
      expect(text).toContain('上诉人（原审');
      expect(text).toContain('被上诉人（原审');
      expect(text).toContain('不服');
      expect(text).toContain(squeeze(String(second.payload.judgeResult)));
      expect(text).toContain('审判长');
    }
  });

  it('writes a penalty decision: authority, 文号, the party from the register, the penalty as recorded', async () => {
    const penalties = await records('penalty', 'docNo', '%');
    expect(penalties.length).toBeGreaterThan(0);
    const regulators = ['证监会', '证券交易所'].map((source) => penalties.find((x) => x.payload.source === source));
    for (const r of [penalties[0]!, ...regulators.filter((x) => x !== undefined)]) {
      const text = await documentText(r.id);
      const p = r.payload;
      expect(text).toContain(`${p.departmentName}`);
      expect(text).toContain(String(p.docNo));
      expect(text).toContain(`当事人${r.name}`);
      if (r.creditCode) expect(text).toContain(`统一社会信用代码${r.creditCode}`);
      const authority = String(p.departmentName);
      const self =
        authority === '中国证券监督管理委员会'
          ? '我会'
          : authority.includes('监管局')
            ? '我局'
            : authority.includes('交易所')
              ? '本所'
              : '本机关';
      expect(text).toContain(squeeze(`${self}决定：${p.content}。`));
      expect(text).toContain(
        /监管措施/.test(String(p.docNo))
          ? String(p.departmentName).includes('交易所')
            ? '申请复核'
            : '行政复议申请'
          : '申请行政复议',
      );
    }
  });

  it('answers a record without a document, an unknown record and a bad id', async () => {
    const [filing] = await records('caseFiling', 'caseNo', '%');
    expect((await pdf(analyst, filing!.id)).json()).toEqual({
      code: ResultCode.NOT_FOUND,
      data: null,
      message: '该记录暂无可查看的原文',
    });
    expect((await pdf(analyst, 'R999999999')).json()).toEqual({
      code: ResultCode.NOT_FOUND,
      data: null,
      message: '记录不存在',
    });
    expect((await pdf(analyst, 'bad id')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${RECORD_DOCUMENT_URL}?id=${filing!.id}` });
    expect(anonymous.json()).toMatchObject({ code: ResultCode.INVALID_SESSION });
  });

  it('answers a render past its worker’s limits with a Chinese 400, not the 500 clients swallow', async () => {
    const [judgment] = await records('judgmentDocument', 'docType', '判决书');
    // The task's limits as the pool reads them at each run: a millisecond, which no render meets.
    const limits = renderPdfTask.limits;
    const timeoutMs = limits.timeoutMs;
    limits.timeoutMs = 1;
    try {
      const res = await pdf(analyst, judgment!.id);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { code: ResultCode.BAD_REQUEST, data: null, message: PDF_EXHAUSTED },
      ]);
    } finally {
      limits.timeoutMs = timeoutMs;
    }
    // The worker that was stopped is replaced: the next render is the document.
    expect((await pdf(analyst, judgment!.id)).statusCode).toBe(200);
  });
});
