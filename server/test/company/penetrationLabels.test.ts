import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName, type PenetrationNode, type PenetrationResult } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/**
 * 甲 has 11 shareholders and no investments: 张三 30%, 乙 20% (乙 is half 李四's), nine others 5% each.
 * 乙 invests in 甲 only.
 */
async function fixture(db: Db) {
  const company = (id: string, name: string) => ({
    ent_id: id,
    name,
    name_norm: normalizeCompanyName(name),
    legal_rep: '王五',
    legal_rep_id: null,
    reg_capital: '10000000',
    status: '存续',
    active: true,
    org_type: '有限责任公司',
    est_date: '2015-03-01',
  });
  await db
    .insertInto('company')
    .values([company('EPN-A', '穿透甲科技有限公司'), company('EPN-B', '穿透乙投资有限公司')])
    .execute();
  const others = Array.from({ length: 9 }, (_, i) => ({ person_id: `PPN-${i + 3}`, name: `穿透股东${i + 3}` }));
  await db
    .insertInto('person')
    .values([{ person_id: 'PPN-1', name: '穿透张三' }, { person_id: 'PPN-2', name: '穿透李四' }, ...others])
    .execute();
  const hold = (company_id: string, holder_kind: 'C' | 'P', holder_id: string, ratio: string) => ({
    company_id,
    holder_kind,
    holder_id,
    ratio,
    subscribed_amount: '1000000',
  });
  await db
    .insertInto('shareholding')
    .values([
      hold('EPN-A', 'P', 'PPN-1', '0.3'),
      hold('EPN-A', 'C', 'EPN-B', '0.2'),
      hold('EPN-B', 'P', 'PPN-2', '0.5'),
      ...others.map((o) => hold('EPN-A', 'P', o.person_id, '0.05')),
    ])
    .execute();
}

describe.each(ONE_ENGINE)('股权穿透: the side with data, 直接/间接持股 by path, on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  const penetrate = (query: Record<string, string>) =>
    analyst.getData<PenetrationResult>('/esee/graph/stockRight', query);
  const child = (node: PenetrationNode, id: string) => node.children.find((n) => n.entity.id === id)!;

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: fixture });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('opens a company with shareholders and no investments on its shareholders, and says both counts', async () => {
    const opened = await penetrate({ entId: 'EPN-A' });
    expect(opened.direction).toBe('up');
    expect(opened.counts).toEqual({ holders: 11, holdings: 0 });
    expect(opened.root.children).toHaveLength(11);
    // Asked for, the investments: none, and the counts say where the data is.
    const down = await penetrate({ entId: 'EPN-A', direction: 'down' });
    expect([down.direction, down.root.children, down.counts]).toEqual(['down', [], { holders: 11, holdings: 0 }]);
    // A company with investments opens on them.
    const holder = await penetrate({ entId: 'EPN-B' });
    expect(holder.direction).toBe('down');
    expect(child(holder.root, 'EPN-A')).toMatchObject({ holding: '直接持股', hops: 1, pathShare: 0.2 });
  });

  it('labels a holder one link away 直接持股 and one further 间接持股, with the product along the path', async () => {
    const up = await penetrate({ entId: 'EPN-A', direction: 'up' });
    expect(child(up.root, 'PPN-1')).toMatchObject({ holding: '直接持股', hops: 1, ratio: 0.3, pathShare: 0.3 });
    const b = child(up.root, 'EPN-B');
    expect(b).toMatchObject({ holding: '直接持股', hops: 1, pathShare: 0.2 });
    const li = child(b, 'PPN-2');
    expect(li).toMatchObject({ holding: '间接持股', hops: 2, ratio: 0.5 });
    expect(li.pathShare).toBeCloseTo(0.1, 9);
    // Expanding 乙 from the graph: still counted from 甲.
    const more = await penetrate({ entId: 'EPN-B', direction: 'up', depth: '1', base: '0.2', level: '1' });
    expect(child(more.root, 'PPN-2')).toMatchObject({ holding: '间接持股', hops: 2 });
    expect(child(more.root, 'PPN-2').pathShare).toBeCloseTo(0.1, 9);
  });
});
