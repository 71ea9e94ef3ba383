import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usccCheckChar } from '@esee/contracts';
import type { DatabaseHandle } from '../../src/platform/db/database';
import type { ReviewRow } from '../../src/data/format';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { ONE_ENGINE, seededDatabase } from '../fixtures';
import { scratchDir, writeJsonl } from '../fixtures/files';

const tmp = scratchDir('esee-review-rules-');

const company = {
  entId: 'RV1',
  name: '深圳市审核规则测试科技股份有限公司',
  creditCode: `91440300700000001${usccCheckChar('91440300700000001')}`,
  regNo: null,
  orgCode: null,
  legalRep: '张三',
  regCapital: 50_000_000,
  estDate: '2012-05-01',
  status: '存续',
  orgType: '股份有限公司',
  regionCode: '440305',
};

/** A 创业板 IPO accepted on `acceptedDate` walking `labels`, a month a step. */
function ipo(reviewId: string, acceptedDate: string, labels: string[], reviewType = 'auditMind'): ReviewRow {
  const start = Date.parse(`${acceptedDate}T00:00:00Z`);
  const milestones = labels.map((label, i) => ({
    date: new Date(start + i * 30 * 86_400_000).toISOString().slice(0, 10),
    label,
  }));
  return {
    reviewId,
    reviewType,
    companyId: company.entId,
    issuer: company.name,
    title: null,
    board: '创业板',
    status: labels.at(-1)!,
    province: '广东省',
    industryCode: 'C39',
    industryName: '计算机、通信和其他电子设备制造业',
    acceptedDate,
    updatedDate: milestones.at(-1)!.date,
    amount: 5e8,
    dealType: null,
    target: null,
    intermediaries: [{ role: '保荐机构', name: '中信证券股份有限公司', signatories: [] }],
    milestones,
    files: [],
    letters: [],
  };
}

describe.each(ONE_ENGINE)('the loader checks review stages by board, product and era on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await seededDatabase(engine);
  }, 60_000);
  afterAll(() => database?.close());

  const reviewsLike = async (pattern: string) =>
    (
      await sql<{ review_id: string; stage: string }>`
        select review_id, stage from supervision_review where review_id like ${pattern} order by review_id
      `.execute(database.db)
    ).rows;
  const load = (name: string, rows: ReviewRow[]) => {
    const dir = path.join(tmp, engine, name);
    writeJsonl(dir, 'companies.jsonl', [company]);
    writeJsonl(dir, 'reviews.jsonl', rows);
    return loadDataSet(database.db, dir);
  };

  it('refuses a 创业板 IPO accepted in 2021 with 发审委 statuses and an out-of-order timeline, saying why', async () => {
    const error = await load('bad', [
      ipo('RVBAD1', '2021-03-02', ['已受理', '反馈意见', '已通过发审会']),
      ipo('RVBAD2', '2021-03-02', ['新受理', '上市委会议通过', '已问询']),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSetRejected);
    const problems = (error as DataSetRejected).problems.map((p) => `${p.line}: ${p.message}`);
    expect(problems).toContain('1: 创业板首发（IPO）受理于 2021-03-02，属注册制，不应有「反馈意见」（milestones[1]）');
    expect(problems).toContain('1: 创业板首发（IPO）受理于 2021-03-02，属注册制，状态不应为「已通过发审会」');
    expect(problems.some((p) => p.startsWith('2: 「已问询」（milestones[2]）排在后一阶段之后'))).toBe(true);
    expect(await reviewsLike('RV%')).toEqual([]);
  });

  it('loads the same issuer’s items when they follow their era: 发审委 before 2020-06-15, 注册制 from then', async () => {
    await load('good', [
      ipo('RVOK1', '2019-04-01', ['已受理', '反馈意见', '已反馈', '预先披露更新', '已通过发审会'], 'feedback'),
      ipo('RVOK2', '2021-03-02', ['新受理', '已问询', '上市委会议通过', '提交注册', '注册生效']),
    ]);
    expect(await reviewsLike('RVOK%')).toEqual([
      { review_id: 'RVOK1', stage: 'COMMITTEE' },
      { review_id: 'RVOK2', stage: 'REGISTERED' },
    ]);
  });
});
