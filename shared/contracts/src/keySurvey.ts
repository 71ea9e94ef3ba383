import type { GraphEntity, SuspectedPair } from './graphs';
import type { RiskGrade } from './merchants';

/*
 * PRMA 重点排查 (key survey, spec 2 §7 "Relationship and key survey"): a user uploads a list of companies,
 * the system groups those related among themselves into 集团1, 集团2 … with the relation paths that join
 * them, and keeps the list as a file with a 排查提示 validity.
 */

/** The menu entries' permission (重点排查, 已上传名单, 企业关系挖掘, 供应商风险排查), checked on every call. */
export const KEY_SURVEY_PERMISSION = 'app:prma:keySurvey';

/** Files a user keeps at most; the oldest must go (`deleteFileToLtLimit`) before one more is uploaded. */
export const KEY_SURVEY_MAX_FILES = 20;
/** Days a new file's 排查提示 stays valid unless changed. */
export const KEY_SURVEY_DEFAULT_TIP_DAYS = 90;
/** The longest validity a tip can be given, in days. */
export const KEY_SURVEY_MAX_TIP_DAYS = 3650;
/** Relation levels between two members of a group: 1–3, 2 by default (a common holder or officer). */
export const KEY_SURVEY_DEPTHS = [1, 2, 3] as const;
export const KEY_SURVEY_DEFAULT_DEPTH = 2;
/** Groups per page of `enhanceList`. */
export const KEY_SURVEY_PAGE_SIZE = 10;

/**
 * What can join two companies of a list: registered relations (walked to the depth asked for) and shared
 * contact details (疑似关系, between two listed companies directly).
 */
export const KEY_SURVEY_RELATION_TYPES = [
  { code: 'invest', name: '投资持股', suspected: false },
  { code: 'post', name: '任职', suspected: false },
  { code: 'legal', name: '法定代表人', suspected: false },
  { code: 'branch', name: '分支机构', suspected: false },
  { code: 'phone', name: '相同电话', suspected: true },
  { code: 'email', name: '相同邮箱', suspected: true },
  { code: 'address', name: '相同地址', suspected: true },
] as const;
export type KeySurveyRelationType = (typeof KEY_SURVEY_RELATION_TYPES)[number]['code'];
/** The default filter: the registered relations. */
export const KEY_SURVEY_DEFAULT_TYPES: KeySurveyRelationType[] = ['invest', 'post', 'legal', 'branch'];
export const keySurveyTypeName = (code: string) => KEY_SURVEY_RELATION_TYPES.find((t) => t.code === code)?.name ?? code;

/** The contact details 企业关系挖掘 filters suspected relations by (`suspectRelationship/listEnhance`). */
export const SUSPECT_TYPES = [
  { code: 'phone', name: '相同电话' },
  { code: 'email', name: '相同邮箱' },
  { code: 'address', name: '相同地址' },
  { code: 'website', name: '相同网址' },
] as const;

/** `GET /esee/keySurvey/uploadNumLimit`. */
export interface KeySurveyLimit {
  maxFileCount: number;
  fileCount: number;
  maxRecord: number;
  maxFileSize: number;
}

/** A kept list (`getUploadFileInfoList`). */
export interface KeySurveyFile {
  fileId: number;
  fileName: string;
  createTime: string;
  totalRecord: number;
  matchRecord: number;
  /** Groups found with the default relation types and depth. */
  groupCount: number;
  /** The day the file's 排查提示 ends (YYYY-MM-DD), or null for none. */
  tipsValidUntil: string | null;
  tipsValid: boolean;
}

/** A tip that a company is in another of the user's lists whose tips are still valid. */
export interface KeySurveyTip {
  fileId: number;
  fileName: string;
  validUntil: string;
  /** 已在重点排查名单《…》中，有效期至 YYYY-MM-DD. */
  text: string;
}

export interface KeySurveyMember {
  entId: string;
  name: string;
  /** The row of the uploaded sheet (or the example's order). */
  lineNo: number;
  status: string;
  tips: KeySurveyTip[];
}

/** One relation on a path, from the holder, officer, representative or head office, or between two companies sharing a contact. */
export interface KeySurveyEdge {
  from: string;
  to: string;
  type: KeySurveyRelationType;
  /** 持股60.00%, the post, 法定代表人, 分支机构, 相同电话：… */
  label: string;
}

/** A path joining two members of a group. */
export interface KeySurveyPath {
  from: string;
  to: string;
  hops: number;
  /** The path in words: 甲公司 —持股60.00%→ 乙公司 ←董事— 张三 …. */
  text: string;
  nodes: GraphEntity[];
  edges: KeySurveyEdge[];
  types: KeySurveyRelationType[];
}

/** 集团n: members of the list connected through relations among them. */
export interface KeySurveyGroup {
  name: string;
  members: KeySurveyMember[];
  /** Paths joining the members: enough to connect them all, the shortest first, up to a cap (`pathsCut`). */
  paths: KeySurveyPath[];
  pathsCut: boolean;
}

/** `POST /esee/keySurvey/enhanceList` (and the example's). */
export interface KeySurveyResult {
  fileId: number | null;
  fileName: string;
  example: boolean;
  depth: number;
  types: KeySurveyRelationType[];
  memberCount: number;
  /** All groups; `groups` is the page asked for. */
  groupCount: number;
  pageNum: number;
  pageSize: number;
  groups: KeySurveyGroup[];
  /** Members related to no other member (未发现关联). */
  unrelated: KeySurveyMember[];
  /** Entities not walked through: public hubs and entities with too many links. */
  hubs: (GraphEntity & { reason: string })[];
}

/** `POST /esee/keySurvey/supplierRisk`: a file's companies with their risk checklist and group. */
export interface SupplierRiskRow {
  entId: string;
  name: string;
  lineNo: number;
  status: string;
  riskCount: number;
  riskGrade: RiskGrade;
  risks: Record<string, number>;
  /** 集团n, or null when related to no other company of the file. */
  group: string | null;
}

export interface SupplierRiskList {
  total: number;
  list: SupplierRiskRow[];
  /** Companies per grade over the whole file. */
  byGrade: Record<RiskGrade, number>;
}

/** `POST /esee/suspectRelationship/listEnhance`. */
export interface SuspectedPairList {
  total: number;
  list: SuspectedPair[];
}
