import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptionNodeSchema } from './conditionSearch';
import { RECORD_KIND_BY_KEY, type RecordKind } from './recordKinds';
import { DaySchema } from './request';
import { PageNoFields } from './paging';

/**
 * IBA 知识产权查询 (spec 1 §2 `/investment/allInfo/intelProperty`): the intellectual-property records of every
 * company (patents, trademarks, software and works copyrights, website filings: the 知识产权 tab of the column
 * dictionary) searched by title or number, kind, date and the holder's region and industry, with the holders that
 * have most of them.
 */

/** The menu entry's permission key, checked by the server on every call. */
export const INTEL_PROPERTY_PERMISSION = 'app:iba:goal:intelProperty';

/**
 * The kinds searched: the IP rights of the dictionary's 知识产权 tab and its website filings. 知识产权出质
 * (`ipPledge`) is left out: it is a pledge of a right, the record of a loan, not a right of its own.
 */
export const IP_KINDS = ['patent', 'trademark', 'softwareCopyright', 'worksCopyright', 'icpFiling'] as const;
export type IpKind = (typeof IP_KINDS)[number];

/** Each kind's title column (the name searched by its words) and number column (searched by its beginning). */
export const IP_FIELDS: Readonly<Record<IpKind, { title: string; number: string }>> = {
  patent: { title: 'patentName', number: 'appNumber' },
  trademark: { title: 'tmName', number: 'regNo' },
  softwareCopyright: { title: 'fullName', number: 'regNum' },
  worksCopyright: { title: 'name', number: 'regNum' },
  icpFiling: { title: 'webName', number: 'icpNo' },
};

/** A kind's entry of the column dictionary (its title, date column and columns). */
export const ipKind = (kind: IpKind): RecordKind => RECORD_KIND_BY_KEY.get(kind)!;

/** Matches are counted up to this many per kind, as the company search counts; more read as 1000+ and page no further. */
export const IP_COUNT_CAP = 1_000;
/** The holders are ranked when no kind reaches the count's cap: at most this many matches in all. */
export const IP_RANK_CAP = IP_COUNT_CAP * 5;
/** Holders in the ranking. */
export const IP_TOP_HOLDERS = 10;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** The filters the list, the counts and the ranking share; absent means "any". */
export const IpFilterSchema = Type.Object(
  {
    /** Words of the title (专利名称, 商标名称, 软件全称 …), or the beginning of the number (申请号, 注册号, 登记号, 备案号). */
    keyword: Type.Optional(Type.String({ maxLength: 50, pattern: '^[^\\u0000]*$' })),
    /** The kind's date (申请日, 登记日期, 审核日期 …) from, inclusive. */
    dateFrom: Type.Optional(DaySchema),
    /** … and to, inclusive. */
    dateTo: Type.Optional(DaySchema),
    /** The holder's region, GB/T 2260: 2 digits a province, 4 a city, 6 a district. */
    regionCode: Type.Optional(Type.String({ pattern: '^(\\d{2}|\\d{4}|\\d{6})$', maxLength: 6 })),
    /** The holder's industry, GB/T 4754: a section letter or a class code (C3985). */
    industryCode: Type.Optional(Type.String({ pattern: '^[A-T](\\d{2,4})?$', maxLength: 5 })),
  },
  { additionalProperties: false },
);
export type IpFilter = Static<typeof IpFilterSchema>;

const IpKindSchema = Type.Union([
  Type.Literal('patent'),
  Type.Literal('trademark'),
  Type.Literal('softwareCopyright'),
  Type.Literal('worksCopyright'),
  Type.Literal('icpFiling'),
]);

/** `POST /esee/iba/intelProperty/search`: a page of one kind's records, newest first. */
export const IpSearchQuerySchema = Type.Object(
  {
    ...IpFilterSchema.properties,
    kind: IpKindSchema,
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type IpSearchQuery = Static<typeof IpSearchQuerySchema>;

/** A record as the kind's dictionary columns list it, with its holder. */
export const IpRecordSchema = Type.Object(
  {
    id: Type.String(),
    kind: IpKindSchema,
    /** The holder (权利人, 著作权人, 主办单位). */
    companyId: Type.String(),
    companyName: Type.String(),
    date: Nullable(Type.String()),
  },
  { additionalProperties: true },
);
export type IpRecord = Static<typeof IpRecordSchema> & Record<string, unknown>;

export const IpPageSchema = Type.Object({
  /** Matches, counted up to `IP_COUNT_CAP`. */
  total: Type.Integer(),
  /** More than `IP_COUNT_CAP` match: `total` is the cap and the pages stop there. */
  capped: Type.Boolean(),
  list: Type.Array(IpRecordSchema),
});
export type IpPage = Omit<Static<typeof IpPageSchema>, 'list'> & { list: IpRecord[] };

/** A holder of the ranking: its records among the matches, by kind. */
export const IpHolderSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  status: Type.String(),
  /** 江苏省南京市建邺区 */
  region: Type.String(),
  industryName: Nullable(Type.String()),
  total: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type IpHolder = Static<typeof IpHolderSchema>;

/** `POST /esee/iba/intelProperty/summary` (the filters): the matches of each kind and the holders with most. */
export const IpSummarySchema = Type.Object({
  /** Matches per kind, each counted up to `IP_COUNT_CAP`. */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** The kinds whose count reached the cap. */
  capped: Type.Array(IpKindSchema),
  /** The holders with most matches (≤ `IP_TOP_HOLDERS`), or null when more than `IP_RANK_CAP` match. */
  holders: Nullable(Type.Array(IpHolderSchema)),
  /** Holders among the matches (when ranked). */
  holderCount: Nullable(Type.Integer()),
});
export type IpSummary = Static<typeof IpSummarySchema>;

/** `GET /esee/iba/intelProperty/options`: the region and industry trees of the filters. */
export const IpOptionsSchema = Type.Object({
  regions: Type.Array(OptionNodeSchema),
  industries: Type.Array(OptionNodeSchema),
});
export type IpOptions = Static<typeof IpOptionsSchema>;

/** `GET /esee/iba/intelProperty/detail?recordId=`: one record with every column of its kind, and its holder. */
export const IpDetailQuerySchema = Type.Object(
  { recordId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
