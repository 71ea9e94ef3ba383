import type { PdfDescription } from './blocks';
import type { PdfReport } from './report';
import { runTask } from '../../workers/pool';
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

const described = (pdf: PdfReport | PdfDescription): PdfDescription => ('describe' in pdf ? pdf.describe() : pdf);

/** The report rendered in a worker: the file and its page count. */
export async function renderPdfPages(pdf: PdfReport | PdfDescription): Promise<{ body: Buffer; pageCount: number }> {
  const { bytes, pageCount } = await runTask(renderPdfTask, described(pdf));
  return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), pageCount };
}

/** The report rendered in a worker, as the file's bytes. */
export async function renderPdf(pdf: PdfReport | PdfDescription): Promise<Buffer> {
  return (await renderPdfPages(pdf)).body;
}
