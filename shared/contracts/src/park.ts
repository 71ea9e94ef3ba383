import { Type, type Static } from '@sinclair/typebox';
import { CAPITAL_BANDS } from './conditionSearch';
import { PageNoFields } from './paging';
import { NullableYuan } from './money';

/**
 * CBA 园区找客 (product pages §1.7): industrial parks with their boundary, and the companies of a park,
 * those of its district whose coordinates fall inside its boundary polygon.
 */

/** The page permission of the menu entry (spec 1 §2: marketing:industrialPark). */
export const INDUSTRIAL_PARK_PERMISSION = 'app:cba:marketing:industrialPark';

export const PARK_LEVELS = ['国家级', '省级', '市级'] as const;
export type ParkLevel = (typeof PARK_LEVELS)[number];

export const PARK_TYPES = ['经济技术开发区', '高新技术产业开发区', '综合保税区', '工业园区', '产业园'] as const;
export type ParkType = (typeof PARK_TYPES)[number];

/** The main industries a park declares (主导产业). */
export const PARK_INDUSTRIES = [
  '电子信息',
  '集成电路',
  '人工智能',
  '生物医药',
  '医疗器械',
  '新材料',
  '新能源',
  '高端装备制造',
  '汽车及零部件',
  '节能环保',
  '现代物流',
  '跨境电商',
  '软件和信息服务',
  '数字创意',
  '金融服务',
] as const;
export type ParkIndustry = (typeof PARK_INDUSTRIES)[number];

/** The status filter of a park's companies: 在营 (存续, 在业...) or 非在营 (注销, 吊销...). */
export const PARK_COMPANY_STATUSES = [
  { key: 'active', label: '在营' },
  { key: 'inactive', label: '注销/吊销' },
] as const;

const ParkId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
const Region = Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 });

export const ParkQuerySchema = Type.Object(
  {
    ...PageNoFields,
    level: Type.Optional(Type.Union(PARK_LEVELS.map((l) => Type.Literal(l)))),
    type: Type.Optional(Type.Union(PARK_TYPES.map((t) => Type.Literal(t)))),
    /** A province, city or district code (a prefix of the park's district). */
    regionCode: Type.Optional(Region),
    industry: Type.Optional(Type.Union(PARK_INDUSTRIES.map((i) => Type.Literal(i)))),
    name: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type ParkQuery = Static<typeof ParkQuerySchema>;

/** [lng, lat], WGS-84. */
export const LngLatSchema = Type.Tuple([Type.Number(), Type.Number()]);

export const ParkSchema = Type.Object({
  parkId: Type.String(),
  name: Type.String(),
  level: Type.String(),
  type: Type.String(),
  regionCode: Type.String(),
  /** Province, city and district as text. */
  region: Type.String(),
  /** km² */
  area: Type.Number(),
  /** The centre, for the map of parks. */
  center: LngLatSchema,
  industries: Type.Array(Type.String()),
  companyCount: Type.Integer(),
});
export type Park = Static<typeof ParkSchema>;
export const ParkPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ParkSchema) });

export const ParkDetailSchema = Type.Object({
  park: ParkSchema,
  center: LngLatSchema,
  /** The boundary polygon, its first point not repeated at the end. */
  boundary: Type.Array(LngLatSchema),
  statistics: Type.Object({
    /** By GB/T 4754 section; companies without an industry count under 未分类 (key `-`). */
    bySection: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() })),
    /** By registered-capital band (CAPITAL_BANDS); companies without a capital under 未公示 (key `none`). */
    byCapital: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() })),
    /** New registrations by founding year, oldest first (companies without a founding date are left out). */
    byYear: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer() })),
  }),
  /** The companies' points for the map (at most 2000). */
  points: Type.Array(
    Type.Object({ entId: Type.String(), name: Type.String(), lng: Type.Number(), lat: Type.Number() }),
  ),
});
export type ParkDetail = Static<typeof ParkDetailSchema>;

export const ParkCompanyQuerySchema = Type.Object(
  {
    parkId: ParkId,
    ...PageNoFields,
    /** A GB/T 4754 section letter. */
    section: Type.Optional(Type.String({ pattern: '^[A-T]$', maxLength: 1 })),
    status: Type.Optional(Type.Union(PARK_COMPANY_STATUSES.map((s) => Type.Literal(s.key)))),
    capitalBand: Type.Optional(Type.Union(CAPITAL_BANDS.map((b) => Type.Literal(b.key)))),
  },
  { additionalProperties: false },
);
export type ParkCompanyQuery = Static<typeof ParkCompanyQuerySchema>;

export const ParkCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  legalRep: Type.Union([Type.String(), Type.Null()]),
  regCapital: NullableYuan('注册资本'),
  estDate: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  industryName: Type.Union([Type.String(), Type.Null()]),
  lng: Type.Number(),
  lat: Type.Number(),
});
export type ParkCompany = Static<typeof ParkCompanySchema>;
export const ParkCompanyPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ParkCompanySchema) });

export const ParkOptionsSchema = Type.Object({
  levels: Type.Array(Type.String()),
  types: Type.Array(Type.String()),
  industries: Type.Array(Type.String()),
  /** The provinces, cities and districts that have parks. */
  regions: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  sections: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  capitalBands: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  statuses: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type ParkOptions = Static<typeof ParkOptionsSchema>;
