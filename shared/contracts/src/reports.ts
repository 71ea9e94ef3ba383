import { Type, type Static } from '@sinclair/typebox';
import { PageNoSchema, PageSizeSchema, RowIdSchema } from './request';

/**
 * CBA 画像生成记录 (product pages §1.10): a company profile report is made
 * as an async job from a template; the list page shows each report with its
 * status and downloads the PDF until it expires.
 */

/** The page's menu entry, and the session right needed to generate (spec 1 §3). */
export const REPORT_LIST_PERMISSION = 'app:cba:marketing:reportList';
export const GENERATE_REPORT_RIGHT = 'marketing:generateImage';

export const REPORT_TEMPLATES = ['brief', 'standard', 'credit'] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number];

export const REPORT_SECTIONS = [
  'basic',
  'shareholders',
  'investments',
  'operations',
  'ip',
  'risks',
  'news',
  'graph',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_TITLES: Record<ReportSection, string> = {
  basic: '基本信息',
  shareholders: '股东与实控',
  investments: '对外投资',
  operations: '经营',
  ip: '知识产权',
  risks: '风险',
  news: '舆情',
  graph: '关系图',
};

/** Each template's title and sections, shortest first: 授信尽调版 has them all. */
export const REPORT_TEMPLATE_INFO: Record<ReportTemplate, { title: string; sections: readonly ReportSection[] }> = {
  brief: { title: '简版', sections: ['basic', 'shareholders', 'risks'] },
  standard: { title: '标准版', sections: ['basic', 'shareholders', 'investments', 'operations', 'risks', 'graph'] },
  credit: { title: '授信尽调版', sections: REPORT_SECTIONS },
};

/** 生成中 covers queued and being written; 已过期 is a success past the retention. */
export const REPORT_STATES = ['generating', 'success', 'failed', 'expired'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  generating: '生成中',
  success: '成功',
  failed: '失败',
  expired: '已过期',
};

const TemplateSchema = Type.Unsafe<ReportTemplate>({ type: 'string', enum: [...REPORT_TEMPLATES] });

export const ReportCreateSchema = Type.Object(
  { entId: Type.String({ minLength: 1, maxLength: 64 }), template: TemplateSchema },
  { additionalProperties: false },
);
export type ReportCreate = Static<typeof ReportCreateSchema>;

export const ReportCreatedSchema = Type.Object({ jobId: Type.Integer(), name: Type.String() });
export type ReportCreated = Static<typeof ReportCreatedSchema>;

export const ReportRegenerateSchema = Type.Object({ jobId: RowIdSchema }, { additionalProperties: false });

export const ReportListRequestSchema = Type.Object(
  { pageNo: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) },
  { additionalProperties: false },
);

export const CompanyReportSchema = Type.Object({
  jobId: Type.Integer(),
  name: Type.String(),
  entId: Type.String(),
  companyName: Type.String(),
  template: TemplateSchema,
  templateTitle: Type.String(),
  requester: Type.String(),
  /** Whether the report is the caller's (a manager sees the institution's). */
  own: Type.Boolean(),
  createdAt: Type.String(),
  state: Type.Unsafe<ReportState>({ type: 'string', enum: [...REPORT_STATES] }),
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  fileSize: Type.Union([Type.Integer(), Type.Null()]),
  /** When the data was read: the time in the PDF's footer. */
  snapshotAt: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
});
export type CompanyReport = Static<typeof CompanyReportSchema>;

export const CompanyReportListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(CompanyReportSchema) });
export type CompanyReportList = Static<typeof CompanyReportListSchema>;

export const ReportDownloadSchema = Type.Object({ jobId: RowIdSchema }, { additionalProperties: false });
