import { figuresOf, place } from './numbers';
import { rangeOf, type Finding, type Paragraph } from './types';

const DATE = String.raw`(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日`;

/** 股份公司 / 股份有限公司 as a word of its own (after a mark or at the start), not the end of a company's name. */
const JOINT_STOCK = '(?<=^|[^\\u4e00-\\u9fa5]|[日于即])股份(?:有限)?公司';
/**
 * The milestones whose order is fixed: founding, the conversion to a joint-stock company (股改: 整体变更为股份有限公司,
 * 股份公司设立, 变更设立股份公司), the filing. A 股份公司's own 设立/成立 is the conversion, not the founding.
 */
const EVENTS = [
  {
    key: 'founded',
    label: '成立',
    words: `(?<!${JOINT_STOCK})(?:成立于|成立日期[：:]?|设立于|设立日期[：:]?)`,
  },
  {
    key: 'converted',
    label: '整体变更为股份有限公司',
    words: `整体变更为股份有限公司(?:日期)?[：:]?|整体变更日期[：:]?|股改日期[：:]?|${JOINT_STOCK}(?:设立|成立)(?:于|日期[：:]?)?|(?:整体)?变更设立(?:为)?股份(?:有限)?公司(?:日期[：:]?)?`,
  },
  {
    key: 'filed',
    label: '申报',
    words: '申报日期[：:]?|提交首次公开发行股票并上市申请|提交本次发行申请|申请文件提交日期[：:]?',
  },
] as const;

interface Dated {
  label: string;
  day: string;
  text: string;
  paragraph: Paragraph;
}

const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/** The first date stated for each milestone: 成立于DATE, DATE整体变更为股份有限公司, 申报日期：DATE. */
export function milestones(paragraphs: Paragraph[]): Dated[] {
  const found: Dated[] = [];
  for (const e of EVENTS) {
    const after = new RegExp(`(?:${e.words})\\s*${DATE}`);
    const before = new RegExp(`${DATE}[，,]?\\s*(?:于|正式)?(?:${e.words})`);
    for (const p of paragraphs) {
      const text = p.kind === 'table' ? (p.rows ?? []).map((r) => r.join('：')).join('\n') : p.text;
      const m = after.exec(text) ?? before.exec(text);
      if (!m) continue;
      const date = new RegExp(DATE).exec(m[0])!;
      found.push({ label: e.label, day: iso(date[1]!, date[2]!, date[3]!), text: date[0], paragraph: p });
      break;
    }
  }
  return found;
}

/**
 * Dates in a plausible order: 成立 ≤ 整体变更为股份有限公司 ≤ 申报; the financial figures' years within the
 * reporting period (报告期 as 释义 or the cover states it), and the filing after the period ends.
 */
export function checkDates(paragraphs: Paragraph[]): Finding[] {
  const out: Finding[] = [];
  const events = milestones(paragraphs);
  for (let i = 1; i < events.length; i++) {
    const later = events[i]!;
    for (const earlier of events.slice(0, i))
      if (later.day < earlier.day) {
        out.push({
          type: '日期顺序',
          severity: '高',
          paragraphNo: later.paragraph.no,
          title: `${later.label}日期早于${earlier.label}日期`,
          found: `${later.label} ${later.text}`,
          expected: `不早于${earlier.label}日期 ${earlier.text}`,
          source: `本文档${place(earlier.paragraph)}`,
          sourceParagraphNo: earlier.paragraph.no,
          ranges: rangeOf(later.paragraph.text, later.text),
        });
        break;
      }
  }
  const statement = paragraphs
    .flatMap((p) =>
      p.kind === 'table' ? (p.rows ?? []).map((r) => ({ p, text: r.join(' ') })) : [{ p, text: p.text }],
    )
    .find(({ text }) => /^报告期\s*(指|为|[：:])/.test(text.replace(/^报告期、[^\s]*/, '报告期')));
  if (statement) {
    const years = new Set([...statement.text.matchAll(/(\d{4})\s*年/g)].map((m) => `${m[1]}年`));
    const seen = new Set<string>();
    for (const f of figuresOf(paragraphs)) {
      if (years.has(f.period) || seen.has(f.period) || f.paragraph.kind !== 'table') continue;
      seen.add(f.period);
      out.push({
        type: '日期顺序',
        severity: '中',
        paragraphNo: f.paragraph.no,
        title: '财务数据期间不在报告期内',
        found: f.period,
        expected: [...years].join('、'),
        source: `报告期定义（${place(statement.p)}）`,
        sourceParagraphNo: statement.p.no,
        ranges: rangeOf(f.paragraph.text, f.period),
      });
    }
    const filed = events.find((e) => e.label === '申报');
    const last = Math.max(...[...years].map((y) => Number(y.slice(0, 4))));
    if (filed && years.size && Number(filed.day.slice(0, 4)) <= last)
      out.push({
        type: '日期顺序',
        severity: '中',
        paragraphNo: filed.paragraph.no,
        title: '申报日期早于报告期截止日',
        found: filed.text,
        expected: `晚于${last}年12月31日`,
        source: `报告期定义（${place(statement.p)}）`,
        sourceParagraphNo: statement.p.no,
        ranges: rangeOf(filed.paragraph.text, filed.text),
      });
  }
  return out;
}
