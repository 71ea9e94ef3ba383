import type { ScreeningHit } from '@esee/contracts';

/** What a hit says, beside its key: a change of any of these is a changed hit. */
const said = (h: ScreeningHit) =>
  JSON.stringify([h.match, h.entryName, h.entryCode, h.detail, h.listedDate, h.subject.role, h.subject.name]);

/**
 * Two runs' hits side by side, paired by key (source, list, input company, subject, entry): hits only in the later
 * run are added, only in the earlier removed, in both with something else said changed.
 */
export function compareHits(base: readonly ScreeningHit[], run: readonly ScreeningHit[]) {
  const before = new Map(base.map((h) => [h.key, h]));
  const after = new Map(run.map((h) => [h.key, h]));
  const changed: { before: ScreeningHit; after: ScreeningHit }[] = [];
  let unchanged = 0;
  for (const [key, h] of after) {
    const b = before.get(key);
    if (!b) continue;
    if (said(b) === said(h)) unchanged++;
    else changed.push({ before: b, after: h });
  }
  return {
    added: run.filter((h) => !before.has(h.key)),
    removed: base.filter((h) => !after.has(h.key)),
    changed,
    unchanged,
  };
}
