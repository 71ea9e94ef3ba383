import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName, type RelatedParty } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/**
 * The partner T has a 监事 who is a director of O, and a 总经理 who holds part of P: 关联风险 names each other
 * company by the officer's role at T (postRolesOf, 公司法 第二百六十五条), so the 监事's is never a 高管's.
 */
async function fixture(db: Db) {
  const company = (id: string, name: string) => ({
    ent_id: id,
    name,
    name_norm: normalizeCompanyName(name),
    legal_rep: '某人',
    legal_rep_id: null,
    reg_capital: '5000000',
    status: '存续',
    active: true,
    org_type: '有限责任公司',
    est_date: '2018-01-01',
  });
  await db
    .insertInto('company')
    .values([
      company('ERR-T', '关联角色合作方有限公司'),
      company('ERR-O', '关联角色他方有限公司'),
      company('ERR-P', '关联角色投资有限公司'),
    ])
    .execute();
  await db
    .insertInto('person')
    .values([
      { person_id: 'PRR-Z', name: '角色监事' },
      { person_id: 'PRR-M', name: '角色经理' },
    ])
    .execute();
  await db
    .insertInto('executive')
    .values([
      { company_id: 'ERR-T', person_id: 'PRR-Z', post: '监事' },
      { company_id: 'ERR-O', person_id: 'PRR-Z', post: '董事' },
      { company_id: 'ERR-T', person_id: 'PRR-M', post: '总经理' },
    ])
    .execute();
  await db
    .insertInto('shareholding')
    .values({ company_id: 'ERR-P', holder_kind: 'P', holder_id: 'PRR-M', ratio: '0.3', subscribed_amount: '1500000' })
    .execute();
}

describe.each(ONE_ENGINE)('PRMA 关联风险 names an officer’s other company by their role on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: fixture });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('calls the 监事’s other company 监事其他企业 and the 总经理’s 高级管理人员其他企业', async () => {
    const { parties } = await analyst.postData<{ parties: RelatedParty[] }>('/esee/prma/relatedRisks/list', {
      entId: 'ERR-T',
      depth: 1,
    });
    const byId = new Map(parties.map((p) => [p.entId, p]));
    expect(byId.get('ERR-O')).toMatchObject({ relation: '监事其他企业', throughPerson: '角色监事' });
    expect(byId.get('ERR-P')).toMatchObject({ relation: '高级管理人员其他企业', throughPerson: '角色经理' });
    for (const p of parties) expect(p.relation).not.toContain('高管');
  });
});
