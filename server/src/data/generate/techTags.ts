import type { TechTagRow } from '../format';
import type { Random } from './random';

const DAY = 86_400_000;

/** How likely a company of each GB/T 4754 section is to hold technology tags at all. */
const SECTION_SHARE: Record<string, number> = { C: 0.22, I: 0.26, M: 0.2, D: 0.06, E: 0.05, N: 0.05 };
const OTHER_SHARE = 0.015;

export interface TechSubject {
  section: string;
  /** 元 */
  capital: number | null;
  estMs: number;
  active: boolean;
  /** The vendor's undated labels (高新技术企业, 专精特新) the company already carries. */
  labels: readonly string[];
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => iso(Date.parse(`${day}T00:00:00Z`) - DAY);

/** A certificate of `years` years from a day of the year's window: valid to the day before its anniversary. */
function certificate(r: Random, name: string, year: number, months: [number, number], years: number): TechTagRow {
  const validFrom = `${year}-${String(r.int(months[0], months[1])).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  return { name, year, validFrom, validTo: dayBefore(addYears(validFrom, years)) };
}

/**
 * A company's technology tags through the years, as registers publish them: 高新技术企业 certificates
 * (three years, renewed or not), 科技型中小企业 entries (the year of entry only), and the 专精特新 ladder
 * (创新型中小企业, then 省级, then 国家级“小巨人”, each three years). More in manufacturing, IT and
 * research, in larger and older companies; none in a company's first year. Only tags issued by `todayMs`.
 */
export function techTagsOf(r: Random, c: TechSubject, todayMs: number): TechTagRow[] {
  const today = iso(todayMs);
  const thisYear = Number(today.slice(0, 4));
  const estYear = new Date(c.estMs).getUTCFullYear();
  const ageYears = (todayMs - c.estMs) / (365 * DAY);
  const capital = c.capital ?? 0;
  let share = SECTION_SHARE[c.section] ?? OTHER_SHARE;
  share *= capital >= 50_000_000 ? 2 : capital >= 10_000_000 ? 1.5 : capital < 1_000_000 ? 0.5 : 1;
  share *= ageYears < 2 ? 0.3 : ageYears >= 5 ? 1.3 : 1;
  const hnteLabel = c.labels.includes('高新技术企业');
  const ladderLabel = c.labels.includes('专精特新');
  const tagged = r.chance(Math.min(0.9, share));
  if (!tagged && !hnteLabel && !ladderLabel) return [];
  const first = Math.max(estYear + 1, 2008);
  if (first > thisYear) return [];
  const tags: TechTagRow[] = [];
  const issued = (t: TechTagRow) => t.validFrom <= today && tags.push(t);

  // 高新技术企业: certified in a year after founding, then renewed every three years, or not.
  if (hnteLabel || r.chance(0.6)) {
    let year = r.int(first, thisYear);
    // An active labelled company holds a certificate valid today.
    if (hnteLabel && c.active) year = Math.max(first, thisYear - r.int(0, 2));
    while (year <= thisYear) {
      issued(certificate(r, '高新技术企业', year, [10, 12], 3));
      if (!c.active || !r.chance(0.75)) break;
      year += 3;
    }
  }
  // 科技型中小企业: small and mid-size ones, entered year after year while they keep at it.
  if (capital < 100_000_000 && r.chance(0.55)) {
    for (let year = Math.max(first, 2017, thisYear - r.int(0, 5)); year <= thisYear; year++) {
      if (!r.chance(c.active ? 0.85 : 0.3)) break;
      const entry = certificate(r, '科技型中小企业', year, [3, 9], 1);
      issued({ ...entry, validTo: `${year}-12-31` });
    }
  }
  // 专精特新: a few climb the ladder, one rung every year or two.
  if (ladderLabel || r.chance(0.25)) {
    let year = Math.max(first, 2019, thisYear - r.int(0, 5));
    for (const [name, climb] of [
      ['创新型中小企业', 0.5],
      ['省级专精特新', 0.35],
      ['国家级专精特新“小巨人”', 0],
    ] as const) {
      if (year > thisYear) break;
      issued(certificate(r, name, year, [5, 11], 3));
      if (!r.chance(climb)) break;
      year += r.int(1, 2);
    }
  }
  return tags;
}
