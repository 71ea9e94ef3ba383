import type { CreditFinding, CreditGrade } from '@esee/contracts';

/** Each grade's colour: green for A down to red for E, as the score gauge and grade tag show it. */
export const GRADE_COLORS: Record<CreditGrade, string> = {
  A: '#389e0d',
  B: '#1677ff',
  C: '#d48806',
  D: '#d4380d',
  E: '#cf1322',
};

/** A finding's nature as a tag: a knock-out before its tone. */
export function findingTag(f: CreditFinding): { label: string; color: string } {
  if (f.knockOut) return { label: '一票否决', color: 'magenta' };
  if (f.tone === 'risk') return { label: '风险', color: 'red' };
  if (f.tone === 'positive') return { label: '加分', color: 'green' };
  return { label: '提示', color: 'default' };
}

/** A change in points with its sign, for deltas: +3, -5, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Where a finding comes from, as its footnote reads: kind, record number, date. */
export const sourceText = (f: CreditFinding) =>
  [f.source.kindTitle, `记录编号 ${f.source.id}`, f.source.date].filter(Boolean).join(' · ');
