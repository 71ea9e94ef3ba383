import {
  BID_LEVEL_NAMES,
  BID_TIER_NAMES,
  evidencePathText,
  evidenceRecordText,
  type BidEvidence,
  type BidRiggingResult,
} from '@esee/contracts';
import { PdfReport, renderPdf } from '../../../platform/files/pdf';
import { hubText } from '../../../core/relations/hubs';

/** Heat-map columns a PDF page holds; a larger check prints the pair list only. */
const MAX_MATRIX = 12;

const level = (l: BidRiggingResult['level']) => (l === 'none' ? '未发现关联' : `${BID_LEVEL_NAMES[l]}风险`);

/** What was found, why it weighs what it does, the paths and each source record with its date. */
const evidenceCell = (e: BidEvidence) =>
  [
    e.note ? `${e.detail}（${e.note}）` : e.detail,
    ...e.paths.map((p) => `路径：${evidencePathText(p)}`),
    ...e.records.map((r) => `· ${evidenceRecordText(r)}`),
  ].join('\n');

/** The rule, then each article it rests on in its own words. */
const basisCell = (e: BidEvidence) => [e.basis, ...e.articles.map((a) => `${a.citation}：「${a.text}」`)].join('\n');

/**
 * The check as a PDF (product pages §2.3 outputs): summary, bidders, matrix, clusters, each pair's evidence;
 * rendered in a worker.
 */
export function bidRiggingPdf(result: BidRiggingResult, meta: { userName: string; at: string }): Promise<Buffer> {
  const name = (i: number) => `${i + 1}. ${result.bidders[i]!.name}`;
  const pdf = new PdfReport({
    title: `${result.projectName} 围串标核查报告`,
    watermark: `${meta.userName} ${meta.at}`,
    footer: `核查时间 ${meta.at}`,
  })
    .heading('核查结论')
    .keyValues([
      ['项目名称', result.projectName],
      ['开标日期', result.tenderDate],
      ['项目风险等级', level(result.level)],
      ['投标人', `${result.bidders.length}家`],
      ['存在关联的投标人对', `${result.linkedPairs}对`],
      ['疑似串标团伙', result.clusters.length ? result.clusters.map((c) => c.map(name).join('、')).join('；') : '无'],
    ])
    .heading('投标人')
    .table(
      [
        { title: '投标人', width: 4 },
        { title: '统一社会信用代码', width: 3 },
        { title: '报价（元）', width: 2 },
      ],
      result.bidders.map((b, i) => [
        name(i),
        b.creditCode ?? '-',
        b.price == null ? '-' : b.price.toLocaleString('zh-CN'),
      ]),
    );
  if (result.bidders.length <= MAX_MATRIX) {
    const score = new Map(result.pairs.map((p) => [`${p.a}|${p.b}`, p.score]));
    const cell = (i: number, j: number) => (i === j ? '—' : String(score.get(i < j ? `${i}|${j}` : `${j}|${i}`) ?? 0));
    pdf.heading('关联分数矩阵').table(
      [{ title: '', width: 1 }, ...result.bidders.map((_b, j) => ({ title: String(j + 1), width: 1 }))],
      result.bidders.map((_b, i) => [String(i + 1), ...result.bidders.map((_c, j) => cell(i, j))]),
    );
  }
  pdf.heading('关联证据');
  if (!result.pairs.length) pdf.paragraph('未发现投标人之间的关联。', { muted: true });
  for (const p of result.pairs)
    pdf.heading(`${name(p.a)} × ${name(p.b)}：${p.score}分，${level(p.level)}`, 2).table(
      [
        { title: '信号', width: 2 },
        { title: '计分', width: 1 },
        { title: '证据', width: 4 },
        { title: '依据', width: 4 },
      ],
      p.evidence.map((e) => [
        `${e.name}（${BID_TIER_NAMES[e.tier]}）`,
        String(e.weight),
        evidenceCell(e),
        basisCell(e),
      ]),
    );
  pdf.heading('已核查未计入的关联');
  if (!result.nearMisses.length) pdf.paragraph('无：核查到的关联均已计入。', { muted: true });
  else
    pdf.table(
      [
        { title: '投标人', width: 3 },
        { title: '信号', width: 2 },
        { title: '情形与来源记录', width: 4 },
        { title: '未计入原因', width: 3 },
      ],
      result.nearMisses.map((m) => [
        `${name(m.a)} × ${name(m.b)}`,
        m.name,
        [m.detail, ...m.records.map((r) => `· ${evidenceRecordText(r)}`)].join('\n'),
        m.reason,
      ]),
    );
  if (result.nearMissTotal > result.nearMisses.length)
    pdf.paragraph(`共${result.nearMissTotal}项，列出前${result.nearMisses.length}项。`, { muted: true });
  if (result.excludedHubs.length)
    pdf.paragraph(`已排除的枢纽节点（非经营性关联不作为串标依据）：${result.excludedHubs.map(hubText).join('、')}`, {
      muted: true,
    });
  return renderPdf(pdf);
}
