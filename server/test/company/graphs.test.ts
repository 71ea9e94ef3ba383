import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { ENGINES, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';

interface Node {
  entity: { id: string; kind: string; name: string };
  ratio?: number;
  share: number;
  children: Node[];
  cycle?: true;
  more?: true;
}

describe.each(ENGINES)('relationship graphs over HTTP on %s', (engine) => {
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
