import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LawChangeSchema } from './lawLibrary';
import { PageNoFields } from './paging';

/**
 * IBA 智能文档审核 (spec 1 §2 `/investment/smartText/...`, product pages §3.8): a prospectus or bond prospectus
 * (.docx or .pdf) is read into paragraphs and checked against the registry (names, 统一社会信用代码, legal
 * representative, capital, shareholders), against itself (the same figure in two places, tables that must add
 * up, the order of dates, defined terms), against the law library (citations in force) and a small dictionary
 * (typos, sensitive words). Tasks are the user's own; two tasks compare as versions or as related files.
 */

/** The menu entry's permission key, checked by the server on every call. */
export const SMART_TEXT_PERMISSION = 'app:iba:smartText';

/** What a document is: proCheck takes 招股说明书, bondProCheck 债券募集说明书; 审计报告 serves the cross-file comparison. */
export const SMART_TEXT_KINDS = ['招股说明书', '债券募集说明书', '审计报告'] as const;
export type SmartTextKind = (typeof SMART_TEXT_KINDS)[number];

/** Usual version labels (a free label up to 20 characters is taken too). */
export const SMART_TEXT_VERSIONS = ['申报稿', '上会稿', '注册稿', '定稿'] as const;

/** The checks, in the order the issue list groups them. */
export const SMART_TEXT_ISSUE_TYPES = [
  '工商信息',
  '数字一致',
  '表格勾稽',
  '日期顺序',
  '释义',
  '法规引用',
  '错别字',
] as const;
export type SmartTextIssueType = (typeof SMART_TEXT_ISSUE_TYPES)[number];

export const SMART_TEXT_SEVERITIES = ['高', '中', '低'] as const;
export type SmartTextSeverity = (typeof SMART_TEXT_SEVERITIES)[number];

/** Upload limits: one file of at most 20 MB, .docx or .pdf, read in at most this many paragraphs. */
export const SMART_TEXT_MAX_BYTES = 20_971_520;
export const SMART_TEXT_MAX_PARAGRAPHS = 20_000;
export const SMART_TEXT_EXTENSIONS = ['.docx', '.pdf'] as const;
export const isSmartTextFileName = (fileName: string) =>
  SMART_TEXT_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

/** Why a file is refused, as the server says it. */
export const SmartTextMessage = {
  NO_FILE: '请选择要审核的文件',
  WRONG_TYPE: '仅支持上传.docx、.pdf格式的文件',
  TOO_LARGE: '文件大小不能超过20M',
  CORRUPT: '文件已损坏或格式不正确，无法读取',
  ENCRYPTED: '文件已加密，请取消密码保护后再上传',
  EMPTY: '文件中没有可读取的文字（扫描件请先进行文字识别）',
  TOO_COMPLEX: '文件内容过多或过于复杂，无法读取',
  BAD_KIND: `文档类型须为${SMART_TEXT_KINDS.join('、')}之一`,
  BAD_VERSION: '版本名称不能超过20个字符',
  NOT_FOUND: '审核任务不存在',
} as const;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Kind = Type.Union([Type.Literal('招股说明书'), Type.Literal('债券募集说明书'), Type.Literal('审计报告')]);
const IssueType = Type.Union([
  Type.Literal('工商信息'),
  Type.Literal('数字一致'),
  Type.Literal('表格勾稽'),
  Type.Literal('日期顺序'),
  Type.Literal('释义'),
  Type.Literal('法规引用'),
  Type.Literal('错别字'),
]);
const Severity = Type.Union([Type.Literal('高'), Type.Literal('中'), Type.Literal('低')]);
const Range = Type.Tuple([Type.Integer(), Type.Integer()]);

/** A paragraph of a document: a heading, a text paragraph or a table (its rows of cells). */
export const SmartTextParagraphSchema = Type.Object({
  /** 1-based, in reading order: what issues point at. */
  no: Type.Integer(),
  kind: Type.Union([Type.Literal('heading'), Type.Literal('text'), Type.Literal('table')]),
  /** The heading the paragraph is under (第X节 ...), or null before the first. */
  section: Nullable(Type.String()),
  /** The page, for a PDF (null for a .docx, which has no fixed pages). */
  page: Nullable(Type.Integer()),
  /** The text; a table's rows joined by line breaks, cells by tabs. */
  text: Type.String(),
  rows: Type.Optional(Type.Array(Type.Array(Type.String()))),
});
export type SmartTextParagraph = Static<typeof SmartTextParagraphSchema>;

/** One finding: what was found where, what was expected and on what ground. */
export const SmartTextIssueSchema = Type.Object({
  id: Type.Integer(),
  type: IssueType,
  severity: Severity,
  /** The paragraph (its `no`) and a readable location: 第3页 第12段 or 第二节 概览 第12段. */
  paragraphNo: Type.Integer(),
  location: Type.String(),
  title: Type.String(),
  found: Type.String(),
  expected: Type.String(),
  /** Where the expectation comes from: the registry record, a law version, another paragraph. */
  source: Type.String(),
  /** The paragraph (its `no`) the expectation comes from, when it is one of the document's. */
  sourceParagraphNo: Nullable(Type.Integer()),
  /** The found text's place in the paragraph's text, when known. */
  ranges: Type.Array(Range),
});
export type SmartTextIssue = Static<typeof SmartTextIssueSchema>;

