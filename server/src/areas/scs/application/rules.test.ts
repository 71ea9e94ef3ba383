import { describe, expect, it } from 'vitest';
import { classSeverity, limitSeverity, overdueBucket, overdueSeverity, propagatedSeverity } from './rules';

describe('风险预警 severity rule', () => {
  it('grades overdue days, 五级分类 and limit steps', () => {
    expect([0, 1, 30, 31, 90, 91].map(overdueSeverity)).toEqual([null, '黄', '黄', '橙', '橙', '红']);
    expect(overdueBucket(45)).toBe('31-90');
    expect(['正常', '关注', '次级', '损失', null].map(classSeverity)).toEqual([null, '橙', '红', '红', null]);
    expect([0.8, 0.9, 1].map(limitSeverity)).toEqual(['黄', '橙', '红']);
  });

  it('propagates a member warning to its group one level lower', () => {
    expect(['红', '橙', '黄'].map((s) => propagatedSeverity(s as '红'))).toEqual(['橙', '黄', '黄']);
  });
});
