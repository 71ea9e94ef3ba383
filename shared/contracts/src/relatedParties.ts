import { Type, type Static } from '@sinclair/typebox';
import type { DerivedController, DerivedSourceRecord } from './derived';
import type { GraphEntity, OwnershipPath } from './graphs';

/**
 * The institution's related parties (关联方) under 《银行保险机构关联交易管理办法》（银保监会令2022年第1号）, and the
 * derived conclusions that follow the data for group membership (集团) and related parties (issue 42).
 *
 * The institution keeps a list (关联方名单) of the people and companies the Measures name by what they are to it
 * (第六条, 第七条: its controlling shareholders, actual controllers, their concerted parties and ultimate
 * beneficiaries, its major shareholders, its directors, supervisors, senior managers and the people who decide
 * credit, their close relatives), optionally with the institution's own register entity (本机构), from which the
 * platform reads its ≥5% holders, its control chain and its officers. The companies related to the institution
 * (关联法人) are derived from that list over the register: the parties' control chains (the one control rule of the
 * 集团 graph) and their posts.
 */

export const RPT_MEASURES = '《银行保险机构关联交易管理办法》（银保监会令2022年第1号）';

/** The items of the Measures the derivation applies, with their words. */
export const RPT_ARTICLES = {
  '6.1': {
    citation: '第六条第（一）项',
    text: '银行保险机构的自然人控股股东、实际控制人，及其一致行动人、最终受益人',
  },
  '6.2': {
    citation: '第六条第（二）项',
    text: '持有或控制银行保险机构5%以上股权的，或持股不足5%但对银行保险机构经营管理有重大影响的自然人',
  },
  '6.3': {
    citation: '第六条第（三）项',
    text: '银行保险机构的董事、监事、总行（总公司）和重要分行（分公司）的高级管理人员，以及具有大额授信、资产转移、保险资金运用等核心业务审批或决策权的人员',
  },
  '6.4': { citation: '第六条第（四）项', text: '本条第（一）至（三）项所列关联方的配偶、父母、成年子女及兄弟姐妹' },
  '7.1': {
    citation: '第七条第（一）项',
    text: '银行保险机构的法人控股股东、实际控制人，及其一致行动人、最终受益人',
  },
  '7.2': {
    citation: '第七条第（二）项',
    text: '持有或控制银行保险机构5%以上股权的，或者持股不足5%但对银行保险机构经营管理有重大影响的法人或非法人组织，及其控股股东、实际控制人、一致行动人、最终受益人',
  },
  '7.3': {
    citation: '第七条第（三）项',
    text: '本条第（一）项所列关联方控制或施加重大影响的法人或非法人组织，本条第（二）项所列关联方控制的法人或非法人组织',
  },
  '7.4': { citation: '第七条第（四）项', text: '银行保险机构控制或施加重大影响的法人或非法人组织' },
  '7.5': {
    citation: '第七条第（五）项',
    text: '本办法第六条第（一）项所列关联方控制或施加重大影响的法人或非法人组织，第六条第（二）至（四）项所列关联方控制的法人或非法人组织',
  },
  '8.4': {
    citation: '第八条第（四）项（可以认定）',
    text: '本办法第六条第（二）（三）项，以及第七条第（二）项所列关联方可施加重大影响的法人或非法人组织',
  },
} as const;
export type RptArticle = keyof typeof RPT_ARTICLES;

/** What a party on the list is to the institution. */
export type RelatedPartyCategory =
  | 'self'
  | 'controllingShareholder'
  | 'actualController'
  | 'concertParty'
  | 'ultimateBeneficiary'
  | 'majorShareholder'
  | 'director'
  | 'supervisor'
  | 'seniorManager'
  | 'creditOfficer'
  | 'relative';

/**
 * Each category: its words, who can be one (P person, C company), and the item of the Measures that makes such a
 * party related (a person under 第六条, a company under 第七条). `self` is the institution's own register entity:
 * not a related party, the place its holders, controllers and officers are read from.
 */
export const RELATED_PARTY_CATEGORIES: Record<
  RelatedPartyCategory,
  { label: string; subjects: readonly ('P' | 'C')[]; article: { P?: RptArticle; C?: RptArticle } }
> = {
  self: { label: '本机构（工商登记主体）', subjects: ['C'], article: {} },
  controllingShareholder: { label: '控股股东', subjects: ['P', 'C'], article: { P: '6.1', C: '7.1' } },
  actualController: { label: '实际控制人', subjects: ['P', 'C'], article: { P: '6.1', C: '7.1' } },
  concertParty: { label: '一致行动人', subjects: ['P', 'C'], article: { P: '6.1', C: '7.1' } },
  ultimateBeneficiary: { label: '最终受益人', subjects: ['P', 'C'], article: { P: '6.1', C: '7.1' } },
  majorShareholder: {
    label: '主要股东（持有或控制5%以上股权，或有重大影响）',
    subjects: ['P', 'C'],
    article: { P: '6.2', C: '7.2' },
  },
  director: { label: '董事', subjects: ['P'], article: { P: '6.3' } },
  supervisor: { label: '监事', subjects: ['P'], article: { P: '6.3' } },
  seniorManager: { label: '高级管理人员（总行和重要分行）', subjects: ['P'], article: { P: '6.3' } },
  creditOfficer: { label: '有权决定或参与授信的人员（核心业务审批或决策权）', subjects: ['P'], article: { P: '6.3' } },
  relative: { label: '近亲属（配偶、父母、成年子女及兄弟姐妹）', subjects: ['P'], article: { P: '6.4' } },
};