export const SmartTextCountsSchema = Type.Object({
  total: Type.Integer(),
  high: Type.Integer(),
  medium: Type.Integer(),
  low: Type.Integer(),
});

/** A task of the history: the file, its kind and version, when, the issuer found, the issues counted. */
export const SmartTextTaskSchema = Type.Object({
  taskId: Type.Integer(),
  fileName: Type.String(),
  kind: Kind,
  version: Type.String(),
  format: Type.Union([Type.Literal('docx'), Type.Literal('pdf')]),
  /** Beijing time, `YYYY-MM-DD HH:mm:ss`. */
  createdAt: Type.String(),
  status: Type.Union([Type.Literal('已完成'), Type.Literal('部分完成')]),
  /** Why a check could not run (the issuer not found in the registry), or null. */
  note: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  entId: Nullable(Type.String()),
  paragraphCount: Type.Integer(),
  counts: SmartTextCountsSchema,
  /** Issues by type. */
  byType: Type.Record(Type.String(), Type.Integer()),
});
export type SmartTextTask = Static<typeof SmartTextTaskSchema>;

export const SmartTextDetailSchema = Type.Object({
  task: SmartTextTaskSchema,
  paragraphs: Type.Array(SmartTextParagraphSchema),
  issues: Type.Array(SmartTextIssueSchema),
});
export type SmartTextDetail = Static<typeof SmartTextDetailSchema>;

/** `POST /esee/smartText/list`: the user's tasks, newest first. */
export const SmartTextListRequestSchema = Type.Object(
  { kind: Type.Optional(Kind), keyword: Type.Optional(Type.String({ maxLength: 100 })), ...PageNoFields },
  { additionalProperties: false },
);
export const SmartTextPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(SmartTextTaskSchema) });
export type SmartTextPage = Static<typeof SmartTextPageSchema>;

const TaskId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const SmartTextTaskIdSchema = Type.Object({ taskId: TaskId }, { additionalProperties: false });
/** Two of the user's tasks side by side (compare, diff): the request names them, the answer gives them. */
const twoTasks = <A extends string, B extends string>(a: A, b: B) =>
  Type.Object({ [a]: TaskId, [b]: TaskId } as Record<A | B, typeof TaskId>, { additionalProperties: false });
const bothTasks = <A extends string, B extends string>(a: A, b: B) =>
  ({ [a]: SmartTextTaskSchema, [b]: SmartTextTaskSchema }) as Record<A | B, typeof SmartTextTaskSchema>;

/** `POST /esee/smartText/compare`: the same metric and period in two files. */
export const SmartTextCompareRequestSchema = twoTasks('leftTaskId', 'rightTaskId');
const FigureSchema = Type.Object({
  value: Type.Number(),
  text: Type.String(),
  paragraphNo: Type.Integer(),
  location: Type.String(),
});
export const SmartTextCompareRowSchema = Type.Object({
  metric: Type.String(),
  period: Type.String(),
  left: Nullable(FigureSchema),
  right: Nullable(FigureSchema),
  status: Type.Union([Type.Literal('一致'), Type.Literal('不一致'), Type.Literal('仅左侧'), Type.Literal('仅右侧')]),
});
export type SmartTextCompareRow = Static<typeof SmartTextCompareRowSchema>;
export const SmartTextCompareSchema = Type.Object({
  ...bothTasks('left', 'right'),
  rows: Type.Array(SmartTextCompareRowSchema),
  mismatches: Type.Integer(),
});
export type SmartTextCompare = Static<typeof SmartTextCompareSchema>;

/** `POST /esee/smartText/diff`: paragraphs added, removed and changed from one version to the next. */
export const SmartTextDiffRequestSchema = twoTasks('oldTaskId', 'newTaskId');
export const SmartTextDiffSchema = Type.Object({
  ...bothTasks('old', 'new'),
  /** In the newer version's order, removed paragraphs last; `label` is the paragraph's location. */
  changes: Type.Array(LawChangeSchema),
  unchanged: Type.Integer(),
});
export type SmartTextDiff = Static<typeof SmartTextDiffSchema>;

/** The defects a sample document can carry (all of them in 下载示例文档). */
export const SMART_TEXT_DEFECTS = [
  'legalRep',
  'capital',
  'shareholderName',
  'netProfit',
  'tableSum',
  'dateOrder',
  'undefinedTerm',
  'citation',
  'typo',
] as const;
export type SmartTextDefect = (typeof SMART_TEXT_DEFECTS)[number];

/** `GET /esee/smartText/sample`: a generated document of a registry company. */
export const SmartTextSampleQuerySchema = Type.Object(
  {
    kind: Type.Optional(Kind),
    version: Type.Optional(Type.Union([Type.Literal('申报稿'), Type.Literal('上会稿')])),
    /** `all` (default): every defect planted; `none`: a clean document. */
    defects: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('none')])),
    format: Type.Optional(Type.Union([Type.Literal('docx'), Type.Literal('pdf')])),
  },
  { additionalProperties: false },
);
export type SmartTextSampleQuery = Static<typeof SmartTextSampleQuerySchema>;

/** Where an issue sits, as the list shows it. */
export const smartTextLocation = (p: Pick<SmartTextParagraph, 'no' | 'page' | 'section'>) =>
  p.page !== null ? `第${p.page}页 第${p.no}段` : `${p.section ? `${p.section} ` : ''}第${p.no}段`;
