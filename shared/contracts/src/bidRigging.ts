import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DaySchema } from './request';
import { TenderIdSchema } from './tenders';

/** PRMA 围串标核查 (product pages §2.3, enterprise-risk §2.6): every pair of bidders checked for links. */

/** The menu entry's permission key, checked by the server on every call. */
export const BID_RIGGING_PERMISSION = 'app:prma:bidRigging';
export const MAX_BIDDERS = 30;
/** A registered address hosting more companies than this is an incubator or agent address: down-weighted. */
export const CROWDED_ADDRESS_COMPANIES = 20;
/** A relation that ended at most this many years before the tender counts at half weight; older ones not at all. */
export const HISTORY_YEARS = 3;

export type BidSignalTier = 'statutory' | 'strong' | 'medium' | 'weak';
export const BID_TIER_NAMES: Record<BidSignalTier, string> = {
  statutory: '法定',
  strong: '强',
  medium: '中',
  weak: '弱',
};

/** The pair signals, their tier, default weight and legal basis (product pages §2.3 table). */
export const BID_SIGNALS = {
  sameLegalRep: {
    name: '同一法定代表人/单位负责人',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款：单位负责人为同一人的不同单位，不得参加同一标段投标',
  },
  control: {
    name: '控股或管理关系',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款：存在控股、管理关系的不同单位，不得参加同一标段投标',
  },
  sameController: {
    name: '同一控股股东',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款（受同一股东控股，控股关系）；《公司法》第二百六十五条',
  },
  crossHolding: {
    name: '相互持股',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
  },
  commonHolder: {
    name: '共同股东（各持股5%以上）',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
  },
  sharedExecutive: {
    name: '交叉任职（董监高）',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
  },
  samePhone: {
    name: '相同联系电话',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项（同一单位或个人编制、办理投标）',
  },
  sameEmail: {
    name: '相同电子邮箱',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项（同一单位或个人编制、办理投标）',
  },
  sameWebsite: {
    name: '相同网址',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项',
  },
  sameAddress: {
    name: '相同注册地址',
    tier: 'medium',
    weight: 30,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条情形',
  },
  priceRatio: {
    name: '报价呈规律性差异',
    tier: 'medium',
    weight: 40,
    basis: '《招标投标法实施条例》第四十条第（四）项：投标报价呈规律性差异的，视为投标人相互串通投标',
  },
  // Bid-document metadata (a tender imported with its bids): Art. 40 deems these collusion.
  samePreparer: {
    name: '投标文件编制人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（一）项：不同投标人的投标文件由同一单位或者个人编制的，视为投标人相互串通投标',
  },
  sameAgent: {
    name: '投标委托代理人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（二）项：不同投标人委托同一单位或者个人办理投标事宜的，视为投标人相互串通投标',
  },
  sameProjectManager: {
    name: '项目负责人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（三）项：不同投标人的投标文件载明的项目管理成员为同一人的，视为投标人相互串通投标',
  },
  sameMachineCode: {
    name: '投标文件制作机器码相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（四）项：不同投标人的投标文件异常一致的，视为投标人相互串通投标（同一台计算机制作，亦指向第（一）项同一单位或者个人编制）',
  },
  sameDepositAccount: {
    name: '投标保证金从同一账户转出',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（六）项：不同投标人的投标保证金从同一单位或者个人的账户转出的，视为投标人相互串通投标',
  },
  // Weak leads from the register's records.
  equityPledge: {
    name: '股权出质关联',
    tier: 'weak',
    weight: 15,
    basis: '弱关联线索：一方为另一方股权出质的质权人或出质人，供核实是否属《招标投标法实施条例》第三十九条情形',
  },
  sharedLawsuit: {
    name: '共同涉诉',
    tier: 'weak',
    weight: 15,
    basis: '弱关联线索：双方为同一案件当事人，供核实是否属《招标投标法实施条例》第三十九条情形',
  },
  sharedPatent: {
    name: '共有专利',
    tier: 'weak',
    weight: 10,
    basis: '弱关联线索：双方为同一专利的共同申请人，供核实是否属《招标投标法实施条例》第三十九条情形',
  },
} as const satisfies Record<string, { name: string; tier: BidSignalTier; weight: number; basis: string }>;
export type BidSignalCode = keyof typeof BID_SIGNALS;
export const BID_SIGNAL_CODES = Object.keys(BID_SIGNALS) as BidSignalCode[];
/** The weight of a shared address hosting more than CROWDED_ADDRESS_COMPANIES companies. */
export const CROWDED_ADDRESS_WEIGHT = 10;

export type BidRiskLevel = 'high' | 'medium' | 'low' | 'none';
export const BID_LEVEL_NAMES: Record<BidRiskLevel, string> = { high: '高', medium: '中', low: '低', none: '无' };

const weightSchema = Type.Optional(Type.Integer({ minimum: 0, maximum: 100 }));

export const BidderInputSchema = Type.Object(
  {
    /** A company picked from the suggestions; without it, `name` is matched (name, former name or USCC). */
    entId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' })),
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' }),
    /** 投标报价, 元. */
    price: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e13 })),
  },
  { additionalProperties: false },
);
export type BidderInput = Static<typeof BidderInputSchema>;

