import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';
import { ConditionsSchema } from './conditionSearch';
import { PageNoFields } from './paging';

/* PRMA 合作方寻源 (product pages §2.1) and 关联风险 (§2.4). */

/** The pages' permission keys (spec 1 §2, the PRMA menu entries). */
export const MERCHANTS_SEARCH_PERMISSION = 'app:prma:customerSearch';
export const RELATED_RISK_PERMISSION = 'app:prma:relatedRisk';

/** A risk grade from the checklist counts: A none … D many, E a knock-out (失信, 严重违法, 吊销/注销). */
export type RiskGrade = 'A' | 'B' | 'C' | 'D' | 'E';
export const RISK_GRADES: readonly { grade: RiskGrade; label: string }[] = [
  { grade: 'A', label: '无风险记录' },
  { grade: 'B', label: '低' },
  { grade: 'C', label: '中' },
  { grade: 'D', label: '高' },
  { grade: 'E', label: '一票否决' },
];

/** Bid-win windows, in years (12 or 36 months). */
export const BID_WINDOWS = [1, 3] as const;
export const SHORTLIST_MAX = 200;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

const EntId = Type.String({ minLength: 1, maxLength: 64 });

/** `POST /esee/prma/merchantsSearch/search`. */
export const MerchantsSearchRequestSchema = Type.Object(
  {
    conditions: ConditionsSchema,
    /** Bid-win filter: at least `minWins` won bids (and `minAmount` 元 in all) in the last `years` years. */
    bidWins: Type.Optional(
      Type.Object(
        {
          years: Type.Union([Type.Literal(1), Type.Literal(3)]),
          minWins: Type.Integer({ minimum: 0, maximum: 10_000 }),
          minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e13, description: '中标金额下限，单位：元' })),
        },
        { additionalProperties: false },
      ),
    ),
    sort: Type.Optional(
      Type.Union([Type.Literal('wins36Desc'), Type.Literal('amount36Desc'), Type.Literal('capitalDesc')]),
    ),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type MerchantsSearchRequest = Static<typeof MerchantsSearchRequestSchema>;

const Num = Type.Union([Type.Number(), Type.Null()]);
const Text = Type.Union([Type.String(), Type.Null()]);

export const MerchantSchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  legalRep: Text,
  regCapital: NullableYuan('注册资本'),
  estDate: Text,
  status: Type.String(),
  region: Type.String(),
  industryName: Text,
  /** Won bids (中标/成交) in the last 12 and 36 months, and their amounts in 元. */
  wins12: Type.Integer(),
  amount12: Yuan('近12个月中标金额'),
  wins36: Type.Integer(),
  amount36: Yuan('近36个月中标金额'),
  riskGrade: Type.String(),
  /** Records of the risk checklist. */
  riskCount: Type.Integer(),
  shortlisted: Type.Boolean(),
});
export type Merchant = Static<typeof MerchantSchema>;

export const MerchantsSearchResultSchema = Type.Object({ total: Type.Integer(), list: Type.Array(MerchantSchema) });
export type MerchantsSearchResult = Static<typeof MerchantsSearchResultSchema>;

/** Shortlist add / remove: one company. */
export const ShortlistEntrySchema = Type.Object({ entId: EntId }, { additionalProperties: false });

/** `POST /esee/prma/merchantsSearch/compare`: 2–5 companies. */
export const CompareRequestSchema = Type.Object(
  { entIds: Type.Array(EntId, { minItems: COMPARE_MIN, maxItems: COMPARE_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);

/** One company's key facts, a column of the comparison. */
export const CompareColumnSchema = Type.Object({
  ...MerchantSchema.properties,
  paidCapital: NullableYuan('实缴资本'),
  orgType: Text,
  /** Checklist counts by label (失信, 被执行…), kinds without records left out. */
  risks: Type.Record(Type.String(), Type.Integer()),
});
export type CompareColumn = Static<typeof CompareColumnSchema>;

/** `POST /esee/prma/relatedRisks/list`. */
export const RelatedRisksRequestSchema = Type.Object(
  { entId: EntId, depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })) },
  { additionalProperties: false },
);

export type RelatedLink = 'shareholder' | 'investment' | 'officer' | 'legalRep';

export const RelatedPartySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  depth: Type.Integer(),
  /** How it is reached from the previous hop: 股东, 对外投资, 共同任职, 法定代表人其他企业. */
  relation: Type.String(),
  /** The path from the target, as names joined by →. */
  path: Type.String(),
  /** The company it is reached from (the target or another party), for the graph. */
  via: Type.String(),
  /** The person it is reached through (an officer, shareholder or legal representative of \`via\`), if any. */
  throughPerson: Text,
  /** Holding share along the path (0–1) where every hop is a holding, else null. */
  share: Num,
  /** Closeness: 1, 0.5, 0.25 by depth, times the share where known. */
  weight: Type.Number(),
  riskCount: Type.Integer(),
  riskGrade: Type.String(),
  /** riskCount × weight, rounded to two decimals: the ranking key. */
  weightedRisk: Type.Number(),
  risks: Type.Record(Type.String(), Type.Integer()),
});
export type RelatedParty = Static<typeof RelatedPartySchema>;

export const RelatedRisksSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  depth: Type.Integer(),
  /** True when the walk stopped at the party limit. */
  truncated: Type.Boolean(),
  parties: Type.Array(RelatedPartySchema),
  /** Weighted risk by checklist label over all parties. */
  byKind: Type.Record(Type.String(), Type.Number()),
});
export type RelatedRisks = Static<typeof RelatedRisksSchema>;
