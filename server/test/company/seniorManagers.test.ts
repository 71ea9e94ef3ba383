import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName, type BeneficialOwnersResult } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/**
 * Two companies five people hold 20% each: nobody reaches 25% and nobody controls them, so the senior managers
 * are the beneficial owners. A has a 董事长, a 总经理 and a 监事; B a 董事 and a 监事, and no manager.
 */
async function fixture(db: Db) {
  const company = (id: string, name: string) => ({
    ent_id: id,
    name,
    name_norm: normalizeCompanyName(name),
    legal_rep: '高管甲',
    legal_rep_id: null,
    reg_capital: '10000000',
    status: '存续',
    active: true,
    org_type: '有限责任公司',
    est_date: '2016-05-01',
  });
  await db
    .insertInto('company')
    .values([company('EBF-A', '受益高管甲有限公司'), company('EBF-B', '受益高管乙有限公司')])
    .execute();
  const holders = Array.from({ length: 5 }, (_, i) => ({ person_id: `PBF-H${i}`, name: `受益股东${i}` }));
  await db
    .insertInto('person')
    .values([
      ...holders,
      { person_id: 'PBF-X', name: '受益董事长' },
      { person_id: 'PBF-Y', name: '受益总经理' },
      { person_id: 'PBF-Z', name: '受益监事' },
      { person_id: 'PBF-D', name: '受益董事' },
    ])
    .execute();
  await db
    .insertInto('shareholding')
    .values(
      ['EBF-A', 'EBF-B'].flatMap((company_id) =>
        holders.map((h) => ({
          company_id,
          holder_kind: 'P' as const,
          holder_id: h.person_id,
          ratio: '0.2',
          subscribed_amount: '2000000',
        })),
      ),
    )
    .execute();
  await db
    .insertInto('executive')
    .values([
      { company_id: 'EBF-A', person_id: 'PBF-X', post: '董事长' },
      { company_id: 'EBF-A', person_id: 'PBF-Y', post: '总经理' },
      { company_id: 'EBF-A', person_id: 'PBF-Z', post: '监事' },
      { company_id: 'EBF-B', person_id: 'PBF-D', post: '董事' },
      { company_id: 'EBF-B', person_id: 'PBF-Z', post: '监事' },
    ])
    .execute();
}

describe.each(ONE_ENGINE)('受益所有人 by senior management (公司法 第二百六十五条) on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  const owners = async (entId: string) => {
    const result = await analyst.getData<BeneficialOwnersResult>('/esee/graph/benifit', { entId });
    expect(result.rule).toBe('seniorManagement');
    return result.owners.map((o) => o.person.name);
  };

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: fixture });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('names the 高级管理人员: the 总经理, not the 董事长 and never the 监事', async () => {
    expect(await owners('EBF-A')).toEqual(['受益总经理']);
  });

  it('names the directors where the register has no manager, still never the 监事', async () => {
    expect(await owners('EBF-B')).toEqual(['受益董事']);
  });
});
