export { PdfReport, type PdfReportOptions } from './report';
export type { PdfTreeNode } from './tree';
export { extractPdfText } from './extract';