export const RELATED_PARTY_CATEGORY_KEYS = Object.keys(RELATED_PARTY_CATEGORIES) as RelatedPartyCategory[];

/** The share from which a holder of the institution is a major shareholder (第六条第（二）项, 第七条第（二）项: 5%以上, 含本数). */
export const MAJOR_SHAREHOLDER_RATIO = 0.05;

export const RelatedPartyEntrySchema = Type.Object({
  id: Type.Integer(),
  subjectKind: Type.Union([Type.Literal('P'), Type.Literal('C')]),
  category: Type.String(),
  categoryLabel: Type.String(),
  name: Type.String(),
  /** The register's person or company id; null for a person the register does not know. */
  registerId: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type RelatedPartyEntry = Static<typeof RelatedPartyEntrySchema>;

export const RelatedPartySaveSchema = Type.Object({
  subjectKind: Type.Union([Type.Literal('P'), Type.Literal('C')]),
  category: Type.Union(RELATED_PARTY_CATEGORY_KEYS.map((k) => Type.Literal(k))),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  registerId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export type RelatedPartySave = Static<typeof RelatedPartySaveSchema>;

/** A person of the register a typed name may be: the id, and where they hold posts or shares, to tell namesakes apart. */
export interface RelatedPartyPersonMatch {
  personId: string;
  name: string;
  companies: string[];
}

export const RelatedPartyMessage = {
  INST_MGR_ONLY: '仅机构管理员可维护关联方名单',
  SUBJECT_MISMATCH: '该类别不适用于所选主体类型',
  SELF_ONCE: '本机构的工商登记主体只能登记一个',
  UNKNOWN_COMPANY: '工商登记中无此企业',
  UNKNOWN_PERSON: '工商登记中无此自然人',
  TAKEN: '该关联方已在名单中',
  MISSING: '关联方不存在',
} as const;

// ---- Derived conclusions: group membership and related parties -------------------------------------------------

/**
 * 集团 membership as concluded: the group's top (its controller) when the company is in a group of at least two
 * companies under one control (the 集团 graph's rule), the chain from the company up to it, and the members found.
 * `root` null: in no group, with `note` saying why (nobody controls it; its controller controls nothing else).
 */
export interface DerivedGroup {
  root: GraphEntity | null;
  chain: DerivedController['chain'];
  /** Companies in the group (the top counted when a company). */
  members: number;
  /** The first members, a level at a time: who holds them in the group and with what share. */
  memberList: { entity: GraphEntity; parentId: string; ratio: number }[];
  /** The walk stopped at its depth, size or time limit: `members` is at least this many. */
  cut: boolean;
  note: string;
  /** Checked and left out: holdings of the top and the members in companies they do not control, largest first. */
  nearMisses?: { holder: GraphEntity; company: GraphEntity; ratio: number; why: string }[];
}

/** Why a company is related to the institution: the item of the Measures, the party, and how. */
export interface RelatedReason {
  article: RptArticle;
  /** 第七条 and 第六条: the institution shall treat it as related; 第八条: may (实质重于形式). */
  mandatory: boolean;
  party: GraphEntity;
  /** What the party is to the institution (a category's label), and how the platform knows: on the list or read. */
  partyRole: string;
  /** 名单登记 for a party on the list; else how it was read from the register (本机构第一大股东 持股 12.00%). */
  partySource: string;
  /** 'self': the party is the company; 'control': it controls the company down `path`; 'post': it holds `post` there. */
  how: 'self' | 'control' | 'post';
  path: OwnershipPath | null;
  post: string | null;
}

/** A party that holds shares of the company without controlling it: checked, and why it does not make it related. */
export interface RelatedNearMiss {
  party: GraphEntity;
  partyRole: string;
  ratio: number;
  why: string;
}

/** 关联方 as concluded for a company: related or not, every reason, and the near misses. */
export interface DerivedRelatedParty {
  related: boolean;
  reasons: RelatedReason[];
  nearMisses: RelatedNearMiss[];
}

/** A customer of the book (or a monitored company) that is a related party, as the list page shows it. */
export interface RelatedCustomer {
  entId: string;
  entName: string;
  inBook: boolean;
  value: DerivedRelatedParty;
  /** The shareholding records of the reasons' paths, as the register holds them now. */
  records: DerivedSourceRecord[];
  computedAt: string;
  changedAt: string;
}

/** `GET /framework/api/org/relatedParty/company?entId=`: the company's 关联方 status for the caller's institution. */
export const RelatedPartyCompanyQuerySchema = Type.Object({
  entId: Type.String({ minLength: 1, maxLength: 64 }),
});

/**
 * A company's 关联方 status for the signed-in user's institution, as the company page's 「本行关联方」 tag shows it:
 * the reasons (an item of the Measures each), empty when the company is not related.
 */
export interface CompanyRelatedParty {
  related: boolean;
  reasons: RelatedReason[];
}
