import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type GroupNode, type GroupResult } from '@esee/contracts';
import { ONE_ENGINE, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';

interface Node {
  entity: { id: string; kind: string; name: string };
  ratio?: number;
  share: number;
  children: Node[];
  cycle?: true;
  more?: true;
}

describe.each(ONE_ENGINE)('relationship graphs over HTTP on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let head: string;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 400, seed: 42, today: new Date('2026-11-22'), recordScale: 0 } });
    analyst = await t.client('analyst');
    // The head of the largest group: owned by people, holding subsidiaries several levels deep.
    head = (await largestGroupHead(t.database.db)).entId;
  }, 120_000);
  afterAll(() => t?.close());

  it('penetrates a group downward with the root share of each subsidiary, and upward to its people', async () => {
    const down = await analyst.get(`/esee/graph/stockRight?entId=${head}&direction=down&depth=3`);
    expect(down.code).toBe(200);
    const first: Node = down.data.root.children[0];
    expect(first.ratio).toBeGreaterThan(0);
    expect(first.share).toBeCloseTo(first.ratio!, 6);
    for (const grandchild of first.children.filter((n) => !n.cycle))
      expect(grandchild.share).toBeGreaterThanOrEqual(first.ratio! * grandchild.ratio! - 1e-9);
    const up = await analyst.get(`/esee/graph/stockRight?entId=${head}&direction=up`);
    expect(up.data.root.children.some((n: Node) => n.entity.kind === 'P')).toBe(true);
  });

  it("names the group head's beneficial owners and its actual controller, a person, with the chain", async () => {
    const bo = await analyst.get(`/esee/graph/benifit?entId=${head}`);
    expect(bo.data.rule).toBe('ownership');
    expect(bo.data.threshold).toBe(0.25);
    expect(bo.data.owners[0].person.kind).toBe('P');
    expect(bo.data.owners[0].calculation).toMatch(/= \d+\.\d{2}%$/);
    const controller = await analyst.get(`/esee/graph/controller?entId=${head}`);
    expect(controller.data.controller.kind).toBe('P');
    expect(controller.data.chain[0].company.id).toBe(head);
  });

  it('gathers the group under its controller, the head among its members', async () => {
    const group = await analyst.get(`/esee/graph/groupRelationship?entId=${head}`);
    expect(group.code).toBe(200);
    expect(group.data.root.entity.kind).toBe('P');
    expect(group.data.root.children.map((n: Node) => n.entity.id)).toContain(head);
    expect(group.data.members).toBeGreaterThan(2);
  });

  it("explains the group: each member's control with the next holder checked and its record dated, and who was left out", async () => {
    const db = t.database.db;
    const names = { h: '测试集团控股有限公司', s: '测试集团子公司有限公司', x: '测试参股企业有限公司' };
    for (const [id, name] of [
      ['TEST-GRP-H', names.h],
      ['TEST-GRP-S', names.s],
      ['TEST-GRP-X', names.x],
    ])
      await sql`insert into company (ent_id, name, name_norm, status, active, org_type, est_date)
                values (${id}, ${name}, ${name}, '存续', true, '有限责任公司', '2015-03-01')`.execute(db);
    await sql`insert into person (person_id, name) values ('TEST-GRP-P', '测试集团老板'), ('TEST-GRP-O', '测试外部股东')`.execute(
      db,
    );
    await sql`insert into shareholding (company_id, holder_kind, holder_id, ratio, subscribed_date) values
      ('TEST-GRP-H', 'P', 'TEST-GRP-P', 0.8, '2016-05-01'),
      ('TEST-GRP-H', 'P', 'TEST-GRP-O', 0.2, '2016-05-01'),
      ('TEST-GRP-S', 'C', 'TEST-GRP-H', 1, '2017-01-01'),
      ('TEST-GRP-X', 'C', 'TEST-GRP-H', 0.45, '2018-03-03'),
      ('TEST-GRP-X', 'P', 'TEST-GRP-O', 0.55, '2018-03-03')`.execute(db);

    const answer = await analyst.get(`/esee/graph/groupRelationship?entId=TEST-GRP-S`);
    expect(answer.code).toBe(200);
    const group = answer.data as GroupResult;
    expect(group.root.entity).toEqual({ id: 'TEST-GRP-P', kind: 'P', name: '测试集团老板' });
    const holding = group.root.children.find((n: GroupNode) => n.entity.id === 'TEST-GRP-H')!;
    expect(holding.control).toEqual({
      basis: 'majority',
      next: { holder: { id: 'TEST-GRP-O', kind: 'P', name: '测试外部股东' }, ratio: 0.2 },
    });
    expect(holding.record).toMatchObject({
      kind: 'shareholding',
      companyName: names.h,
      date: '2016-05-01',
      dateLabel: '认缴出资日期',
      text: '测试集团老板 持股 80.00%',
    });
    expect(holding.children.map((n: GroupNode) => [n.entity.id, n.control?.basis, n.record?.date])).toEqual([
      ['TEST-GRP-S', 'majority', '2017-01-01'],
    ]);
    // The 45% holding beside another's 55%: checked, not in the group, with why and its record.
    expect(group.nearMisses).toEqual([
      expect.objectContaining({
        company: { id: 'TEST-GRP-X', kind: 'C', name: names.x },
        holder: { id: 'TEST-GRP-H', kind: 'C', name: names.h },
        ratio: 0.45,
        controller: { holder: { id: 'TEST-GRP-O', kind: 'P', name: '测试外部股东' }, ratio: 0.55 },
        reason: `${names.h}持股45.00%，由测试外部股东持股55.00%过半数控制`,
        record: expect.objectContaining({ date: '2018-03-03', text: `${names.h} 持股 45.00%` }),
      }),
    ]);
    expect(group.nearMissTotal).toBe(1);
  });

  it('draws the enterprise graph: legal representative, shareholders, investments, executives, branches', async () => {
    const graph = await analyst.get(`/esee/graph/frameworkTree?entId=${head}`);
    expect(graph.code).toBe(200);
    expect(graph.data.root.id).toBe(head);
    const groups = Object.fromEntries(graph.data.groups.map((g: { key: string }) => [g.key, g]));
    expect(Object.keys(groups)).toEqual(['legalRep', 'shareholders', 'investments', 'executives', 'branches']);
    expect(groups.investments.total).toBeGreaterThan(0);
    expect(groups.investments.items[0].label).toMatch(/^持股\d+\.\d{2}%$/);
    expect(groups.shareholders.items.length).toBe(Math.min(groups.shareholders.total, graph.data.limit));
  });

  it('expands one node lazily, its shares still relative to the root', async () => {
    const down = await analyst.get(`/esee/graph/stockRight?entId=${head}&direction=down&depth=1`);
    const child: Node = down.data.root.children.find((n: Node) => n.more);
    if (!child) return;
    const more = await analyst.get(
      `/esee/graph/stockRight?entId=${child.entity.id}&direction=down&depth=1&base=${child.share}`,
    );
    expect(more.data.root.share).toBeCloseTo(child.share, 6);
    const grandchild: Node = more.data.root.children[0];
    expect(grandchild.share).toBeCloseTo(child.share * grandchild.ratio!, 6);
  });

  it('discovers how a subsidiary two levels down and the group head’s owner are related, in words and as a graph', async () => {
    const down = await analyst.get(`/esee/graph/stockRight?entId=${head}&direction=down&depth=2`);
    const grandchild: Node = down.data.root.children.flatMap((n: Node) => n.children).find((n: Node) => !n.cycle);
    const owner = (await analyst.get(`/esee/graph/benifit?entId=${head}`)).data.owners[0].person;
    const ids = `${grandchild.entity.id},${owner.id}`;
    const list = await analyst.post(`/esee/relationship/list?entIds=${ids}&maxHops=6`);
    expect(list.code).toBe(200);
    const pair = list.data.pairs[0];
    expect(pair.paths.length).toBeGreaterThan(0);
    expect(pair.hops).toBeLessThanOrEqual(3);
    expect(pair.paths[0].text.startsWith(grandchild.entity.name)).toBe(true);
    expect(pair.paths[0].text.endsWith(owner.name)).toBe(true);
    const graph = await analyst.post(`/esee/relationship/graph?entIds=${ids}`);
    expect(graph.data.found).toBe(1);
    expect(
      graph.data.nodes
        .filter((n: { end: boolean }) => n.end)
        .map((n: { id: string }) => n.id)
        .sort(),
    ).toEqual([grandchild.entity.id, owner.id].sort());
    expect(graph.data.edges.length).toBeGreaterThanOrEqual(pair.hops);
    // Only posts: no path through shareholdings.
    const posts = await analyst.post(`/esee/relationship/list?entIds=${ids}&relTypes=post&maxHops=2`);
    for (const path of posts.data.pairs[0].paths) expect(path.types).toEqual(['post']);
  });

  it('refuses one entity, six, an unknown relation type and an unknown id', async () => {
    expect((await analyst.post(`/esee/relationship/list?entIds=${head}`)).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(`/esee/relationship/list?entIds=a,b,c,d,e,f`)).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(`/esee/relationship/graph?entIds=${head},x&relTypes=guarantee`)).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await analyst.post(`/esee/relationship/graph?entIds=${head},E999999999`)).code).toBe(ResultCode.NOT_FOUND);
    expect(
      (await analyst.get('/esee/investigation/relationTypeList')).data.map((t: { code: string }) => t.code),
    ).toEqual(['invest', 'post', 'legal']);
  });

  it('shows a node card for a company and for a person', async () => {
    const company = await analyst.post(`/esee/entInfo/card?entId=${head}`);
    expect(company.data).toMatchObject({ kind: 'C', id: head });
    expect(company.data.investments).toBeGreaterThan(0);
    const owner = (await analyst.get(`/esee/graph/benifit?entId=${head}`)).data.owners[0].person;
    const person = await analyst.post(`/esee/entInfo/card?entId=${owner.id}`);
    expect(person.data).toMatchObject({ kind: 'P', name: owner.name });
    expect(person.data.holdings).toBeGreaterThan(0);
  });

  it('lists suspected relations among bidders sharing a website, and for one company those sharing with it', async () => {
    const rows = await t.database.db.selectFrom('company').select('ent_id').orderBy('ent_id').limit(3).execute();
    const [a, b, c] = rows.map((r) => r.ent_id);
    await t.database.db
      .updateTable('company')
      .set({ website: 'www.same-bidder.cn' })
      .where('ent_id', 'in', [a!, b!])
      .execute();
    const among = await analyst.post(`/esee/suspectRelationship/listEnhance?entIds=${a},${b},${c}`);
    expect(among.code).toBe(200);
    const pair = among.data.list.find((p: { entIdA: string; entIdB: string }) => p.entIdA === a && p.entIdB === b);
    expect(pair.reasons).toContainEqual({ type: 'website', name: '相同网址', value: 'www.same-bidder.cn' });
    const one = await analyst.post(`/esee/suspectRelationship/listEnhance?entIds=${a}`);
    expect(one.data.list.map((p: { entIdB: string }) => p.entIdB)).toContain(b);
  });

  it('refuses a depth over 10, answers not found for an unknown company, and needs a session', async () => {
    expect((await analyst.get(`/esee/graph/stockRight?entId=${head}&depth=11`)).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.get('/esee/graph/controller?entId=E999999999')).code).toBe(ResultCode.NOT_FOUND);
    const anonymous = await t.app.inject({ method: 'GET', url: `/esee/graph/benifit?entId=${head}` });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });
});
