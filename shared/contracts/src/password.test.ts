import { describe, expect, it } from 'vitest';
import { passwordRule, type PasswordPolicy } from './password';

const policy = (p: Partial<PasswordPolicy> = {}): PasswordPolicy => ({
  specCharRequired: false,
  illegalChar: '',
  length: 8,
  pwdStrength: 'ANY',
  ...p,
});

describe('passwordRule (spec 1 §5)', () => {
  it('refuses whitespace and short passwords, whatever the strength', () => {
    const rule = passwordRule(policy());
    expect(rule.test('abcdefgh')).toBe(true);
    expect(rule.test('abcd efgh')).toBe(false);
    expect(rule.test('abcdefg')).toBe(false);
    expect(rule.message).toBe('密码不能包含空格，长度至少 8 位');
  });

  it('applies each strength', () => {
    expect(passwordRule(policy({ pwdStrength: 'ALPHA_REQUIRED' })).test('12345678')).toBe(false);
    expect(passwordRule(policy({ pwdStrength: 'ALPHA_REQUIRED' })).test('1234567a')).toBe(true);
    expect(passwordRule(policy({ pwdStrength: 'UPPERCASE_AND_LOWERCASE' })).test('abcdefgh')).toBe(false);
    expect(passwordRule(policy({ pwdStrength: 'UPPERCASE_AND_LOWERCASE' })).test('abcdEfgh')).toBe(true);
    const full = passwordRule(policy({ pwdStrength: 'UPPERCASE_AND_LOWERCASE_AND_NUM' }));
    expect(full.test('abcdEfgh')).toBe(false);
    expect(full.test('abcdEfg1')).toBe(true);
  });

  it('requires a special character from the set when asked, and refuses illegal characters', () => {
    const rule = passwordRule(policy({ specCharRequired: true, illegalChar: '\'"' }));
    expect(rule.test('abcdefgh')).toBe(false);
    expect(rule.test('abcdefg;')).toBe(true);
    expect(rule.test("abcdefg;'")).toBe(false);
    expect(rule.message).toBe(
      '密码不能包含空格，须包含特殊字符（!@#$%^&*()=+/<>;:-中的至少一个），不能包含字符 \'"，长度至少 8 位',
    );
  });

  it('counts characters, not bytes', () => expect(passwordRule(policy({ length: 4 })).test('密码密码')).toBe(true));
});
