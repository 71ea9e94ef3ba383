import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from './companyName';
import { isValidOrgCode, isValidRegNo, isValidUscc, orgCodeCheckChar, regNoCheckDigit, usccCheckChar } from './codes';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real published codes', () => {
    // python-stdnum's doctest, and the printed codes of large listed companies.
    for (const code of ['91110000600037341L', '914403001922038216', '91330100716105852F', '91440300708461136T'])
      expect(isValidUscc(code), code).toBe(true);
  });
  it('refuses a wrong check character, a forbidden letter, and a wrong length', () => {
    expect(isValidUscc('91110000600037341M')).toBe(false);
    expect(isValidUscc('9111000060003734IL')).toBe(false);
    expect(isValidUscc('91110000600037341')).toBe(false);
  });
  it('computes the check character, 0 included', () => {
    expect(usccCheckChar('91110000600037341')).toBe('L');
    const first17 = '91350100M00010000';
    expect(isValidUscc(first17 + usccCheckChar(first17))).toBe(true);
  });
  it('holds a valid organisation code in positions 9 to 17', () => {
    expect(isValidOrgCode('600037341')).toBe(true);
    expect(isValidOrgCode('192203821')).toBe(true);
    expect(orgCodeCheckChar('60003734')).toBe('1');
  });
});

describe('15-digit registration number (ISO 7064 MOD 11,10)', () => {
  it('accepts numbers with the right check digit and refuses the others', () => {
    const first14 = '11010800000000';
    const good = first14 + regNoCheckDigit(first14);
    expect(isValidRegNo(good)).toBe(true);
    for (let d = 0; d < 10; d++) if (String(d) !== good[14]) expect(isValidRegNo(first14 + d)).toBe(false);
    expect(isValidRegNo('1101080000000')).toBe(false);
  });
  it('accepts a real published number', () => {
    expect(isValidRegNo('440301103097413')).toBe(true);
  });
});

describe('company name normal form', () => {
  it('makes full and half width, brackets, spaces and legal-form variants meet', () => {
    const a = normalizeCompanyName('深圳市腾讯计算机系统有限责任公司');
    const b = normalizeCompanyName('深圳市 腾讯计算机系统有限公司');
    expect(a).toBe(b);
    expect(normalizeCompanyName('华为技术（深圳）有限公司')).toBe('华为技术(深圳)有限公司');
    expect(normalizeCompanyName('ＡＢＣ科技有限公司')).toBe('ABC科技有限公司');
    expect(normalizeCompanyName('abc科技【北京】有限公司')).toBe('ABC科技(北京)有限公司');
  });
  it('keeps 股份有限公司 apart from 有限公司', () =>
    expect(normalizeCompanyName('甲乙股份有限公司')).not.toBe(normalizeCompanyName('甲乙有限公司')));
});
