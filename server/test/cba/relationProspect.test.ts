import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type RelationProspect, type RelationProspectResult } from '@esee/contracts';
import { addUser, ONE_ENGINE, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';
import { expectBadRequest } from '../fixtures/jobs';

const SEARCH = '/esee/marketing/relation/search';
const SASAC = 'TEST-SASAC-0001';
const NO_HUBS = 100_000;
/** Companies in business: the others are never prospects. */
const active = (column: string) =>
  sql`exists (select 1 from company a where a.ent_id = ${sql.ref(column)} and a.active)`;

describe.each(ONE_ENGINE)('关系找客 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let head: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 400, seed: 42, today: new Date('2026-11-22'), recordScale: 0 },
      beforeApp: async (d) => {
        await addUser(d, 'DEMO', 'nocba', ['marketing']);
        await addUser(d, 'DEMO', 'norelation', ['app:cba', 'monitor']);
      },
    });
    analyst = await t.client('analyst');
    head = (await largestGroupHead(db())).entId;
    // A state-asset commission holding 30% of the group head: a hub, never a prospect.
    await sql`insert into company (ent_id, name, name_norm, status, active, org_type)
              values (${SASAC}, '测试市人民政府国有资产监督管理委员会', '测试市人民政府国有资产监督管理委员会', '存续', true, '机关')`.execute(
      db(),
    );
    await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio) values (${head}, 'C', ${SASAC}, 0.3)`.execute(
      db(),
    );
  }, 180_000);
  afterAll(() => t?.close());

  /** Every prospect of a run, all pages. */
  const all = async (payload: object): Promise<RelationProspectResult> => {
    const first = await analyst.post(SEARCH, { ...payload, pageSize: 50 });
    expect(first.code, JSON.stringify(first)).toBe(200);
    const data: RelationProspectResult = first.data;
    for (let page = 2; (page - 1) * 50 < data.total; page++)
      data.list.push(...(await analyst.post(SEARCH, { ...payload, pageSize: 50, pageNo: page })).data.list);
    expect(data.list).toHaveLength(data.total);
    return data;
  };
  const ids = (list: RelationProspect[]) => new Set(list.map((p) => p.entId));
  const column = async (query: ReturnType<typeof sql<{ id: string }>>) =>
    new Set((await query.execute(db())).rows.map((r) => r.id));

  it('对外投资 finds the companies the seed holds at or above the minimum, and no more', async () => {
    const result = await all({ entIds: [head], types: ['invest'], depth: 1, hubHoldings: NO_HUBS });
    const hubs = new Set(result.excludedHubs.map((h) => h.id));
    const expected = await column(
      sql`select company_id as id from shareholding s where holder_id = ${head} and ratio >= 0.05 and ${active('s.company_id')}`,
    );
    expect(ids(result.list)).toEqual(new Set([...expected].filter((id) => !hubs.has(id))));
    expect(result.list.length).toBeGreaterThan(1);
    const closed = await column(
      sql`select company_id as id from shareholding s where holder_id = ${head} and ratio >= 0.05 and not ${active('s.company_id')}`,
    );
    expect(result.closed).toBe(closed.size);
    expect(result.list.every((p) => p.hops === 1 && p.types.join() === 'invest')).toBe(true);
    expect(result.list[0]!.path).toMatch(/^.+ —持股\d+(\.\d+)?%→ .+$/);
    // Warmest first.
    expect(result.list.map((p) => p.warmth)).toEqual([...result.list.map((p) => p.warmth)].sort((a, b) => b - a));
  });

  it('a minimum holding of 50% keeps only the majority holdings', async () => {
    const result = await all({ entIds: [head], types: ['invest'], depth: 1, minRatio: 0.5, hubHoldings: NO_HUBS });
    const expected = await column(
      sql`select company_id as id from shareholding s where holder_id = ${head} and ratio >= 0.5 and ${active('s.company_id')}`,
    );
    expect(ids(result.list)).toEqual(expected);
    const loose = await all({ entIds: [head], types: ['invest'], depth: 1, minRatio: 0, hubHoldings: NO_HUBS });
    expect(loose.total).toBeGreaterThanOrEqual(result.total);
  });

  it('depth 2 reaches further than depth 1, and keeps the depth-1 prospects', async () => {
    const one = await all({ entIds: [head], types: ['invest'], depth: 1, hubHoldings: NO_HUBS });
    const two = await all({ entIds: [head], types: ['invest'], depth: 2, hubHoldings: NO_HUBS });
    expect(two.total).toBeGreaterThan(one.total);
    for (const id of ids(one.list)) expect(ids(two.list).has(id)).toBe(true);
    const far = two.list.find((p) => p.hops === 2)!;
    expect(far.path.split('—持股').length).toBe(3);
  });

  it('股东 lists company holders; a state-asset commission is excluded and named, with the reason', async () => {
    const result = await all({ entIds: [head], types: ['holder'], depth: 1 });
    expect(ids(result.list).has(SASAC)).toBe(false);
    // With the stake it holds in the seed (30%).
    expect(result.excludedHubs).toContainEqual(
      expect.objectContaining({ id: SASAC, reason: '政府机关/国资委，持股 30%' }),
    );
    const expected = await column(
      sql`select holder_id as id from shareholding s where company_id = ${head} and holder_kind = 'C' and ratio >= 0.05 and ${active('s.holder_id')}`,
    );
    const hubs = new Set(result.excludedHubs.map((h) => h.id));
    expect(ids(result.list)).toEqual(new Set([...expected].filter((id) => !hubs.has(id))));
  });

  it('a holder with more holdings than the threshold is a hub', async () => {
    const child = (
      await sql<{
        id: string;
      }>`select company_id as id from shareholding where holder_id = ${head} and ratio >= 0.05 limit 1`.execute(db())
    ).rows[0]!.id;
    const open = await all({ entIds: [child], types: ['holder'], depth: 1, hubHoldings: NO_HUBS });
    expect(ids(open.list).has(head)).toBe(true);
    const strict = await all({ entIds: [child], types: ['holder'], depth: 1, hubHoldings: 2 });
    expect(ids(strict.list).has(head)).toBe(false);
    expect(strict.excludedHubs.find((h) => h.id === head)?.reason).toMatch(
      /^持股企业\d+家，超过2家，持股 \d+(\.\d+)?%$/,
    );
  });

  it('兄弟公司 are companies controlled by the seed’s controller', async () => {
    // A subsidiary the head controls, among others it controls.
    const controlled = (
      await sql<{
        id: string;
      }>`select s.company_id as id from shareholding s where s.holder_id = ${head} and s.ratio > 0.5 and ${active('s.company_id')}`.execute(
        db(),
      )
    ).rows.map((r) => r.id);
    expect(controlled.length).toBeGreaterThan(1);
    const result = await all({ entIds: [controlled[0]], types: ['sibling'], depth: 1, hubHoldings: NO_HUBS });
    for (const id of controlled.slice(1)) expect(ids(result.list).has(id)).toBe(true);
    expect(result.list.every((p) => p.types.join() === 'sibling' && p.path.includes('←控股'))).toBe(true);
  });

  it('董监高任职 and 法人关联 find what the executive and company tables say', async () => {
    const shared = (
      await sql<{ seed: string }>`select e1.company_id as seed from executive e1
        join executive e2 on e2.person_id = e1.person_id and e2.company_id <> e1.company_id
        order by e1.company_id limit 1`.execute(db())
    ).rows[0]!.seed;
    const exec = await all({ entIds: [shared], types: ['executive'], depth: 1, hubHoldings: NO_HUBS });
    const expectedExec = await column(sql`select distinct e2.company_id as id from executive e1
      join executive e2 on e2.person_id = e1.person_id and e2.company_id <> e1.company_id where e1.company_id = ${shared} and ${active('e2.company_id')}`);
    expect(ids(exec.list)).toEqual(expectedExec);
    expect(exec.list[0]!.path).toMatch(/—任职 /);

    const rep = (
      await sql<{ seed: string }>`select c1.ent_id as seed from company c1
        join company c2 on c2.legal_rep_id = c1.legal_rep_id and c2.ent_id <> c1.ent_id order by c1.ent_id limit 1`.execute(
        db(),
      )
    ).rows[0]!.seed;
    const legal = await all({ entIds: [rep], types: ['legalRep'], depth: 1, hubHoldings: NO_HUBS });
    const expectedLegal = await column(sql`select c2.ent_id as id from company c1
      join company c2 on c2.legal_rep_id = c1.legal_rep_id and c2.ent_id <> c1.ent_id where c1.ent_id = ${rep} and c2.active`);
    expect(ids(legal.list)).toEqual(expectedLegal);
    expect(legal.list[0]!.path).toContain('法定代表人');
  });

  it('分支机构 lists the branches of a head office', async () => {
    const parent = (
      await sql<{ id: string }>`select parent_id as id from branch b where ${active('b.branch_id')} limit 1`.execute(
        db(),
      )
    ).rows[0]!.id;
    const result = await all({ entIds: [parent], types: ['branch'], depth: 1 });
    expect(ids(result.list)).toEqual(
      await column(sql`select branch_id as id from branch b where parent_id = ${parent} and ${active('b.branch_id')}`),
    );
    expect(result.list[0]!.path).toContain('—分支机构→');
  });

  it('seeds are marked, not listed; a project’s companies are the seeds, another institution’s project is not found', async () => {
    const child = (
      await sql<{
        id: string;
      }>`select company_id as id from shareholding where holder_id = ${head} and ratio >= 0.05 limit 1`.execute(db())
    ).rows[0]!.id;
    const both = await all({ entIds: [head, child], types: ['invest', 'holder'], depth: 1, hubHoldings: NO_HUBS });
    expect(ids(both.list).has(child)).toBe(false);
    expect(ids(both.list).has(head)).toBe(false);
    expect(both.known).toContainEqual(expect.objectContaining({ entId: child, mark: '种子企业' }));

    const created = (await analyst.post('/esee/projectManage/create', { name: '关系找客测试项目' })).data;
    await analyst.post('/esee/projectManage/addCompanies', { id: created.id, entIds: [head, child] });
    const fromProject = await all({ projectId: created.id, types: ['invest'], depth: 1, hubHoldings: NO_HUBS });
    expect(fromProject.seeds.map((s) => s.entId).sort()).toEqual([head, child].sort());
    expect(ids(fromProject.list).has(child)).toBe(false);

    const outsider = await t.client('demo2');
    const res = await outsider.inject({
      method: 'POST',
      url: SEARCH,
      payload: { projectId: created.id, types: ['invest'] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
  });

  it('refuses bad input with the error envelope', async () => {
    const fiftyOne = Array.from({ length: 51 }, (_, i) => `E${i}`);
    for (const [body, text] of [
      [{ types: ['invest'] }, '请选择种子企业或项目'],
      [{ entIds: [head], types: [] }, 'types'],
      [{ entIds: [head], types: ['supply'] }, 'types'],
      [{ entIds: [head], types: ['invest'], depth: 3 }, 'depth'],
      [{ entIds: [head], types: ['invest'], minRatio: 2 }, 'minRatio'],
      [{ entIds: fiftyOne, types: ['invest'] }, 'entIds'],
      [{ entIds: ['no-such-company'], types: ['invest'] }, '种子企业不存在'],
    ] as const) {
      const res = await analyst.inject({ method: 'POST', url: SEARCH, payload: body });
      expectBadRequest(res);
      // A rule of the page says what is wrong; a malformed field is refused in Chinese, never by its key.
      if (/[\u4e00-\u9fff]/.test(text)) expect(res.json().message, JSON.stringify(body)).toContain(text);
      else expect(res.json().message, JSON.stringify(body)).not.toContain(text);
    }
  });

  it('refuses a user without the relation right or without CBA, and one without a session', async () => {
    const [nocba, norelation] = await Promise.all([
      t.client({ instCode: 'DEMO', username: 'nocba' }),
      t.client({ instCode: 'DEMO', username: 'norelation' }),
    ]);
    for (const who of [nocba, norelation]) {
      const res = await who.inject({ method: 'POST', url: SEARCH, payload: { entIds: [head], types: ['invest'] } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: SEARCH,
      payload: { entIds: [head], types: ['invest'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
