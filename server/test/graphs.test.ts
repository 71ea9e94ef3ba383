import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { generate } from '../src/data/generate/generate';
import { loadDataSet } from '../src/data/load';
import { ENGINES, as, startTestApp, type TestApp } from './helpers';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-graphs-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Node {
  entity: { id: string; kind: string; name: string };
  ratio?: number;
  share: number;
  children: Node[];
  cycle?: true;
}

describe.each(ENGINES)('relationship graphs over HTTP on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let head: string;
  beforeAll(async () => {
    const out = path.join(tmp, engine);
    await generate({ companies: 400, seed: 42, out, today: new Date('2026-11-22'), recordScale: 0 });
    t = await startTestApp(engine, { beforeApp: (db) => loadDataSet(db, out) });
    token = await t.login('DEMO', 'analyst');
    // The head of the largest group: owned by people, holding subsidiaries several levels deep.
    const row = await t.database.db
      .selectFrom('shareholding')
      .select(['holder_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('holder_kind', '=', 'C')
      .groupBy('holder_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    head = row.holder_id;
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (url: string) => (await t.app.inject(as(token, { method: 'GET', url }))).json();

  it('penetrates a group downward with the root share of each subsidiary, and upward to its people', async () => {
    const down = await get(`/esee/graph/stockRight?entId=${head}&direction=down&depth=3`);
    expect(down.code).toBe(200);
    const first: Node = down.data.root.children[0];
    expect(first.ratio).toBeGreaterThan(0);
    expect(first.share).toBeCloseTo(first.ratio!, 6);
    for (const grandchild of first.children.filter((n) => !n.cycle))
      expect(grandchild.share).toBeGreaterThanOrEqual(first.ratio! * grandchild.ratio! - 1e-9);
    const up = await get(`/esee/graph/stockRight?entId=${head}&direction=up`);
    expect(up.data.root.children.some((n: Node) => n.entity.kind === 'P')).toBe(true);
  });

  it("names the group head's beneficial owners and its actual controller, a person, with the chain", async () => {
    const bo = await get(`/esee/graph/benifit?entId=${head}`);
    expect(bo.data.rule).toBe('ownership');
    expect(bo.data.threshold).toBe(0.25);
    expect(bo.data.owners[0].person.kind).toBe('P');
    expect(bo.data.owners[0].calculation).toMatch(/= \d+\.\d{2}%$/);
    const controller = await get(`/esee/graph/controller?entId=${head}`);
    expect(controller.data.controller.kind).toBe('P');
    expect(controller.data.chain[0].company.id).toBe(head);
  });

  it('gathers the group under its controller, the head among its members', async () => {
    const group = await get(`/esee/graph/groupRelationship?entId=${head}`);
    expect(group.code).toBe(200);
    expect(group.data.root.entity.kind).toBe('P');
    expect(group.data.root.children.map((n: Node) => n.entity.id)).toContain(head);
    expect(group.data.members).toBeGreaterThan(2);
  });

  it('refuses a depth over 10, answers not found for an unknown company, and needs a session', async () => {
    expect((await get(`/esee/graph/stockRight?entId=${head}&depth=11`)).code).toBe(ResultCode.BAD_REQUEST);
    expect((await get('/esee/graph/controller?entId=E999999999')).code).toBe(ResultCode.NOT_FOUND);
    const anonymous = await t.app.inject({ method: 'GET', url: `/esee/graph/benifit?entId=${head}` });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });
});
