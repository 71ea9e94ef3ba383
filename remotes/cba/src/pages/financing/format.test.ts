import { expect, it } from 'vitest';
import { amountText } from './format';

it('shows a round in 万元 under 1亿 and 亿元 from it, as every money text (2 decimals), 未披露 when none', () => {
  expect(amountText(5_000_000)).toBe('500.00万元');
  expect(amountText(150_000_000)).toBe('1.50亿元');
  expect(amountText(1_234_500_000)).toBe('12.35亿元');
  expect(amountText(null)).toBe('未披露');
  expect(amountText(Number.NaN)).toBe('-');
});
