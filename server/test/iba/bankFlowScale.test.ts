import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type Answer, type Client, type TestApp } from '../fixtures';
import { analyse } from './analyse';

/*
 * A busy account's year: a statement of 100,000 rows imports and analyses without error, and neither the import
 * nor the analysis stops the server answering others meanwhile (their CPU work runs in worker threads, the
 * database is written in batches).
 */

const ROWS = 100_000;
const ACCOUNT = '6222020200112233445';
const COMPANY = '华东测试科技股份有限公司';

/** A UTF-8 csv of `rows` transactions of one company account over 2025, balances continuous. */
function statementCsv(rows: number): Buffer {
  const lines = ['交易日期,交易时间,交易金额,余额,对方户名,对方账号,摘要'];
  const start = Date.UTC(2025, 0, 1, 0, 0);
  const step = Math.floor((365 * 86_400_000) / rows);
  let balance = 10_000_000;
  for (let i = 0; i < rows; i++) {
    const at = new Date(start + i * step).toISOString();
    const incoming = i % 3 !== 2;
    // Mostly ordinary amounts; every 97th a large round one, every 89th at night by the clock.
    const amount = i % 97 === 0 ? 1_200_000 : 1000 + ((i * 7919) % 90_000) / 100;
    balance = Math.round((balance + (incoming ? amount : -amount)) * 100) / 100;
    const party = i % 5 === 0 ? `客户${i % 700}有限公司` : `供应商${i % 400}贸易有限公司`;
    lines.push(
      [
        at.slice(0, 10),
        at.slice(11, 19),
        (incoming ? amount : -amount).toFixed(2),
        balance.toFixed(2),
        party,
        `62280000${String(i % 1100).padStart(6, '0')}`,
        incoming ? '货款' : '采购付款',
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

/**
 * Start `slow`; while it is still running, make `cheap` calls one after another until one has answered. Every
 * one answered before `slow` did is counted. The heavy work running off the request thread, they answer.
 */
async function whileRunning(slow: Promise<Answer>, cheap: () => Promise<Answer>) {
  let finished = false;
  const done = slow.then((answer) => {
    finished = true;
    return answer;
  });
  // Let the slow call start (its request is read, its first queries sent).
  await new Promise((resolve) => setTimeout(resolve, 50));
  const answered: boolean[] = [];
  for (let i = 0; i < 3 && !finished; i++) {
    const answer = await cheap();
    expect(answer.code).toBe(200);
    answered.push(!finished);
  }
  return { answered, slow: await done };
}

describe('a statement of 100,000 rows', () => {
  let t: TestApp;
  let owner: Client;
  let analysisId: number;
  let subjectId: number;

  beforeAll(async () => {
    t = await withApp({ engine: 'pglite' });
    owner = await t.client('analyst');
    analysisId = (await owner.post('/esee/bankFlow/analysis/create', { name: '十万笔流水' })).data.analysisId;
    subjectId = (
      await owner.post('/esee/bankFlow/subject/add', { analysisId, kind: 'company', name: COMPANY, role: '发行人' })
    ).data.subjectId;
  }, 180_000);
  afterAll(() => t?.close());

  const cheap = () => owner.post('/esee/bankFlow/analysis/list', {});

  it('imports in one piece while other calls answer', async () => {
    const bytes = statementCsv(ROWS);
    const preview = await owner.upload('/esee/bankFlow/statement/preview', '流水.csv', bytes, {
      subjectId,
      accountNo: ACCOUNT,
    });
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data).toMatchObject({ rows: ROWS, problems: [], missing: [], encoding: 'UTF-8' });

    const { answered, slow } = await whileRunning(
      owner.upload('/esee/bankFlow/statement/import', '流水.csv', bytes, { subjectId, accountNo: ACCOUNT }),
      cheap,
    );
    expect(slow.code, slow.message).toBe(200);
    expect(slow.data).toMatchObject({ rows: ROWS, accountNo: ACCOUNT, from: '2025-01-01', to: '2025-12-31' });
    expect(answered[0]).toBe(true);
    const { n } = await t.database.db
      .selectFrom('bank_flow_txn')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(ROWS);
  }, 300_000);

  it('analyses without error while other calls answer, and again keeping the flags', async () => {
    const { answered, slow } = await whileRunning(analyse(owner, analysisId), cheap);
    expect(slow.code, slow.message).toBe(200);
    expect(answered[0]).toBe(true);
    const result = slow.data;
    expect(result.accounts).toMatchObject([{ accountNo: ACCOUNT, rows: ROWS, from: '2025-01-01', to: '2025-12-31' }]);
    expect(result.prechecks.find((c: { check: string }) => c.check === 'balance').status).toBe('pass');
    const large = result.flagCounts.find((c: { rule: string }) => c.rule === 'large').count;
    expect(large).toBe(Math.ceil(ROWS / 97));
    const flags = async () =>
      (
        await t.database.db
          .selectFrom('bank_flow_flag')
          .select(['id', 'flag_key'])
          .where('analysis_id', '=', analysisId)
          .orderBy('id')
          .execute()
      ).map((f) => `${f.id}:${f.flag_key}`);
    const first = await flags();
    expect(first.length).toBe(result.flagCounts.reduce((s: number, c: { count: number }) => s + c.count, 0));

    // A second run finds the same flags: kept with their ids (their notes and sign-offs stay), none added.
    const again = await analyse(owner, analysisId);
    expect(again.code, again.message).toBe(200);
    expect(await flags()).toEqual(first);
  }, 600_000);
});
