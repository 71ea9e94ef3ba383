import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AUDIT_OPINIONS,
  FINANCIAL_AMOUNT_LIMIT,
  FINANCIAL_ITEMS,
  FINANCIAL_REPORT_TYPES,
  type BalanceSheet,
  type CashFlowStatement,
  type FinancialItem,
  type IncomeStatement,
} from '@esee/contracts';

/**
 * The ingestion format: a folder of JSON Lines files, one object per line,
 * UTF-8. A vendor's data set and our generator's both take this path.
 * Every file is optional; an update may carry only what changed. Rows are
 * keyed (entId, personId, recordId...): a row whose key exists updates it.
 */

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Text = (max = 500) => Type.String({ maxLength: max });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const TechTagSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  year: Type.Integer({ minimum: 1990, maximum: 2100 }),
  validFrom: Day,
  validTo: Day,
});
export type TechTagRow = Static<typeof TechTagSchema>;

export const CompanyRowSchema = Type.Object({
  entId: Id,
  name: Type.String({ minLength: 2, maxLength: 200 }),
  formerNames: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 200 }), { maxItems: 20 })),
  creditCode: Nullable(Type.String()),
  regNo: Nullable(Type.String()),
  orgCode: Nullable(Type.String()),
  legalRep: Nullable(Text(100)),
  legalRepId: Type.Optional(Nullable(Id)),
  /** 元 */
  regCapital: Nullable(Type.Number({ minimum: 0 })),
  regCapitalCurrency: Type.Optional(Text(20)),
  paidCapital: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  estDate: Nullable(Day),
  status: Type.String({ minLength: 1, maxLength: 20 }),
  orgType: Type.String({ minLength: 1, maxLength: 100 }),
  industryCode: Type.Optional(Nullable(Type.String({ pattern: '^[A-T]\\d{0,4}$' }))),
  industryName: Type.Optional(Nullable(Text(100))),
  /** GB/T 2260 */
  regionCode: Nullable(Type.String({ pattern: '^\\d{6}$' })),
  address: Type.Optional(Nullable(Text())),
  lng: Type.Optional(Nullable(Type.Number({ minimum: 73, maximum: 136 }))),
  lat: Type.Optional(Nullable(Type.Number({ minimum: 3, maximum: 54 }))),
  businessScope: Type.Optional(Nullable(Text(5000))),
  phone: Type.Optional(Nullable(Text(50))),
  email: Type.Optional(Nullable(Text(100))),
  website: Type.Optional(Nullable(Text(200))),
  /** Null: the company chose not to publish it. */
  employeeCount: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  listed: Type.Optional(Type.Boolean()),
  hasBonds: Type.Optional(Type.Boolean()),
  tags: Type.Optional(Type.Array(Text(50), { maxItems: 50 })),
  /**
   * Technology tags with their year and validity (高新技术企业, 专精特新 levels, 科技型中小企业; the names are
   * the contracts' TECH_TAGS). Absent: the company's tags stay as loaded; an array replaces them all.
   */
  techTags: Type.Optional(Type.Array(TechTagSchema, { maxItems: 30 })),
});
export type CompanyRow = Static<typeof CompanyRowSchema>;

export const PersonRowSchema = Type.Object({
  personId: Id,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  gender: Type.Optional(Nullable(Type.Union([Type.Literal('M'), Type.Literal('F')]))),
  birthYear: Type.Optional(Nullable(Type.Integer({ minimum: 1900, maximum: 2030 }))),
});
export type PersonRow = Static<typeof PersonRowSchema>;

export const ShareholdingRowSchema = Type.Object({
  companyId: Id,
  holderKind: Type.Union([Type.Literal('C'), Type.Literal('P')]),
  holderId: Id,
  /** 0 < ratio ≤ 1 */
  ratio: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  subscribedAmount: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  subscribedDate: Type.Optional(Nullable(Day)),
  /** A partner of a partnership (合伙企业): 普通合伙人 or 有限合伙人; absent or null for a company's shareholder. */
  partnerType: Type.Optional(Nullable(Type.Union([Type.Literal('普通合伙人'), Type.Literal('有限合伙人')]))),
});
export type ShareholdingRow = Static<typeof ShareholdingRowSchema>;

export const ExecutiveRowSchema = Type.Object({ companyId: Id, personId: Id, post: Type.String({ minLength: 1, maxLength: 50 }) });
export type ExecutiveRow = Static<typeof ExecutiveRowSchema>;