export const BidRiggingRequestSchema = Type.Object(
  {
    projectName: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000]*$' })),
    /** 开标日期: relations ended before it count at half weight (within HISTORY_YEARS). Default today. */
    tenderDate: Type.Optional(DaySchema),
    /**
     * A tender (招标项目) of the register: its bidders, prices, opening day and title are the defaults, and
     * its bid-document metadata gives the Art. 40 (1)–(4), (6) signals.
     */
    tenderId: Type.Optional(TenderIdSchema),
    /** Required without `tenderId`; with it, the tender's bidders when absent. */
    bidders: Type.Optional(Type.Array(BidderInputSchema, { minItems: 2, maxItems: MAX_BIDDERS })),
    /** Weights per signal, overriding the defaults (0 switches a signal off). */
    weights: Type.Optional(
      Type.Object(
        Object.fromEntries(BID_SIGNAL_CODES.map((c) => [c, weightSchema])) as Record<
          BidSignalCode,
          typeof weightSchema
        >,
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BidRiggingRequest = Static<typeof BidRiggingRequestSchema>;

// Spelled out: a mapped union would type as never.
const SignalCodeSchema = Type.Union([
  Type.Literal('sameLegalRep'),
  Type.Literal('control'),
  Type.Literal('sameController'),
  Type.Literal('crossHolding'),
  Type.Literal('commonHolder'),
  Type.Literal('sharedExecutive'),
  Type.Literal('samePhone'),
  Type.Literal('sameEmail'),
  Type.Literal('sameWebsite'),
  Type.Literal('sameAddress'),
  Type.Literal('priceRatio'),
  Type.Literal('samePreparer'),
  Type.Literal('sameAgent'),
  Type.Literal('sameProjectManager'),
  Type.Literal('sameMachineCode'),
  Type.Literal('sameDepositAccount'),
  Type.Literal('equityPledge'),
  Type.Literal('sharedLawsuit'),
  Type.Literal('sharedPatent'),
]);
const TierSchema = Type.Union([
  Type.Literal('statutory'),
  Type.Literal('strong'),
  Type.Literal('medium'),
  Type.Literal('weak'),
]);
/** The level of a pair, and of a whole pairwise check (围串标核查 here, IBA 关系核查 too). */
export const PairLevelSchema = Type.Union([
  Type.Literal('high'),
  Type.Literal('medium'),
  Type.Literal('low'),
  Type.Literal('none'),
]);

/** One evidence line of a pairwise check, in the check's own signal codes and tiers. */
export const pairEvidenceSchema = <S extends TSchema, T extends TSchema>(signal: S, tier: T) =>
  Type.Object({
    signal,
    name: Type.String(),
    tier,
    /** The weight this evidence counted with: here halved when historical, lowered for a crowded address. */
    weight: Type.Number(),
    /** What was found, in words: 共同股东 张三（甲 40.00%，乙 12.00%）, 甲持有乙 60.00%. */
    detail: Type.String(),
    /** The rule it rests on, or why it is only a lead. */
    basis: Type.String(),
    /** The person or company the link runs through, if any. */
    via: Type.Union([
      Type.Object({ id: Type.String(), name: Type.String(), kind: Type.Union([Type.Literal('C'), Type.Literal('P')]) }),
      Type.Null(),
    ]),
    /** The day the relation ended, for historical ones. */
    endedOn: Type.Union([DaySchema, Type.Null()]),
    /** Why the weight is lower than the signal's (here 历史关系 or 集中注册地址). */
    note: Type.Union([Type.String(), Type.Null()]),
  });

/** One pair of a pairwise check: the two parties by index, the score, its level and the evidence. */
export const pairSchema = <E extends TSchema>(evidence: E) =>
  Type.Object({
    a: Type.Integer(),
    b: Type.Integer(),
    score: Type.Number(),
    level: PairLevelSchema,
    evidence: Type.Array(evidence),
  });

/** A hub links through which are not counted: a government body, a state-asset commission, a fund, an exchange. */
export const PairHubSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  reason: Type.String(),
});

export const BidEvidenceSchema = pairEvidenceSchema(SignalCodeSchema, TierSchema);
export type BidEvidence = Static<typeof BidEvidenceSchema>;

export const BidPairSchema = pairSchema(BidEvidenceSchema);
export type BidPair = Static<typeof BidPairSchema>;

export const BidderSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  price: Type.Union([Type.Number(), Type.Null()]),
});
export type Bidder = Static<typeof BidderSchema>;

export const BidRiggingResultSchema = Type.Object({
  /** The tender the check was run on, if any. */
  tenderId: Type.Union([Type.String(), Type.Null()]),
  projectName: Type.String(),
  tenderDate: DaySchema,
  bidders: Type.Array(BidderSchema),
  /** Names that matched no company: left out of the check. */
  unmatched: Type.Array(Type.String()),
  /** Every pair with at least one signal, worst first; the heat map's other cells are 0. */
  pairs: Type.Array(BidPairSchema),
  level: PairLevelSchema,
  linkedPairs: Type.Integer(),
  /** Groups of bidders (indexes) joined by links of medium level or above. */
  clusters: Type.Array(Type.Array(Type.Integer())),
  /** Links through government bodies, state-asset commissions, funds or exchanges: not counted. */
  excludedHubs: Type.Array(PairHubSchema),
  weights: Type.Record(Type.String(), Type.Number()),
});
export type BidRiggingResult = Static<typeof BidRiggingResultSchema>;
