/*
 * The matching rules of a screening run (SCREENING_RULE_VERSION): a subject meets a list entry by its id/credit
 * code, or else by name in the one normal form (full/half width, brackets, spaces, traditional characters,
 * legal-form spellings: `core/companies/nameForms`), of the same kind. A code match ranks above a name-only one.
 * A person has no id number in the register, but an entry may name the register's person by its id (its code is a
 * person id the register knows, `personId`): that person matches by id, and another person of the same name — a
 * namesake — is a name-only hit of lower confidence, ranked last.
 * Pure: the run reads the data, this decides.
 */
import type { ScreeningHit, ScreeningKind, ScreeningMatch, ScreeningSource, ScreeningSubject } from '@esee/contracts';
import { searchNorm } from '../../../core/companies/nameForms';

/** A name in the form matching compares (the search's normal form). */
export const normName = (name: string): string => searchNorm(name);
/** An id number or credit code as compared: no spaces, upper case (a trailing x of an id number). */
export const normCode = (code: string): string => code.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/** A list or grey-list entry as matching sees it. */
export interface MatchEntry {
  name: string;
  nameNorm: string;
  kind: ScreeningKind;
  idCode: string | null;
  reason: string;
  listedDate: string | null;
  /** The register's person the entry names: its code is that person's id (`registerPeople`). */
  personId?: string;
}

/** The order hits are kept and shown in: code matches, then names, then risk records, then namesakes; then by subject. */
const RANK: Record<ScreeningMatch, number> = { code: 0, name: 1, record: 2, namesake: 3 };

/** The entries' codes that may be a register person's id: a person entry's, to look up. */
export const personCodes = (entries: readonly MatchEntry[]): string[] => [
  ...new Set(entries.filter((e) => e.kind === 'person' && e.idCode).map((e) => e.idCode!)),
];

/** The entries with the register's person each names, given the person ids of `personCodes` the register knows. */
export const registerPeople = (entries: readonly MatchEntry[], known: ReadonlySet<string>): MatchEntry[] =>
  entries.map((e) => (e.kind === 'person' && e.idCode && known.has(e.idCode) ? { ...e, personId: e.idCode } : e));

/** The hits of `subjects` against one list's entries. */
export function matchList(
  subjects: readonly ScreeningSubject[],
  entries: readonly MatchEntry[],
  source: Exclude<ScreeningSource, 'risk'>,
  listName: string,
): ScreeningHit[] {
  const byCode = new Map<string, MatchEntry[]>();
  const byName = new Map<string, MatchEntry[]>();
  for (const e of entries) {
    if (e.idCode) byCode.set(e.idCode, [...(byCode.get(e.idCode) ?? []), e]);
    byName.set(`${e.kind}|${e.nameNorm}`, [...(byName.get(`${e.kind}|${e.nameNorm}`) ?? []), e]);
  }
  const hits: ScreeningHit[] = [];
  // The same entry loaded twice (two rows of a file) is one hit.
  const seen = new Set<string>();
  for (const subject of subjects) {
    const code = subject.creditCode ? normCode(subject.creditCode) : null;
    // A company by its credit code; a person by the register's id an entry names.
    const coded =
      subject.kind === 'person'
        ? (byCode.get(normCode(subject.id)) ?? []).filter((e) => e.personId === subject.id)
        : code
          ? (byCode.get(code) ?? [])
          : [];
    const named = (byName.get(`${subject.kind}|${normName(subject.name)}`) ?? []).filter((e) => !coded.includes(e));
    for (const [entry, match] of [
      ...coded.map((e) => [e, 'code'] as const),
      ...named.map((e) => [e, e.personId && e.personId !== subject.id ? 'namesake' : 'name'] as const),
    ]) {
      const key = `${source}|${listName}|${subject.ofName}|${subject.id}|${entry.idCode ?? entry.nameNorm}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({
        key,
        subject,
        source,
        match,
        listName,
        entryName: entry.name,
        entryCode: entry.idCode,
        detail: entry.reason,
        listedDate: entry.listedDate,
      });
    }
  }
  return hits;
}

/** Hits in their kept order: by rank, source, subject, list, entry (the snapshot's text follows it). */
export function ordered(hits: readonly ScreeningHit[]): ScreeningHit[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...hits].sort((a, b) => RANK[a.match] - RANK[b.match] || cmp(a.key, b.key));
}