export const BranchRowSchema = Type.Object({ parentId: Id, branchId: Id });
export type BranchRow = Static<typeof BranchRowSchema>;

export const ChangeRowSchema = Type.Object({
  recordId: Id,
  companyId: Id,
  changeDate: Day,
  item: Type.String({ minLength: 1, maxLength: 100 }),
  before: Type.Optional(Nullable(Text(5000))),
  after: Type.Optional(Nullable(Text(5000))),
});
export type ChangeRow = Static<typeof ChangeRowSchema>;

export const AnnualReportRowSchema = Type.Object(
  { companyId: Id, reportYear: Type.Integer({ minimum: 1990, maximum: 2100 }), publishDate: Type.Optional(Nullable(Day)) },
  { additionalProperties: true },
);
export type AnnualReportRow = Static<typeof AnnualReportRowSchema> & Record<string, unknown>;

/** A record of any kind of the column dictionary; `date` is its date column's value. */
export const RecordRowSchema = Type.Object(
  { recordId: Id, companyId: Id, kind: Type.String({ minLength: 1, maxLength: 50 }), date: Type.Optional(Nullable(Day)) },
  { additionalProperties: true },
);
export type RecordRow = Static<typeof RecordRowSchema> & Record<string, unknown>;

/**
 * An investment institution (投资机构): a VC, PE, corporate VC or government guidance fund. Its own funds
 * are companies (`fundIds`, partnerships in the companies file): a financing record names the institution
 * and the fund that took the stake, which is among the company's shareholders after the round.
 */
export const InvestorRowSchema = Type.Object({
  investorId: Id,
  name: Type.String({ minLength: 2, maxLength: 200 }),
  type: Type.Union([Type.Literal('VC'), Type.Literal('PE'), Type.Literal('CVC'), Type.Literal('政府引导基金')]),
  /** AMAC 私募基金管理人登记编号 (P + 7 digits); null where none applies (a corporate VC invests from its balance sheet). */
  amacNo: Nullable(Type.String({ pattern: '^P\\d{7}$' })),
  foundedYear: Type.Integer({ minimum: 1980, maximum: 2100 }),
  /** GB/T 2260 */
  regionCode: Type.String({ pattern: '^\\d{6}$' }),
  fundIds: Type.Array(Id, { maxItems: 50 }),
});
export type InvestorRow = Static<typeof InvestorRowSchema>;

/** A point of a park's boundary: [lng, lat], WGS-84. */
const LngLat = Type.Tuple([Type.Number({ minimum: 73, maximum: 136 }), Type.Number({ minimum: 3, maximum: 54 })]);

/**
 * An industrial park (园区): its level and type, its district, area, centre and boundary polygon (the first
 * point not repeated at the end), and its main industries (the contracts' PARK_INDUSTRIES). Its companies
 * are not listed: they are the companies of its district whose coordinates fall inside the polygon.
 */
export const ParkRowSchema = Type.Object({
  parkId: Id,
  name: Type.String({ minLength: 2, maxLength: 100 }),
  level: Type.Union([Type.Literal('国家级'), Type.Literal('省级'), Type.Literal('市级')]),
  type: Type.Union(['经济技术开发区', '高新技术产业开发区', '综合保税区', '工业园区', '产业园'].map((t) => Type.Literal(t))),
  /** GB/T 2260, a district */
  regionCode: Type.String({ pattern: '^\\d{6}$' }),
  /** km² */
  area: Type.Number({ exclusiveMinimum: 0, maximum: 5000 }),
  lng: Type.Number({ minimum: 73, maximum: 136 }),
  lat: Type.Number({ minimum: 3, maximum: 54 }),
  boundary: Type.Array(LngLat, { minItems: 3, maxItems: 500 }),
  industries: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { minItems: 1, maxItems: 10 }),
});
export type ParkRow = Static<typeof ParkRowSchema>;

/**
 * An industry chain (产业链): its segments from upstream to downstream. A company belongs to a segment when its
 * industry code starts with one of `industryCodes` (GB/T 4754) or its business scope contains one of
 * `keywords`; the membership is computed at load (company_chain_node), not listed here.
 */
