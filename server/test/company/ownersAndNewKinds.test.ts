import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstParamName, RECORD_ENDPOINTS, RECORD_KIND_BY_KEY, ResultCode, SECTION_ENDPOINTS } from '@esee/contracts';
import { ONE_ENGINE, setInstParam, withApp, type Client, type TestApp } from '../fixtures';

/**
 * The detail's 母公司 and 最终受益人 (one source each: the actual controller's chain, the institution's
 * beneficial-owner rule, as the graphs answer them), and the record kinds 曝光台 and 土地转让 with their lists
 * and detail dialogs (spec 2 §7: queryExposureTableDetail and the microDetail lists).
 */
describe.each(ONE_ENGINE)('company owners and the newer record kinds on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let other: Client;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 400, seed: 42, today: new Date('2026-11-22') } });
    [analyst, other] = await Promise.all([t.client('analyst'), t.client('demo2')]);
  }, 120_000);
  afterAll(() => t.close());

  const section = (c: Client, name: string, body: Record<string, unknown>) => c.post(`/esee/microDetail/${name}`, body);

  /** Companies whose largest holder is a company holding more than half: they have a parent. */
  const heldByCompanies = async () => {
    const { rows } = await sql<{ company_id: string; holder_id: string; ratio: number }>`
      select company_id, holder_id, ratio::float8 as ratio from shareholding
      where holder_kind = 'C' and ratio > 0.5 order by company_id limit 20`.execute(t.database.db);
    return rows;
  };

  it('lists the companies up the control chain as 母公司, the direct parent first, as the controller graph has them', async () => {
    const held = await heldByCompanies();
    expect(held.length).toBeGreaterThan(3);
    for (const h of held.slice(0, 8)) {
      const page = await section(analyst, SECTION_ENDPOINTS.parentCompany, { entId: h.company_id });
      expect(page.code).toBe(200);
      expect(page.data.list[0]).toMatchObject({
        entId: h.holder_id,
        level: 1,
        fundedRatio: Math.round(h.ratio * 10000) / 100,
        basis: '持股过半',
        name: expect.any(String),
      });
      const graph = await analyst.get('/esee/graph/controller', { entId: h.company_id });
      const companies = graph.data.chain
        .filter((l: { holder: { kind: string } }) => l.holder.kind === 'C')
        .map((l: { holder: { id: string } }) => l.holder.id);
      expect(page.data.list.map((r: { entId: string }) => r.entId)).toEqual(companies);
      expect(page.data.list.map((r: { level: number }) => r.level)).toEqual(
        companies.map((_: string, i: number) => i + 1),
      );
    }
    // A company only people hold has no parent.
    const { rows } = await sql<{ ent_id: string }>`
      select c.ent_id from company c where exists (select 1 from shareholding s where s.company_id = c.ent_id)
      and not exists (select 1 from shareholding s where s.company_id = c.ent_id and s.holder_kind = 'C')
      order by c.ent_id limit 1`.execute(t.database.db);
    const none = await section(analyst, SECTION_ENDPOINTS.parentCompany, { entId: rows[0]!.ent_id });
    expect(none.data).toEqual({ total: 0, list: [] });
  });

  it('lists 最终受益人 by the institution’s rule, as the 受益所有人 graph answers, with the chains', async () => {
    const { rows } = await sql<{ company_id: string }>`
      select company_id from shareholding where holder_kind = 'P' and ratio >= 0.3 order by company_id limit 6`.execute(
      t.database.db,
    );
    for (const { company_id: entId } of rows) {
      const [page, graph] = await Promise.all([
        section(analyst, SECTION_ENDPOINTS.finalBeneficiary, { entId }),
        analyst.get('/esee/graph/benifit', { entId }),
      ]);
      expect(page.code).toBe(200);
      expect(graph.data.rule).toBe('ownership');
      expect(page.data.list.map((r: { personId: string }) => r.personId)).toEqual(
        graph.data.owners.map((o: { person: { id: string } }) => o.person.id),
      );
      for (const [i, row] of page.data.list.entries()) {
        const owner = graph.data.owners[i];
        expect(row.finalBenefitPercent).toBe(Math.round(owner.share * 10000) / 100);
        expect(row.benefitType).toBe('持股');
        expect(row.path).toContain(owner.person.name);
      }
    }
    // The institution's threshold decides: at 60%, a 30–59% holder is no longer one, here as in the graph.
    const entId = rows[0]!.company_id;
    const before = await section(analyst, SECTION_ENDPOINTS.finalBeneficiary, { entId });
    await setInstParam(t.database.db, 'DEMO', InstParamName.BO_THRESHOLD, '60');
    try {
      const [after, graph] = await Promise.all([
        section(analyst, SECTION_ENDPOINTS.finalBeneficiary, { entId }),
        analyst.get('/esee/graph/benifit', { entId }),
      ]);
      expect(after.data.list.map((r: { personId: string }) => r.personId)).toEqual(
        graph.data.owners.map((o: { person: { id: string } }) => o.person.id),
      );
      const big = before.data.list.filter((r: { finalBenefitPercent: number }) => r.finalBenefitPercent >= 60);
      if (big.length)
        expect(after.data.list.map((r: { personId: string }) => r.personId)).toEqual(
          big.map((r: { personId: string }) => r.personId),
        );
      else expect(after.data.list.every((r: { benefitType: string }) => r.benefitType !== '持股')).toBe(true);
      // Another institution keeps its own rule.
      const theirs = await section(other, SECTION_ENDPOINTS.finalBeneficiary, { entId });
      expect(theirs.data).toEqual(before.data);
    } finally {
      await setInstParam(t.database.db, 'DEMO', InstParamName.BO_THRESHOLD, null);
    }
  });

  it('lists a company’s 曝光台 and opens one in its dialog by queryExposureTableDetail, only through its own kind', async () => {
    const row = await t.database.db
      .selectFrom('record')
      .select(['company_id', 'record_id'])
      .where('kind', '=', 'exposure')
      .orderBy('record_id')
      .executeTakeFirstOrThrow();
    const page = await section(analyst, RECORD_ENDPOINTS.exposure!, { entId: row.company_id, pageNum: 1 });
    expect(page.code).toBe(200);
    expect(page.data.total).toBeGreaterThan(0);
    const first = page.data.list[0];
    expect(first).toMatchObject({ caseCode: expect.stringMatching(/执\d+号$/), execMoney: expect.any(Number) });
    // The list leaves the dialog's columns out; the dialog has them all.
    expect(first).not.toHaveProperty('content');
    const detail = await section(analyst, 'queryExposureTableDetail', { id: first.id });
    expect(detail.code).toBe(200);
    for (const c of RECORD_KIND_BY_KEY.get('exposure')!.columns) expect(detail.data, c.key).toHaveProperty(c.key);
    expect(detail.data).toMatchObject({ entId: row.company_id, caseCode: first.caseCode });
    // The execution it publishes is the company's own.
    const executions = await section(analyst, RECORD_ENDPOINTS.executedPerson!, {
      entId: row.company_id,
      pageSize: 50,
    });
    expect(executions.data.list.map((e: { caseCode: string }) => e.caseCode)).toContain(first.caseCode);
    expect((await section(analyst, 'queryExposureTableDetail', {})).code).toBe(ResultCode.BAD_REQUEST);
    expect((await section(analyst, 'queryFinalCaseDetail', { id: first.id })).code).toBe(ResultCode.NOT_FOUND);
    expect((await section(analyst, 'queryExposureTableDetail', { id: 'R404404404' })).code).toBe(ResultCode.NOT_FOUND);
  });

  it('lists a company’s 土地转让 with the parties in the dialog', async () => {
    const row = await t.database.db
      .selectFrom('record')
      .select(['company_id'])
      .where('kind', '=', 'landTransfer')
      .orderBy('record_id')
      .executeTakeFirstOrThrow();
    const page = await section(analyst, RECORD_ENDPOINTS.landTransfer!, { entId: row.company_id });
    expect(page.data.total).toBeGreaterThan(0);
    const first = page.data.list[0];
    expect(first).toMatchObject({ landAddress: expect.stringContaining('地块'), transferMode: expect.any(String) });
    expect(first).not.toHaveProperty('formerHolder');
    const detail = await section(analyst, `${RECORD_ENDPOINTS.landTransfer}Detail`, { id: first.id });
    const info = await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', { eid: row.company_id });
    expect([detail.data.formerHolder, detail.data.currentHolder]).toContain(info.data.name);
    expect(info.data.counts.landTransfer).toBe(page.data.total);
  });
});
