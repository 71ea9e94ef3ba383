import { Type, type Static } from '@sinclair/typebox';
import { pairEvidenceSchema, PairHubSchema, PairLevelSchema, pairSchema } from './bidRigging';
import { DaySchema } from './request';

/**
 * IBA 关系核查 (spec 1 §2 `/investment/relation/screen`, product pages §3.3): a deal's parties checked pairwise
 * for related-party relations in the sense of 企业会计准则第36号 and the exchanges' listing rules (6.3.3).
 */

/** The menu entry's permission key, checked by the server on every call. */
export const RELATION_CHECK_PERMISSION = 'app:iba:due:relationCheck';
export const MIN_PARTIES = 2;
export const MAX_PARTIES = 20;
/** A relation that ended at most this many months before the check still makes a related party (上市规则 6.3.3). */
export const RELATED_LOOKBACK_MONTHS = 12;

/** A party's role in the deal, for reading the answer (it does not change the rules). */
export const PARTY_ROLES = ['发行人', '标的公司', '交易对方', '中介机构', '客户', '供应商', '其他'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
/** The roles a preset's checks run from: with scope `issuer`, only pairs including one of these are checked. */
export const ISSUER_ROLES: readonly PartyRole[] = ['发行人', '标的公司'];

/** A party is a company or a natural person (a person: a name with a company they occur with, or an id). */
export const PARTY_KINDS = ['company', 'person'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];
export const PARTY_KIND_NAMES: Record<PartyKind, string> = { company: '企业', person: '自然人' };

/** Which pairs are checked: every pair, or only those including the issuer (or the target company). */
export const SCREEN_SCOPES = ['all', 'issuer'] as const;
export type ScreenScope = (typeof SCREEN_SCOPES)[number];

/** The IB presets of the page (product pages §3.3): a scope, and the roles suggested for new parties. */
export const SCREEN_PRESETS = [
  { key: 'all', name: '全部两两核查', scope: 'all', roles: [] },
  { key: 'customers', name: '发行人与客户、供应商', scope: 'issuer', roles: ['发行人', '客户', '供应商'] },
  { key: 'intermediaries', name: '发行人与中介机构', scope: 'issuer', roles: ['发行人', '中介机构'] },
] as const satisfies readonly { key: string; name: string; scope: ScreenScope; roles: readonly PartyRole[] }[];

export type RelationTier = 'control' | 'influence' | 'lead';
export const RELATION_TIER_NAMES: Record<RelationTier, string> = {
  control: '控制',
  influence: '重大影响',
  lead: '线索',
};

const CAS36 = '《企业会计准则第36号——关联方披露》';
const LISTING = '《股票上市规则》（沪深交易所）第6.3.3条';
const LEAD = `关联关系线索，不单独构成关联方：需核实是否存在未披露的控制、共同控制或重大影响（${CAS36}第三条，实质重于形式）`;

/** The pair signals of the check, their tier, weight and rule (no price or bid-document signals). */
export const RELATION_SIGNALS = {
  control: {
    name: '控制关系',
    tier: 'control',
    weight: 100,
    basis: `${CAS36}第三条、第四条第（一）（二）项：一方控制另一方（母公司、子公司）构成关联方；${LISTING}：直接或者间接控制上市公司的法人为关联法人`,
  },
  commonControl: {
    name: '同受一方控制',
    tier: 'control',
    weight: 100,
    basis: `${CAS36}第三条、第四条第（三）项：两方同受一方控制构成关联方；${LISTING}：由同一法人或关联自然人直接或者间接控制的法人为关联法人`,
  },
  significantHolding: {
    name: '持股5%以上（重大影响）',
    tier: 'influence',
    weight: 80,
    basis: `${LISTING}：持有上市公司5%以上股份的法人及其一致行动人为关联法人；${CAS36}第四条第（五）项：对该企业施加重大影响的投资方`,
  },
  sharedOfficer: {
    name: '董监高兼任',
    tier: 'influence',
    weight: 80,
    basis: `${LISTING}：关联自然人担任董事（不含同为双方的独立董事）、高级管理人员的法人为关联法人；${CAS36}第四条第（九）（十）项：关键管理人员及其施加重大影响的企业`,
  },
  sameLegalRep: {
    name: '同一法定代表人',
    tier: 'influence',
    weight: 80,
    basis: `《公司法》第十条：法定代表人由代表公司执行公司事务的董事或者经理担任，同一人任双方法定代表人即为双方董事或高级管理人员兼任，适用${LISTING}`,
  },
  commonInvestor: {
    name: '共同投资方（各持股5%以上）',
    tier: 'lead',
    weight: 40,
    basis: `关联关系线索：两方同受一方重大影响的构成关联方（${CAS36}第三条），需核实该投资方对双方是否均具有重大影响（持股比例、董事会席位）`,
  },
  minorHolding: {
    name: '持股不足5%',
    tier: 'lead',
    weight: 30,
    basis: LEAD,
  },
  personControl: {
    name: '自然人控制',
    tier: 'control',
    weight: 100,
    basis: `${LISTING}：直接或者间接控制上市公司的自然人为关联自然人，其直接或者间接控制的法人为关联法人；${CAS36}第四条第（八）项：该企业的主要投资者个人`,
  },
  personHolding: {
    name: '自然人持股5%以上',
    tier: 'influence',
    weight: 80,
    basis: `${LISTING}：直接或者间接持有上市公司5%以上股份的自然人为关联自然人；${CAS36}第四条第（八）项：能够对企业施加重大影响的个人投资者（主要投资者个人）`,
  },
  keyManagement: {
    name: '关键管理人员',
    tier: 'influence',
    weight: 80,
    basis: `${CAS36}第四条第（九）项：该企业的关键管理人员（有权力并负责计划、指挥和控制企业活动的人员）；${LISTING}：上市公司董事、监事及高级管理人员为关联自然人`,
  },
  personMinorHolding: { name: '自然人持股不足5%', tier: 'lead', weight: 30, basis: LEAD },
  personSameCompany: {
    name: '同一企业持股或任职',
    tier: 'lead',
    weight: 30,
    basis: `关联关系线索：两名自然人在同一企业持股或任职，需核实是否为一致行动人、关系密切的家庭成员或共同控制该企业（${CAS36}第四条第（八）至（十）项）`,
  },
  personControlsEmployer: {
    name: '控制对方任职的企业',
    tier: 'lead',
    weight: 40,
    basis: `关联关系线索：一方控制另一方任职的企业，另一方可能受其重大影响（${LISTING}：关联自然人直接或间接控制、或担任董事、高级管理人员的法人为关联法人），需核实`,
  },
  samePhone: { name: '相同联系电话', tier: 'lead', weight: 40, basis: LEAD },
  sameEmail: { name: '相同电子邮箱', tier: 'lead', weight: 40, basis: LEAD },
  sameWebsite: { name: '相同网址', tier: 'lead', weight: 40, basis: LEAD },
  sameAddress: { name: '相同注册地址', tier: 'lead', weight: 30, basis: LEAD },
} as const satisfies Record<string, { name: string; tier: RelationTier; weight: number; basis: string }>;
export type RelationSignalCode = keyof typeof RELATION_SIGNALS;

export type RelationLevel = 'high' | 'medium' | 'low' | 'none';
/** Levels in the deal's terms: a control or significant-influence signal in force makes a related party. */
export const RELATION_LEVEL_NAMES: Record<RelationLevel, string> = {
  high: '构成关联方',
  medium: '疑似关联',
  low: '弱线索',
  none: '未发现关联',
};

/** What the register cannot show, said with every answer. */
export const RELATION_NOT_COVERED = [
  `关系密切的家庭成员（配偶、父母、子女、兄弟姐妹等，${CAS36}第四条第（八）至（十）项、${LISTING}）：登记数据不含亲属关系，需通过关联方调查表、访谈核实`,
  '一致行动协议、代持及其他协议安排：登记数据不含，需查阅协议与公告',
  '12个月内将生效的协议或安排（上市规则视同关联方）：登记数据不含',
];

const IdSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' });
export const RelationPartyInputSchema = Type.Object(
  {
    /** `company` (default) or `person`. */
    kind: Type.Optional(Type.Union(PARTY_KINDS.map((k) => Type.Literal(k)))),
    /** A company picked from the suggestions; without it, `name` is matched (name, former name or USCC). */
    entId: Type.Optional(IdSchema),
    /** A person picked from the suggestions (kind `person`). */
    personId: Type.Optional(IdSchema),
    /** The company's name, or the person's. */
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' }),
    /** For a person typed by name: a company they represent, serve or hold (its name): never a name alone. */
    entName: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' })),
    role: Type.Optional(Type.Union(PARTY_ROLES.map((r) => Type.Literal(r)))),
  },
  { additionalProperties: false },
);
export type RelationPartyInput = Static<typeof RelationPartyInputSchema>;

/** `POST /esee/iba/relation/screen`. */
export const RelationScreenRequestSchema = Type.Object(
  {
    parties: Type.Array(RelationPartyInputSchema, { minItems: MIN_PARTIES, maxItems: MAX_PARTIES }),
    /** The day relations are judged on (default today): those ended within 12 months before it count. */
    checkDate: Type.Optional(DaySchema),
    /** `all` pairs (default), or `issuer`: only pairs including a 发行人 or 标的公司 (customers not against each other). */
    scope: Type.Optional(Type.Union(SCREEN_SCOPES.map((k) => Type.Literal(k)))),
  },
  { additionalProperties: false },
);
export type RelationScreenRequest = Static<typeof RelationScreenRequestSchema>;

// Spelled out: a mapped union would type as never.
const SignalSchema = Type.Union([
  Type.Literal('control'),
  Type.Literal('commonControl'),
  Type.Literal('significantHolding'),
  Type.Literal('sharedOfficer'),
  Type.Literal('sameLegalRep'),
  Type.Literal('commonInvestor'),
  Type.Literal('minorHolding'),
  Type.Literal('personControl'),
  Type.Literal('personHolding'),
  Type.Literal('keyManagement'),
  Type.Literal('personMinorHolding'),
  Type.Literal('personSameCompany'),
  Type.Literal('personControlsEmployer'),
  Type.Literal('samePhone'),
  Type.Literal('sameEmail'),
  Type.Literal('sameWebsite'),
  Type.Literal('sameAddress'),
]);
const TierSchema = Type.Union([Type.Literal('control'), Type.Literal('influence'), Type.Literal('lead')]);
export const RelationEvidenceSchema = pairEvidenceSchema(SignalSchema, TierSchema);
export type RelationEvidence = Static<typeof RelationEvidenceSchema>;

export const RelationPairSchema = pairSchema(RelationEvidenceSchema);
export type RelationPair = Static<typeof RelationPairSchema>;

export const RelationPartySchema = Type.Object({
  kind: Type.Union([Type.Literal('company'), Type.Literal('person')]),
  /** A company's ent id, or a person's id. */
  id: Type.String(),
  name: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  /** For a person: the company they were identified by. */
  entName: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
});
export type RelationParty = Static<typeof RelationPartySchema>;

export const RelationScreenResultSchema = Type.Object({
  checkDate: DaySchema,
  parties: Type.Array(RelationPartySchema),
  scope: Type.Union([Type.Literal('all'), Type.Literal('issuer')]),
  /** How many pairs the scope checks: n(n-1)/2, or with `issuer` those including an issuer. */
  checkedPairs: Type.Integer(),
  /** Names that matched no company: left out of the check. */
  unmatched: Type.Array(Type.String()),
  /** Every pair with at least one signal, worst first. */
  pairs: Type.Array(RelationPairSchema),
  level: PairLevelSchema,
  /** Pairs that are related parties (控制 or 重大影响 in force). */
  relatedPairs: Type.Integer(),
  linkedPairs: Type.Integer(),
  /** The N×N matrix of pair scores (0 where nothing was found, the diagonal 0). */
  matrix: Type.Array(Type.Array(Type.Number())),
  /** Groups of parties (indexes) joined by related or suspected links. */
  clusters: Type.Array(Type.Array(Type.Integer())),
  /** Links through government bodies, 国资委, funds or exchanges: not counted (准则第六条, 仅同受国家控制). */
  excludedHubs: Type.Array(PairHubSchema),
  notCovered: Type.Array(Type.String()),
});
export type RelationScreenResult = Static<typeof RelationScreenResultSchema>;

/** `GET /esee/iba/relation/personSuggest?persName=&entName=`: people of a name, each with companies they occur with. */
export const RelationPersonSuggestQuerySchema = Type.Object(
  {
    persName: Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*$' }),
    entName: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000]*$' })),
  },
  { additionalProperties: false },
);
