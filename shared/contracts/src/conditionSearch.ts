import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan } from './money';
import { literals, many, REGION_INDUSTRY_FIELDS, sortedPage } from './filterParts';
import { ROUND_FILTER_KEYS } from './financing';
import { RowIdSchema } from './request';

/**
 * CBA 条件找客 (product pages §1.2): find prospects by firmographics, tags,
 * records and risk exclusions, and keep the conditions as a user's named 方案.
 */

/** Technology tags, each with a year and a validity (高企 3 years, 科技型中小企业 the year, 专精特新 levels 3 years). */
export const TECH_TAGS = [
  '高新技术企业',
  '科技型中小企业',
  '创新型中小企业',
  '省级专精特新',
  '国家级专精特新“小巨人”',
] as const;
export type TechTag = (typeof TECH_TAGS)[number];

/** Registered-capital bands (万元): lower bound inclusive, upper bound exclusive. */
export const CAPITAL_BANDS = [
  { key: 'lt100', label: '100万以下', min: null, max: 100 },
  { key: '100to500', label: '100-500万', min: 100, max: 500 },
  { key: '500to1000', label: '500-1000万', min: 500, max: 1000 },
  { key: '1000to5000', label: '1000-5000万', min: 1000, max: 5000 },
  { key: 'ge5000', label: '5000万以上', min: 5000, max: null },
] as const;
export type CapitalBand = (typeof CAPITAL_BANDS)[number]['key'];

/** 成立年限 bands (years): lower bound inclusive, upper bound exclusive. */
export const AGE_BANDS = [
  { key: 'lt1', label: '1年内', min: null, max: 1 },
  { key: '1to3', label: '1-3年', min: 1, max: 3 },
  { key: '3to5', label: '3-5年', min: 3, max: 5 },
  { key: '5to10', label: '5-10年', min: 5, max: 10 },
  { key: 'ge10', label: '10年以上', min: 10, max: null },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];

/** Company types as the filter offers them; each matches registered org types by a rule of the server. */
export const COMPANY_TYPES = [
  '有限责任公司',
  '股份有限公司',
  '国有企业',
  '外资企业',
  '个体工商户',
  '合伙企业',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Risk records that exclude a company, by record kind. */
export const RISK_EXCLUSIONS = [
  { key: 'dishonest', label: '失信被执行' },
  { key: 'abnormalOperation', label: '经营异常' },
  { key: 'consumptionLimit', label: '限制高消费' },
  { key: 'executedPerson', label: '被执行人' },
] as const;
export type RiskExclusion = (typeof RISK_EXCLUSIONS)[number]['key'];

/** Status: active only (存续、在营…, the default), inactive only (吊销、注销…), or any. */
export const COMPANY_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

/** One of the values, typed as their union (an enum: a bad value is refused naming the field). */

/** The conditions of a search and of a saved 方案: every field optional, absent means "any". */
export const ConditionsSchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    ...REGION_INDUSTRY_FIELDS,
    capitalBands: Type.Optional(many(CAPITAL_BANDS.map((b) => b.key))),
    ageBands: Type.Optional(many(AGE_BANDS.map((b) => b.key))),
    status: Type.Optional(literals(COMPANY_STATUS_FILTERS)),
    companyTypes: Type.Optional(many(COMPANY_TYPES)),
    listed: Type.Optional(Type.Boolean()),
    /** Tags valid today; a company matches when it holds any of them. */
    techTags: Type.Optional(many(TECH_TAGS)),
    hasPatent: Type.Optional(Type.Boolean()),
    hasTrademark: Type.Optional(Type.Boolean()),
    hasSoftwareCopyright: Type.Optional(Type.Boolean()),
    /** Won a bid (中标、成交) in the last 12 months. */
    wonBid: Type.Optional(Type.Boolean()),
    hasPhone: Type.Optional(Type.Boolean()),
    hasEmail: Type.Optional(Type.Boolean()),
    excludeRisks: Type.Optional(many(RISK_EXCLUSIONS.map((r) => r.key))),
    /** Had a financing round of any of these (the 融资事件 round filter's choices). */
    financingRounds: Type.Optional(many(ROUND_FILTER_KEYS)),
    /** Leave out the institution's own customers (本行客户, its customer book). */
    excludeCustomers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Conditions = Static<typeof ConditionsSchema>;

export const CONDITION_SORTS = ['estDateDesc', 'estDateAsc', 'capitalDesc', 'capitalAsc'] as const;
export type ConditionSort = (typeof CONDITION_SORTS)[number];

export const ConditionSearchRequestSchema = Type.Object(
  {
    conditions: ConditionsSchema,
    ...sortedPage(CONDITION_SORTS),
    /** A saved 方案 whose previous run marks the rows that are new (`isNew`). */
    setId: Type.Optional(RowIdSchema),
  },
  { additionalProperties: false },
);
export type ConditionSearchRequest = Static<typeof ConditionSearchRequestSchema>;

export const ProspectSchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  legalRep: Type.Union([Type.String(), Type.Null()]),
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  estDate: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  region: Type.String(),
  industryName: Type.Union([Type.String(), Type.Null()]),
  techTags: Type.Array(Type.String()),
  hasPhone: Type.Boolean(),
  hasEmail: Type.Boolean(),
  /** Risk records as the company's risk summary counts them (core/risk/riskSummary). */
  riskCount: Type.Integer(),
  /** In the institution's customer book (本行客户). */
  isCustomer: Type.Boolean(),
  /** New since the 方案's previous run; only when the search names a 方案. */
  isNew: Type.Optional(Type.Boolean()),
});
export type Prospect = Static<typeof ProspectSchema>;

