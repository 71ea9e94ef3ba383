import { sql } from 'kysely';
import { chinaMinute, moneyText, type EnterpriseInfo, type ResearchReport } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { PdfReport } from '../../../platform/files/pdf';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { REPORT_COLUMNS } from './queries';

/**
 * A research report as a PDF (查看原文), written from what the data set holds of it: the cover (broker, analysts
 * with their SAC numbers, rating, prices), the abstract as 投资要点, the forecasts with PE and the target's upside,
 * the company from the register, the broker's earlier ratings on the same subject, the risks the report names, the
 * rating scale and the usual statements. The data holds the abstract, not the body: the document is two or three
 * pages, and says how many the original has (README, 查看原文).
 */

/** What the document is written from besides the report. */
export interface ReportDocumentFacts {
  report: ResearchReport;
  company: EnterpriseInfo | null;
  /** The same broker's reports on the same stock (or industry) up to this one, oldest first. */
  history: ResearchReport[];
}

export async function reportDocumentFacts(db: Db, report: ResearchReport): Promise<ReportDocumentFacts> {
  const subject = report.stockCode
    ? sql`stock_code = ${report.stockCode}`
    : report.industryCode
      ? sql`industry_code = ${report.industryCode} and stock_code is null`
      : null;
  const [company, history] = await Promise.all([
    report.entId ? enterpriseInfo(db, report.entId).catch(() => null) : Promise.resolve(null),
    subject
      ? sql<ResearchReport>`
          select ${REPORT_COLUMNS} from research_report
          where broker = ${report.broker} and type = ${report.type} and ${subject} and publish_date <= ${report.publishDate}::date
          order by publish_date, report_id
        `
          .execute(db)
          .then((r) => r.rows)
      : Promise.resolve([]),
  ]);
  return { report, company, history };
}

const price = (yuan: number | null) => (yuan === null ? '-' : `${yuan.toFixed(2)}元`);
const percent = (share: number) => `${share >= 0 ? '' : '-'}${Math.abs(share * 100).toFixed(1)}%`;

/** The rating scale the report's ratings are read by (stock ratings against the market over six months). */
const RATING_SCALE: readonly [string, string][] = [
  ['买入', '预期未来6个月内股价相对市场基准指数涨幅在15%以上'],
  ['增持', '预期未来6个月内股价相对市场基准指数涨幅在5%至15%之间'],
  ['中性', '预期未来6个月内股价相对市场基准指数变动在-5%至5%之间'],
  ['减持', '预期未来6个月内股价相对市场基准指数跌幅在5%至15%之间'],
  ['卖出', '预期未来6个月内股价相对市场基准指数跌幅在15%以上'],
];

