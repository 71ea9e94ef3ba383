import { chinaMinute } from '@esee/contracts';
import { PdfReport } from './report';
import { renderPdfPages } from './task';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** A numbered section of a report: its title (without the number) and what draws it. */
export type PdfSection = readonly [title: string, draw: (pdf: PdfReport) => void];

export interface SnapshotReportMeta {
  /** The company's name and what the report is, e.g. `某公司 尽职调查报告`. */
  title: string;
  creditCode: string | null;
  /** When the data was read: the snapshot time in the lead line, the footer and the watermark. */
  at: Date;
  /** Who asked for the report, in the watermark. */
  requester: string;
}

/**
 * The frame of a company's report made from a snapshot of its data (画像, 尽调): the title, a lead line
 * with the credit code and snapshot time, the snapshot and a disclaimer in every footer, the requester
 * and time as watermark, then the sections numbered 一、二、….
 */
export function snapshotReport(meta: SnapshotReportMeta, sections: readonly PdfSection[]): PdfReport {
  const snapshot = chinaMinute(meta.at);
  const pdf = new PdfReport({
    title: meta.title,
    watermark: `${meta.requester} ${snapshot}`,
    footer: `数据快照时间 ${snapshot}  本报告依据公开信息整理，仅供内部参考`,
  });
  pdf.paragraph(`统一社会信用代码 ${meta.creditCode ?? '-'}    数据快照时间 ${snapshot}`, { muted: true });
  sections.forEach(([title, draw], i) => {
    pdf.heading(`${NUMERALS[i]}、${title}`);
    draw(pdf);
  });
  return pdf;
}

/** A report as the document of a job, rendered in a worker: the file, its extension and its page count. */
export async function pdfDocument(pdf: PdfReport) {
  const { body, pageCount } = await renderPdfPages(pdf);
  return { body, extension: 'pdf', pageCount };
}
