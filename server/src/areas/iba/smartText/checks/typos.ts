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
];

/** Words a prospectus may not use (广告法 and 信息披露 rules: promises of return, superlatives). */
const SENSITIVE = [
  '保本保收益',
  '稳赚不赔',
  '零风险',
  '无风险',
  '绝对安全',
  '国内第一',
  '全球第一',
  '最佳品牌',
  '100%成功',
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
    for (const word of SENSITIVE)
      for (let at = p.text.indexOf(word); at >= 0; at = p.text.indexOf(word, at + word.length))
        out.push({
          type: '错别字',
          severity: '中',
          paragraphNo: p.no,
          title: `敏感用语“${word}”`,
          found: word,
          expected: '删除或改为客观表述',
          source: '敏感词词典（承诺收益、绝对化用语）',
          sourceParagraphNo: null,
          ranges: [[at, at + word.length]],
        });
  }
  return out;
}
