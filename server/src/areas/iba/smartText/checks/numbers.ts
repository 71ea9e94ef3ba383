import { smartTextLocation } from '@esee/contracts';
import { money, parseNumber, rangeOf, toWan, type Finding, type Paragraph } from './types';

/** Metrics by the names documents use, longest first (归属于母公司…净利润 before 净利润); → the canonical name. */
const METRIC_NAMES: [string, string][] = [
  ['扣除非经常性损益后归属于母公司所有者的净利润', '扣非归母净利润'],
  ['扣除非经常性损益后归属于母公司股东的净利润', '扣非归母净利润'],
  ['归属于母公司所有者的净利润', '归母净利润'],
  ['归属于母公司股东的净利润', '归母净利润'],
  ['经营活动产生的现金流量净额', '经营活动现金流量净额'],
  ['所有者权益合计', '净资产'],
  ['股东权益合计', '净资产'],
  ['营业收入', '营业收入'],
  ['营业成本', '营业成本'],
  ['营业利润', '营业利润'],
  ['利润总额', '利润总额'],
  ['研发费用', '研发费用'],
  ['资产总计', '总资产'],
  ['资产总额', '总资产'],
  ['总资产', '总资产'],
  ['负债合计', '总负债'],
  ['负债总额', '总负债'],
  ['总负债', '总负债'],
  ['净资产', '净资产'],
  ['净利润', '净利润'],
];
const METRIC = new RegExp(METRIC_NAMES.map(([n]) => n).join('|'), 'g');
const canonical = new Map(METRIC_NAMES);

/** 2023年度, 2023年, 2023年末, 2023年12月31日 → 2023年 (a year is the period metrics are compared by). */
const PERIOD = /(\d{4})\s*年(?:度|末|\s*\d{1,2}\s*月\s*\d{1,2}\s*日)?/g;
const AMOUNT = /(-?[\d,]+(?:\.\d+)?)\s*(亿元|万元|元)/y;

/** A figure the document states: metric, period, value in 万元, where. */
export interface Figure {
  metric: string;
  period: string;
  /** In 万元. */
  value: number;
  /** As written (12,345.67万元). */
  text: string;
  paragraph: Paragraph;
}

function textFigures(p: Paragraph): Figure[] {
  const out: Figure[] = [];
  for (const sentence of p.text.split(/(?<=[。；])/)) {
    for (const m of sentence.matchAll(METRIC)) {
      const before = sentence.slice(0, m.index);
      const years = [...before.matchAll(PERIOD)].map((y) => `${y[1]}年`);
      const after = sentence.slice(m.index + m[0].length);
      const lead = /^[^0-9。；，,]{0,10}?(?=-?\d)/.exec(after);
      if (!lead) continue;
      // 2021年度、2022年度和2023年度，公司营业收入分别为A万元、B万元和C万元: the years and the amounts in order.
      const values: { value: number; text: string }[] = [];
      let at = lead[0].length;
      for (;;) {
        AMOUNT.lastIndex = at;
        const a = AMOUNT.exec(after);
        if (!a) break;
        values.push({ value: toWan(parseNumber(a[1]!)!, a[2]!), text: a[0] });
        at = AMOUNT.lastIndex;
        const sep = /^(、|和|及|，)/.exec(after.slice(at));
        if (!sep || !lead[0].includes('分别')) break;
        at += sep[0].length;
      }
      if (!values.length) continue;
      const periods =
        values.length > 1 && years.length >= values.length ? years.slice(-values.length) : years.slice(-1);
      if (periods.length !== values.length) continue;
      values.forEach((v, i) => {
        out.push({ metric: canonical.get(m[0])!, period: periods[i]!, value: v.value, text: v.text, paragraph: p });
      });
    }
  }
  return out;
}

/** A table with periods across (2023年度 | 2022年度 ...) and metrics down: one figure a cell. */
function tableFigures(p: Paragraph, unit: string): Figure[] {
  const rows = p.rows ?? [];
  const header = rows[0] ?? [];
  const periods = header.map((c) => {
    const m = /(\d{4})\s*年/.exec(c);
    return m ? `${m[1]}年` : null;
  });
  if (!periods.some(Boolean)) return [];
  const out: Figure[] = [];
  for (const row of rows.slice(1)) {
    const label = (row[0] ?? '').replace(/[（(].*?[)）]|\s/g, '').replace(/^[一二三四五六七八九十\d]+[、.]/, '');
    const metric = canonical.get(label);
    if (!metric) continue;
    row.forEach((cell, i) => {
      const period = periods[i];
      const value = i > 0 && period ? parseNumber(cell) : null;
      if (period && value !== null)
        out.push({ metric, period, value: toWan(value, unit), text: `${cell}${unit}`, paragraph: p });
    });
  }
  return out;
}

