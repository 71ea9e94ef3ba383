import type { PdfDescription } from './blocks';
import type { PdfReport } from './report';
import { runTaskAnswering } from '../../workers/answer';
import { defineTask } from '../../workers/task';

/** A rendered report: the file and how many pages it has. */
export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

/**
 * Laying a report out and writing it (font subsetting included) is CPU work: it runs in a worker. Two minutes
 * and 1 GB hold a report of several hundred pages (a 200-page one takes a few seconds, see README).
 */
export const renderPdfTask = defineTask<PdfDescription, RenderedPdf>('pdf.render', {
  timeoutMs: 120_000,
  heapMb: 1024,
});

/**
 * Told to the user when the worker ran out of time or memory writing a report (or died): a direct download answers
 * it as a 400 (not the silent 500), a work run fails with it as its reason.
 */
export const PDF_EXHAUSTED = '报告内容过多或系统繁忙，生成 PDF 失败，请稍后重试';

const described = (pdf: PdfReport | PdfDescription): PdfDescription => ('describe' in pdf ? pdf.describe() : pdf);

/** The report rendered in a worker: the file and its page count. Past the task's limits, `PDF_EXHAUSTED` (a 400). */
export async function renderPdfPages(pdf: PdfReport | PdfDescription): Promise<{ body: Buffer; pageCount: number }> {
  const { bytes, pageCount } = await runTaskAnswering(renderPdfTask, described(pdf), { exhausted: PDF_EXHAUSTED });
  return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), pageCount };
}

/** The report rendered in a worker, as the file's bytes. */
export async function renderPdf(pdf: PdfReport | PdfDescription): Promise<Buffer> {
  return (await renderPdfPages(pdf)).body;
}
