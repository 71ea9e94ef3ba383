import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usccCheckChar } from '@esee/contracts';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { migrateToLatest, type DatabaseHandle } from '../../src/platform/db/database';
import { freshDatabase } from '../fixtures';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-research-data-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const first17 = '91440300700000001';
const company = {
  entId: 'E1',
  name: '深圳市测试科技股份有限公司',
  creditCode: first17 + usccCheckChar(first17),
  regNo: null,
  orgCode: null,
  legalRep: '张三',
  regCapital: 100_000_000,
  estDate: '2005-01-01',
  status: '存续',
  orgType: '股份有限公司(非上市、自然人投资或控股)',
  regionCode: '440305',
};

const report = (extra: Record<string, unknown> = {}) => ({
  reportId: 'R1',
  type: '个股',
  title: '测试科技（300999）：首次覆盖',
  broker: '华泰证券',
  authors: [{ name: '王测试', sacNo: 'S0570519080001' }],
  publishDate: '2026-03-02',
  companyId: 'E1',
  stockCode: '300999.SZ',
  stockName: '测试科技',
  industryCode: 'C3985',
  industryName: '电子专用材料制造',
  rating: '买入',
  previousRating: null,
  ratingChange: '首次',
  price: 20,
  targetPrice: 26,
  forecasts: [
    { year: 2025, eps: 0.8, pe: 25 },
    { year: 2026, eps: 1, pe: 20 },
    { year: 2027, eps: 1.25, pe: 16 },
  ],
  abstract: '公司发布年度报告，业绩符合预期，首次覆盖给予“买入”评级。',
  ...extra,
});

function dataSet(name: string, lines: string[]): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'researchReports.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

describe('the researchReports file of the ingestion format', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await migrateToLatest(database.db);
    const dir = path.join(tmp, 'base');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'companies.jsonl'), JSON.stringify(company));
    await loadDataSet(database.db, dir);
  }, 60_000);
  afterAll(() => database?.close());

  it('refuses bad lines, naming each line, and loads none of the file', async () => {
    const lines = [
      report(),
      report({ reportId: 'R2', ratingChange: '上调' }),
      report({ reportId: 'R3', companyId: 'E404' }),
      report({ reportId: 'R4', authors: [{ name: '李测试', sacNo: 'S123' }] }),
      report({ reportId: 'R5', type: '宏观' }),
      report({ reportId: 'R6', rating: '强烈推荐' }),
      report({ reportId: 'R7', forecasts: [{ year: 2026, eps: 1, pe: 20 }] }),
      report({ reportId: 'R1' }),
    ].map((r) => JSON.stringify(r));
    lines.push('{not json');
    const error = await loadDataSet(database.db, dataSet('bad', lines)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSetRejected);
    const problems = (error as DataSetRejected).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    const at = (line: number) => problems.filter((p) => p.startsWith(`researchReports.jsonl:${line}:`)).join(' | ');
    expect(at(1)).toBe('');
    expect(at(2)).toContain('评级变动应为 首次');
    expect(at(3)).toContain('companyId E404 不存在（企业）');
    expect(at(4)).toContain('/authors/0/sacNo');
    expect(at(5)).toContain('宏观研报不应指向个股');
    expect(at(5)).toContain('宏观不应有评级');
    expect(at(6)).toContain('rating 强烈推荐 不在 买入、增持、中性、减持、卖出 之中');
    expect(at(7)).toContain('个股研报须有连续三个年度的盈利预测');
    expect(at(8)).toContain('与第 1 行重复');
    expect(at(9)).toContain('不是合法的 JSON');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from research_report`.execute(database.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('loads good lines and replaces a report by its id', async () => {
    await loadDataSet(database.db, dataSet('good', [JSON.stringify(report())]));
    await loadDataSet(
      database.db,
      dataSet('update', [
        JSON.stringify(report({ targetPrice: 28, abstract: '上调盈利预测，维持目标价的上修，给予“买入”评级。' })),
      ]),
    );
    const { rows } = await sql<{ target: number; forecasts: unknown; authors: unknown }>`
      select target_price::float8 as target, forecasts, authors from research_report where report_id = 'R1'
    `.execute(database.db);
    expect(rows).toEqual([
      { target: 28, forecasts: report().forecasts, authors: [{ name: '王测试', sacNo: 'S0570519080001' }] },
    ]);
  });
});
