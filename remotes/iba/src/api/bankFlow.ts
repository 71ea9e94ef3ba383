import type {
  BankFlowAnalysisDetail,
  BankFlowAnalysisSummary,
  BankFlowCheckCode,
  BankFlowConclusion,
  BankFlowFlag,
  BankFlowFlagStatus,
  BankFlowMapping,
  BankFlowPreview,
  BankFlowResult,
  BankFlowRule,
  BankFlowRuleCatalogue,
  BankFlowStatement,
  BankFlowSubject,
  BankFlowSubjectRole,
  BankFlowTransaction,
  WorkRun,
} from '@esee/contracts';
import { downloadFile, http, quiet, Timeouts } from '@esee/http';
import type { PageData } from '@esee/ui';
import { paged } from './request';

export interface Reviewer {
  username: string;
  name: string;
}

export interface SubjectToAdd {
  kind: 'company' | 'person';
  entId?: string;
  name?: string;
  /** Chosen by the user: the server refuses a subject without one (issue 36). */
  role: BankFlowSubjectRole;
}

export interface FlagQuery {
  rule?: BankFlowRule;
  status?: BankFlowFlagStatus;
}

/**
 * A statement upload: the file, its subject, and the mapping and account the user gave; for the import, the
 * checks the user confirmed (their codes).
 */
function uploadBody(
  file: File,
  subjectId: number,
  mapping?: Partial<BankFlowMapping>,
  accountNo?: string,
  confirm: readonly BankFlowCheckCode[] = [],
): FormData {
  const body = new FormData();
  body.append('subjectId', String(subjectId));
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (accountNo?.trim()) body.append('accountNo', accountNo.trim());
  if (confirm.length) body.append('confirm', confirm.join(','));
  body.append('file', file, file.name);
  return body;
}

const percent = (onProgress?: (p: number) => void) =>
  onProgress
    ? (e: { loaded: number; total?: number }) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
    : undefined;

/** IBA 银行流水分析 (product pages §3.5; server/src/areas/iba/bankFlow/README.md). */
export const bankFlowApi = {
  /** The rule catalogue with the institution's thresholds (and whether the caller may set them). */
  rules: () => http.get<BankFlowRuleCatalogue>('/esee/bankFlow/rules', undefined, quiet),
  /** The institution's thresholds, every one (null: back to the defaults). */
  saveThresholds: (thresholds: Record<string, number> | null) =>
    http.post<BankFlowRuleCatalogue>('/esee/bankFlow/thresholds', { thresholds }),
  reviewers: () => http.get<Reviewer[]>('/esee/bankFlow/reviewers', undefined, quiet),
  list: (page: number) =>
    http.post<PageData<BankFlowAnalysisSummary>>('/esee/bankFlow/analysis/list', paged({}, page), quiet),
  create: (name: string, reviewer?: string) =>
    http.post<BankFlowAnalysisDetail>('/esee/bankFlow/analysis/create', { name, ...(reviewer ? { reviewer } : {}) }),
  detail: (analysisId: number) =>
    http.post<BankFlowAnalysisDetail>('/esee/bankFlow/analysis/detail', { analysisId }, quiet),
  setReviewer: (analysisId: number, reviewer: string) =>
    http.post<BankFlowAnalysisDetail>('/esee/bankFlow/analysis/reviewer', { analysisId, reviewer }),
  remove: (analysisId: number) => http.post<null>('/esee/bankFlow/analysis/delete', { analysisId }),
  addSubject: (analysisId: number, subject: SubjectToAdd) =>
    http.post<BankFlowSubject>('/esee/bankFlow/subject/add', { analysisId, ...subject }),
  removeSubject: (subjectId: number) => http.post<null>('/esee/bankFlow/subject/delete', { subjectId }),
  /** Silent: the upload dialog shows the refusal beside the file. */
  preview: (
    file: File,
    subjectId: number,
    mapping?: Partial<BankFlowMapping>,
    accountNo?: string,
    onProgress?: (p: number) => void,
  ) =>
    http.post<BankFlowPreview>('/esee/bankFlow/statement/preview', uploadBody(file, subjectId, mapping, accountNo), {
      ...quiet,
      upload: true,
      timeout: Timeouts.LONG,
      onUploadProgress: percent(onProgress),
    }),
  import: (
    file: File,
    subjectId: number,
    mapping: Partial<BankFlowMapping>,
    accountNo: string,
    confirm: readonly BankFlowCheckCode[],
    onProgress?: (p: number) => void,
  ) =>
    http.post<BankFlowStatement>(
      '/esee/bankFlow/statement/import',
      uploadBody(file, subjectId, mapping, accountNo, confirm),
      {
        ...quiet,
        upload: true,
        timeout: Timeouts.LONG,
        onUploadProgress: percent(onProgress),
      },
    ),
  removeStatement: (statementId: number) => http.post<null>('/esee/bankFlow/statement/delete', { statementId }),
  /** Start the analysis (it runs on the server's job system); `analyzeState` follows it. */
  analyze: (analysisId: number) => http.post<WorkRun>('/esee/bankFlow/analyze', { analysisId }),
  analyzeState: (analysisId: number) =>
    http.post<WorkRun | null>('/esee/bankFlow/analyze/state', { analysisId }, quiet),
  /** Only once analysed: before, the server refuses (400). */
  result: (analysisId: number) => http.post<BankFlowResult>('/esee/bankFlow/result', { analysisId }, quiet),
  flags: (analysisId: number, query: FlagQuery, page: number) =>
    http.post<PageData<BankFlowFlag>>('/esee/bankFlow/flag/list', paged({ analysisId, ...query }, page), quiet),
  note: (flagId: number, note: string, conclusion: BankFlowConclusion) =>
    http.post<null>('/esee/bankFlow/flag/note', { flagId, note, conclusion }),
  signOff: (flagId: number, approve: boolean, comment?: string) =>
    http.post<null>('/esee/bankFlow/flag/signOff', { flagId, approve, ...(comment ? { comment } : {}) }),
  transactions: (analysisId: number, query: { counterparty?: string; direction?: 'in' | 'out' }, page: number) =>
    http.post<PageData<BankFlowTransaction>>(
      '/esee/bankFlow/transactions',
      paged({ analysisId, ...query }, page),
      quiet,
    ),
  exportPapers: (analysisId: number) => downloadFile('/esee/bankFlow/export', { analysisId: String(analysisId) }),
};
