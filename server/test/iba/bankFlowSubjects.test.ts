import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankFlowPreview } from '@esee/contracts';
import {
  generateStatements,
  statementTable,
  toCsv,
  type GeneratedStatements,
} from '../../src/data/generate/bankStatements';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

/*
 * Issue 36, "Bank statements belong to their subject": a statement's 本方账号 and 本方户名 are checked against
 * its subject and the analysis's other subjects (docs/iba-bank-flow.md, 主体与流水的归属); a subject's role is
 * chosen; the preview maps 对手账号 and flags a negative running balance.
 */
describe.each(ONE_ENGINE)('银行流水：流水属于其主体 on %s', (engine) => {
  let t: TestApp;
  let owner: Client;
  let g: GeneratedStatements;
  let analysisId: number;
  const ids: Record<'A' | 'B' | 'P', number> = { A: 0, B: 0, P: 0 };
  const names = { A: '甲乙科技股份有限公司', B: '丙丁贸易有限公司', P: '欧阳明远' };

  /** A generated statement in 建行's layout: 账号 and 户名 above the table. */
  const statementOf = (key: 'A' | 'B' | 'P') =>
    Buffer.from(
      toCsv(
        statementTable(
          g.statements.find((s) => s.subject.key === key)!,
          'ccb',
        ),
      ),
      'utf8',
    );
  const accountOf = (key: 'A' | 'B' | 'P') => g.statements.find((s) => s.subject.key === key)!.subject.accountNo;
  const preview = async (subject: number, name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const res = await owner.upload('/esee/bankFlow/statement/preview', name, bytes, { subjectId: subject, ...fields });
    expect(res.code, res.message).toBe(200);
    return res.data as BankFlowPreview;
  };
  const importing = (subject: number, name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    owner.upload('/esee/bankFlow/statement/import', name, bytes, { subjectId: subject, ...fields });
  const statements = async () =>
    (await owner.post('/esee/bankFlow/analysis/detail', { analysisId })).data.statements as {
      subjectId: number;
      accountNo: string;
    }[];
  const codes = (p: BankFlowPreview) => p.checks.map((c) => `${c.code} ${c.level}`);

  beforeAll(async () => {
    t = await withApp({ engine });
    g = generateStatements({
      seed: 36,
      year: 2025,
      companies: [names.A, names.B, '戊己实业有限公司'],
      person: names.P,
    });
    owner = await t.client('analyst');
    analysisId = (await owner.post('/esee/bankFlow/analysis/create', { name: '归属核查' })).data.analysisId;
  }, 120_000);
  afterAll(() => t?.close());

  it('adds a subject only with a role chosen, and one that fits its kind', async () => {
    const noRole = await owner.post('/esee/bankFlow/subject/add', { analysisId, kind: 'company', name: names.A });
    expect(noRole).toMatchObject({ code: 400, message: '请填写主体角色' });
    const wrongKind = await owner.post('/esee/bankFlow/subject/add', {
      analysisId,
      kind: 'company',
      name: names.A,
      role: '董监高',
    });
    expect(wrongKind).toMatchObject({
      code: 400,
      message: '企业主体的角色只能是：发行人、子公司、控股股东、实际控制人、主要关联方、其他',
    });
    const personAsIssuer = await owner.post('/esee/bankFlow/subject/add', {
      analysisId,
      kind: 'person',
      name: names.P,
      role: '发行人',
    });
    expect(personAsIssuer.code).toBe(400);
    for (const [key, kind, role] of [
      ['A', 'company', '子公司'],
      ['B', 'company', '主要关联方'],
      ['P', 'person', '董监高'],
    ] as const) {
      const res = await owner.post('/esee/bankFlow/subject/add', { analysisId, kind, name: names[key], role });
      expect(res.code, res.message).toBe(200);
      expect(res.data.role).toBe(role);
      ids[key] = res.data.subjectId;
    }
  });

  it('imports a statement whose holder and account are its subject’s without asking', async () => {
    const p = await preview(ids.A, '甲乙建行.csv', statementOf('A'));
    expect(p).toMatchObject({ accountNo: accountOf('A'), accountName: names.A, checks: [] });
    const res = await importing(ids.A, '甲乙建行.csv', statementOf('A'));
    expect(res.code, res.message).toBe(200);
  });

  it('refuses another subject’s account under a person: the preview says so, the import is a 409, nothing written', async () => {
    const p = await preview(ids.P, '甲乙建行.csv', statementOf('A'));
    expect(codes(p)).toEqual(['accountTaken refuse', 'holderOtherSubject confirm']);
    expect(p.checks[0]!.message).toBe(
      `账号 ${accountOf('A')} 已作为主体「${names.A}」的账户导入，同一账户不能属于两个主体（交易会重复计算）：请上传到该主体名下，或先删除该主体的这份流水`,
    );
    expect(p.checks[1]!.message).toBe(
      `本方户名「${names.A}」是本项目另一主体「${names.A}」（子公司）的名称，不是「${names.P}」`,
    );
    const before = await statements();
    const refused = await importing(ids.P, '甲乙建行.csv', statementOf('A'), { confirm: 'holderOtherSubject' });
    expect(refused).toEqual({ code: 409, data: null, message: p.checks[0]!.message });
    // Typed as another account does not hide it either: the typed account is the one checked.
    const typed = await importing(ids.P, '甲乙建行.csv', statementOf('A'), { accountNo: ` ${accountOf('A')} ` });
    expect(typed.code).toBe(409);
    expect(await statements()).toEqual(before);
  });

  it('asks before importing a statement held by another name, and imports once the user confirms', async () => {
    // B's statement, its account new to the analysis, under A: the holder is another subject.
    const p = await preview(ids.A, '丙丁建行.csv', statementOf('B'));
    expect(codes(p)).toEqual(['holderOtherSubject confirm']);
    const unconfirmed = await importing(ids.A, '丙丁建行.csv', statementOf('B'));
    expect(unconfirmed).toMatchObject({ code: 409, data: null });
    expect(unconfirmed.message).toBe(`导入前请确认：${p.checks[0]!.message}`);
    expect((await statements()).filter((s) => s.subjectId === ids.A)).toHaveLength(1);

    // A holder that is nobody of the analysis.
    const stranger = Buffer.from(
      `账号：6217000099998888,户名：某某咨询有限公司\n交易日期,交易金额,收支标志,余额,对方户名\n2025-02-01,100.00,收,100.00,甲\n`,
    );
    const q = await preview(ids.P, '陌生.csv', stranger);
    expect(q.checks).toEqual([
      { code: 'holderMismatch', level: 'confirm', message: `本方户名「某某咨询有限公司」与主体「${names.P}」不一致` },
    ]);
    expect((await importing(ids.P, '陌生.csv', stranger)).code).toBe(409);
    const confirmed = await importing(ids.P, '陌生.csv', stranger, { confirm: 'holderMismatch' });
    expect(confirmed.code, confirmed.message).toBe(200);
    expect(confirmed.data).toMatchObject({ accountNo: '6217000099998888', accountName: '某某咨询有限公司' });
  });

  it('matches a masked holder name (欧阳**) to its subject', async () => {
    const masked = Buffer.from(
      `卡号：6217000011110000,户名：欧阳**\n交易日期,交易金额,收支标志,余额,对方户名\n2025-02-01,100.00,收,100.00,甲\n`,
    );
    expect((await preview(ids.P, '掩码.csv', masked)).checks).toEqual([]);
  });

  it('asks for the account when the file names none: typed, or confirmed as 未知账号', async () => {
    const bytes = Buffer.from('交易日期,交易金额,收支标志,余额,对方户名\n2025-03-01,500.00,收,500.00,乙\n');
    const p = await preview(ids.B, '无账号.csv', bytes);
    expect(p.checks).toEqual([
      {
        code: 'unknownAccount',
        level: 'confirm',
        message: '文件中没有本方账号：请填写本方账号，不填写则记为「未知账号」，无法与其他主体的账户核对',
      },
    ]);
    expect((await preview(ids.B, '无账号.csv', bytes, { accountNo: '6222000055556666' })).checks).toEqual([]);
    expect((await importing(ids.B, '无账号.csv', bytes)).code).toBe(409);
    const done = await importing(ids.B, '无账号.csv', bytes, { confirm: 'unknownAccount' });
    expect(done.code, done.message).toBe(200);
    expect(done.data.accountNo).toBe('未知账号');
    // An unknown account is nobody's: a second one under another subject is not "taken".
    const other = Buffer.from('交易日期,交易金额,收支标志,余额,对方户名\n2025-03-02,600.00,支,-100.00,丙\n');
    expect(codes(await preview(ids.P, '无账号2.csv', other))).toEqual([
      'unknownAccount confirm',
      'negativeBalance note',
    ]);
  });

  it('maps 对手户名 and 对手账号 by their headers', async () => {
    const bytes = Buffer.from(
      '账号：6222000077778888\n交易日期,交易金额,收支标志,余额,对手户名,对手账号,对手开户行\n2025-04-01,800.00,收,800.00,某某商贸有限公司,6228480011112222,农行某支行\n',
    );
    const p = await preview(ids.B, '对手.csv', bytes);
    expect(p.mapping).toMatchObject({
      counterparty: '对手户名',
      counterAccount: '对手账号',
      counterBank: '对手开户行',
    });
    expect(p.missing).toEqual([]);
  });

  it('flags a negative running balance in the preview, naming the first lines', async () => {
    const bytes = Buffer.from(
      [
        '账号：6222000033334444',
        '交易日期,交易金额,收支标志,余额,对方户名',
        '2025-05-01,1000.00,收,1000.00,甲',
        '2025-05-02,1500.00,支,-500.00,乙',
        '2025-05-03,200.00,支,-700.00,丙',
        '2025-05-04,900.00,收,200.00,丁',
      ].join('\n'),
    );
    const p = await preview(ids.B, '负余额.csv', bytes);
    expect(p.checks).toEqual([
      {
        code: 'negativeBalance',
        level: 'note',
        message: '余额为负数的交易 2 笔（第4行 -500.00、第5行 -700.00）：请核对余额列和收支方向的映射',
      },
    ]);
    // A note does not stop the import.
    expect((await importing(ids.B, '负余额.csv', bytes)).code).toBe(200);
  });
});
