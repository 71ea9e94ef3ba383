import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPITAL_BANDS,
  ResultCode,
  type ChainCompany,
  type ChainNodeDetail,
  type ChainReport,
  type ChainSummary,
  type ChainTree,
} from '@esee/contracts';
import type { ChainRow, CompanyRow } from '../../src/data/format';
import { isActive } from '../../src/data/generate/companies';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { extractPdfText } from '../../src/platform/files/pdf';
import { addToBook, addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { today as clockToday } from '../../src/platform/clock';
import { allPages } from './allPages';
import { readJsonl, scratchDir } from '../fixtures/files';

const tmp = scratchDir('esee-chain-test-');

const BASE = '/esee/marketing/industryChain';

type Node = ChainRow['nodes'][number];
/** The oracle of membership: the node's code prefixes against the industry, its keywords against the scope. */
const inNode = (n: Node, c: CompanyRow) =>
  n.industryCodes.some((k) => c.industryCode?.startsWith(k)) || n.keywords.some((k) => c.businessScope?.includes(k));
const bandOf = (capital: number | null) => {
  if (capital === null) return 'none';
  const wan = capital / 10000;
  return CAPITAL_BANDS.find((b) => (b.min === null || wan >= b.min) && (b.max === null || wan < b.max))!.key;
};

describe.each(ONE_ENGINE)('产业链找客 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let other: Client;
  let noCba: Client;
  let noChain: Client;
  let companies: CompanyRow[];
  let chains: ChainRow[];
  const demoCustomers: string[] = [];
  const otherCustomers: string[] = [];
  const today = clockToday();

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 2000, seed: 5, recordScale: 0.1 },
      beforeApp: async (db) => {
        await addUser(db, 'DEMO', 'nocba', ['marketing']);
        await addUser(db, 'DEMO', 'nochain', ['app:cba:marketing:entSearch']);
      },
    });
    companies = readJsonl<CompanyRow>(t.dataFiles!, 'companies.jsonl');
    chains = readJsonl<ChainRow>(t.dataFiles!, 'chains.jsonl');
    // Customers of each institution among the NEV companies: each counts only for its own.
    const nev = companies.filter((c) => isActive(c.status) && chains[0]!.nodes.some((n) => inNode(n, c)));
    demoCustomers.push(...nev.slice(0, 3).map((c) => c.entId));
    otherCustomers.push(...nev.slice(3, 8).map((c) => c.entId));
    const db = t.database.db;
    await addToBook(
      db,
      'DEMO',
      demoCustomers.map((ent_id) => ({ ent_id })),
    );
    await addToBook(
      db,
      'DEMO2',
      otherCustomers.map((ent_id) => ({ ent_id })),
    );
    [analyst, other, noCba, noChain] = await Promise.all([
      t.client('analyst'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'nocba' }),
      t.client({ instCode: 'DEMO', username: 'nochain' }),
    ]);
  }, 240_000);
  afterAll(() => t.close());

  /** Tech tags held today, from the company rows as the generator wrote them. */
  const holds = (c: CompanyRow, names: string[]) =>
    (c.techTags ?? []).some((g) => names.includes(g.name) && g.validFrom <= today && g.validTo >= today);
  const countsOf = (members: CompanyRow[], customers: string[]) => ({
    companies: members.length,
    listed: members.filter((c) => c.listed).length,
    specialized: members.filter((c) => holds(c, ['省级专精特新', '国家级专精特新“小巨人”'])).length,
    highTech: members.filter((c) => holds(c, ['高新技术企业'])).length,
    customers: members.filter((c) => customers.includes(c.entId)).length,
  });
  const members = (chain: ChainRow, nodes: Node[] = chain.nodes) =>
    companies.filter((c) => isActive(c.status) && nodes.some((n) => inNode(n, c)));
  const allCompanies = async (query: object) =>
    (await allPages<ChainCompany>(analyst, `${BASE}/companies`, query)).list;
  const ids = (xs: { entId: string }[]) => xs.map((x) => x.entId).sort();

  it('lists the chains with their segments and operating companies', async () => {
    const res = await analyst.get(`${BASE}/chains`);
    expect(res.code).toBe(ResultCode.OK);
    const list = res.data as ChainSummary[];
    expect(list.map((c) => c.name).sort()).toEqual(['人工智能', '光伏', '新能源汽车', '生物医药', '集成电路'].sort());
    for (const c of list) {
      const chain = chains.find((x) => x.chainId === c.chainId)!;
      expect(c.segmentCount).toBe(chain.nodes.length);
      expect(c.companies, c.name).toBe(members(chain).length);
    }
  });

  it('counts every segment, stage and chain as the oracle does, customers of the caller’s institution only', async () => {
    for (const chain of chains) {
      const res = await analyst.get(`${BASE}/tree?chainId=${chain.chainId}`);
      expect(res.code).toBe(ResultCode.OK);
      const tree = res.data as ChainTree;
      expect(tree.stages.map((s) => s.stage)).toEqual(['上游', '中游', '下游']);
      expect(tree.counts).toEqual(countsOf(members(chain), demoCustomers));
      for (const stage of tree.stages) {
        const nodes = chain.nodes.filter((n) => n.stage === stage.stage);
        expect(stage.nodes.map((n) => n.nodeId)).toEqual(nodes.map((n) => n.nodeId));
        expect(stage.counts, `${chain.name} ${stage.stage}`).toEqual(countsOf(members(chain, nodes), demoCustomers));
        for (const node of stage.nodes) {
          const def = nodes.find((n) => n.nodeId === node.nodeId)!;
          expect(node.counts, `${chain.name} ${node.name}`).toEqual(countsOf(members(chain, [def]), demoCustomers));
          // Every segment of the generated data has operating companies.
          expect(node.counts.companies, `${chain.name} ${node.name}`).toBeGreaterThan(0);
          expect(node.basis).toMatch(/^依据：/);
          for (const k of def.keywords) expect(node.basis).toContain(k);
        }
      }
    }
    // The other institution sees its own customers.
    const nev = (await other.get(`${BASE}/tree?chainId=NEV`)).data as ChainTree;
    expect(nev.counts.customers).toBe(otherCustomers.length);
    expect(((await analyst.get(`${BASE}/tree?chainId=NEV`)).data as ChainTree).counts.customers).toBe(
      demoCustomers.length,
    );
  });

  it('lists a segment’s companies, largest capital first, with why each is in it', async () => {
    const chain = chains[0]!;
    const node = chain.nodes[1]!;
    const list = await allCompanies({ chainId: chain.chainId, nodeId: node.nodeId });
    expect(ids(list)).toEqual(ids(members(chain, [node])));
    const capitals = list.map((c) => c.regCapital ?? -1);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    for (const c of list) {
      expect(c.segments).toContain(node.name);
      expect(c.matchedBy).toMatch(/^(行业代码 |经营范围含「)/);
      expect(c.isCustomer).toBe(demoCustomers.includes(c.entId));
    }
  });

  it('narrows the companies by region, capital band and tag, as the oracle does', async () => {
    const chain = chains.find((c) => c.chainId === 'NEV')!;
    const all = members(chain);
    const province = all[0]!.regionCode!.slice(0, 2);
    expect(ids(await allCompanies({ chainId: chain.chainId, regionCode: province }))).toEqual(
      ids(all.filter((c) => c.regionCode?.startsWith(province))),
    );
    expect(ids(await allCompanies({ chainId: chain.chainId, capitalBand: '1000to5000' }))).toEqual(
      ids(all.filter((c) => bandOf(c.regCapital) === '1000to5000')),
    );
    expect(ids(await allCompanies({ chainId: chain.chainId, tag: 'highTech' }))).toEqual(
      ids(all.filter((c) => holds(c, ['高新技术企业']))),
    );
  });

  it('tells a segment: its provinces add up to its count, its leaders are its largest operating companies', async () => {
    const chain = chains.find((c) => c.chainId === 'PV')!;
    const node = chain.nodes.find((n) => n.industryCodes.length)!;
    const res = await analyst.get(`${BASE}/node?chainId=${chain.chainId}&nodeId=${node.nodeId}`);
    expect(res.code).toBe(ResultCode.OK);
    const d = res.data as ChainNodeDetail;
    const expected = members(chain, [node]);
    expect(d.node?.name).toBe(node.name);
    expect(d.counts.companies).toBe(expected.length);
    expect(d.byProvince.reduce((s, p) => s + p.count, 0)).toBe(expected.filter((c) => c.regionCode).length);
    // A partnership (a fund's capital) and a branch (none of its own) lead no industry.
    const top = [...expected]
      .filter((c) => c.regCapital !== null && !c.orgType.includes('合伙') && !c.name.endsWith('分公司'))
      .sort((a, b) => b.regCapital! - a.regCapital! || a.entId.localeCompare(b.entId))
      .slice(0, 10);
    expect(d.leaders.map((l) => l.entId)).toEqual(top.map((c) => c.entId));
    // Without a segment: the whole chain.
    const whole = (await analyst.get(`${BASE}/node?chainId=${chain.chainId}`)).data as ChainNodeDetail;
    expect(whole.node).toBeNull();
    expect(whole.counts.companies).toBe(members(chain).length);
  });

  it('does not name a partnership or a branch among the leaders, however large its capital', async () => {
    const chain = chains.find((c) => c.chainId === 'PV')!;
    const node = chain.nodes.find((n) => n.industryCodes.length)!;
    const [partnership, branch] = members(chain, [node]).filter((c) => c.regCapital !== null);
    const db = t.database.db;
    const before = await db
      .selectFrom('company')
      .select(['ent_id', 'org_type', 'reg_capital', 'name'])
      .where('ent_id', 'in', [partnership!.entId, branch!.entId])
      .execute();
    // The largest figures of the chain: a fund's subscriptions, a branch's name.
    await db
      .updateTable('company')
      .set({ org_type: '有限合伙企业', reg_capital: '900000000000' })
      .where('ent_id', '=', partnership!.entId)
      .execute();
    await db
      .updateTable('company')
      .set({ name: `${branch!.name}北京分公司`, reg_capital: '800000000000' })
      .where('ent_id', '=', branch!.entId)
      .execute();
    try {
      const d = (await analyst.get(`${BASE}/node?chainId=${chain.chainId}&nodeId=${node.nodeId}`))
        .data as ChainNodeDetail;
      expect(d.leaders.length).toBeGreaterThan(0);
      expect(d.leaders.map((l) => l.entId)).not.toContain(partnership!.entId);
      expect(d.leaders.map((l) => l.entId)).not.toContain(branch!.entId);
    } finally {
      for (const row of before)
        await db
          .updateTable('company')
          .set({ org_type: row.org_type, reg_capital: row.reg_capital, name: row.name })
          .where('ent_id', '=', row.ent_id)
          .execute();
    }
  });

  it('reports a chain: concentration, leaders and the latest financing of its companies', async () => {
    const chain = chains.find((c) => c.chainId === 'AI')!;
    const res = await analyst.get(`${BASE}/report?chainId=AI`);
    expect(res.code).toBe(ResultCode.OK);
    const r = res.data as ChainReport;
    expect(r.byProvince.length).toBeLessThanOrEqual(10);
    expect(r.topThreeShare).toBeCloseTo(
      r.byProvince.slice(0, 3).reduce((s, p) => s + p.share, 0),
      6,
    );
    const anyMember = new Set(companies.filter((c) => chain.nodes.some((n) => inNode(n, c))).map((c) => c.entId));
    expect(r.financing.length).toBeGreaterThan(0);
    for (const f of r.financing) expect(anyMember.has(f.entId), f.companyName).toBe(true);
    const dates = r.financing.map((f) => f.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.snapshotAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('downloads the report as a PDF naming the chain and its top company, watermarked with the user', async () => {
    const report = (await analyst.get(`${BASE}/report?chainId=NEV`)).data as ChainReport;
    const res = await analyst.inject({ method: 'GET', url: `${BASE}/report/pdf?chainId=NEV` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(decodeURIComponent(String(res.headers.filename))).toBe('新能源汽车产业链分析报告.pdf');
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain('新能源汽车产业链分析报告');
    expect(text).toContain(report.leaders[0]!.name);
    expect(text).toContain(`数据快照时间 ${report.snapshotAt}`);
    // The institutions' reports' frame: the institution and the confidentiality line at the head of the pages.
    const { name } = await t.database.db
      .selectFrom('institution')
      .select('name')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(text).toContain(`${name} 本报告依据公开信息整理，仅供内部参考`);
    expect(text).toMatch(/报告生成时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 数据快照时间/);
  });

  it('answers not found for an unknown chain or segment', async () => {
    for (const url of [
      `${BASE}/tree?chainId=NOPE`,
      `${BASE}/node?chainId=NOPE`,
      `${BASE}/node?chainId=NEV&nodeId=IC-01`,
      `${BASE}/report?chainId=NOPE`,
      `${BASE}/report/pdf?chainId=NOPE`,
    ])
      expect(await analyst.get(url), url).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    expect(await analyst.post(`${BASE}/companies`, { chainId: 'NEV', nodeId: 'NEV-99' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });
  });

  it('refuses bad input with the error envelope', async () => {
    for (const body of [
      {},
      { chainId: '../etc' },
      { chainId: 'NEV', nodeId: 'a b' },
      { chainId: 'NEV', capitalBand: 'huge' },
      { chainId: 'NEV', tag: '央企' },
      { chainId: 'NEV', regionCode: '4' },
      { chainId: 'NEV', pageSize: 500 },
    ]) {
      const res = await analyst.inject({ method: 'POST', url: `${BASE}/companies`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
    }
    for (const url of [
      `${BASE}/tree`,
      `${BASE}/report?chainId=${'x'.repeat(40)}`,
      `${BASE}/node?chainId=NEV&nodeId=%00`,
    ])
      expect(await analyst.get(url), url).toMatchObject({ code: ResultCode.BAD_REQUEST, data: null });
  });

  it('refuses a user without CBA, one without the menu entry, and a caller without a session', async () => {
    for (const who of [noCba, noChain])
      for (const [method, url, payload] of [
        ['GET', `${BASE}/chains`, undefined],
        ['GET', `${BASE}/tree?chainId=NEV`, undefined],
        ['GET', `${BASE}/node?chainId=NEV`, undefined],
        ['POST', `${BASE}/companies`, { chainId: 'NEV' }],
        ['GET', `${BASE}/report?chainId=NEV`, undefined],
        ['GET', `${BASE}/report/pdf?chainId=NEV`, undefined],
      ] as const) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: ResultCode.FORBIDDEN, data: null });
      }
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/chains` })).statusCode).toBe(401);
  });

  it('follows a load: a company whose scope changes moves, a chain whose basis changes is counted again', async () => {
    const outsider = companies.find(
      (c) => isActive(c.status) && c.businessScope && !chains.some((ch) => ch.nodes.some((n) => inNode(n, c))),
    )!;
    const update = path.join(tmp, `${engine}-update`);
    mkdirSync(update, { recursive: true });
    const moved = { ...outsider, businessScope: `${outsider.businessScope}；锂电池正极材料制造` };
    writeFileSync(path.join(update, 'companies.jsonl'), `${JSON.stringify(moved)}\n`);
    await loadDataSet(t.database.db, update);
    const positive = await allCompanies({ chainId: 'NEV', nodeId: 'NEV-02' });
    expect(positive.map((c) => c.entId)).toContain(outsider.entId);
    expect(positive.find((c) => c.entId === outsider.entId)!.matchedBy).toBe('经营范围含「正极材料」');

    // The chain's basis changes: 正极材料 now by its industry code too.
    const nev = chains.find((c) => c.chainId === 'NEV')!;
    const changed = {
      ...nev,
      nodes: nev.nodes.map((n) => (n.nodeId === 'NEV-02' ? { ...n, industryCodes: ['D4415'] } : n)),
    };
    const chainsDir = path.join(tmp, `${engine}-chains`);
    mkdirSync(chainsDir, { recursive: true });
    writeFileSync(path.join(chainsDir, 'chains.jsonl'), `${JSON.stringify(changed)}\n`);
    await loadDataSet(t.database.db, chainsDir);
    const now = companies.map((c) => (c.entId === moved.entId ? moved : c));
    const expected = now.filter((c) => isActive(c.status) && inNode(changed.nodes[1]!, c));
    expect(ids(await allCompanies({ chainId: 'NEV', nodeId: 'NEV-02' }))).toEqual(ids(expected));
  });
});

describe('loading industry chains', () => {
  it('refuses bad chain lines with their file and line, and loads nothing', async () => {
    const t = await withApp({ engine: 'pglite' });
    try {
      const dir = path.join(tmp, 'bad');
      mkdirSync(dir, { recursive: true });
      const good = {
        chainId: 'T1',
        name: '测试链',
        description: '',
        nodes: [
          { nodeId: 'T1-01', stage: '上游', name: '材料', industryCodes: [], keywords: ['材料'] },
          { nodeId: 'T1-02', stage: '中游', name: '制造', industryCodes: ['C3985'], keywords: [] },
          { nodeId: 'T1-03', stage: '下游', name: '销售', industryCodes: [], keywords: ['销售'] },
        ],
      };
      const lines = [
        { ...good, chainId: 'T2', nodes: [...good.nodes, good.nodes[0]] },
        { ...good, chainId: 'T3', nodes: good.nodes.slice(0, 2) },
        { ...good, chainId: 'T4', nodes: [{ ...good.nodes[0], keywords: [] }, ...good.nodes.slice(1)] },
        { ...good, chainId: 'T5', nodes: [{ ...good.nodes[0], industryCodes: ['9999'] }, ...good.nodes.slice(1)] },
        good,
      ];
      writeFileSync(path.join(dir, 'chains.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n'));
      const error = await loadDataSet(t.database.db, dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataSetRejected);
      const problems = (error as DataSetRejected).problems;
      expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
      expect(problems[0]!.message).toContain('重复');
      expect(problems[1]!.message).toContain('下游');
      expect(problems[2]!.message).toContain('没有行业代码或经营范围关键词');
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from industry_chain`.execute(t.database.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
