import type { FastifyReply } from 'fastify';
import { zipSync } from 'fflate';
import { sendDownload, sendInline, workbook, XLS_TYPE, XLSX_TYPE } from '../../../../platform/files/download';
import { renderPdf } from '../../../../platform/files/pdf';
import type { ReviewDocumentFile, ReviewDocumentPart } from './index';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: XLSX_TYPE,
  xls: XLS_TYPE,
  zip: 'application/zip',
} as const;

/** A document's bytes: a PDF or a workbook (a few sheets of figures), each written in a worker. */
const bytesOf = async (part: ReviewDocumentPart): Promise<Buffer> =>
  part.format === 'pdf' ? renderPdf(part.pdf) : workbook(part.sheets, part.format);

/**
 * Send a review file as what its name says: a PDF to show in the browser's viewer (inline), a workbook or a .zip of
 * its documents to save under the listed name (a browser shows neither).
 */
export async function sendReviewFile(reply: FastifyReply, file: ReviewDocumentFile) {
  if (file.format === 'pdf') return sendInline(reply, file.fileName, await bytesOf(file), CONTENT_TYPES.pdf);
  if (file.format !== 'zip') return sendDownload(reply, file.fileName, await bytesOf(file), CONTENT_TYPES[file.format]);
  const entries = await Promise.all(
    file.parts.map(async (p) => [p.fileName, new Uint8Array(await bytesOf(p))] as const),
  );
  return sendDownload(reply, file.fileName, Buffer.from(zipSync(Object.fromEntries(entries))), CONTENT_TYPES.zip);
}
