import type { ReviewFile } from '@esee/contracts';

/** The documents the platform writes for a review item's files. */
export type ReviewDocumentKind =
  | 'prospectus'
  | 'sponsorLetter'
  | 'auditReport'
  | 'legalOpinion'
  | 'inquiry'
  | 'reply'
  | 'committee'
  | 'registration'
  | 'termination'
  | 'figures';

const BY_FILE_TYPE: Record<string, ReviewDocumentKind> = {
  招股说明书: 'prospectus',
  募集说明书: 'prospectus',
  重组报告书: 'prospectus',
  发行保荐书: 'sponsorLetter',
  上市保荐书: 'sponsorLetter',
  审计报告: 'auditReport',
  法律意见书: 'legalOpinion',
  问询函: 'inquiry',
  问询回复: 'reply',
  上市委会议结果: 'committee',
  注册结果: 'registration',
  终止通知: 'termination',
};

/**
 * The document a file is, or null when the platform holds nothing to write it from. A spreadsheet of financial
 * figures (主要财务指标明细表.xls) is the issuer's figures, whatever type it is filed under.
 */
export function documentKindOf(file: Pick<ReviewFile, 'fileType' | 'name'>): ReviewDocumentKind | null {
  if (/\.xlsx?$/i.test(file.name)) return 'figures';
  return BY_FILE_TYPE[file.fileType] ?? null;
}

/**
 * The kind of file a listed name says it is, and so what the platform serves: a workbook for .xlsx and .xls (Excel
 * 97–2003), a zip for .zip, a PDF for anything else (.pdf; a .doc the platform would write as a PDF).
 */
export function fileFormatOf(name: string): 'pdf' | 'xlsx' | 'xls' | 'zip' {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'xls' || ext === 'zip' ? ext : 'pdf';
}
