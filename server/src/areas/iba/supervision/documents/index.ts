/**
 * The review items' files as documents (issue 39: every 查看原文 opens a document): each file an item lists is
 * written as a PDF from the data the platform holds (the item, its letters and answers, the issuer's record and
 * holders) by the product's PDF writer. This module only describes the document; the route renders it in the
 * worker. README: ../README.md, 文件原文.
 */
import type { SupervisionType } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import type { PdfReport } from '../../../../platform/files/pdf';
import { notFound } from '../../../../platform/http/errors';
import { reviewFacts, type ReviewFacts } from './facts';
import { figuresSheet } from './figures';
import { documentFrame, type Made } from './frame';
import { documentKindOf, type ReviewDocumentKind } from './kinds';
import { inquiryLetter, inquiryReply } from './letters';
import { committeeNotice, registrationReply, terminationNotice } from './notices';
import { auditReport, legalOpinion, sponsorLetter } from './opinions';
import { prospectus } from './prospectus';
import { pdfName } from './words';

export { documentKindOf } from './kinds';
export type { Made } from './frame';

const WRITERS: Record<ReviewDocumentKind, (pdf: PdfReport, f: ReviewFacts) => void> = {
  prospectus,
  sponsorLetter,
  auditReport,
  legalOpinion,
  inquiry: inquiryLetter,
  reply: inquiryReply,
  committee: committeeNotice,
  registration: registrationReply,
  termination: terminationNotice,
  figures: figuresSheet,
};

/** A file the platform holds no source for (a file type it has no writer for): not found, with why. */
export const NO_SOURCE = '该文件暂无可查看的原文';

/**
 * The document of the file `name` of item `reviewId` of `type`, described for the PDF writer, and the name it
 * goes by (the listed name, as a PDF). 404 when the item is not of the type, the item lists no such file, or the
 * platform cannot write it.
 */
export async function reviewDocument(
  db: Db,
  type: SupervisionType,
  reviewId: string,
  name: string,
  made: Made,
): Promise<{ fileName: string; pdf: PdfReport }> {
  const facts = await reviewFacts(db, type, reviewId, name);
  const kind = documentKindOf(facts.file);
  if (!kind) throw notFound(NO_SOURCE);
  const pdf = documentFrame(facts, made);
  WRITERS[kind](pdf, facts);
  return { fileName: pdfName(facts.file.name), pdf };
}
