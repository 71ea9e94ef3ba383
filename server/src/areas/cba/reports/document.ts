import {
  moneyText,
  REPORT_SECTION_TITLES,
  riskSummaryText,
  REPORT_TEMPLATE_INFO,
  type ReportSection,
  type ReportTemplate,
} from '@esee/contracts';
import { snapshotReport, type PdfReport, type PdfTreeNode } from '../../../platform/files/pdf';
import { IP_KINDS, type ReportContent } from './content';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
/** An amount in 元 as the pages show it (`1,234.50万元`, 万美元 in another currency), or '-'. */
const wan = (yuan: unknown, currency?: string | null) =>
  typeof yuan === 'number' ? moneyText(yuan, currency ?? '人民币') : '-';
const percent = (v: unknown) => (typeof v === 'number' ? `${v}%` : '-');

/** The profile report of a company as a PDF: the template's sections, in the product's order. */
export function profileReport(
  content: ReportContent,
  template: ReportTemplate,
  made: { at: Date; requester: string },
): PdfReport {
  const { info } = content;
  return snapshotReport(
    {
      title: `${info.name} 企业画像报告（${REPORT_TEMPLATE_INFO[template].title}）`,
      creditCode: info.creditCode,
      ...made,
    },
    REPORT_TEMPLATE_INFO[template].sections.map((section) => [
      REPORT_SECTION_TITLES[section],
      (pdf) => SECTIONS[section](pdf, content),
    ]),
  );
}

const SECTIONS: Record<ReportSection, (pdf: PdfReport, c: ReportContent) => void> = {
  basic: (pdf, { info }) => {
    pdf.keyValues([
      ['企业名称', info.name],
      ['统一社会信用代码', text(info.creditCode)],
      ['法定代表人', text(info.legalRep)],
      ['经营状态', text(info.status)],
      ['注册资本', wan(info.regCapital, info.regCapitalCurrency)],
      ['实缴资本', wan(info.paidCapital, info.regCapitalCurrency)],
      ['成立日期', text(info.estDate)],
      ['企业类型', text(info.orgType)],
      ['所属行业', text(info.industryName)],
      ['所属地区', text(info.region)],
      ['参保人数', text(info.employeeCount)],
      ['联系电话', text(info.phone)],
      ['注册地址', text(info.address)],
      ['经营范围', text(info.businessScope)],
    ]);
  },
  shareholders: (pdf, { shareholders }) => {
    const largest = shareholders.list[0];
    pdf.paragraph(
      largest
        ? `共 ${shareholders.total} 名股东；第一大股东为${text(largest.stockName)}，持股 ${percent(largest.stockPercent)}。`
        : '未查询到股东信息。',
    );
    if (shareholders.list.length)
      pdf.table(
        [
          { title: '股东名称', width: 4 },
          { title: '股东类型', width: 1.5 },
          { title: '持股比例', width: 1.2 },
          { title: '认缴出资额', width: 1.6 },
          { title: '认缴日期', width: 1.5 },
        ],
        shareholders.list.map((s) => [
          text(s.stockName),
          text(s.stockType),
          percent(s.stockPercent),
          wan(s.shouldCapi),
          text(s.shouldDate),
        ]),
      );
  },
  investments: (pdf, { investments }) => {
    pdf.paragraph(investments.total ? `共对外投资 ${investments.total} 家企业。` : '未查询到对外投资。');
    if (investments.list.length)
      pdf.table(
        [
          { title: '被投资企业', width: 4 },
          { title: '法定代表人', width: 1.4 },
          { title: '持股比例', width: 1.2 },
          { title: '成立日期', width: 1.5 },
          { title: '经营状态', width: 1.2 },
        ],
        investments.list.map((c) => [
          text(c.name),
          text(c.operName),
          percent(c.fundedRatio),
          text(c.establishDate),
          text(c.regStatus),
        ]),
      );
  },
  operations: (pdf, { info, revenue }) => {
    const count = (kind: string) => info.counts[kind] ?? 0;
    pdf.keyValues([
      ['招投标', `${count('bidding')} 条`],
      ['行政许可', `${count('license')} 条`],
      ['融资事件', `${count('financing')} 条`],
      ['纳税信用', `${count('taxCredit')} 条`],
    ]);
    pdf.barChart(
      revenue.map((r) => ({ label: `${r.year} 年`, value: r.value })),
      { title: '营业收入（企业年报公示）', unit: '万元' },
    );
  },
  ip: (pdf, { info, patents }) => {
    pdf.keyValues(IP_KINDS.map((k) => [k.title, `${info.counts[k.kind] ?? 0} 项`] as const));
    if (patents.length)
      pdf.heading('最新专利', 2).table(
        [
          { title: '专利名称', width: 4 },
          { title: '类型', width: 1.5 },
          { title: '日期', width: 1.5 },
        ],
        patents.map((p) => [text(p.patentName), text(p.patentType), text(p.date)]),
      );
  },
  risks: (pdf, { riskSummary, risks }) => {
    if (!riskSummary) return;
    const found = riskSummary.items.filter((k) => k.count > 0);
    pdf.paragraph(
      `${riskSummaryText(riskSummary)}（截至 ${riskSummary.asOf}，近${riskSummary.window.days}天自 ${riskSummary.window.from} 起）`,
    );
    if (found.length)
      pdf.table(
        [
          { title: '风险类别', width: 2 },
          { title: '风险等级', width: 1 },
          { title: '条数', width: 1 },
          { title: '近期新增', width: 1 },
          { title: '最新日期', width: 1.3 },
        ],
        found.map((k) => [k.label, k.level, String(k.count), String(k.recent), text(k.latestDate)]),
      );
    if (risks.length)
      pdf.heading('最新风险', 2).table(
        [
          { title: '类别', width: 1.5 },
          { title: '等级', width: 1 },
          { title: '日期', width: 1.3 },
        ],
        risks.map((r) => [text(r.title), text(r.level), text(r.date)]),
      );
  },
  news: (pdf, { news }) => {
    if (!news.length) {
      pdf.paragraph('近期未发现相关舆情。', { muted: true });
      return;
    }
    pdf.table(
      [
        { title: '标题', width: 5 },
        { title: '来源', width: 1.6 },
        { title: '情感', width: 0.8 },
        { title: '日期', width: 1.4 },
      ],
      news.map((n) => [text(n.title), text(n.source), text(n.sentiment), text(n.date)]),
    );
  },
  graph: (pdf, { info, shareholders, investments }) => {
    const root: PdfTreeNode = {
      label: info.name,
      note: '本企业',
      parents: shareholders.list
        .slice(0, 6)
        .map((s) => ({ label: text(s.stockName), note: `持股 ${percent(s.stockPercent)}` })),
      children: investments.list
        .slice(0, 7)
        .map((c) => ({ label: text(c.name), note: `持股 ${percent(c.fundedRatio)}` })),
    };
    pdf.paragraph('上方为股东，下方为对外投资企业（各取持股比例最高者）。', { muted: true }).tree(root);
  },
};
