import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EvidenceArticleSchema, EvidencePathSchema, EvidenceRecordSchema, type EvidenceArticle } from './evidence';
import { NullableYuan, Yuan } from './money';
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

const ART40 = '有下列情形之一的，视为投标人相互串通投标：';

/**
 * The articles the signals rest on, in their own words (《招标投标法实施条例》 as revised in 2019; 《公司法》 as
 * revised in 2023): each evidence line quotes them, so that a reader checks the rule without looking it up.
 */
export const BID_ARTICLES = {
  art34: {
    citation: '《招标投标法实施条例》第三十四条第二款、第三款',
    text: '单位负责人为同一人或者存在控股、管理关系的不同单位，不得参加同一标段投标或者未划分标段的同一招标项目投标。违反前两款规定的，相关投标均无效。',
  },
  art39: {
    citation: '《招标投标法实施条例》第三十九条',
    text: '禁止投标人相互串通投标。有下列情形之一的，属于投标人相互串通投标：（一）投标人之间协商投标报价等投标文件的实质性内容；（二）投标人之间约定中标人；（三）投标人之间约定部分投标人放弃投标或者中标；（四）属于同一集团、协会、商会等组织成员的投标人按照该组织要求协同投标；（五）投标人之间为谋取中标或者排斥特定投标人而采取的其他联合行动。',
  },
  art40i: {
    citation: '《招标投标法实施条例》第四十条第（一）项',
    text: `${ART40}（一）不同投标人的投标文件由同一单位或者个人编制`,
  },
  art40ii: {
    citation: '《招标投标法实施条例》第四十条第（二）项',
    text: `${ART40}（二）不同投标人委托同一单位或者个人办理投标事宜`,
  },
  art40iii: {
    citation: '《招标投标法实施条例》第四十条第（三）项',
    text: `${ART40}（三）不同投标人的投标文件载明的项目管理成员为同一人`,
  },
  art40iv: {
    citation: '《招标投标法实施条例》第四十条第（四）项',
    text: `${ART40}（四）不同投标人的投标文件异常一致或者投标报价呈规律性差异`,
  },
  art40vi: {
    citation: '《招标投标法实施条例》第四十条第（六）项',
    text: `${ART40}（六）不同投标人的投标保证金从同一单位或者个人的账户转出`,
  },
  companyLaw265: {
    citation: '《中华人民共和国公司法》第二百六十五条第（二）项',
    text: '控股股东，是指其出资额占有限责任公司资本总额超过百分之五十或者其持有的股份占股份有限公司股本总额超过百分之五十的股东；出资额或者持有股份的比例虽然低于百分之五十，但依其出资额或者持有的股份所享有的表决权已足以对股东会的决议产生重大影响的股东。',
  },
} as const satisfies Record<string, EvidenceArticle>;
export type BidArticleKey = keyof typeof BID_ARTICLES;

