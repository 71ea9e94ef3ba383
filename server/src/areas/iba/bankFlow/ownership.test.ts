import { describe, expect, it } from 'vitest';
import { balanceChecks, confirmedCodes, holderChecks, requireAccepted, type OwnerSubject } from './ownership';
import { normName } from './classify';

const subject = (id: number, name: string, role: string, accounts: string[] = [], former: string[] = []) =>
  ({
    id,
    name,
    role,
    names: [name, ...former].map(normName),
    accounts: new Set(accounts),
  }) satisfies OwnerSubject;

const issuer = subject(1, '甲乙科技股份有限公司', '发行人', ['6222000011112222'], ['甲乙电子有限公司']);
const controller = subject(2, '欧阳明远', '实际控制人');
const subjects = [issuer, controller];
const codes = (checks: { code: string }[]) => checks.map((c) => c.code);

describe('a statement’s account and holder against the subjects', () => {
  it('refuses another subject’s account, compared without spaces or dashes', () => {
    const checks = holderChecks(2, subjects, { accountNo: '6222-0000-1111-2222', accountName: '' });
    expect(checks).toEqual([expect.objectContaining({ code: 'accountTaken', level: 'refuse' })]);
    expect(checks[0]!.message).toContain('「甲乙科技股份有限公司」');
    // The subject's own account, imported again: nothing to say.
    expect(holderChecks(1, subjects, { accountNo: '6222000011112222', accountName: '甲乙科技股份有限公司' })).toEqual(
      [],
    );
  });

  it('takes a register company’s former name and full-width brackets as its name', () => {
    expect(holderChecks(1, subjects, { accountNo: '1', accountName: '甲乙电子有限公司' })).toEqual([]);
    expect(codes(holderChecks(2, subjects, { accountNo: '1', accountName: '甲乙电子有限公司' }))).toEqual([
      'holderOtherSubject',
    ]);
  });

  it('matches a masked person’s name: hidden characters any, shown ones in place', () => {
    for (const masked of ['欧阳**', '*明远', '欧*远', '欧阳*'])
      expect(holderChecks(2, subjects, { accountNo: '1', accountName: masked }), masked).toEqual([]);
    for (const masked of ['李**', '欧阳明远*', '*明', '欧(阳**'])
      expect(codes(holderChecks(2, subjects, { accountNo: '1', accountName: masked })), masked).toEqual([
        'holderMismatch',
      ]);
  });

  it('asks for a missing account, and never calls the unknown account taken', () => {
    const withUnknown = [subject(1, '甲', '发行人', []), subject(2, '乙', '其他', [])];
    expect(codes(holderChecks(2, withUnknown, { accountNo: '', accountName: '' }))).toEqual(['unknownAccount']);
    expect(codes(holderChecks(2, withUnknown, { accountNo: '未知账号', accountName: '' }))).toEqual(['unknownAccount']);
  });
});

describe('the import’s gate', () => {
  it('refuses on a refusal whatever is confirmed, asks for each unconfirmed question, lets notes pass', () => {
    const taken = holderChecks(2, subjects, { accountNo: '6222000011112222', accountName: '甲乙科技股份有限公司' });
    expect(() => requireAccepted(taken, confirmedCodes('holderOtherSubject,accountTaken'))).toThrow(/已作为主体/);
    const asked = holderChecks(2, subjects, { accountNo: '', accountName: '某某公司' });
    expect(() => requireAccepted(asked, confirmedCodes('unknownAccount'))).toThrow(
      '导入前请确认：本方户名「某某公司」与主体「欧阳明远」不一致',
    );
    expect(() => requireAccepted(asked, confirmedCodes(' unknownAccount , holderMismatch '))).not.toThrow();
    expect(() => requireAccepted(balanceChecks([{ line: 3, balance: -1 }]), new Set())).not.toThrow();
  });

  it('names the first three negative balances and says there are more', () => {
    const rows = [5, 6, 7, 8].map((line) => ({ line, balance: -line * 100 }));
    expect(
      balanceChecks([
        { line: 2, balance: 0 },
        { line: 3, balance: null },
      ]),
    ).toEqual([]);
    expect(balanceChecks(rows)[0]!.message).toBe(
      '余额为负数的交易 4 笔（第5行 -500.00、第6行 -600.00、第7行 -700.00 等）：请核对余额列和收支方向的映射',
    );
  });
});
