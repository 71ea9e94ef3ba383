import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type RelationScreenResult } from '@esee/contracts';
import { generate } from '../src/data/generate/generate';
import { loadDataSet } from '../src/data/load';
import { ENGINES, as, largestGroupHead, startTestApp, type TestApp } from './helpers';
import { addUser } from './security/fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-iba-relation-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SCREEN = '/esee/iba/relation/screen';

describe.each(ENGINES)('IBA 关系核查 on %s', (engine) => {
  let t: TestApp;
  let analyst: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    const out = path.join(tmp, engine);
    await generate({ companies: 300, seed: 7, out, today: new Date('2026-11-22'), recordScale: 0 });
    t = await startTestApp(engine, {
      beforeApp: async (d) => {
        await loadDataSet(d, out);
        await addUser(d, 'DEMO', 'cbaonly', ['app:cba']);
        await addUser(d, 'DEMO', 'newsonly', ['app:iba:due:publicsen']);
        await addUser(d, 'DEMO', 'checkonly', ['app:iba:due:relationCheck']);
      },
    });
    analyst = await t.login('DEMO', 'analyst');
  }, 180_000);
  afterAll(() => t?.close());

  const screen = (token: string, payload: object) => t.app.inject(as(token, { method: 'POST', url: SCREEN, payload }));
  const data = async (payload: object): Promise<RelationScreenResult> => {
    const body = (await screen(analyst, payload)).json();
    expect(body.code, JSON.stringify(body)).toBe(ResultCode.OK);
    return body.data;
  };
  /** Companies linked to none of `others` by holding, common holder, officer, legal rep or contact. */
  const unrelatedTo = async (others: readonly string[]) =>
    (
      await sql<{ ent_id: string; name: string }>`
        select c.ent_id, c.name from company c
        where c.active and not (c.ent_id = any(${sql.val([...others])}))
          and not exists (select 1 from shareholding s where s.company_id = c.ent_id or s.holder_id = c.ent_id)
          and not exists (select 1 from branch b where b.branch_id = c.ent_id or b.parent_id = c.ent_id)
          and not exists (
            select 1 from executive e join executive f on f.person_id = e.person_id
            where e.company_id = c.ent_id and f.company_id = any(${sql.val([...others])}))
          and not exists (
            select 1 from company o where o.ent_id = any(${sql.val([...others])})
              and (o.legal_rep_id = c.legal_rep_id or o.phone = c.phone or o.email = c.email
                   or o.website = c.website or o.address = c.address))
        order by c.ent_id limit 1`.execute(db())
    ).rows[0]!;

  it('finds a group head and a company it controls related, with the control evidence and the rule', async () => {
    const head = await largestGroupHead(db());
    const held = await db()
      .selectFrom('shareholding as s')
      .innerJoin('company as c', 'c.ent_id', 's.company_id')
      .select(['c.ent_id', 'c.name', sql<number>`s.ratio::float8`.as('ratio')])
      .where('s.holder_id', '=', head.entId)
      .where('s.ratio', '>', '0.5')
      .orderBy('s.ratio', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const headName = (
      await db().selectFrom('company').select('name').where('ent_id', '=', head.entId).executeTakeFirstOrThrow()
    ).name;
    const other = await unrelatedTo([head.entId, held.ent_id]);
    const result = await data({
      parties: [
        { entId: head.entId, name: headName, role: '交易对方' },
        { entId: held.ent_id, name: held.name, role: '发行人' },
        { entId: other.ent_id, name: other.name, role: '中介机构' },
      ],
    });
    expect(result.parties.map((p) => p.role)).toEqual(['交易对方', '发行人', '中介机构']);
    const pair = result.pairs.find((p) => p.a === 0 && p.b === 1)!;
    expect(pair).toMatchObject({ level: 'high' });
    const control = pair.evidence.find((e) => e.signal === 'control')!;
    expect(control.tier).toBe('control');
    expect(control.detail).toContain(headName);
    expect(control.detail).toContain(`${(held.ratio * 100).toFixed(2)}%`);
    expect(control.basis).toContain('企业会计准则第36号');
    expect(control.basis).toContain('6.3.3');
    expect(control.basis).not.toContain('招标投标法');
    // The unrelated party: no pair, a zero row in the matrix, outside every cluster.
    expect(result.pairs.filter((p) => p.a === 2 || p.b === 2)).toEqual([]);
    expect(result.matrix[2]).toEqual([0, 0, 0]);
    expect(result.matrix[0]![1]).toBe(pair.score);
    expect(result.matrix[1]![0]).toBe(pair.score);
    expect(result.clusters).toEqual([[0, 1]]);
    expect(result.level).toBe('high');
    expect(result.relatedPairs).toBe(1);
    // What the register cannot show is said: family relations.
    expect(result.notCovered.join()).toContain('家庭成员');
  });

  it('finds indirect control two steps up the chain', async () => {
    const { rows } = await sql<{ top: string; bottom: string; mid: string }>`
      select x.holder_id as top, y.company_id as bottom, x.company_id as mid
      from shareholding x join shareholding y on y.holder_id = x.company_id and y.holder_kind = 'C'
      where x.holder_kind = 'C' and x.ratio > 0.5 and y.ratio > 0.5
        and not exists (select 1 from shareholding z where z.company_id = y.company_id and z.holder_id = x.holder_id)
        and not exists (select 1 from shareholding w where w.company_id = x.company_id and w.ratio > x.ratio)
        and not exists (select 1 from shareholding v where v.company_id = y.company_id and v.ratio > y.ratio)
      order by x.holder_id, y.company_id limit 1`.execute(db());
    expect(rows[0], 'a two-level chain of majority holdings in the data set').toBeDefined();
    const result = await data({
      parties: [
        { entId: rows[0]!.top, name: 'top' },
        { entId: rows[0]!.bottom, name: 'bottom' },
      ],
    });
    const evidence = result.pairs[0]!.evidence.find((e) => e.signal === 'control')!;
    expect(evidence.detail).toContain('间接控制');
    expect(result.pairs[0]!.level).toBe('high');
  });

  it('refuses callers without the 关系核查 entry', async () => {
    const [a, b] = (
      await sql<{ ent_id: string; name: string }>`select ent_id, name from company order by ent_id limit 2`.execute(
        db(),
      )
    ).rows;
    const payload = { parties: [{ entId: a!.ent_id, name: a!.name }, { name: b!.name }] };
    for (const user of ['cbaonly', 'newsonly']) {
      const res = await screen(await t.login('DEMO', user), payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    expect((await screen(await t.login('DEMO', 'checkonly'), payload)).json().code).toBe(ResultCode.OK);
    const anonymous = await t.app.inject({ method: 'POST', url: SCREEN, payload });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });

  it('answers bad input with the 400 envelope', async () => {
    const [a, b] = (
      await sql<{ ent_id: string; name: string }>`select ent_id, name from company order by ent_id limit 2`.execute(
        db(),
      )
    ).rows;
    const one = { entId: a!.ent_id, name: a!.name };
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `公司${i}` }));
    for (const payload of [
      {},
      { parties: [one] },
      { parties: many },
      { parties: [one, one] },
      { parties: [one, { name: '查无此公司测试' }] },
      { parties: [one, { name: b!.name, role: '律师' }] },
      { parties: [one, { name: '' }] },
      { parties: [one, { name: b!.name }], checkDate: '2026-02-30' },
      { parties: [one, { name: b!.name }], checkDate: '26-1-1' },
    ]) {
      const res = await screen(analyst, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    const missing = (await screen(analyst, { parties: [one, { name: '查无此公司测试' }] })).json();
    expect(missing.message).toContain('查无此公司测试');
  });
});
