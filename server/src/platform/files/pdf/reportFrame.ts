import type { PdfReportOptions } from './blocks';

/** What a report made for an institution's member says of itself on every page. */
export interface ReportFrame {
  title: string;
  /** The institution it is made for: the head of every page. */
  institution: string;
  /** When the report was made (Beijing time to the minute): the footer's first fact. */
  madeAt: string;
  /** The report's own facts for the footer: 数据截至 …, 数据快照时间 …, 校验码 …. */
  facts?: readonly string[];
  /** What the report rests on, before 仅供内部参考 in the head line. */
  basis?: string;
  /** Who has the file and since when (`${name} ${YYYY-MM-DD HH:mm}`): drawn faintly across every page. */
  watermark: string;
}

/** The confidentiality line's default basis: reports put together from the register's public records. */
export const PUBLIC_BASIS = '本报告依据公开信息整理';

/**
 * The one frame of an institution's reports (合作方资信报告, 产业链分析报告, 名单筛查报告): the institution and the
 * confidentiality line at the head of every page, the watermark under the content, and a footer with when the report
 * was made and its own facts, before 第 n / N 页. Plain data from its arguments: the same frame gives the same bytes.
 */
export function reportFrame(frame: ReportFrame): PdfReportOptions {
  return {
    title: frame.title,
    header: `${frame.institution}    ${frame.basis ?? PUBLIC_BASIS}，仅供内部参考`,
    watermark: frame.watermark,
    footer: [`报告生成时间 ${frame.madeAt}`, ...(frame.facts ?? [])].join('  '),
  };
}