/** The report's own risk line (风险提示：a；b。) as items, or the usual ones for its type. */
function risksOf(r: ResearchReport): string[] {
  const line = r.abstract.split('\n').find((l) => l.startsWith('风险提示'));
  const items = line
    ?.replace(/^风险提示[：:]/, '')
    .replace(/[。.]$/, '')
    .split(/[；;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items?.length) return items;
  return r.type === '宏观' || r.type === '策略'
    ? ['宏观经济修复不及预期', '政策落地不及预期', '海外市场波动超预期']
    : ['行业需求不及预期', '市场竞争加剧', '原材料价格大幅波动'];
}

export function researchReportPdf(facts: ReportDocumentFacts, made: { requester: string; at: Date }): PdfReport {
  const { report: r, company, history } = facts;
  const minute = chinaMinute(made.at);
  const pdf = new PdfReport({
    title: r.title,
    watermark: `${made.requester} ${minute}`,
    footer: `平台依据收录的研报信息生成，仅供内部参考 · ${minute}`,
  });
  const subject: [string, string][] = r.stockCode
    ? [['股票', `${r.stockName ?? ''}（${r.stockCode}）`]]
    : r.industryName
      ? [['行业', `${r.industryName}（${r.industryCode}）`]]
      : [];
  pdf.keyValues([
    ['报告类型', r.type],
    ['发布日期', r.publishDate],
    ['发布机构', r.broker],
    ['分析师', r.authors.map((a) => `${a.name}（执业证书编号 ${a.sacNo}）`).join('、')],
    ...subject,
    ...(r.rating ? [['投资评级', `${r.rating}（${r.ratingChange ?? '维持'}）`] as [string, string]] : []),
    ...(r.previousRating ? [['上次评级', r.previousRating] as [string, string]] : []),
    ...(r.price !== null ? [['发布日收盘价', price(r.price)] as [string, string]] : []),
    ...(r.targetPrice !== null ? [['目标价', price(r.targetPrice)] as [string, string]] : []),
    ['原报告页数', r.pages === null ? '未披露' : `${r.pages}页`],
  ]);
  pdf.paragraph(
    `本文件依据平台收录的该研报信息（摘要、评级与盈利预测）生成${r.pages === null ? '' : `，原报告共${r.pages}页`}；报告全文以${r.broker}发布的原始报告为准。`,
    { muted: true },
  );

  pdf.heading('投资要点');
  for (const line of r.abstract.split('\n').filter((l) => l.trim() && !l.startsWith('风险提示'))) pdf.paragraph(line);

  if (r.forecasts.length) {
    pdf.heading('盈利预测与估值');
    pdf.table(
      [
        { title: '预测年度', width: 1 },
        { title: 'EPS（元）', width: 1 },
        { title: 'EPS同比', width: 1 },
        { title: 'PE（倍）', width: 1 },
      ],
      r.forecasts.map((f, i) => {
        const before = r.forecasts[i - 1];
        return [
          `${f.year}E`,
          f.eps.toFixed(2),
          before && before.eps > 0 ? percent(f.eps / before.eps - 1) : '-',
          f.pe === null ? '-' : f.pe.toFixed(2),
        ];
      }),
    );
    const first = r.forecasts[0]!;
    const upside = r.targetPrice !== null && r.price ? r.targetPrice / r.price - 1 : null;
    pdf.paragraph(
      `以发布日收盘价${price(r.price)}计算，对应${first.year}年预测EPS的市盈率为${first.pe === null ? '-' : `${first.pe.toFixed(2)}倍`}${upside === null ? '' : `；目标价${price(r.targetPrice)}较发布日收盘价的空间为${percent(upside)}`}${r.rating ? `，${r.ratingChange === '首次' ? '首次覆盖，给予' : r.ratingChange === '维持' ? '维持' : `${r.ratingChange ?? ''}至`}“${r.rating}”评级` : ''}。`,
    );
  }

  if (company) {
    pdf.heading('公司基本信息');
    pdf.keyValues([
      ['公司名称', company.name],
      ['统一社会信用代码', company.creditCode ?? '-'],
      ['法定代表人', company.legalRep ?? '-'],
      ['成立日期', company.estDate ?? '-'],
      ['注册资本', company.regCapital === null ? '-' : moneyText(company.regCapital, company.regCapitalCurrency)],
      ['所属行业', company.industryName ?? '-'],
      ['注册地址', company.address ?? '-'],
    ]);
  }

  if (history.length > 1) {
    pdf.heading(`${r.broker}的评级记录`);
    pdf.table(
      [
        { title: '发布日期', width: 1.1 },
        { title: '评级', width: 0.7 },
        { title: '变动', width: 0.7 },
        { title: '目标价', width: 0.9 },
        { title: '报告标题', width: 4 },
      ],
      history.map((h) => [h.publishDate, h.rating ?? '-', h.ratingChange ?? '-', price(h.targetPrice), h.title]),
    );
  }

  pdf.heading('风险提示');
  risksOf(r).forEach((risk, i) => pdf.paragraph(`${i + 1}. ${risk}。`));

  if (r.rating) {
    pdf.heading('投资评级说明');
    pdf.table(
      [
        { title: '评级', width: 0.8 },
        { title: '说明', width: 5 },
      ],
      r.type === '行业'
        ? [
            ['增持', '预期未来6个月内行业指数相对市场基准指数涨幅在5%以上'],
            ['中性', '预期未来6个月内行业指数相对市场基准指数变动在-5%至5%之间'],
            ['减持', '预期未来6个月内行业指数相对市场基准指数跌幅在5%以上'],
          ]
        : RATING_SCALE.map(([k, v]) => [k, v]),
    );
  }

  pdf.heading('分析师声明');
  pdf.paragraph(
    `作者${r.authors.map((a) => a.name).join('、')}具有中国证券业协会授予的证券投资咨询执业资格，以勤勉的职业态度独立、客观地出具本报告，报告所采用的数据均来自合规渠道，分析逻辑基于作者的职业理解；作者薪酬的任何部分不曾、不会与本报告中的具体推荐意见或观点直接或间接相关。`,
  );
  pdf.heading('免责声明');
  pdf.paragraph(
    `本报告由${r.broker}发布，仅供其客户参考。报告中的信息均来源于公开资料，发布机构对信息的准确性和完整性不作任何保证；报告中的意见和预测仅反映发布当日的判断，可能随时调整。本报告不构成对任何人的投资建议，投资者据此投资，风险自担。`,
    { muted: true },
  );
  return pdf;
}
