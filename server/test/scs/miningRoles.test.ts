import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type MiningResult } from '@esee/contracts';
import { ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { addToBook, loneCompanies, scsApp, type Named } from './fixtures';

/**
 * 关系挖掘 names a person two customers share by their posts' roles (postRolesOf, 公司法 第二百六十五条):
 * a 监事 of both is 共同监事, never 共同高管; a 董事 of one who is 监事 of the other is 交叉任职（董事、监事）.
 */
describe.each(ONE_ENGINE)('SCS 关系挖掘 names shared people by their roles on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let lone: Named[];

  beforeAll(async () => {
    ({ t, analyst } = await scsApp(engine, { seed: 11 }));
    const db = t.database.db;
    lone = await loneCompanies(db, 4);
    await addToBook(
      db,
      'DEMO',
      lone.map((c) => ({ ent_id: c.id, loan_amount: 10_000_000, overdue_days: 0, loan_class: '正常' })),
    );
    await db
      .insertInto('person')
      .values([
        { person_id: 'PMR-1', name: '监事甲', gender: 'F', birth_year: 1975 },
        { person_id: 'PMR-2', name: '董监乙', gender: 'M', birth_year: 1980 },
      ])
      .execute();
    const [a, b, c, d] = lone.map((l) => l.id) as [string, string, string, string];
    await db
      .insertInto('executive')
      .values([
        { company_id: a, person_id: 'PMR-1', post: '监事' },
        { company_id: b, person_id: 'PMR-1', post: '监事会主席' },
        { company_id: c, person_id: 'PMR-2', post: '董事' },
        { company_id: d, person_id: 'PMR-2', post: '监事' },
      ])
      .execute();
  }, 180_000);
  afterAll(() => t?.close());

  it('calls a shared 监事 共同监事 in the link and the 马甲 cluster, never 高管', async () => {
    const res = await analyst.get('/esee/scs/mining/links?type=officer&pageSize=50');
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const mined = res.data as MiningResult;
    const pair = (x: Named, y: Named) => {
      const [m, n] = [x.id, y.id].sort();
      return mined.list.find((l) => l.entIdA === m && l.entIdB === n)!;
    };
    const [a, b, c, d] = lone as [Named, Named, Named, Named];

    const supervisors = pair(a, b);
    expect(supervisors.types).toEqual(['officer']);
    expect(supervisors.evidence[0]).toMatchObject({ type: 'officer', name: '共同监事' });
    expect(supervisors.evidence[0]!.detail).toContain('监事甲');

    const crossed = pair(c, d);
    expect(crossed.evidence[0]).toMatchObject({ type: 'officer', name: '交叉任职（董事、监事）' });

    for (const link of mined.list) for (const e of link.evidence) expect(e.name).not.toContain('高管');
    const cluster = mined.clusters.find((k) => k.members.some((m) => m.entId === a.id))!;
    expect(cluster.members.map((m) => m.entId).sort()).toEqual([a.id, b.id].sort());
    expect(cluster.basis).toEqual(['共同监事']);
  });
});
