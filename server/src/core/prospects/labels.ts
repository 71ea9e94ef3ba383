import { AGE_BANDS, CAPITAL_BANDS, optionNames, RISK_EXCLUSIONS, type Conditions } from '@esee/contracts';
import { conditionOptions } from './options';

const FLAGS: [keyof Conditions, string, string][] = [
  ['listed', '已上市', '未上市'],
  ['hasPatent', '有专利', '无专利'],
  ['hasTrademark', '有商标', '无商标'],
  ['hasSoftwareCopyright', '有软件著作权', '无软件著作权'],
  ['wonBid', '近12个月有中标', '近12个月无中标'],
  ['hasPhone', '有联系电话', '无联系电话'],
  ['hasEmail', '有邮箱', '无邮箱'],
];

/**
 * The conditions as the 条件找客 page's chips read them (`地区：江苏省/南京市`), for the export list (名单导出记录):
 * 条件找客 and IBA 高级搜索 name their filters alike.
 */
export function conditionLabels(c: Conditions): string[] {
  const options = conditionOptions(50);
  const regions = optionNames(options.regions);
  const industries = optionNames(options.industries);
  const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
    list.find((x) => x.key === key)?.label ?? key;
  const out: string[] = [];
  const list = (values: readonly string[] | undefined, title: string, name: (v: string) => string) => {
    for (const v of values ?? []) out.push(`${title}：${name(v)}`);
  };
  if (c.keyword?.trim()) out.push(`关键词：${c.keyword.trim()}`);
  list(c.regionCodes, '地区', (v) => regions.get(v) ?? v);
  list(c.industryCodes, '行业', (v) => industries.get(v) ?? v);
  list(c.capitalBands, '注册资本', (v) => labelOf(CAPITAL_BANDS, v));
  list(c.ageBands, '成立年限', (v) => labelOf(AGE_BANDS, v));
  out.push(`登记状态：${c.status === 'inactive' ? '注销、吊销等' : c.status === 'all' ? '不限' : '在营'}`);
  list(c.companyTypes, '企业类型', (v) => v);
  list(c.techTags, '科技标签', (v) => v);
  for (const [key, yes, no] of FLAGS) if (c[key] !== undefined) out.push(c[key] ? yes : no);
  list(c.financingRounds, '融资轮次', (v) => v);
  list(c.excludeRisks, '排除', (v) => labelOf(RISK_EXCLUSIONS, v));
  if (c.excludeCustomers) out.push('排除本行客户');
  return out;
}
