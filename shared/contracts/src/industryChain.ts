import { Type, type Static } from '@sinclair/typebox';
import { CAPITAL_BANDS } from './conditionSearch';
import { PageNoFields } from './paging';
import { NullableYuan } from './money';

/**
 * CBA 产业链找客 (product pages §1.6): industry chains as trees of segments, upstream to downstream, each
 * with the companies whose industry code or business scope match its basis, and a chain report.
 */

/** The page permission of the menu entry. */
export const INDUSTRY_CHAIN_PERMISSION = 'app:cba:marketing:industryChain';

export const CHAIN_STAGES = ['上游', '中游', '下游'] as const;
export type ChainStage = (typeof CHAIN_STAGES)[number];

/** The tags a segment counts and the company list filters by. */
export const CHAIN_TAGS = [
  { key: 'listed', label: '上市' },
  { key: 'specialized', label: '专精特新' },
  { key: 'highTech', label: '高新技术企业' },
] as const;
export type ChainTag = (typeof CHAIN_TAGS)[number]['key'];

const ChainId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', maxLength: 32 });
const NodeId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });
/** A province (2 digits), city (4) or district (6) code, a prefix of the company's district. */
const Region = Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 });

export const ChainQuerySchema = Type.Object({ chainId: ChainId }, { additionalProperties: false });
export const ChainNodeQuerySchema = Type.Object(
  { chainId: ChainId, nodeId: Type.Optional(NodeId) },
  { additionalProperties: false },
);
export type ChainNodeQuery = Static<typeof ChainNodeQuerySchema>;

/** Operating companies (在营) only: what a banker can still approach. */
export const ChainCountsSchema = Type.Object({
  companies: Type.Integer(),
  listed: Type.Integer(),
  specialized: Type.Integer(),
  highTech: Type.Integer(),
  /** The institution's own customers (本行客户) among them. */
  customers: Type.Integer(),
});
export type ChainCounts = Static<typeof ChainCountsSchema>;

export const ChainSummarySchema = Type.Object({
  chainId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  segmentCount: Type.Integer(),
  companies: Type.Integer(),
});
export type ChainSummary = Static<typeof ChainSummarySchema>;

export const ChainNodeSchema = Type.Object({
  nodeId: Type.String(),
  stage: Type.String(),
  name: Type.String(),
  industryCodes: Type.Array(Type.String()),
  keywords: Type.Array(Type.String()),
  /** The basis in words: 依据：行业代码 D4415；经营范围关键词 光伏电站、分布式光伏. */
  basis: Type.String(),
  counts: ChainCountsSchema,
});
export type ChainNode = Static<typeof ChainNodeSchema>;

export const ChainTreeSchema = Type.Object({
  chain: ChainSummarySchema,
  /** Companies in any segment of the chain, each once. */
  counts: ChainCountsSchema,
  stages: Type.Array(
    Type.Object({ stage: Type.String(), counts: ChainCountsSchema, nodes: Type.Array(ChainNodeSchema) }),
  ),
});
export type ChainTree = Static<typeof ChainTreeSchema>;

export const ChainCompanyQuerySchema = Type.Object(
  {
    chainId: ChainId,
    /** A segment; without it, the whole chain. */
    nodeId: Type.Optional(NodeId),
    ...PageNoFields,
    regionCode: Type.Optional(Region),
    capitalBand: Type.Optional(Type.Union(CAPITAL_BANDS.map((b) => Type.Literal(b.key)))),
    tag: Type.Optional(Type.Union(CHAIN_TAGS.map((t) => Type.Literal(t.key)))),
  },
  { additionalProperties: false },
);
export type ChainCompanyQuery = Static<typeof ChainCompanyQuerySchema>;

export const ChainCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  legalRep: Type.Union([Type.String(), Type.Null()]),
  regCapital: NullableYuan('注册资本'),
  estDate: Type.Union([Type.String(), Type.Null()]),
  region: Type.String(),
  industryName: Type.Union([Type.String(), Type.Null()]),
  /** 上市, 专精特新, 高新技术企业 as held today. */
  tags: Type.Array(Type.String()),
  /** The chain's segments the company is in. */
  segments: Type.Array(Type.String()),
  /** Why it is in the segment asked (or the chain): 行业代码 C3985 or 经营范围含「正极材料」. */
  matchedBy: Type.String(),
  isCustomer: Type.Boolean(),
});
export type ChainCompany = Static<typeof ChainCompanySchema>;
export const ChainCompanyPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(ChainCompanySchema) });

export const ChainShareSchema = Type.Object({
  code: Type.String(),
  label: Type.String(),
  count: Type.Integer(),
  /** Of the companies counted, 0–1. */
  share: Type.Number(),
});
export type ChainShare = Static<typeof ChainShareSchema>;

export const ChainLeaderSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  regCapital: NullableYuan('注册资本'),
  region: Type.String(),
  segments: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
});
export type ChainLeader = Static<typeof ChainLeaderSchema>;

/** A segment's page (tokerDetail): the segment, its companies by province, its leading companies by capital. */
export const ChainNodeDetailSchema = Type.Object({
  chain: ChainSummarySchema,
  /** Null: the whole chain. */
  node: Type.Union([ChainNodeSchema, Type.Null()]),
  counts: ChainCountsSchema,
  byProvince: Type.Array(ChainShareSchema),
  leaders: Type.Array(ChainLeaderSchema),
  /** Provinces with companies in it, for the region filter. */
  regions: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type ChainNodeDetail = Static<typeof ChainNodeDetailSchema>;

export const ChainFinancingSchema = Type.Object({
  eventId: Type.String(),
  entId: Type.String(),
  companyName: Type.String(),
  date: Type.String(),
  round: Type.String(),
  /** 未披露 when not disclosed. */
  amountText: Type.String(),
  investors: Type.String(),
  segments: Type.Array(Type.String()),
});
export type ChainFinancing = Static<typeof ChainFinancingSchema>;

/** The chain report (reportPreview), also the PDF's content. */
export const ChainReportSchema = Type.Object({
  chain: ChainSummarySchema,
  counts: ChainCountsSchema,
  stages: Type.Array(
    Type.Object({
      stage: Type.String(),
      counts: ChainCountsSchema,
      nodes: Type.Array(
        Type.Object({ nodeId: Type.String(), name: Type.String(), basis: Type.String(), counts: ChainCountsSchema }),
      ),
    }),
  ),
  /** The ten provinces with most companies of the chain, and the share of the top three. */
  byProvince: Type.Array(ChainShareSchema),
  topThreeShare: Type.Number(),
  leaders: Type.Array(ChainLeaderSchema),
  financing: Type.Array(ChainFinancingSchema),
  /** When the data was last loaded (YYYY-MM-DD HH:mm, Beijing time). */
  snapshotAt: Type.String(),
});
export type ChainReport = Static<typeof ChainReportSchema>;