export const ChainNodeSchema = Type.Object({
  nodeId: Id,
  stage: Type.Union([Type.Literal('上游'), Type.Literal('中游'), Type.Literal('下游')]),
  name: Type.String({ minLength: 1, maxLength: 30 }),
  industryCodes: Type.Array(Type.String({ pattern: '^[A-T]\\d{0,4}$' }), { maxItems: 20 }),
  keywords: Type.Array(Type.String({ minLength: 2, maxLength: 30 }), { maxItems: 20 }),
});
export const ChainRowSchema = Type.Object({
  chainId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  name: Type.String({ minLength: 2, maxLength: 30 }),
  description: Type.String({ maxLength: 200 }),
  nodes: Type.Array(ChainNodeSchema, { minItems: 1, maxItems: 60 }),
  /**
   * The industries (GB/T 4754 prefixes) a member of the chain is in: a company whose scope holds a segment's keyword
   * but whose industry is none of these is refused (a food firm is no 生物医药 company for selling a 药品 line).
   * Absent: any industry.
   */
  industries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-T]\\d{0,4}$' }), { minItems: 1, maxItems: 30 })),
});
export type ChainRow = Static<typeof ChainRowSchema>;

/**
 * A bid of a tender, with the bid-document metadata e-bidding platforms record (the Art. 40 signals of the
 * 围串标核查): 投标委托代理人, 编制人, 项目负责人, 投标保证金缴纳账户 and 投标文件制作机器码.
 */
export const TenderBidRowSchema = Type.Object({
  entId: Id,
  /** 元 */
  price: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e13 })),
  won: Type.Boolean(),
  agentName: Type.Optional(Nullable(Text(50))),
  preparer: Type.Optional(Nullable(Text(50))),
  projectManager: Type.Optional(Nullable(Text(50))),
  depositAccount: Type.Optional(Nullable(Type.String({ pattern: '^[0-9 -]{6,40}$' }))),
  fileMachineCode: Type.Optional(Nullable(Text(64))),
});
export type TenderBidRow = Static<typeof TenderBidRowSchema>;

/**
 * A tender (招标项目) and its bids. The buyer is named, and linked (`buyerEntId`) when it is a registered
 * company; its type is one of the contracts' BUYER_TYPES. A concluded tender has exactly one winning bid,
 * one not yet opened (or failed) none. A line replaces the tender and all its bids.
 */
export const TenderRowSchema = Type.Object({
  tenderId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  title: Type.String({ minLength: 2, maxLength: 200 }),
  buyerName: Type.String({ minLength: 2, maxLength: 200 }),
  buyerEntId: Nullable(Id),
  buyerType: Type.String({ minLength: 1, maxLength: 20 }),
  /** GB/T 2260, a district */
  regionCode: Type.String({ pattern: '^\\d{6}$' }),
  /** GB/T 4754: a section letter or a class code. */
  industryCode: Nullable(Type.String({ pattern: '^[A-T]\\d{0,4}$' })),
  /** 元 */
  budget: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e13 })),
  publishDate: Day,
  /** 开标日期 */
  openDate: Day,
  /** 招标代理机构; null: the buyer ran the tender itself. */
  agency: Nullable(Text(200)),
  bids: Type.Array(TenderBidRowSchema, { maxItems: 200 }),
});
export type TenderRow = Static<typeof TenderRowSchema>;

/**
 * An overseas company (境外企业) in the OpenCorporates style: its registry (one of the contracts'
 * OVERSEAS_JURISDICTIONS, whose registry-number format is checked), status, type, listing, officers, holders
 * (a person `P` or a company `C` of the register, another overseas company `O`, or a name only `N`) and the mainland companies
 * it holds by shares (`equity`, with a ratio) or controls by contract (`vie`, no ratio). A line replaces the
 * company with its officers, holders and holdings.
 */
