import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type RelationScreenResult } from '@esee/contracts';
import { ONE_ENGINE, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';

const SCREEN = '/esee/iba/relation/screen';

describe.each(ONE_ENGINE)('IBA 关系核查 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  /** DEMO users with CBA only, with another IBA entry only, and with the 关系核查 entry only. */
  let cbaOnly: Client;
  let newsOnly: Client;
  let checkOnly: Client;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 300, seed: 7, today: new Date('2026-11-22'), recordScale: 0 },
      users: { cbaonly: ['app:cba'], newsonly: ['app:iba:due:publicsen'], checkonly: ['app:iba:due:relationCheck'] },
    });
    [analyst, cbaOnly, newsOnly, checkOnly] = await t.clients('analyst', 'cbaonly', 'newsonly', 'checkonly');
  }, 180_000);
  afterAll(() => t?.close());

  const data = async (payload: object): Promise<RelationScreenResult> => {
    const body = await analyst.post(SCREEN, payload);
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
    for (const who of [cbaOnly, newsOnly]) {
      const res = await who.inject({ method: 'POST', url: SCREEN, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    expect((await checkOnly.post(SCREEN, payload)).code).toBe(ResultCode.OK);
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
      const res = await analyst.inject({ method: 'POST', url: SCREEN, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(ResultCode.BAD_REQUEST);
    }
    const missing = await analyst.post(SCREEN, { parties: [one, { name: '查无此公司测试' }] });
    expect(missing.message).toContain('查无此公司测试');
  });

  /** A company with a natural-person holder over half (and no other holder as large), and a second company. */
  const personControlled = async () =>
    (
      await sql<{ person_id: string; person: string; ent_id: string; company: string; ratio: number }>`
        select p.person_id, p.name as person, c.ent_id, c.name as company, s.ratio::float8 as ratio
        from shareholding s join person p on p.person_id = s.holder_id join company c on c.ent_id = s.company_id
        where s.holder_kind = 'P' and s.ratio > 0.5
        order by c.ent_id limit 1`.execute(db())
    ).rows[0]!;

  it('finds a natural person controlling a company party, identified by name and a company they occur with', async () => {
    const row = await personControlled();
    expect(row, 'a person holding over half of a company').toBeDefined();
    const other = await unrelatedTo([row.ent_id]);
    const result = await data({
      parties: [
        { kind: 'person', name: row.person, entName: row.company, role: '交易对方' },
        { entId: row.ent_id, name: row.company, role: '发行人' },
        { entId: other.ent_id, name: other.name },
      ],
    });
    expect(result.parties[0]).toMatchObject({ kind: 'person', id: row.person_id, name: row.person });
    expect(result.parties[1]).toMatchObject({ kind: 'company', id: row.ent_id });
    const pair = result.pairs.find((p) => p.a === 0 && p.b === 1)!;
    expect(pair.level).toBe('high');
    const control = pair.evidence.find((e) => e.signal === 'personControl')!;
    expect(control.tier).toBe('control');
    expect(control.detail).toBe(`${row.person}持有${row.company} ${(row.ratio * 100).toFixed(2)}%，为其控股股东`);
    expect(control.basis).toContain('6.3.3');
    expect(result.clusters).toEqual([[0, 1]]);
  });

  it('finds a natural person who is an officer of a company party (关键管理人员)', async () => {
    const row = (
      await sql<{ person_id: string; person: string; ent_id: string; company: string; post: string }>`
        select p.person_id, p.name as person, c.ent_id, c.name as company, e.post
        from executive e join person p on p.person_id = e.person_id join company c on c.ent_id = e.company_id
        where not exists (select 1 from shareholding s where s.holder_id = p.person_id)
        order by c.ent_id, e.post limit 1`.execute(db())
    ).rows[0]!;
    expect(row, 'an officer holding nothing').toBeDefined();
    const other = await unrelatedTo([row.ent_id]);
    const result = await data({
      parties: [
        { entId: row.ent_id, name: row.company },
        { kind: 'person', personId: row.person_id, name: row.person },
        { entId: other.ent_id, name: other.name },
      ],
    });
    const pair = result.pairs.find((p) => p.a === 0 && p.b === 1)!;
    const officer = pair.evidence.find((e) => e.signal === 'keyManagement')!;
    expect(officer.tier).toBe('influence');
    expect(officer.detail).toContain(`${row.person}任${row.company}`);
    expect(officer.detail).toContain(row.post);
    expect(officer.basis).toContain('第四条第（九）项');
    expect(pair.level).toBe('high');
  });

  it('finds two natural persons in the same company, as a lead naming it', async () => {
    const row = (
      await sql<{ p1: string; n1: string; p2: string; n2: string; ent_id: string; company: string }>`
        select p.person_id as p1, p.name as n1, q.person_id as p2, q.name as n2, c.ent_id, c.name as company
        from executive e join executive f on f.company_id = e.company_id and f.person_id > e.person_id
        join person p on p.person_id = e.person_id join person q on q.person_id = f.person_id
        join company c on c.ent_id = e.company_id
        where p.name <> q.name
        order by c.ent_id, p.person_id, q.person_id limit 1`.execute(db())
    ).rows[0]!;
    expect(row, 'two people serving one company').toBeDefined();
    const result = await data({
      parties: [
        { kind: 'person', name: row.n1, entName: row.company },
        { kind: 'person', name: row.n2, entName: row.company },
      ],
    });
    expect(result.parties.map((p) => p.kind)).toEqual(['person', 'person']);
    expect(result.parties[0]!.entName).toBe(row.company);
    const pair = result.pairs[0]!;
    const same = pair.evidence.find((e) => e.signal === 'personSameCompany' && e.via?.id === row.ent_id)!;
    expect(same.tier).toBe('lead');
    expect(same.detail).toContain(`${row.n1}与${row.n2}同在${row.company}`);
  });

  it('refuses a person named without a company, or with a company they do not occur with, with a clear 400', async () => {
    const row = await personControlled();
    const other = await unrelatedTo([row.ent_id]);
    const company = { entId: row.ent_id, name: row.company };
    const alone = await analyst.inject({
      method: 'POST',
      url: SCREEN,
      payload: { parties: [company, { kind: 'person', name: row.person }] },
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toContain('仅凭姓名无法识别');
    const wrong = await analyst.inject({
      method: 'POST',
      url: SCREEN,
      payload: {
        parties: [company, { kind: 'person', name: row.person, entName: other.name }],
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(ResultCode.BAD_REQUEST);
    expect(wrong.json().message).toBe(`未找到在「${other.name}」担任法定代表人、董监高或持股的「${row.person}」`);
  });

  it('with scope issuer checks only the pairs including the issuer: customers are not checked against each other', async () => {
    // Two customers under one majority holder (related to each other), and an unrelated issuer.
    const { rows } = await sql<{ a: string; an: string; b: string; bn: string }>`
      select x.company_id as a, ca.name as an, y.company_id as b, cb.name as bn
      from shareholding x join shareholding y on y.holder_id = x.holder_id and y.company_id > x.company_id
      join company ca on ca.ent_id = x.company_id join company cb on cb.ent_id = y.company_id
      where x.ratio > 0.5 and y.ratio > 0.5
      order by x.company_id, y.company_id limit 1`.execute(db());
    expect(rows[0], 'two companies under one majority holder').toBeDefined();
    const { a, an, b, bn } = rows[0]!;
    const issuer = await unrelatedTo([a, b]);
    const parties = [
      { entId: issuer.ent_id, name: issuer.name, role: '发行人' },
      { entId: a, name: an, role: '客户' },
      { entId: b, name: bn, role: '客户' },
    ];
    const everything = await data({ parties });
    expect(everything.scope).toBe('all');
    expect(everything.checkedPairs).toBe(3);
    expect(everything.pairs.some((p) => p.a === 1 && p.b === 2)).toBe(true);
    const issuerOnly = await data({ parties, scope: 'issuer' });
    expect(issuerOnly.scope).toBe('issuer');
    expect(issuerOnly.checkedPairs).toBe(2);
    expect(issuerOnly.pairs.filter((p) => p.a !== 0)).toEqual([]);
    expect(issuerOnly.matrix[1]![2]).toBe(0);
    // Without an issuer among the parties the preset has nothing to check from.
    const none = await analyst.inject({
      method: 'POST',
      url: SCREEN,
      payload: { parties: parties.slice(1), scope: 'issuer' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('发行人');
  });

  it('suggests the people of a name with their companies', async () => {
    const row = await personControlled();
    const body = await analyst.get(`/esee/iba/relation/personSuggest?persName=${encodeURIComponent(row.person)}`);
    expect(body.code).toBe(ResultCode.OK);
    const me = body.data.list.find((p: { personId: string }) => p.personId === row.person_id);
    expect(me.companies.map((c: { entId: string }) => c.entId)).toContain(row.ent_id);
    const denied = await cbaOnly.inject({ method: 'GET', url: `/esee/iba/relation/personSuggest?persName=x` });
    expect(denied.statusCode).toBe(403);
  });
});
