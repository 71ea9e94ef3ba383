import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  normalizeCompanyName,
  ResultCode,
  type PersonPostCompany,
  type PersonPostResult,
  type PersonSuggestions,
} from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { addUser, ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const SUGGEST = '/esee/iba/personPost/suggest';
const LIST = '/esee/iba/personPost/list';
/** A name no generated person bears, shared by the two people of the fixture. */
const NAME = '欧阳测名';

/**
 * Two people of one name. 甲 represents, runs and holds 60% of A, which holds 50% of C (30% for 甲 through
 * A: 最终受益) and 30% of D, of which 甲 holds 10% directly (18% + 10% = 28%: 最终受益 by the sum). 乙 holds
 * 20% of B and is its 监事; B's change records show 乙 was its legal representative, a director and the
 * chairman of its supervisory board (监事会主席) before.
 * E has nobody of the name today, but its change records name a former legal representative of the name:
 * a namesake, never shown for either.
 */
async function fixture(db: Db) {
  const company = (id: string, name: string, legalRep: string | null, status = '存续') => ({
    ent_id: id,
    name,
    name_norm: normalizeCompanyName(name),
    legal_rep: legalRep ? NAME : '王五',
    legal_rep_id: legalRep,
    reg_capital: '10000000',
    status,
    active: status === '存续',
    org_type: '有限责任公司',
    est_date: '2015-03-01',
  });
  await db
    .insertInto('person')
    .values([
      { person_id: 'PPT-1', name: NAME, gender: 'M', birth_year: 1970 },
      { person_id: 'PPT-2', name: NAME, gender: 'F', birth_year: 1985 },
    ])
    .execute();
  await db
    .insertInto('company')
    .values([
      company('EPT-A', '测名甲控股有限公司', 'PPT-1'),
      company('EPT-B', '测名乙商贸有限公司', null),
      company('EPT-C', '测名丙科技有限公司', null),
      company('EPT-D', '测名丁实业有限公司', null, '注销'),
      company('EPT-E', '测名戊咨询有限公司', null),
    ])
    .execute();
  const hold = (company_id: string, holder_kind: 'C' | 'P', holder_id: string, ratio: string) => ({
    company_id,
    holder_kind,
    holder_id,
    ratio,
    subscribed_amount: String(Math.round(Number(ratio) * 10_000_000)),
  });
  await db
    .insertInto('shareholding')
    .values([
      hold('EPT-A', 'P', 'PPT-1', '0.6'),
      hold('EPT-C', 'C', 'EPT-A', '0.5'),
      hold('EPT-D', 'C', 'EPT-A', '0.3'),
      hold('EPT-D', 'P', 'PPT-1', '0.1'),
      hold('EPT-B', 'P', 'PPT-2', '0.2'),
    ])
    .execute();
  await db
    .insertInto('executive')
    .values([
      { company_id: 'EPT-A', person_id: 'PPT-1', post: '执行董事' },
      { company_id: 'EPT-A', person_id: 'PPT-1', post: '总经理' },
      { company_id: 'EPT-B', person_id: 'PPT-2', post: '监事' },
    ])
    .execute();
  const change = (
    id: string,
    company_id: string,
    change_date: string,
    item: string,
    before: string,
    after: string,
  ) => ({
    record_id: id,
    company_id,
    change_date,
    item,
    before_content: before,
    after_content: after,
  });
  await db
    .insertInto('change_record')
    .values([
      change(
        'CPT-1',
        'EPT-A',
        '2020-05-01',
        '投资人(股权)变更',
        `${NAME} 80.00%；王五 20.00%`,
        `${NAME} 60.00%；王五 40.00%`,
      ),
      change('CPT-2', 'EPT-B', '2021-06-01', '法定代表人变更', NAME, '王五'),
      change('CPT-3', 'EPT-B', '2022-07-01', '董事备案', `${NAME}（董事）、王五（董事长）`, '王五（董事长）'),
      change('CPT-4', 'EPT-E', '2019-01-01', '法定代表人变更', NAME, '赵六'),
      change('CPT-5', 'EPT-A', '2018-01-01', '住所变更', `${NAME}大厦`, '别处'),
      change('CPT-6', 'EPT-B', '2023-01-01', '监事备案', `${NAME}（监事会主席）`, `${NAME}（监事）`),
    ])
    .execute();
}

describe.each(ONE_ENGINE)('IBA 人员投资任职 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let cbaOnly: Client;
  let otherIbaEntry: Client;
  let noIba: Client;

  const data = <T>(url: string, query: Record<string, string>) => analyst.getData<T>(url, query);
  const byId = (r: PersonPostResult) => new Map<string, PersonPostCompany>(r.current.map((c) => [c.entId, c]));

  beforeAll(async () => {
    t = await withApp({
      engine,
      beforeApp: async (db) => {
        await fixture(db);
        await addUser(db, 'DEMO', 'cbaonly', ['app:cba']);
        await addUser(db, 'DEMO', 'ibacheck', ['app:iba:due:relationCheck']);
      },
    });
    [analyst, cbaOnly, otherIbaEntry, noIba] = await Promise.all([
      t.client('analyst'),
      t.client({ instCode: 'DEMO', username: 'cbaonly' }),
      t.client({ instCode: 'DEMO', username: 'ibacheck' }),
      t.client('demo2'),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers a name alone with the people who bear it, each with their companies to choose by', async () => {
    const all = await data<PersonSuggestions>(SUGGEST, { persName: NAME });
    expect(all.total).toBe(2);
    expect(all.list).toEqual([
      {
        personId: 'PPT-1',
        name: NAME,
        companyCount: 2,
        // Each company with the person's posts there, so two people of one name are told apart (issue 36).
        companies: [
          { entId: 'EPT-A', name: '测名甲控股有限公司', posts: '法定代表人、总经理、执行董事、持股60%' },
          { entId: 'EPT-D', name: '测名丁实业有限公司', posts: '持股10%' },
        ],
      },
      {
        personId: 'PPT-2',
        name: NAME,
        companyCount: 1,
        companies: [{ entId: 'EPT-B', name: '测名乙商贸有限公司', posts: '监事、持股20%' }],
      },
    ]);
    // Part of a company's name keeps the person tied to it.
    const picked = await data<PersonSuggestions>(SUGGEST, { persName: NAME, entName: '乙商贸' });
    expect(picked.list.map((p) => p.personId)).toEqual(['PPT-2']);
    // A company the person is only a former legal representative of tells nobody apart.
    expect((await data<PersonSuggestions>(SUGGEST, { persName: NAME, entName: '戊咨询' })).list).toEqual([]);
    expect(await data<PersonSuggestions>(SUGGEST, { persName: '无此人名' })).toEqual({ total: 0, list: [] });
  });

  it('resolves the same name to different people by the company', async () => {
    const first = await data<PersonPostResult>(LIST, { persName: NAME, entName: '测名甲控股有限公司' });
    const second = await data<PersonPostResult>(LIST, { persName: NAME, entName: '测名乙商贸有限公司' });
    expect(first.person).toEqual({ personId: 'PPT-1', name: NAME, gender: 'M', birthYear: 1970 });
    expect(second.person.personId).toBe('PPT-2');
    expect((await data<PersonPostResult>(LIST, { personId: 'PPT-2' })).person.personId).toBe('PPT-2');
    // A company neither person is tied to today identifies nobody.
    const stranger = await analyst.get(LIST, { persName: NAME, entName: '测名戊咨询有限公司' });
    expect(stranger).toMatchObject({ code: ResultCode.NOT_FOUND, message: '未找到该人员' });
  });

  it('gives each company the person’s roles, stake and posts as the register has them', async () => {
    const result = await data<PersonPostResult>(LIST, { personId: 'PPT-1' });
    const companies = byId(result);
    expect([...companies.keys()]).toEqual(['EPT-A', 'EPT-D', 'EPT-C']);
    expect(companies.get('EPT-A')).toMatchObject({
      entName: '测名甲控股有限公司',
      regStatus: '存续',
      regCapital: 10_000_000,
      roles: ['法定代表人', '股东', '董事', '高级管理人员', '最终受益'],
      ratio: 60,
      subscribedAmount: 6_000_000,
      posts: ['总经理', '执行董事'],
      beneficialShare: 60,
    });
    // Through A only: 60% × 50%.
    expect(companies.get('EPT-C')).toMatchObject({
      roles: ['最终受益'],
      ratio: null,
      posts: [],
      beneficialShare: 30,
      beneficialCalculation: '60.00% × 50.00% = 30.00%',
    });
    // A cancelled company still lists its holder; directly 10% and through A 18%.
    expect(companies.get('EPT-D')).toMatchObject({ regStatus: '注销', roles: ['股东', '最终受益'], ratio: 10 });
    expect(companies.get('EPT-D')!.beneficialShare).toBeCloseTo(28, 6);
    expect(result.roleCounts).toEqual({ 法定代表人: 1, 股东: 2, 董事: 1, 高级管理人员: 1, 最终受益: 3 });
    expect(result).toMatchObject({ threshold: 25, inclusive: true, truncated: false });

    // The stakes are the register's, whatever the data.
    const rows = await t.database.db
      .selectFrom('shareholding')
      .select(['company_id', 'ratio'])
      .where('holder_id', '=', 'PPT-1')
      .execute();
    for (const r of rows) expect(companies.get(r.company_id)!.ratio).toBeCloseTo(Number(r.ratio) * 100, 4);

    const other = byId(await data<PersonPostResult>(LIST, { personId: 'PPT-2' }));
    // 20% is under the threshold: a holder, not a beneficial owner; a 监事 stays 监事, never a 高管
    // (公司法 第二百六十五条).
    expect(other.get('EPT-B')).toMatchObject({
      roles: ['股东', '监事'],
      ratio: 20,
      posts: ['监事'],
      beneficialShare: null,
    });
  });

  it('gives the company remote’s person page each company’s posts with their roles, a 监事 as 监事', async () => {
    type Posts = { posts: { list: { entId: string; post: string; roles: string }[] } };
    const second = await data<Posts>('/esee/personalInvestment/getListByIdNo', { idNo: 'PPT-2' });
    expect(second.posts.list).toEqual([expect.objectContaining({ entId: 'EPT-B', post: '监事', roles: '监事' })]);
    const first = await data<Posts>('/esee/personalInvestment/getListByIdNo', { idNo: 'PPT-1' });
    expect(first.posts.list).toEqual([
      expect.objectContaining({ entId: 'EPT-A', post: '总经理、执行董事', roles: '董事、高级管理人员' }),
    ]);
  });

  it('reads past roles from the change records of the person’s own companies only', async () => {
    const first = await data<PersonPostResult>(LIST, { personId: 'PPT-1' });
    expect(first.history).toEqual([
      expect.objectContaining({
        entId: 'EPT-A',
        role: '股东',
        change: '比例变更',
        detail: '原持股 80.00%，变更后 60.00%',
        date: '2020-05-01',
      }),
    ]);
    const second = await data<PersonPostResult>(LIST, { personId: 'PPT-2' });
    expect(second.history.map((h) => [h.entId, h.role, h.change, h.detail, h.date])).toEqual([
      ['EPT-B', '监事', '卸任', '原任 监事会主席', '2023-01-01'],
      ['EPT-B', '董事', '卸任', '原任 董事', '2022-07-01'],
      ['EPT-B', '法定代表人', '卸任', '继任：王五', '2021-06-01'],
    ]);
  });

  it('applies the institution’s beneficial-ownership threshold', async () => {
    const inst = await t.database.db
      .selectFrom('institution')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const setThreshold = (value: string | null) =>
      t.database.db
        .insertInto('inst_param')
        .values({ inst_id: inst.id, param_name: 'boThreshold', param_value: value, default_value: '' })
        .onConflict((oc) => oc.columns(['inst_id', 'param_name']).doUpdateSet({ param_value: value }))
        .execute();
    await setThreshold('29');
    try {
      const result = await data<PersonPostResult>(LIST, { personId: 'PPT-1' });
      expect(result.threshold).toBe(29);
      expect(byId(result).get('EPT-D')!.roles).toEqual(['股东']);
      expect(byId(result).get('EPT-C')!.roles).toEqual(['最终受益']);
    } finally {
      await setThreshold(null);
    }
  });

  it('refuses callers without the 人员投资任职 entry', async () => {
    for (const who of [cbaOnly, otherIbaEntry, noIba]) {
      for (const [url, query] of [
        [SUGGEST, { persName: NAME }],
        [LIST, { personId: 'PPT-1' }],
      ] as const) {
        const res = await who.inject({ method: 'GET', url, query });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${LIST}?personId=PPT-1` });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
  });

  it('answers bad input with the 400 envelope', async () => {
    for (const [url, query] of [
      [SUGGEST, {}],
      [SUGGEST, { persName: '' }],
      [SUGGEST, { persName: '   ' }],
      [SUGGEST, { persName: 'x'.repeat(51) }],
      [LIST, {}],
      [LIST, { persName: NAME }],
      [LIST, { entName: '测名甲控股有限公司' }],
      [LIST, { personId: '' }],
    ] as const) {
      const res = await analyst.get(url, query);
      expect(res.code, `${url} ${JSON.stringify(query)}`).toBe(ResultCode.BAD_REQUEST);
      expect(res.data).toBeNull();
    }
    const unknown = await analyst.get(LIST, { personId: 'no-such-person' });
    expect(unknown).toMatchObject({ code: ResultCode.NOT_FOUND, message: '未找到该人员' });
  });
});
