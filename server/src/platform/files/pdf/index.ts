export { PdfReport, type PdfReportOptions } from './report';
export type { PdfTreeNode } from './tree';
export { extractPdfText } from './extract';
export { pdfDocument, snapshotReport, type PdfSection, type SnapshotReportMeta } from './snapshotReport';
