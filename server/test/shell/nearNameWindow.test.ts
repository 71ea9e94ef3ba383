import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { normalizeCompanyName } from '@esee/contracts';
import { candidateQuery, candidateRows } from '../../src/core/companies/nameCandidates';
import { writeSearchKeys } from '../../src/core/companies/searchKeys';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { ENGINES, seededDatabase } from '../fixtures';

/**
 * Near names read few keys however many names share the query's start: a one-off pattern whose literal side is one
 * character (思 of 思昊海药业) once read every core of its length starting with it, then a window of them
 * (`NEAR_WINDOW`); the cores one character off are now looked up by their one-character deletions, by equality.
 */

/**
 * 1,936 names of no region whose cores start with 思 and are five characters long (思甲乙药业有限公司), none of them
 * one character off 思昊海药业 (no 海 among the characters): its pattern 思_海药业 finds none of them.
 */
const FILLER = [...'安北成达恩方光华佳金凯来明宁鹏奇荣盛泰通万新信兴亚永悦泽正中卓博创德丰广汇嘉建锦骏立隆茂'];
const SHARERS = FILLER.flatMap((a) => FILLER.map((b) => `思${a}${b}药业有限公司`));
/** One character off 思昊海药业 (the third), where the pattern's literal side is 思昊. */
const NEAR = '思昊江药业有限公司';

interface PlanNode {
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Index entries the keys' look-ups read, in every loop of each (rows kept and rows filtered out). */
function keyReads(node: PlanNode): number {
  const own = /company_search_key_/.test(node['Index Name'] ?? '')
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + keyReads(child), 0);
}

describe.each(ENGINES)('near names on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await seededDatabase(engine);
    const company = (k: number, name: string) => ({
      ent_id: `NW${k}`,
      name,
      name_norm: normalizeCompanyName(name),
      status: '存续',
      active: true,
      org_type: '有限责任公司',
      region_code: '440305',
      reg_capital: '1000000',
    });
    await database.db
      .insertInto('company')
      .values([...SHARERS, NEAR].map((name, k) => company(k, name)))
      .execute();
    await writeSearchKeys(database.db, null);
  });
  afterAll(() => database?.close());

  it('read few keys of a common start and still find a name one character off', async () => {
    const query = candidateQuery(database.db, ['思昊海药业'], 10)!;
    const explained = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
    );
    const plan = explained.rows[0]!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
    // The pattern with 思 alone as its literal side read all 1,936 once, then a window of 500; the deletions' few
    // now (思昊药业 is the one both names have).
    expect(keyReads(root)).toBeLessThan(100);
    const found = await candidateRows(database.db, ['思昊海药业'], 10);
    expect(found.map((r) => r.name)).toContain(NEAR);
  });
});
