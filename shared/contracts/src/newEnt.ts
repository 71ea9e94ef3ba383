import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan } from './money';
import { literals, many, REGION_INDUSTRY_FIELDS, sortedPage } from './filterParts';
import { CAPITAL_BANDS, COMPANY_STATUS_FILTERS, COMPANY_TYPES, OptionNodeSchema } from './conditionSearch';
import { DaySchema } from './request';

/**
 * CBA 新成立企业 (`/bankAssistant/newEnt`, spec 1 §2's `/newEnt` and `/apps/marketing/newEnt`): a
 * corporate banker's prospecting list of companies established in a recent window (new companies need
 * an account, payroll, loans), filtered like 条件找客, with their count per week and where they are.
 */

/** The menu entry's permission key; the server refuses the calls without it. */
export const NEW_ENT_PERMISSION = 'app:cba:marketing:newEnt';

/** The windows offered, each ending today (China time) and counting today. `custom`: `dateFrom` to `dateTo`. */
export const NEW_ENT_WINDOWS = [
  { key: '7d', label: '近7天', days: 7 },
  { key: '30d', label: '近30天', days: 30 },
  { key: '90d', label: '近90天', days: 90 },
  { key: '1y', label: '近一年', days: null },
] as const;
export type NewEntWindow = (typeof NEW_ENT_WINDOWS)[number]['key'] | 'custom';
/** When nothing is chosen. */
export const NEW_ENT_DEFAULT_WINDOW: NewEntWindow = '30d';
/** A chosen date range spans at most this many days (a year, a leap year's included). */
export const NEW_ENT_MAX_RANGE_DAYS = 366;

export const NEW_ENT_SORTS = ['estDateDesc', 'capitalDesc'] as const;
export type NewEntSort = (typeof NEW_ENT_SORTS)[number];

/** The filters of the list, its summary and its export: every field optional, absent means "any". */
export const NewEntFiltersSchema = Type.Object(
  {
    window: Type.Optional(literals([...NEW_ENT_WINDOWS.map((w) => w.key), 'custom'] as const)),
    /** With `window: 'custom'`, both: the first and last day of establishment (YYYY-MM-DD, China days). */
    dateFrom: Type.Optional(DaySchema),
    dateTo: Type.Optional(DaySchema),
    /** Name contains. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    ...REGION_INDUSTRY_FIELDS,
    capitalBands: Type.Optional(many(CAPITAL_BANDS.map((b) => b.key))),
    companyTypes: Type.Optional(many(COMPANY_TYPES)),
    /** Absent: any status. */
    status: Type.Optional(literals(COMPANY_STATUS_FILTERS)),
    /** Leave out the institution's own customers (本行客户, its customer book). */
    excludeCustomers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewEntFilters = Static<typeof NewEntFiltersSchema>;

export const NewEntListRequestSchema = Type.Object(
  {
    filters: NewEntFiltersSchema,
    ...sortedPage(NEW_ENT_SORTS),
  },
  { additionalProperties: false },
);
export type NewEntListRequest = Static<typeof NewEntListRequestSchema>;

export const NewEntSummaryRequestSchema = Type.Object(
  { filters: NewEntFiltersSchema },
  { additionalProperties: false },
);

const Text = Type.Union([Type.String(), Type.Null()]);

export const NewEntCompanySchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  estDate: Text,
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  legalRep: Text,
  status: Type.String(),
  orgType: Type.String(),
  industryName: Text,
  region: Type.String(),
  address: Text,
  hasPhone: Type.Boolean(),
  /** In the institution's customer book (本行客户). */
  isCustomer: Type.Boolean(),
});
export type NewEntCompany = Static<typeof NewEntCompanySchema>;

export const NewEntPageSchema = Type.Object({
  /** The days the list covers, as resolved from the window (China days). */
  dateFrom: Type.String(),
  dateTo: Type.String(),
  total: Type.Integer(),
  list: Type.Array(NewEntCompanySchema),
});
export type NewEntPage = Static<typeof NewEntPageSchema>;

const CountSchema = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });
export type NewEntCount = Static<typeof CountSchema>;

export const NewEntSummarySchema = Type.Object({
  dateFrom: Type.String(),
  dateTo: Type.String(),
  total: Type.Integer(),
  /** Of them, in the institution's customer book (0 when the filters leave customers out). */
  customers: Type.Integer(),
  /** Per day for a window of up to 14 days, else per calendar week (Monday to Sunday, cut to the window). */
  unit: Type.Union([Type.Literal('day'), Type.Literal('week')]),
  /** Oldest first; `key` is the first day of the period, `label` its short form. */
  periods: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      from: Type.String(),
      to: Type.String(),
      count: Type.Integer(),
    }),
  ),
  /** Where they are: by province, or by city (district) when the region filter is within one province (city). */
  regionLevel: Type.Union([Type.Literal('province'), Type.Literal('city'), Type.Literal('district')]),
  regions: Type.Array(CountSchema),
  /** What they do: by section, or by class when the industry filter is within one section. */
  industryLevel: Type.Union([Type.Literal('section'), Type.Literal('class')]),
  industries: Type.Array(CountSchema),
});
export type NewEntSummary = Static<typeof NewEntSummarySchema>;

/** Everything the filter bar is built from, and the day the windows end on. */
export const NewEntOptionsSchema = Type.Object({
  /** Today, China time (YYYY-MM-DD): every window ends on it. */
  today: Type.String(),
  windows: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  /** Provinces and their cities. */
  regions: Type.Array(OptionNodeSchema),
  /** Sections and their classes. */
  industries: Type.Array(OptionNodeSchema),
  capitalBands: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  companyTypes: Type.Array(Type.String()),
});
export type NewEntOptions = Static<typeof NewEntOptionsSchema>;

/**
 * 新成立企业's export (名单导出记录): the filters and order of its list, under a key of their own. Open at the
 * top on purpose: it is tried first in the export's union of sources, and a closed object would strip the
 * other sources' fields (the validator removes unknown properties even in a branch that fails).
 */
export const NewEntExportParamsSchema = Type.Object({
  newEnt: Type.Object(
    { filters: NewEntFiltersSchema, sort: Type.Optional(literals(NEW_ENT_SORTS)) },
    { additionalProperties: false },
  ),
});