/** The pair signals, their tier, default weight, legal basis and the articles it quotes (product pages §2.3 table). */
export const BID_SIGNALS = {
  sameLegalRep: {
    name: '同一法定代表人/单位负责人',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款：单位负责人为同一人的不同单位，不得参加同一标段投标',
    articles: ['art34'],
  },
  control: {
    name: '控股或管理关系',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款：存在控股、管理关系的不同单位，不得参加同一标段投标',
    articles: ['art34'],
  },
  sameController: {
    name: '同一控股股东',
    tier: 'statutory',
    weight: 100,
    basis: '《招标投标法实施条例》第三十四条第二款（受同一股东控股，控股关系）；《公司法》第二百六十五条',
    articles: ['art34', 'companyLaw265'],
  },
  crossHolding: {
    name: '相互持股',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
    articles: ['art39'],
  },
  commonHolder: {
    name: '共同股东（各持股5%以上）',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
    articles: ['art39'],
  },
  sharedExecutive: {
    name: '交叉任职（董监高）',
    tier: 'strong',
    weight: 60,
    basis: '关联关系线索：供核实是否属《招标投标法实施条例》第三十九条相互串通投标情形',
    articles: ['art39'],
  },
  samePhone: {
    name: '相同联系电话',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项（同一单位或个人编制、办理投标）',
    articles: ['art40i', 'art40ii'],
  },
  sameEmail: {
    name: '相同电子邮箱',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项（同一单位或个人编制、办理投标）',
    articles: ['art40i', 'art40ii'],
  },
  sameWebsite: {
    name: '相同网址',
    tier: 'medium',
    weight: 40,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条第（一）、（二）项',
    articles: ['art40i', 'art40ii'],
  },
  sameAddress: {
    name: '相同注册地址',
    tier: 'medium',
    weight: 30,
    basis: '疑似关系线索：供核实是否属《招标投标法实施条例》第四十条情形',
    articles: ['art40i', 'art40ii'],
  },
  priceRatio: {
    name: '报价呈规律性差异',
    tier: 'medium',
    weight: 40,
    basis: '《招标投标法实施条例》第四十条第（四）项：投标报价呈规律性差异的，视为投标人相互串通投标',
    articles: ['art40iv'],
  },
  // Bid-document metadata (a tender imported with its bids): Art. 40 deems these collusion.
  samePreparer: {
    name: '投标文件编制人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（一）项：不同投标人的投标文件由同一单位或者个人编制的，视为投标人相互串通投标',
    articles: ['art40i'],
  },
  sameAgent: {
    name: '投标委托代理人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（二）项：不同投标人委托同一单位或者个人办理投标事宜的，视为投标人相互串通投标',
    articles: ['art40ii'],
  },
  sameProjectManager: {
    name: '项目负责人相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（三）项：不同投标人的投标文件载明的项目管理成员为同一人的，视为投标人相互串通投标',
    articles: ['art40iii'],
  },
  sameMachineCode: {
    name: '投标文件制作机器码相同',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（四）项：不同投标人的投标文件异常一致的，视为投标人相互串通投标（同一台计算机制作，亦指向第（一）项同一单位或者个人编制）',
    articles: ['art40iv', 'art40i'],
  },
  sameDepositAccount: {
    name: '投标保证金从同一账户转出',
    tier: 'statutory',
    weight: 100,
    basis:
      '《招标投标法实施条例》第四十条第（六）项：不同投标人的投标保证金从同一单位或者个人的账户转出的，视为投标人相互串通投标',
    articles: ['art40vi'],
  },
  // Weak leads from the register's records.
  equityPledge: {
    name: '股权出质关联',
    tier: 'weak',
    weight: 15,
    basis: '弱关联线索：一方为另一方股权出质的质权人或出质人，供核实是否属《招标投标法实施条例》第三十九条情形',
    articles: ['art39'],
  },
  sharedLawsuit: {
    name: '共同涉诉',
    tier: 'weak',
    weight: 15,
    basis: '弱关联线索：双方为同一案件当事人，供核实是否属《招标投标法实施条例》第三十九条情形',
    articles: ['art39'],
  },
  sharedPatent: {
    name: '共有专利',
    tier: 'weak',
    weight: 10,
    basis: '弱关联线索：双方为同一专利的共同申请人，供核实是否属《招标投标法实施条例》第三十九条情形',
    articles: ['art39'],
  },
} as const satisfies Record<
  string,
  { name: string; tier: BidSignalTier; weight: number; basis: string; articles: readonly BidArticleKey[] }
>;
export type BidSignalCode = keyof typeof BID_SIGNALS;
export const BID_SIGNAL_CODES = Object.keys(BID_SIGNALS) as BidSignalCode[];
/** The articles a signal quotes, in their words. */
export const bidArticlesOf = (code: BidSignalCode): EvidenceArticle[] =>
  BID_SIGNALS[code].articles.map((key) => BID_ARTICLES[key]);
/** How many near misses (links checked that did not count) a check lists at most. */
export const BID_NEAR_MISS_LIMIT = 50;
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
    price: Type.Optional(Yuan('投标报价', { exclusiveMinimum: 0, maximum: 1e13 })),
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
    /** The source records the link was read from, with their dates (both sides'). */
    records: Type.Array(EvidenceRecordSchema),
    /** For a holding or control link: the chains of holdings, from the top holder down to each party. */
    paths: Type.Array(EvidencePathSchema),
    /** The articles the rule rests on, quoted (none where the solution's table cites no article). */
    articles: Type.Array(EvidenceArticleSchema),
  });

/**
 * A link checked that did not count, and why: a common holder under 5% in one party, a holding without control,
 * a relation that ended too long before the day or began after it, a hub, prices just outside the band.
 */
export const pairNearMissSchema = <S extends TSchema>(signal: S) =>
  Type.Object({
    a: Type.Integer(),
    b: Type.Integer(),
    /** The signal it fell short of. */
    signal,
    name: Type.String(),
    /** What was found: 共同股东 张三（甲 4.90%，乙 30.00%）. */
    detail: Type.String(),
    /** Why it does not count: 甲方持股未达5%. */
    reason: Type.String(),
    records: Type.Array(EvidenceRecordSchema),
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

export const BidNearMissSchema = pairNearMissSchema(SignalCodeSchema);
export type BidNearMiss = Static<typeof BidNearMissSchema>;

export const BidderSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  price: NullableYuan('投标报价', '未填写'),
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
  /** Links checked that did not count, with why (at most BID_NEAR_MISS_LIMIT, by pair). */
  nearMisses: Type.Array(BidNearMissSchema),
  /** How many near misses there were in all. */
  nearMissTotal: Type.Integer(),
  weights: Type.Record(Type.String(), Type.Number()),
});
export type BidRiggingResult = Static<typeof BidRiggingResultSchema>;
