import type { LawCitation } from '@esee/contracts';
import { rangeOf, type Finding, type Paragraph } from './types';

/** A title that names a law, regulation or rule (not a book or a report). */
const LAW_TITLE = /(法|条例|办法|规定|规则|细则|指引|意见|决定|解释|准则|通知)(（[^）]*）)?$/;
const CITE = /《([^《》]{2,120})》(第[一二三四五六七八九十百千零\d]+条)?/g;

export interface Citation {
  title: string;
  article: string | undefined;
  text: string;
  paragraph: Paragraph;
}

/** 《title》 and 《title》第X条 naming laws and rules. */
export function citationsOf(paragraphs: Paragraph[]): Citation[] {
  const out: Citation[] = [];
  for (const p of paragraphs)
    for (const m of p.text.matchAll(CITE))
      if (LAW_TITLE.test(m[1]!)) out.push({ title: m[1]!, article: m[2], text: m[0], paragraph: p });
  return out;
}

/**
 * Citations against the law library's answers (`checkCitation`): not in force → the replacement or the
 * current version; the cited article missing from the cited version. A title the library does not hold is
 * not flagged (the library is not complete).
 */
export function checkCitations(citations: Citation[], results: LawCitation[]): Finding[] {
  const out: Finding[] = [];
  citations.forEach((c, i) => {
    const r = results[i]!;
    if (!r.found) return;
    const base = {
      type: '法规引用' as const,
      paragraphNo: c.paragraph.no,
      found: c.text,
      source: `法律法规库：《${r.currentVersion?.title ?? c.title}》（所引版本${r.validity}）`,
      sourceParagraphNo: null,
      ranges: rangeOf(c.paragraph.text, c.text),
    };
    if (!r.inForce)
      out.push({
        ...base,
        severity: '高',
        title: `引用的法规${r.validity}`,
        expected: r.replacement ? `引用现行《${r.replacement.title}》` : r.message,
      });
    else if (r.articleFound === false)
      out.push({ ...base, severity: '中', title: '引用的条文不存在', expected: r.message });
  });
  return out;
}
