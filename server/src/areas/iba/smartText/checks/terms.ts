import { inDefinitions, rangeOf, type Finding, type Paragraph } from './types';

/** Abbreviations common enough to need no definition. */
const COMMON = new Set(['IPO', 'GDP', 'CEO', 'CFO', 'PDF', 'A股', 'ST', 'PE', 'VC', 'ID', 'MWh', 'GWh', 'KWh', 'TWh']);
const INLINE = /[（(](?:以下)?简称[“"「]([^”"」]{1,20})[”"」]/g;
const QUOTED = /[“"「]([^”"」]{1,15})[”"」]/g;
/** An abbreviation: 2–10 letters and digits with at least two capitals (SRM, SaaS, IoT, B2B, eVTOL), two digits at most. */
const ACRONYM = /(?<![A-Za-z0-9])(?=(?:[a-z0-9]*[A-Z]){2})[A-Za-z0-9]{2,10}(?![A-Za-z0-9])/g;
const fewDigits = (term: string) => (term.match(/\d/g)?.length ?? 0) <= 2;

/** The 释义 entries: a table's rows (词语 | 指 | 释义) or lines `词语 指 释义`; aliases split on 、 and /. */
export function definitions(paragraphs: Paragraph[]): { aliases: string[]; paragraph: Paragraph }[] {
  const out: { aliases: string[]; paragraph: Paragraph }[] = [];
  for (const p of paragraphs) {
    if (!inDefinitions(p) || p.kind === 'heading') continue;
    const rows = p.kind === 'table' ? (p.rows ?? []) : [p.text.split(/\s+指\s+|\t指\t/)];
    for (const r of rows) {
      const cells = r.filter((c) => c.trim());
      if (cells.length < 2 || /^(简称|词语|释义项)$/.test(cells[0]!.trim())) continue;
      if (p.kind === 'table' && !cells.includes('指') && cells.length < 2) continue;
      const aliases = cells[0]!
        .split(/[、/／，,]/)
        .map((a) => a.trim())
        .filter(Boolean);
      if (aliases.length) out.push({ aliases, paragraph: p });
    }
  }
  return out;
}

/**
 * Defined terms: a quoted term or an abbreviation (ACRONYM) used in the text but defined neither in 释义
 * nor inline (以下简称“…”); a 释义 entry none of whose names is used anywhere else.
 */
export function checkTerms(paragraphs: Paragraph[]): Finding[] {
  const entries = definitions(paragraphs);
  const defined = new Set(entries.flatMap((e) => e.aliases));
  const body = paragraphs.filter((p) => !inDefinitions(p) && p.kind !== 'heading');
  for (const p of body) for (const m of p.text.matchAll(INLINE)) defined.add(m[1]!);
  const definitionsAt = entries[0]?.paragraph;
  const out: Finding[] = [];
  const flagged = new Set<string>();
  for (const p of body) {
    const inline = new Set([...p.text.matchAll(INLINE)].map((m) => m.index + m[0].indexOf(m[1]!) - 1));
    const used: { term: string; at: number }[] = [
      ...[...p.text.replace(/《[^》]*》/g, (s) => ' '.repeat(s.length)).matchAll(QUOTED)]
        .filter((m) => !inline.has(m.index))
        .map((m) => ({ term: m[1]!, at: m.index })),
      ...[...p.text.matchAll(ACRONYM)].filter((m) => fewDigits(m[0])).map((m) => ({ term: m[0], at: m.index })),
    ];
    for (const { term } of used) {
      if (defined.has(term) || COMMON.has(term) || flagged.has(term)) continue;
      flagged.add(term);
      out.push({
        type: '释义',
        severity: '中',
        paragraphNo: p.no,
        title: '使用的简称未在释义中定义',
        found: term,
        expected: '在“释义”中定义，或首次出现时注明“以下简称”',
        source: definitionsAt ? '释义' : '本文档无释义章节',
        sourceParagraphNo: definitionsAt?.no ?? null,
        ranges: rangeOf(p.text, term),
      });
    }
  }
  const text = body.map((p) => p.text).join('\n');
  for (const e of entries)
    if (!e.aliases.some((a) => text.includes(a)))
      out.push({
        type: '释义',
        severity: '低',
        paragraphNo: e.paragraph.no,
        title: '释义中定义的简称在正文中未使用',
        found: e.aliases.join('、'),
        expected: '删除未使用的释义，或在正文中使用',
        source: '正文',
        sourceParagraphNo: null,
        ranges: rangeOf(e.paragraph.text, e.aliases[0]!),
      });
  return out;
}