/** Every figure of a document: sentences (金额 with a unit) and tables (the unit from 单位：… above or in the header). */
export function figuresOf(paragraphs: Paragraph[]): Figure[] {
  const out: Figure[] = [];
  paragraphs.forEach((p, i) => {
    if (p.kind === 'text') out.push(...textFigures(p));
    else if (p.kind === 'table') {
      const near = `${paragraphs[i - 1]?.text ?? ''} ${p.rows?.[0]?.join(' ') ?? ''}`;
      const unit = /单位[：:]\s*(亿元|万元|元)/.exec(near)?.[1] ?? /[（(](亿元|万元|元)[)）]/.exec(near)?.[1] ?? '万元';
      out.push(...tableFigures(p, unit));
    }
  });
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 1e-6);
/** Where a paragraph is, as issues name it. */
export const place = (p: Paragraph) => smartTextLocation(p);

/**
 * The same metric and period stated with different values: the value most places agree on (the first on a
 * tie) is taken as right; every other is flagged, pointing at a paragraph with the right one.
 */
export function checkConsistency(paragraphs: Paragraph[]): Finding[] {
  const groups = new Map<string, Figure[]>();
  for (const f of figuresOf(paragraphs)) {
    const key = `${f.metric}|${f.period}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out: Finding[] = [];
  for (const figures of groups.values()) {
    const votes = figures.map((f) => figures.filter((g) => near(g.value, f.value)).length);
    const best = figures[votes.indexOf(Math.max(...votes))]!;
    for (const f of figures) {
      if (near(f.value, best.value)) continue;
      out.push({
        type: '数字一致',
        severity: '高',
        paragraphNo: f.paragraph.no,
        title: `${f.period}${f.metric}前后不一致`,
        found: `${f.metric}（${f.period}）${money(f.value)}万元`,
        expected: `${money(best.value)}万元`,
        source: `本文档${place(best.paragraph)}`,
        sourceParagraphNo: best.paragraph.no,
        ranges: rangeOf(f.paragraph.text, f.text.replace(/(亿元|万元|元)$/, '')),
      });
    }
  }
  return out;
}

const TOTAL = /^(合计|总计)$/;
/** A table of the first few or the main ones (前五名客户, 前3大供应商, 主要客户): its shares are of a larger whole. */
const SELECTION = /前\s*[一二三四五六七八九十\d]+\s*(?:名|大|位|家)|主要(?:客户|供应商|经销商)/;

/**
 * Tables whose parts must add up: a 合计/总计 row equals the sum of the rows above it, column by column (a
 * rounding difference of half a cent a row is allowed); a percentage column's total (持股比例, 占比) is 100%, unless
 * the table lists a selection (前五名客户 and the like, as its caption above or its header says), whose shares of
 * the whole (营业收入, 采购总额) add to less.
 */
export function checkTableSums(paragraphs: Paragraph[]): Finding[] {
  const out: Finding[] = [];
  for (const [i, p] of paragraphs.entries()) {
    if (p.kind !== 'table' || !p.rows || p.rows.length < 3) continue;
    const header = p.rows[0]!;
    const selection = SELECTION.test(`${paragraphs[i - 1]?.text ?? ''}\n${header.join(' ')}`);
    p.rows.forEach((row, r) => {
      if (r < 2 || !TOTAL.test((row[0] ?? '').replace(/\s/g, ''))) return;
      const parts = p.rows!.slice(1, r);
      for (let c = 1; c < row.length; c++) {
        const total = parseNumber(row[c] ?? '');
        const values = parts.map((x) => parseNumber(x[c] ?? ''));
        if (total === null || values.some((v) => v === null)) continue;
        const sum = values.reduce<number>((s, v) => s + v!, 0);
        const column = header[c] ?? `第${c + 1}列`;
        const percent = /比例|占比|%/.test(column) || (row[c] ?? '').includes('%');
        if (Math.abs(sum - total) > 0.005 * (parts.length + 1) + 1e-9)
          out.push({
            type: '表格勾稽',
            severity: '高',
            paragraphNo: p.no,
            title: `表格“${column}”列合计与各项之和不符`,
            found: `合计 ${row[c]}`,
            expected: `各项之和 ${percent ? `${sum.toFixed(2)}%` : money(sum)}`,
            source: `本表${parts.length}项数据`,
            sourceParagraphNo: p.no,
            ranges: rangeOf(p.text, row.join('\t')),
          });
        else if (percent && !selection && Math.abs(total - 100) > 0.1)
          out.push({
            type: '表格勾稽',
            severity: '中',
            paragraphNo: p.no,
            title: `表格“${column}”列合计不为100%`,
            found: `合计 ${row[c]}`,
            expected: '100.00%',
            source: '比例之和应为100%',
            sourceParagraphNo: p.no,
            ranges: [],
          });
      }
    });
  }
  return out;
}