export const OverseasRowSchema = Type.Object({
  overseasId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  name: Type.String({ minLength: 2, maxLength: 200 }),
  nameZh: Nullable(Type.String({ minLength: 2, maxLength: 200 })),
  jurisdiction: Type.String({ minLength: 1, maxLength: 20 }),
  registryNo: Type.String({ minLength: 1, maxLength: 30 }),
  status: Type.String({ minLength: 1, maxLength: 20 }),
  incorporationDate: Nullable(Day),
  companyType: Type.String({ minLength: 1, maxLength: 50 }),
  address: Type.Optional(Nullable(Text())),
  exchange: Type.Optional(Nullable(Text(50))),
  stockCode: Type.Optional(Nullable(Type.String({ pattern: '^[0-9A-Z.]{1,12}$' }))),
  officers: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 100 }),
      position: Type.String({ minLength: 1, maxLength: 50 }),
      personId: Type.Optional(Nullable(Id)),
      appointedDate: Type.Optional(Nullable(Day)),
      resignedDate: Type.Optional(Nullable(Day)),
    }),
    { maxItems: 100 },
  ),
  holders: Type.Array(
    Type.Object({
      holderKind: Type.Union([Type.Literal('P'), Type.Literal('C'), Type.Literal('O'), Type.Literal('N')]),
      holderId: Type.Optional(Nullable(Id)),
      name: Type.String({ minLength: 1, maxLength: 200 }),
      /** 0 < ratio ≤ 1; null: not disclosed. */
      ratio: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1 })),
    }),
    { maxItems: 100 },
  ),
  holdings: Type.Array(
    Type.Object({
      entId: Id,
      kind: Type.Union([Type.Literal('equity'), Type.Literal('vie')]),
      ratio: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1 })),
      since: Type.Optional(Nullable(Day)),
    }),
    { maxItems: 200 },
  ),
});
export type OverseasRow = Static<typeof OverseasRowSchema>;

/**
 * A company's listing and IPO status (上市与IPO): the board its shares trade on (the contracts' LISTING_BOARDS;
 * 新三板 is quoted, not listed) with its code and day, and an A-share IPO in progress or ended: its stage (the
 * contracts' IPO_STAGES), the board applied for, the sponsor (保荐机构, who also tutors), the days of the
 * tutoring filing (辅导备案), of the exchange's acceptance and of the current stage. A line replaces the
 * company's status; a company without one is neither listed nor in an IPO.
 */
export const ListingRowSchema = Type.Object({
  companyId: Id,
  board: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  stockCode: Nullable(Type.String({ pattern: '^[0-9A-Z.]{1,12}$' })),
  listDate: Nullable(Day),
  ipoStage: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  ipoBoard: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  sponsor: Nullable(Text(100)),
  tutoringDate: Nullable(Day),
  acceptedDate: Nullable(Day),
  stageDate: Nullable(Day),
});
export type ListingRow = Static<typeof ListingRowSchema>;

/**
 * A law, regulation or rule of the 法律法规库 (laws.jsonl): its 效力级别, issuing body and topics, and its versions
 * oldest first, each with its 文号, days, 时效性, the document that amended it into the next (a 决定, say) and
 * its articles (number, chapter, text; `label` when the document numbers its own way, as 1.1). Version ids
 * start with the law's id and a hyphen. A document repealed whole names its repealer (`repealedBy`). A line
 * replaces the document with all its versions and articles.
 */
