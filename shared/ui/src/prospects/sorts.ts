import type { ConditionSort } from '@esee/contracts';

/** The orders of a condition search's rows (条件找客, 高级搜索). */
export const CONDITION_SORT_OPTIONS: { value: ConditionSort; label: string }[] = [
  { value: 'estDateDesc', label: '成立日期从近到远' },
  { value: 'estDateAsc', label: '成立日期从远到近' },
  { value: 'capitalDesc', label: '注册资本从高到低' },
  { value: 'capitalAsc', label: '注册资本从低到高' },
];
