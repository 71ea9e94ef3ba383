import { Type, type Static } from '@sinclair/typebox';
import { FormInteger } from './request';
import { NullableYuan } from './money';
import { col } from './columns';
import type { RecordColumn } from './recordKinds';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** How a company is asked for (spec 2 §2: company detail query). */
export const CompanyQuerySchema = Type.Object({
  eid: Type.Optional(Type.String({ maxLength: 64 })),
  entId: Type.Optional(Type.String({ maxLength: 64 })),
  companyName: Type.Optional(Type.String({ maxLength: 200 })),
  creditCode: Type.Optional(Type.String({ maxLength: 18 })),
  companyCode: Type.Optional(Type.String({ maxLength: 18 })),
  regNo: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CompanyQuery = Static<typeof CompanyQuerySchema>;

/** The header card and 工商信息 of a company, with the number of items in each section. */
export const EnterpriseInfoSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  status: Type.String(),
  active: Type.Boolean(),
  creditCode: Nullable(Type.String()),
  regNo: Nullable(Type.String()),
  orgCode: Nullable(Type.String()),
  legalRep: Nullable(Type.String()),
  legalRepId: Nullable(Type.String()),
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  paidCapital: NullableYuan('实缴资本'),
  estDate: Nullable(Type.String()),
  orgType: Type.String(),
  industryCode: Nullable(Type.String()),
  industryName: Nullable(Type.String()),
  region: Nullable(Type.String()),
  address: Nullable(Type.String()),
  lng: NullableNumber,
  lat: NullableNumber,
  businessScope: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  website: Nullable(Type.String()),
  /** Null: the company chose not to publish it. */
  employeeCount: NullableNumber,
  formerNames: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  listed: Type.Boolean(),
  hasBonds: Type.Boolean(),
  /** Items per section: record kinds and shareholders, people, branches, investments, changes, annualReports. */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type EnterpriseInfo = Static<typeof EnterpriseInfoSchema>;

/** A page of any list: spec 2 §9, page size 10, pagination only when the total exceeds 10. */
export const ListPageSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type ListPage<T = Record<string, unknown>> = { total: number; list: T[] };

/** Page parameters as the spec's clients send them: any of the names, numbers or digit strings (form bodies). */
export const PageRequestSchema = Type.Object({
  entId: Type.String({ minLength: 1, maxLength: 64 }),
  pageNo: Type.Optional(FormInteger),
  pageno: Type.Optional(FormInteger),
  pageNum: Type.Optional(FormInteger),
  pageSize: Type.Optional(FormInteger),
  range: Type.Optional(FormInteger),
});
export type PageRequest = Static<typeof PageRequestSchema>;

/** The list endpoints of the company sections that are not record kinds. */
export const SECTION_ENDPOINTS = {
  shareholders: 'queryShareholders',
  people: 'queryPeople',
  branches: 'queryBranches',
  investments: 'queryForeignInvestment',
  holdings: 'queryHoldingCompany',
  annualReports: 'queryAnnualReports',
  parentCompany: 'queryParentCompany',
  finalBeneficiary: 'queryFinalBeneficiary',
} as const;

const COMPANY_NAME = col('name', '企业名称', 'company', { idKey: 'entId' });
const ESTABLISH_DATE = col('establishDate', '成立日期', 'date', { width: 110 });
const REG_CAPITAL = col('regCapital', '注册资本', 'money', { width: 140 });
const REG_STATUS = col('regStatus', '状态', 'status', { width: 100 });
const INVESTMENT_COLUMNS = [
  col('name', '被投资企业名称', 'company', { idKey: 'entId' }),
  col('operName', '法定代表人', 'string', { width: 110 }),
  ESTABLISH_DATE,
  REG_CAPITAL,
  col('fundedRatio', '投资比例', 'percent', { width: 100 }),
  col('amount', '认缴出资额', 'money', { width: 140 }),
  REG_STATUS,
];
const SHAREHOLDER_COLUMNS = [
  col('stockName', '股东名称', 'party', { idKey: 'holderId' }),
  col('stockType', '股东类型', 'enum', { width: 110 }),
  col('stockPercent', '持股比例', 'percent', { width: 100 }),
  col('shouldCapi', '认缴出资额', 'money', { width: 140 }),
  col('shouldDate', '认缴出资日期', 'date', { width: 120 }),
];

/**
 * The columns of the sections that are not record kinds: the same dictionary
 * shape, so one table renders them all (spec 2 §3: column dictionary).
 */
export const SECTION_COLUMNS = {
  shareholders: SHAREHOLDER_COLUMNS,
  people: [
    col('name', '姓名', 'person', { idKey: 'personId' }),
    col('job', '职务', 'string'),
    col('stockPercent', '持股比例', 'percent', { width: 100 }),
  ],
  branches: [COMPANY_NAME, col('operName', '负责人', 'string', { width: 110 }), ESTABLISH_DATE, REG_STATUS],
  investments: INVESTMENT_COLUMNS,
  holdings: INVESTMENT_COLUMNS,
  changes: [
    col('changeDate', '变更日期', 'date', { width: 110 }),
    col('changeItem', '变更事项', 'string', { width: 150 }),
    col('beforeContent', '变更前', 'text'),
    col('afterContent', '变更后', 'text'),
  ],
  annualReports: [col('reportYear', '报送年度', 'year', { width: 120 }), col('publishDate', '公示日期', 'date')],
  listedHolders: SHAREHOLDER_COLUMNS,
  listedHoldings: INVESTMENT_COLUMNS,
  /** 母公司: the companies that control it, the direct parent first (level 1), up the control chain. */
  parentCompany: [
    COMPANY_NAME,
    col('level', '层级', 'number', { width: 70 }),
    col('fundedRatio', '持股比例', 'percent', { width: 100 }),
    col('basis', '控制依据', 'string', { width: 120 }),
    REG_CAPITAL,
    ESTABLISH_DATE,
    REG_STATUS,
  ],
  /** 最终受益人: the beneficial owners by the institution's rule, with the share and how it is reached. */
  finalBeneficiary: [
    col('name', '受益人', 'person', { idKey: 'personId' }),
    col('finalBenefitPercent', '最终受益股份', 'percent', { width: 120 }),
    col('benefitType', '受益类型', 'string', { width: 100 }),
    col('path', '受益路径', 'text'),
  ],
  suspectedRelations: [COMPANY_NAME, col('reason', '疑似关系', 'string', { width: 220 }), REG_STATUS],
  competitors: [COMPANY_NAME, col('industryName', '所属行业', 'string', { width: 200 }), REG_CAPITAL, ESTABLISH_DATE],
  /** A person's companies (spec 2 §7: personalInvestment). */
  personLegalRep: [
    COMPANY_NAME,
    col('orgType', '企业类型', 'string', { width: 220 }),
    REG_CAPITAL,
    ESTABLISH_DATE,
    REG_STATUS,
  ],
  personInvestments: [
    COMPANY_NAME,
    col('fundedRatio', '持股比例', 'percent', { width: 100 }),
    col('amount', '认缴出资额', 'money', { width: 140 }),
    ESTABLISH_DATE,
    REG_STATUS,
  ],
  personPosts: [
    COMPANY_NAME,
    col('post', '职务', 'string', { width: 220 }),
    // 董事, 监事, 高级管理人员 or 其他职务 of the posts (postRolesOf, 公司法 第二百六十五条).
    col('roles', '角色', 'string', { width: 160 }),
    REG_STATUS,
  ],
} as const satisfies Record<string, readonly RecordColumn[]>;
export type SectionKey = keyof typeof SECTION_COLUMNS;

/** 查看原文 of a record whose kind has `document` (a 裁判文书's judgment, a 行政处罚's decision): a PDF, inline. */
export const RECORD_DOCUMENT_URL = '/esee/recordDocument/pdf';
/** `GET /esee/recordDocument/pdf?id=`: the record by its id. */
export const RecordDocumentQuerySchema = Type.Object(
  { id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }) },
  { additionalProperties: false },
);
export type RecordDocumentQuery = Static<typeof RecordDocumentQuerySchema>;