export const LawArticleRowSchema = Type.Object({
  no: Type.Integer({ minimum: 1, maximum: 9999 }),
  label: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  chapter: Nullable(Type.String({ minLength: 1, maxLength: 60 })),
  text: Type.String({ minLength: 1, maxLength: 5000 }),
});
export const LawVersionRowSchema = Type.Object({
  versionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  label: Type.String({ minLength: 1, maxLength: 30 }),
  docNo: Nullable(Text(100)),
  publishDate: Day,
  effectiveDate: Day,
  validity: Type.String({ minLength: 1, maxLength: 10 }),
  amendedBy: Nullable(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  note: Nullable(Text(300)),
  articles: Type.Array(LawArticleRowSchema, { minItems: 1, maxItems: 2000 }),
});
export const LawRowSchema = Type.Object({
  lawId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  title: Type.String({ minLength: 2, maxLength: 100 }),
  level: Type.String({ minLength: 1, maxLength: 10 }),
  issuer: Type.String({ minLength: 2, maxLength: 50 }),
  topics: Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { maxItems: 8 }),
  repealedBy: Nullable(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  versions: Type.Array(LawVersionRowSchema, { minItems: 1, maxItems: 30 }),
});
export type LawRow = Static<typeof LawRowSchema>;

/**
 * A sell-side research report (研报, researchReports.jsonl): its type (the contracts' RESEARCH_TYPES), broker,
 * authors with their SAC numbers, day and abstract. A stock report (个股) names the listed company (`companyId`,
 * with the code and 简称 it had), its rating on the contracts' scale and the change from the same broker's
 * previous report on the stock (首次 when none), the close on the day (`price`), the target price and EPS
 * forecasts for three consecutive years with their PE; an industry report (行业) names the industry (GB/T 4754)
 * and may carry a rating; 策略, 宏观 and 晨报 name neither. A line replaces the report.
 */
export const ResearchReportRowSchema = Type.Object({
  reportId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  type: Type.String({ minLength: 1, maxLength: 10 }),
  title: Type.String({ minLength: 4, maxLength: 200 }),
  broker: Type.String({ minLength: 2, maxLength: 30 }),
  authors: Type.Array(
    Type.Object({ name: Type.String({ minLength: 2, maxLength: 20 }), sacNo: Type.String({ pattern: '^S\\d{13}$' }) }),
    { minItems: 1, maxItems: 6 },
  ),
  publishDate: Day,
  companyId: Nullable(Id),
  stockCode: Nullable(Type.String({ pattern: '^[0-9A-Z.]{1,12}$' })),
  stockName: Nullable(Type.String({ minLength: 2, maxLength: 20 })),
  industryCode: Nullable(Type.String({ pattern: '^[A-T]\\d{0,4}$' })),
  industryName: Nullable(Text(100)),
  rating: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  previousRating: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  ratingChange: Nullable(Type.String({ minLength: 1, maxLength: 10 })),
  /** 元 */
  price: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e6 })),
  targetPrice: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e6 })),
  forecasts: Type.Array(
    Type.Object({
      year: Type.Integer({ minimum: 1990, maximum: 2100 }),
      eps: Type.Number({ minimum: -1000, maximum: 1000 }),
      pe: Nullable(Type.Number({ minimum: -1e5, maximum: 1e5 })),
    }),
    { maxItems: 5 },
  ),
  abstract: Type.String({ minLength: 10, maxLength: 5000 }),
  pages: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
});
export type ResearchReportRow = Static<typeof ResearchReportRowSchema>;

/**
 * A review item of 监管动态 (reviews.jsonl): an IPO (`feedback`: the 核准制 发审委 era; `auditMind`: 注册制 at the
 * exchanges), bond, M&A or refinancing application of a company of the data set (`companyId`, with the name,
 * province and industry it had), its board (沪主板, 科创板, 深主板, 创业板, 北交所), the exchange's status label as
 * published, days accepted and updated, the amount to raise (元), a deal type and target (M&A, refinancing) or a
 * bond's name; its intermediaries with their signatories, milestones oldest first (each an exchange label), files
 * by type and the inquiry letters by round with their questions (number, topic tag, text, answer summary). The
 * stage and status key are not given: the loader reads them from the labels. A line replaces the item.
 */
const Label = Type.String({ minLength: 1, maxLength: 30 });
export const ReviewRowSchema = Type.Object({
  reviewId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  reviewType: Type.String({ minLength: 1, maxLength: 20 }),
  companyId: Id,
  issuer: Type.String({ minLength: 2, maxLength: 200 }),
  title: Nullable(Text(200)),
  board: Type.String({ minLength: 1, maxLength: 10 }),
  status: Label,
  province: Nullable(Text(20)),
  industryCode: Nullable(Type.String({ pattern: '^[A-T]\\d{0,4}$' })),
  industryName: Nullable(Text(100)),
  acceptedDate: Day,
  updatedDate: Day,
  /** 元 */
  amount: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e13 })),
  dealType: Nullable(Text(20)),
  target: Nullable(Text(200)),
  intermediaries: Type.Array(
    Type.Object({
      role: Label,
      name: Type.String({ minLength: 2, maxLength: 100 }),
      signatories: Type.Array(Type.Object({ title: Label, name: Type.String({ minLength: 2, maxLength: 20 }) }), { maxItems: 6 }),
    }),
    { minItems: 1, maxItems: 10 },
  ),
  milestones: Type.Array(Type.Object({ date: Day, label: Label }), { minItems: 1, maxItems: 40 }),
  files: Type.Array(
    Type.Object({
      fileType: Label,
      name: Type.String({ minLength: 5, maxLength: 200 }),
      date: Day,
      round: Nullable(Type.Integer({ minimum: 1, maximum: 10 })),
    }),
    { maxItems: 60 },
  ),
  letters: Type.Array(
    Type.Object({
      round: Type.Integer({ minimum: 1, maximum: 10 }),
      title: Text(200),
      date: Day,
      replyDate: Nullable(Day),
      questions: Type.Array(
        Type.Object({
          no: Type.Integer({ minimum: 1, maximum: 200 }),
          topic: Type.String({ minLength: 1, maxLength: 10 }),
          text: Type.String({ minLength: 5, maxLength: 5000 }),
          answer: Type.String({ maxLength: 5000 }),
        }),
        { minItems: 1, maxItems: 100 },
      ),
    }),
    { maxItems: 10 },
  ),
});
export type ReviewRow = Static<typeof ReviewRowSchema>;

