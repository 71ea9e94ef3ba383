import { optionNames, type Conditions, type ConditionOptions } from '@esee/contracts';

/** One active filter of the conditions as a removable chip: what it says, and the conditions without it. */
export interface ConditionChip {
  key: string;
  label: string;
  without: (c: Conditions) => Conditions;
}

type ListKey =
  | 'regionCodes'
  | 'industryCodes'
  | 'capitalBands'
  | 'ageBands'
  | 'companyTypes'
  | 'techTags'
  | 'financingRounds'
  | 'excludeRisks';
type FlagKey = 'listed' | 'hasPatent' | 'hasTrademark' | 'hasSoftwareCopyright' | 'wonBid' | 'hasPhone' | 'hasEmail';

/** Conditions without one value of a list; an emptied list is dropped. */
export function withoutValue(c: Conditions, key: ListKey, value: string): Conditions {
  const rest = ((c[key] ?? []) as string[]).filter((v) => v !== value);
  const next = { ...c } as Record<string, unknown>;
  if (rest.length) next[key] = rest;
  else delete next[key];
  return next as Conditions;
}

/** Conditions without a field. */
export function withoutField(c: Conditions, key: keyof Conditions): Conditions {
  const next = { ...c };
  delete next[key];
  return next;
}

const FLAG_LABELS: Record<FlagKey, [string, string]> = {
  listed: ['已上市', '未上市'],
  hasPatent: ['有专利', '无专利'],
  hasTrademark: ['有商标', '无商标'],
  hasSoftwareCopyright: ['有软件著作权', '无软件著作权'],
  wonBid: ['近12个月有中标', '近12个月无中标'],
  hasPhone: ['有联系电话', '无联系电话'],
  hasEmail: ['有邮箱', '无邮箱'],
};

/**
 * The active filters as chips, in the panel's order. The status chip appears only when it differs
 * from the default (active companies), which is not a choice the user made.
 */
export function activeConditionChips(c: Conditions, options: ConditionOptions): ConditionChip[] {
  const chips: ConditionChip[] = [];
  const regions = optionNames(options.regions);
  const industries = optionNames(options.industries);
  const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
    list.find((x) => x.key === key)?.label ?? key;
  const list = (key: ListKey, title: string, name: (v: string) => string) => {
    for (const v of (c[key] ?? []) as string[])
      chips.push({ key: `${key}:${v}`, label: `${title}：${name(v)}`, without: (x) => withoutValue(x, key, v) });
  };
  if (c.keyword?.trim())
    chips.push({ key: 'keyword', label: `关键词：${c.keyword.trim()}`, without: (x) => withoutField(x, 'keyword') });
  list('regionCodes', '地区', (v) => regions.get(v) ?? v);
  list('industryCodes', '行业', (v) => industries.get(v) ?? v);
  list('capitalBands', '注册资本', (v) => labelOf(options.capitalBands, v));
  list('ageBands', '成立年限', (v) => labelOf(options.ageBands, v));
  if (c.status && c.status !== 'active')
    chips.push({
      key: 'status',
      label: `登记状态：${c.status === 'inactive' ? '注销、吊销等' : '不限'}`,
      without: (x) => withoutField(x, 'status'),
    });
  list('companyTypes', '企业类型', (v) => v);
  list('techTags', '科技标签', (v) => v);
  for (const key of Object.keys(FLAG_LABELS) as FlagKey[]) {
    const value = c[key];
    if (value !== undefined)
      chips.push({ key, label: FLAG_LABELS[key][value ? 0 : 1], without: (x) => withoutField(x, key) });
  }
  list('financingRounds', '融资轮次', (v) => v);
  list('excludeRisks', '排除', (v) => labelOf(options.riskExclusions, v));
  if (c.excludeCustomers)
    chips.push({ key: 'excludeCustomers', label: '排除本行客户', without: (x) => withoutField(x, 'excludeCustomers') });
  return chips;
}
