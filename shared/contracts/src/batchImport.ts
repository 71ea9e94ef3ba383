/**
 * Batch import (spec 2 §2–§5, §7, §9): a spreadsheet of company names or
 * codes is parsed, each row matched to a company, failures matched by hand,
 * and the matched companies imported into a target list.
 */

/** Upload limits (spec 2 §5, §9). */
export const UPLOAD_MAX_BYTES = 20_971_520;
export const UPLOAD_MAX_RECORDS = 500;
export const UPLOAD_EXTENSIONS = ['.xls', '.xlsx'] as const;

/** Whether a file name is one the upload takes (checked by the dialog before sending and by the server). */
export const isUploadFileName = (fileName: string) =>
  UPLOAD_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

/** The messages of an upload refused, shown as the server sends them. */
export const UploadMessage = {
  TOO_LARGE: '文件大小不能超过20M',
  WRONG_TYPE: '仅支持上传.xls、.xlsx格式的文件',
  TOO_MANY: `单次上传不能超过${UPLOAD_MAX_RECORDS}条数据`,
  EMPTY: '文件中没有可识别的企业名称或代码',
  CORRUPT: '文件已损坏或不是有效的Excel文件',
  ENCRYPTED: '文件已加密，请取消密码保护后再上传',
  NO_FILE: '请选择要上传的文件',
  NO_COLUMN: '未能识别企业名称或代码所在的列，请按模板填写',
  TOO_COMPLEX: '文件内容过多或过于复杂，无法读取',
  SEARCH_TOO_SHORT: '搜索内容不能少于2个字符',
} as const;

/** What an upload is for; each names a target that a module registers on the server. */
export const FileType = {
  /** CBA batch search: the list is kept as a batch-search file. */
  BATCH_SEARCH: 'MARKETING_BATCH_SEARCH_UPLOAD',
  /** CBA closer-bank batch match: a batch-search file with a region. */
  CLOSER_BANK: 'MARKETING_CLOSER_BANK_UPLOAD',
  /** Companies added to a project (`targetId`: the project). */
  PROJECT: 'PROJECT_COMPANY_UPLOAD',
  /** Companies monitored in a group (`targetId`: the group). */
  MONITOR: 'MONITOR_COMPANY_UPLOAD',
  /** The institution's own customers (本行客户), kept by its administrators. */
  CUSTOMER_BOOK: 'INST_CUSTOMER_UPLOAD',
  /** PRMA 重点排查: the list is kept as a key-survey file. */
  KEY_SURVEY: 'KEY_SURVEY_UPLOAD',
  /** PRMA 合作方舆情: the institution's partner list (合作方名单). */
  PARTNER_LIST: 'PRMA_PARTNER_UPLOAD',
  /** SCS: the institution's customer book with exposures by product, rating and limit (all or nothing). */
  SCS_CUSTOMER_BOOK: 'SCS_CUSTOMER_UPLOAD',
} as const;
export type FileType = (typeof FileType)[keyof typeof FileType];

/** What a row was recognised as (`dataType`), and its label (`dataTypeDesc`). */
export const DataType = {
  CREDIT_CODE: 'CREDIT_CODE',
  REG_NO: 'REG_NO',
  ORG_CODE: 'ORG_CODE',
  NAME: 'ENT_NAME',
} as const;
export type DataType = (typeof DataType)[keyof typeof DataType];
export const DATA_TYPE_DESC: Record<DataType, string> = {
  CREDIT_CODE: '统一社会信用代码',
  REG_NO: '注册号',
  ORG_CODE: '组织机构代码',
  ENT_NAME: '企业名称',
};

/** How a row matched (`matchResult` of a matched row), or why it did not. */
export const MatchResult = {
  CREDIT_CODE: '统一社会信用代码匹配',
  REG_NO: '注册号匹配',
  ORG_CODE: '组织机构代码匹配',
  NAME: '企业名称精确匹配',
  FORMER_NAME: '曾用名匹配',
  NORMALIZED: '名称规范化匹配',
  MANUAL: '手动匹配',
  REPEAT: '重复数据',
  NOT_FOUND: '未匹配到企业',
  AMBIGUOUS: '匹配到多家企业，请手动选择',
  SHORT_NAME: '简称匹配',
  PINYIN: '拼音匹配',
  FUZZY: '近似名称匹配',
} as const;

/**
 * Why a row matched (`matchReason`), beside the spec's `matchResult`: the codes, the name as typed or in another
 * writing (width, brackets, spaces, traditional characters), a former name, the region elsewhere or left out,
 * another legal form, a 简称 (字号+行业, 证券简称), pinyin, a near name (a homophone, a character wrong or
 * missing), or by hand.
 */
export const MatchReason = {
  CODE: 'CODE',
  EXACT: 'EXACT',
  NORMALIZED: 'NORMALIZED',
  FORMER_NAME: 'FORMER_NAME',
  REGION_VARIANT: 'REGION_VARIANT',
  FORM_VARIANT: 'FORM_VARIANT',
  SHORT_NAME: 'SHORT_NAME',
  PINYIN: 'PINYIN',
  FUZZY: 'FUZZY',
  MANUAL: 'MANUAL',
} as const;
export type MatchReason = (typeof MatchReason)[keyof typeof MatchReason];