/** An amount of a statement, in 元. */
const Amount = Type.Number({ minimum: -FINANCIAL_AMOUNT_LIMIT, maximum: FINANCIAL_AMOUNT_LIMIT });
/** A statement's items (the contracts' FINANCIAL_ITEMS): the required ones a number, the others a number or null; no other key. */
const statementSchema = (items: readonly FinancialItem[]) =>
  Type.Object(Object.fromEntries(items.map((i) => [i.key, i.required ? Amount : Type.Optional(Nullable(Amount))])), {
    additionalProperties: false,
  });

/**
 * A company's financial statements for a fiscal year (financials.jsonl): the annual report's (`reportType` 年报)
 * consolidated balance sheet, income statement and cash-flow statement, each an object of the contracts'
 * FINANCIAL_ITEMS (amounts in 元; an item not disclosed separately is null or absent), with the day they were
 * published (the annual report, or the prospectus for an IPO issuer's reporting period) and the auditor's opinion.
 * Keyed by company, year and report type: a line replaces that company-year. The rules (rules/financials.ts) refuse
 * figures that do not add up, ratios out of range, and statements of a company that publishes none.
 */
export const FinancialRowSchema = Type.Object({
  companyId: Id,
  fiscalYear: Type.Integer({ minimum: 1990, maximum: 2100 }),
  reportType: Type.Union(FINANCIAL_REPORT_TYPES.map((t) => Type.Literal(t))),
  publishDate: Type.Optional(Nullable(Day)),
  auditOpinion: Type.Optional(Nullable(Type.Union(AUDIT_OPINIONS.map((o) => Type.Literal(o))))),
  balanceSheet: statementSchema(FINANCIAL_ITEMS.balanceSheet),
  incomeStatement: statementSchema(FINANCIAL_ITEMS.incomeStatement),
  cashFlow: statementSchema(FINANCIAL_ITEMS.cashFlow),
});
/** A line as the generator writes it (every item present); a vendor's line may leave out an optional item (read as null). */
export interface FinancialRow {
  companyId: string;
  fiscalYear: number;
  reportType: (typeof FINANCIAL_REPORT_TYPES)[number];
  publishDate?: string | null;
  auditOpinion?: (typeof AUDIT_OPINIONS)[number] | null;
  balanceSheet: BalanceSheet;
  incomeStatement: IncomeStatement;
  cashFlow: CashFlowStatement;
}

/** The files of a data set, in the order they are checked and loaded. */
export const DATA_FILES = {
  people: { file: 'people.jsonl', schema: PersonRowSchema },
  companies: { file: 'companies.jsonl', schema: CompanyRowSchema },
  investors: { file: 'investors.jsonl', schema: InvestorRowSchema },
  shareholdings: { file: 'shareholdings.jsonl', schema: ShareholdingRowSchema },
  executives: { file: 'executives.jsonl', schema: ExecutiveRowSchema },
  branches: { file: 'branches.jsonl', schema: BranchRowSchema },
  changes: { file: 'changes.jsonl', schema: ChangeRowSchema },
  annualReports: { file: 'annualReports.jsonl', schema: AnnualReportRowSchema },
  records: { file: 'records.jsonl', schema: RecordRowSchema },
  parks: { file: 'parks.jsonl', schema: ParkRowSchema },
  chains: { file: 'chains.jsonl', schema: ChainRowSchema },
  tenders: { file: 'tenders.jsonl', schema: TenderRowSchema },
  overseas: { file: 'overseas.jsonl', schema: OverseasRowSchema },
  listings: { file: 'listings.jsonl', schema: ListingRowSchema },
  laws: { file: 'laws.jsonl', schema: LawRowSchema },
  researchReports: { file: 'researchReports.jsonl', schema: ResearchReportRowSchema },
  reviews: { file: 'reviews.jsonl', schema: ReviewRowSchema },
  financials: { file: 'financials.jsonl', schema: FinancialRowSchema },
} as const;
export type DataFileName = keyof typeof DATA_FILES;