export const ConditionSearchResultSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(ProspectSchema),
});
export type ConditionSearchResult = Static<typeof ConditionSearchResultSchema>;

export interface OptionNode {
  code: string;
  name: string;
  children?: OptionNode[];
}

/** Names of the codes of a tree (region or industry): a city under its province reads 江苏省/南京市, a district 南京市/建邺区. */
export function optionNames(tree: readonly OptionNode[]): Map<string, string> {
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

export const OptionNodeSchema = Type.Recursive((self) =>
  Type.Object({ code: Type.String(), name: Type.String(), children: Type.Optional(Type.Array(self)) }),
);
const LabelledSchema = Type.Object({ key: Type.String(), label: Type.String() });

/** Everything the filter panel is built from. */
export const ConditionOptionsSchema = Type.Object({
  regions: Type.Array(OptionNodeSchema),
  industries: Type.Array(OptionNodeSchema),
  capitalBands: Type.Array(LabelledSchema),
  ageBands: Type.Array(LabelledSchema),
  companyTypes: Type.Array(Type.String()),
  techTags: Type.Array(Type.String()),
  riskExclusions: Type.Array(LabelledSchema),
  maxPageSize: Type.Integer(),
});
export type ConditionOptions = Static<typeof ConditionOptionsSchema>;

export const CONDITION_SET_NAME_MAX = 30;
/** 方案 a user keeps; the oldest must be deleted to save more. */
export const MAX_CONDITION_SETS = 50;

export const ConditionSetSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  conditions: ConditionsSchema,
  /** Matches at the previous run. */
  lastTotal: Type.Union([Type.Integer(), Type.Null()]),
  lastRunAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type ConditionSet = Static<typeof ConditionSetSchema>;

export const ConditionSetCreateSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: CONDITION_SET_NAME_MAX }), conditions: ConditionsSchema },
  { additionalProperties: false },
);
export const ConditionSetRenameSchema = Type.Object(
  { id: RowIdSchema, name: Type.String({ minLength: 1, maxLength: CONDITION_SET_NAME_MAX }) },
  { additionalProperties: false },
);
export const ConditionSetIdSchema = Type.Object({ id: RowIdSchema }, { additionalProperties: false });

/** A rerun: the set as it is now, how many match, and how many of them are new since the previous run. */
export const ConditionSetRunSchema = Type.Object({
  set: ConditionSetSchema,
  total: Type.Integer(),
  newCount: Type.Integer(),
  /** False when there were too many matches to remember them; new ones are then not told apart. */
  tracked: Type.Boolean(),
});
export type ConditionSetRun = Static<typeof ConditionSetRunSchema>;
