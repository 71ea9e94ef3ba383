// What the request thread uses: describe a report (cheap), then render it in a worker. The renderer itself
// (`render.ts`, pdfkit and the font) loads only in the worker.
export type { PdfBlock, PdfDescription, PdfReportOptions, PdfTreeNode } from './blocks';
export { PdfReport } from './report';
export { PUBLIC_BASIS, reportFrame, type ReportFrame } from './reportFrame';
export { PDF_EXHAUSTED, renderPdf, renderPdfPages, renderPdfTask, type RenderedPdf } from './task';
export { extractPdfText } from './extract';
export { pdfDocument, snapshotReport, type PdfSection, type SnapshotReportMeta } from './snapshotReport';
