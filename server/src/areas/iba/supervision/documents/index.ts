/**
 * The review items' files as documents (issue 39: every 查看原文 opens a document): each file an item lists is
 * written from the data the platform holds (the item, its letters and answers, the issuer's record, holders and
 * statements) as the kind of file its name says: a PDF by the product's PDF writer, a spreadsheet (主要财务指标明细表
 * .xls/.xlsx) as a workbook, a .zip as the documents it holds. This module only describes the file; `render.ts`
 * writes its bytes (PDFs in the worker). README: ../README.md, 文件原文.
 */
import type { SupervisionType } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import type { Sheet } from '../../../../platform/files/download';
import type { PdfReport } from '../../../../platform/files/pdf';
import { notFound } from '../../../../platform/http/errors';
import { reviewFacts, type ReviewFacts } from './facts';
import { figuresSheets, statementSheets } from './figures';
import { documentFrame, type Made } from './frame';
import { documentKindOf, fileFormatOf, type ReviewDocumentKind } from './kinds';
import { inquiryLetter, inquiryReply } from './letters';
import { committeeNotice, registrationReply, terminationNotice } from './notices';
import { auditReport, legalOpinion, sponsorLetter } from './opinions';
import { prospectus } from './prospectus';
import { fileStem, pdfName } from './words';

export { documentKindOf, fileFormatOf } from './kinds';
export type { Made } from './frame';

/** The PDF writers; 主要财务指标明细表 (`figures`) is a workbook instead. */
const WRITERS: Record<Exclude<ReviewDocumentKind, 'figures'>, (pdf: PdfReport, f: ReviewFacts) => void> = {
  prospectus,
  sponsorLetter,
  auditReport,
  legalOpinion,
  inquiry: inquiryLetter,
  reply: inquiryReply,
  committee: committeeNotice,
  registration: registrationReply,
  termination: terminationNotice,
};

/** A file the platform holds no source for (a file type it has no writer for): not found, with why. */
export const NO_SOURCE = '该文件暂无可查看的原文';

/** One document: a PDF, or a workbook (.xlsx, or .xls: Excel 97–2003). */
export type ReviewDocumentPart =
  { format: 'pdf'; fileName: string; pdf: PdfReport } | { format: 'xlsx' | 'xls'; fileName: string; sheets: Sheet[] };

/** A file as it is served: one document, or a .zip of several under the listed name. */
export type ReviewDocumentFile = ReviewDocumentPart | { format: 'zip'; fileName: string; parts: ReviewDocumentPart[] };

/** The document of a kind, as a PDF (the listed stem with .pdf) or, for the figures, the workbook under its name. */
function part(
  kind: ReviewDocumentKind,
  f: ReviewFacts,
  made: Made,
  format: 'pdf' | 'xlsx' | 'xls',
): ReviewDocumentPart {
  if (kind === 'figures') {
    const book = format === 'xls' ? 'xls' : 'xlsx';
    return { format: book, fileName: `${fileStem(f.file.name)}.${book}`, sheets: figuresSheets(f, made) };
  }
  const pdf = documentFrame(f, made);
  WRITERS[kind](pdf, f);
  return { format: 'pdf', fileName: pdfName(f.file.name), pdf };
}

/**
 * What a .zip holds: its document as a PDF (an audit report's 「…审计报告及财务报表.zip」: the report, and its
 * audited years' statements as a workbook beside it), each named as the issuer's filing would name it.
 */
function zipParts(kind: ReviewDocumentKind, f: ReviewFacts, made: Made): ReviewDocumentPart[] {
  const inner = fileStem(f.file.name).replace(/及财务报表$/, '');
  const document = part(kind, { ...f, file: { ...f.file, name: `${inner}.pdf` } }, made, 'pdf');
  if (kind !== 'auditReport') return [document];
  return [document, { format: 'xlsx', fileName: `${f.review.issuer}财务报表.xlsx`, sheets: statementSheets(f, made) }];
}

/**
 * The file `name` of item `reviewId` of `type`, described as the kind of file its name says (`fileFormatOf`):
 * 404 when the item is not of the type, the item lists no such file, or the platform cannot write it.
 */
export async function reviewDocument(
  db: Db,
  type: SupervisionType,
  reviewId: string,
  name: string,
  made: Made,
): Promise<ReviewDocumentFile> {
  const facts = await reviewFacts(db, type, reviewId, name);
  const kind = documentKindOf(facts.file);
  if (!kind) throw notFound(NO_SOURCE);
  const format = fileFormatOf(facts.file.name);
  if (format === 'zip') return { format, fileName: facts.file.name, parts: zipParts(kind, facts, made) };
  return part(kind, facts, made, format);
}