/** The reasons as the page and the result file say them. */
export const MATCH_REASON_DESC: Record<MatchReason, string> = {
  CODE: '代码一致',
  EXACT: '名称完全一致',
  NORMALIZED: '名称写法不同（全半角、括号、空格、繁体）',
  FORMER_NAME: '曾用名',
  REGION_VARIANT: '地区位置不同或省略',
  FORM_VARIANT: '组织形式不同',
  SHORT_NAME: '简称',
  PINYIN: '拼音',
  FUZZY: '近似名称（同音字或一字之差）',
  MANUAL: '手动选择',
};

/** Scores (0–100) at or above this may be chosen by the matcher; two within `MATCH_MARGIN` are left to the user. */
export const MATCH_MIN_SCORE = 60;
export const MATCH_MARGIN = 3;

/** A company a failed row may have meant, best first. */
export interface MatchCandidate {
  entId: string;
  entName: string;
  creditCode: string | null;
  orgStatus: string;
  /** Why it may be the one, and how sure (0–100). */
  reason?: MatchReason;
  reasonDesc?: string;
  score?: number;
}

/** One row of the file, matched or not (spec 2 §3 "match row"). */
export interface MatchRow {
  /** The cell as read. */
  data: string;
  dataType: DataType;
  dataTypeDesc: string;
  matchResult: string;
  matchFlag: boolean;
  /** The row's number in the sheet, as Excel shows it. */
  excelLineNo: number;
  /** Why a row failed; empty when it matched. */
  matchFailedResult: string;
  /** Whether the row can be matched by hand (every failed row can). */
  supportMatch: boolean;
  /** The matched company, null while unmatched. */
  entId: string | null;
  entName: string | null;
  creditCode: string | null;
  regNo: string | null;
  orgCode: string | null;
  /** What the target already holds of it (such as 已在项目中), or empty. */
  relatedData: string;
  /** For a repeated row, the line that first named the same company. */
  repeatOf: number | null;
  /** For a failed row, the best candidates (at most 5). */
  candidates: MatchCandidate[];
  /** Why the row matched (`MatchReason`), its label, and how sure the match is (0–100); null while unmatched. */
  matchReason: MatchReason | null;
  matchReasonDesc: string;
  matchScore: number | null;
  /** The row's other columns, for targets that read more than the company (the SCS book's exposures). */
  values?: Record<string, string>;
}

/** The answer of `/esee/upload/dataParse` (spec 2 §3 "batch parse result"). */
export interface ParseResult {
  fileName: string;
  totalRecord: number;
  matchFailRecord: number;
  matchSucRecord: number;
  matchRepeatRecord: number;
  matchSuccessList: MatchRow[];
  matchFailedList: MatchRow[];
  /** Every row in file order. */
  origDataList: MatchRow[];
}

/** A row sent back for the result file (`/esee/upload/matchResult`). */
export interface ResultRow {
  data: string;
  dataType: string;
  dataTypeDesc: string;
  matchResult: string;
  /** The company the row was matched to, by the matcher or by hand; empty when none. */
  correctData: string;
  /** Why it matched (`MATCH_REASON_DESC`) and the score; empty and null when it did not. */
  matchReasonDesc?: string;
  matchScore?: number | null;
}

/** What `/esee/upload/dataConfirm` imports: the matched companies, one per row kept. */
export interface ConfirmRow {
  entId: string;
  data?: string;
  excelLineNo?: number;
  /** The row's other columns, sent back as parsed (targets with `values` only). */
  values?: Record<string, string>;
}

/** Its answer: how many were imported and how many the target already had. */
export interface ConfirmResult {
  imported: number;
  existing: number;
  /** The list created (batch search), or the target's id. */
  targetId: number | null;
}

/** The import button's label (spec 2 §4): prefixed while failures remain unmatched. */
export const importLabel = (failuresLeft: number, action = '导入') =>
  failuresLeft > 0 ? `忽略匹配失败数据，${action}` : action;

/** Where an upload goes: its file type and, for a project or group, the target's id. */
export interface ImportScope {
  fileType: FileType;
  targetId?: number;
  /** Closer-bank lists: the region chosen (2 digits a province, 4 a city). */
  regionCode?: string;
}

/** A company of the manual-match search, and whether the target already has it. */
export interface MatchSearchRow {
  entId: string;
  orgName: string;
  creditCode: string | null;
  legRepName: string | null;
  orgStatus: string;
  estDate: string | null;
  existFlag: boolean;
  relatedData: string;
}

/** Where the batch-import dialog gets its work done (the HTTP client implements it). */
export interface BatchImportSource {
  /** Upload and parse a file; `onProgress` hears the upload's percent. */
  parse: (
    file: Blob & { name: string },
    scope: ImportScope,
    onProgress: (percent: number) => void,
  ) => Promise<ParseResult>;
  confirm: (scope: ImportScope, fileName: string, totalRecord: number, rows: ConfirmRow[]) => Promise<ConfirmResult>;
  /** A page (1-based) of companies by name, for manual matching. */
  matchSearch: (
    text: string,
    page: number,
    scope: ImportScope,
  ) => Promise<{ total: number; totalPage: number; list: MatchSearchRow[] }>;
  downloadResult: (fileName: string, rows: ResultRow[]) => Promise<void>;
  downloadTemplate: () => Promise<void>;
}
