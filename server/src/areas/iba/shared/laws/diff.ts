import type { HighlightRange, LawChange } from '@esee/contracts';

export interface DiffArticle {
  no: number;
  label: string;
  text: string;
}

/** Character bigrams of a text, for a similarity that survives renumbering and small rewording. */
function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const g = text.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
}

/** Dice similarity of two texts' bigrams, 0–1. */
export function similarity(a: string, b: string): number {
  const ga = bigrams(a);
  const gb = bigrams(b);
  let shared = 0;
  for (const [g, n] of ga) shared += Math.min(n, gb.get(g) ?? 0);
  const total = Math.max(1, a.length - 1 + (b.length - 1));
  return (2 * shared) / total;
}

/** Merge adjacent indexes into ranges. */
function rangesOf(marks: boolean[]): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  marks.forEach((marked, i) => {
    if (!marked) return;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else ranges.push([i, i + 1]);
  });
  return ranges;
}

/**
 * What changed between two texts, by characters: the removed spans of the old text and the added spans of the
 * new (a longest common subsequence; articles are at most a few thousand characters, and a very long pair is
 * marked whole rather than compared).
 */
export function charDiff(oldText: string, newText: string): { old: HighlightRange[]; new: HighlightRange[] } {
  const n = oldText.length;
  const m = newText.length;
  if (n * m > 4_000_000) return { old: n ? [[0, n]] : [], new: m ? [[0, m]] : [] };
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        oldText[i] === newText[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const oldMarks = new Array<boolean>(n).fill(true);
  const newMarks = new Array<boolean>(m).fill(true);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (oldText[i] === newText[j]) {
      oldMarks[i++] = false;
      newMarks[j++] = false;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return { old: rangesOf(oldMarks), new: rangesOf(newMarks) };
}

/** Articles at least this similar are one article rewritten; below it, one removed and one added. */
const SAME_ARTICLE = 0.5;

/**
 * The changes from one version to the next, in the newer version's order (removed articles last). Articles are
 * paired by text, not by number, because a revision renumbers (证券法 2019: 第十一条 became 第十条): an unchanged
 * text anywhere is unchanged; otherwise the most similar unpaired old article, preferring the same number.
 */
export function diffVersions(older: DiffArticle[], newer: DiffArticle[]): { changes: LawChange[]; unchanged: number } {
  const unpaired = new Set(older.map((_, i) => i));
  const byText = new Map<string, number[]>();
  older.forEach((a, i) => byText.set(a.text, [...(byText.get(a.text) ?? []), i]));
  const changes: LawChange[] = [];
  let unchanged = 0;
  const pending: DiffArticle[] = [];
  for (const a of newer) {
    const same = byText.get(a.text)?.find((i) => unpaired.has(i));
    if (same !== undefined) {
      unpaired.delete(same);
      unchanged++;
    } else pending.push(a);
  }
  for (const a of newer) {
    if (!pending.includes(a)) continue;
    let best = -1;
    let score = SAME_ARTICLE;
    for (const i of unpaired) {
      const s = similarity(older[i]!.text, a.text) + (older[i]!.no === a.no ? 0.05 : 0);
      if (s >= score) [best, score] = [i, s];
    }
    if (best < 0) {
      changes.push({ kind: 'added', old: null, new: { label: a.label, text: a.text, ranges: [[0, a.text.length]] } });
      continue;
    }
    unpaired.delete(best);
    const was = older[best]!;
    const d = charDiff(was.text, a.text);
    changes.push({
      kind: 'changed',
      old: { label: was.label, text: was.text, ranges: d.old },
      new: { label: a.label, text: a.text, ranges: d.new },
    });
  }
  for (const i of [...unpaired].sort((x, y) => x - y)) {
    const was = older[i]!;
    changes.push({
      kind: 'removed',
      old: { label: was.label, text: was.text, ranges: [[0, was.text.length]] },
      new: null,
    });
  }
  return { changes, unchanged };
}
