import {
  AGE_BANDS,
  CAPITAL_BANDS,
  ConditionSearchExportParamsSchema,
  RISK_EXCLUSIONS,
  type Conditions,
  type ConditionSort,
  type OptionNode,
} from '@esee/contracts';
import { badRequest, validationMessage } from '../../platform/errors';
import { validatorCompiler } from '../../platform/validation';
import type { ExportSource } from '../../platform/exportSources';
import { conditionOptions } from '../../platform/prospects/options';
import type { ProspectIndex } from '../../platform/prospects/prospectIndex';
import { ConditionSearch } from './search';

const checkParams = validatorCompiler({
  schema: ConditionSearchExportParamsSchema,
  httpPart: 'body',
  method: 'POST',
  url: '',
}) as {
  (value: unknown): boolean;
  errors?:
    | { instancePath: string; keyword: string; params: Record<string, unknown>; schemaPath: string; message?: string }[]
    | null;
};

const FLAGS: [keyof Conditions, string, string][] = [
  ['listed', '已上市', '未上市'],
  ['hasPatent', '有专利', '无专利'],
  ['hasTrademark', '有商标', '无商标'],
  ['hasSoftwareCopyright', '有软件著作权', '无软件著作权'],
  ['wonBid', '近12个月有中标', '近12个月无中标'],
  ['hasPhone', '有联系电话', '无联系电话'],
  ['hasEmail', '有邮箱', '无邮箱'],
];

function namesOf(tree: readonly OptionNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: readonly OptionNode[], prefix: string) => {
    for (const n of nodes) {
      names.set(n.code, prefix ? `${prefix}/${n.name}` : n.name);
      if (n.children) walk(n.children, n.name);
    }
  };
  walk(tree, '');
  return names;
}

/** The conditions as the page's chips read them (`地区：江苏省/南京市`), for the export list. */
export function conditionLabels(c: Conditions): string[] {
  const options = conditionOptions(50);
  const regions = namesOf(options.regions);
  const industries = namesOf(options.industries);
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

const HEADER = [
  '企业名称',
  '法定代表人',
  '注册资本（万元）',
  '成立日期',
  '登记状态',
  '地区',
  '行业',
  '科技标签',
  '风险记录数',
  '本行客户',
];

/** 条件找客's result as an export source: the same search as the page's table, in the same order. */
export const conditionSearchExport = (prospects: () => Promise<ProspectIndex>): ExportSource => ({
  title: '条件找客',
  rights: ['marketing:search:condition', 'app:cba:marketing:conditionsSearch'],
  async plan(db, user, params, today) {
    // Checked as the search's own body is: the same messages, naming the field under params.
    if (!checkParams(params)) {
      const validation = (checkParams.errors ?? []).map((e) => ({ ...e, instancePath: `/params${e.instancePath}` }));
      throw badRequest(validationMessage({ validation, validationContext: 'body' }));
    }
    const conditions = params.conditions as Conditions;
    const snapshot = { conditions, ...(params.sort ? { sort: params.sort } : {}) };
    const search = await ConditionSearch.run(db, await prospects(), conditions, { today, instId: user.instId });
    return { params: snapshot, filters: conditionLabels(conditions), rowCount: search.total };
  },
  async rows(db, params, scope, limit) {
    const search = await ConditionSearch.run(db, await prospects(), params.conditions as Conditions, scope);
    const list = await search.page(params.sort as ConditionSort | undefined, { offset: 0, limit });
    return {
      header: HEADER,
      widths: [36, 12, 16, 12, 10, 24, 24, 24, 10, 10],
      rows: list.map((p) => [
        p.orgName,
        p.legalRep,
        p.regCapital,
        p.estDate,
        p.status,
        p.region,
        p.industryName,
        p.techTags.join('、'),
        p.riskCount,
        p.isCustomer ? '是' : '否',
      ]),
    };
  },
});
