import { type Finding, type Paragraph } from './types';

/** Misspellings frequent in filings → the right form. */
const TYPOS: [RegExp, string, string][] = [
  [/部份/g, '部分', '部份'],
  [/帐户/g, '账户', '帐户'],
  [/帐面/g, '账面', '帐面'],
  [/截止(?=\d{4}\s*年)/g, '截至', '截止（表示时点时）'],
  [/营业收人/g, '营业收入', '营业收人'],
  [/净利闰/g, '净利润', '净利闰'],
  [/股分有限公司/g, '股份有限公司', '股分有限公司'],
  [/合记/g, '合计', '合记'],
  [/按装/g, '安装', '按装'],
  [/既使/g, '即使', '既使'],
  [/一惯/g, '一贯', '一惯'],
  [/按排/g, '安排', '按排'],
];

/**
 * Words a prospectus may not use: promises of return, and absolute terms (绝对化用语, 广告法 第九条第三项: 国家级, 最高级,
 * 最佳; 招股说明书准则 asks for objective wording backed by sources). 最佳估计 is an accounting term (企业会计准则第13号
 * 或有事项 第六条) and 无风险利率 a valuation input, not boasts.
 */
const SENSITIVE: RegExp[] = [
  /保本保收益/g,
  /稳赚不赔/g,
  /零风险/g,
  /无风险(?!利率|收益率)/g,
  /绝对安全/g,
  /(?:国内|全国|全球|世界|行业)第一/g,
  /(?:国内|国际|行业)领先/g,
  /最佳(?!估计)/g,
  /100%成功/g,
];

/** Typos from a small dictionary and sensitive words, each occurrence with its place. */
export function checkTypos(paragraphs: Paragraph[]): Finding[] {
  const out: Finding[] = [];
  for (const p of paragraphs) {
    for (const [re, right, label] of TYPOS)
      for (const m of p.text.matchAll(re))
        out.push({
          type: '错别字',
          severity: '低',
          paragraphNo: p.no,
          title: `疑似错别字“${m[0]}”`,
          found: m[0],
          expected: right,
          source: `常见错误词典：${label} → ${right}`,
          sourceParagraphNo: null,
          ranges: [[m.index, m.index + m[0].length]],
        });
    for (const re of SENSITIVE)
      for (const m of p.text.matchAll(re))
        out.push({
          type: '错别字',
          severity: '中',
          paragraphNo: p.no,
          title: `敏感用语“${m[0]}”`,
          found: m[0],
          expected: '删除或改为客观表述',
          source: '敏感词词典（承诺收益、绝对化用语）',
          sourceParagraphNo: null,
          ranges: [[m.index, m.index + m[0].length]],
        });
  }
  return out;
}
