import { describe, expect, it } from 'vitest';
import type { MonitorGroup } from '../api/monitor';
import { isOwnGroup, receivesNew } from './useGroups';

const group = (groupId: number, groupName: string, defaultSelect = false): MonitorGroup => ({
  groupId,
  groupName,
  groupMonitorCount: 0,
  defaultSelect,
});

describe('receivesNew', () => {
  const all = group(0, '全部分组');
  const fallback = group(1, '默认分组');
  it('is 默认分组 while no group is chosen, and never 全部分组', () => {
    const groups = [all, fallback, group(2, '重点客户')];
    expect(groups.filter((g) => receivesNew(g, groups)).map((g) => g.groupName)).toEqual(['默认分组']);
  });
  it('is the chosen group once one is', () => {
    const groups = [all, fallback, group(2, '重点客户', true)];
    expect(groups.filter((g) => receivesNew(g, groups)).map((g) => g.groupName)).toEqual(['重点客户']);
  });
});

it('lets only the groups the user made be renamed or deleted', () => {
  expect([group(0, '全部分组'), group(1, '默认分组'), group(2, '重点客户')].filter(isOwnGroup)).toEqual([
    group(2, '重点客户'),
  ]);
});
