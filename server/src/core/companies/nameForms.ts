import OpenCC from 'opencc-js/t2cn';
import { pinyin, polyphonic } from 'pinyin-pro';
import { normalizeCompanyName } from '@esee/contracts';
import { REGION_PINYIN, regionAtEnd, regionNamed, regionsAt, within, type Region } from './regionNames';

/**
 * The one name normaliser of company search, used when the index is built and when a query comes: a name (or
 * what a person typed) in simplified characters and normal form, split into its region, its core (字号 + 行业,
 * or for a branch its parent's core and its place) and its legal form; the core's pinyin; the keys fuzzy
 * matching counts. Every key is a plain string, so a database column could hold it too.
 */

/** A legal form, as one small number the index keeps per company. */
export const Form = {
  NONE: 0,
  /** 有限公司, 有限责任公司 (and a bare 公司). */
  LIMITED: 1,
  /** 股份有限公司 */
  JOINT: 2,
  /** 集团有限公司, 集团股份有限公司, 集团 */
  GROUP: 3,
  /** 分公司: its parent's name and a place before it. */
  BRANCH: 4,
  /** 合伙企业(有限合伙), (普通合伙) */
  PARTNERSHIP: 5,
  /** 个人独资企业 */
  SOLE: 6,
} as const;
export type Form = (typeof Form)[keyof typeof Form];

/** Legal forms at the end of a normal-form name, the longest spelling first. */
const FORM_ENDINGS: readonly (readonly [RegExp, Form])[] = [
  [/合伙企业\((有限|普通)合伙\)$/, Form.PARTNERSHIP],
  [/集团(股份)?有限(责任)?公司$/, Form.GROUP],
  [/股份有限公司$/, Form.JOINT],
  [/有限(责任)?公司$/, Form.LIMITED],
  [/个人独资企业$/, Form.SOLE],
  [/集团$/, Form.GROUP],
  [/公司$/, Form.LIMITED],
];

/** Where a branch's parent name ends: its legal form (深圳X科技有限公司|南山|分公司). */
const PARENT_END = /(集团(股份)?有限(责任)?公司|股份有限公司|有限(责任)?公司|集团|公司)(?!.*(公司|集团))/;

/**
 * What follows a parent's full name in `text`, which ends in 公司 (北京 of X有限公司北京: a branch's place being
 * typed), or ''. Not after a bare 集团: 海尔集团电器 is more often a name holding 集团 than a branch.
 */
export const afterParentName = (text: string): string => {
  const at = text.lastIndexOf('公司');
  const rest = at > 0 ? text.slice(at + 2) : '';
  return rest.includes('集团') ? '' : rest;
};

const toCn = OpenCC.Converter({ from: 'tw', to: 'cn' });
/** Per character: whether it is written differently in simplified characters. */
const traditional = new Map<string, boolean>();

/** Traditional characters to simplified (opencc, phrase aware); text without any is returned as it is. */
export function toSimplified(text: string): string {
  for (const c of text) {
    let t = traditional.get(c);
    if (t === undefined) traditional.set(c, (t = c.charCodeAt(0) >= 0x2e80 && toCn(c) !== c));
    if (t) return toCn(text);
  }
  return text;
}

/** The normal form search compares: full width to half, simplified characters, one bracket, no spaces, 有限公司. */
export const searchNorm = (text: string): string => normalizeCompanyName(toSimplified(text.normalize('NFKC').trim()));

/** The legal form at the end of a normal form; left out of the pair keys, being in almost every name. */
const LEGAL_FORM_SUFFIX = /(集团)?(股份)?有限(责任)?公司$|合伙企业\((有限|普通)合伙\)$|分公司$|(个人独资)?企业$/;
/** A name in normal form without its legal form (成都富航物业服务集团有限公司: 成都富航物业服务). */
export const withoutForm = (norm: string) => norm.replace(LEGAL_FORM_SUFFIX, '');

/** A name taken apart. */
export interface NameParts {
  /** The normal form of the whole name. */
  norm: string;
  /** 字号 + 行业 (the name without region and legal form); for a branch, its parent's core and its place. */
  core: string;
  /** The regions the name states (leading, in brackets), outermost first. */
  regions: Region[];
  form: Form;
  /**
   * The core with its leading region left in, when taking it out left a short core: 金华科技 may be the trade
   * name 金华 and no region. Both are indexed and both are looked up.
   */
  alt?: string;
}

const chars = (s: string) => [...s].length;

/** A run of region names each inside the one before (广东省深圳市南山区), from `at`; the spellings' total length. */
function regionChain(text: string, at: number, leading: boolean): { regions: Region[]; ends: number[] } {
  const regions: Region[] = [];
  const ends: number[] = [];
  let pos = at;
  for (;;) {
    const last = regions.at(-1);
    const next = regionsAt(text, pos).find(({ region, shortDistrict }) =>
      last ? within(region, last) : !(leading && shortDistrict),
    );
    if (!next) break;
    regions.push(next.region);
    pos += next.spelling.length;
    ends.push(pos);
  }
  return { regions, ends };
}

/** Bracketed regions anywhere (X科技(深圳)有限公司, X(北京朝阳)科技有限公司) taken out. */
function takeBracketedRegions(text: string, into: Region[]): string {
  return text.replace(/\(([^()]{2,16})\)/g, (whole, inner: string) => {
    const { regions, ends } = regionChain(inner, 0, false);
    if (!regions.length || ends.at(-1) !== inner.length) return whole;
    into.push(...regions);
    return '';
  });
}

/** The parts of a name in normal form (`searchNorm`). */
export function nameParts(norm: string): NameParts {
  let rest = norm;
  let form: Form = Form.NONE;
  if (rest.endsWith('分公司') && chars(rest) > 3) {
    // A branch: its parent's name, a place (a region, perhaps with 第二), 分公司.
    const body = rest.slice(0, -3);
    const end = PARENT_END.exec(body);
    let parent = body;
    let place = '';
    if (end && end.index + end[0].length < body.length) {
      parent = body.slice(0, end.index + end[0].length);
      place = body.slice(end.index + end[0].length);
    } else {
      const at = regionAtEnd(body);
      if (at) {
        parent = body.slice(0, -at.spelling.length);
        place = at.spelling;
      }
    }
    const of = nameParts(parent);
    const placeRegion = regionNamed(place.replace(/第.+$/, ''));
    const canonicalPlace = placeRegion ? place.replace(/^[^第]+/, placeRegion.name) : place;
    return { norm, core: of.core + canonicalPlace, regions: of.regions, form: Form.BRANCH };
  }
  for (const [ending, f] of FORM_ENDINGS) {
    const m = ending.exec(rest);
    if (m && m.index > 0) {
      rest = rest.slice(0, m.index);
      form = f;
      break;
    }
  }
  const regions: Region[] = [];
  rest = takeBracketedRegions(rest, regions);
  // A region in brackets may stand between 集团 or 股份 and 有限公司: X集团(上海)有限公司.
  if (form === Form.LIMITED && chars(rest) > 4) {
    if (rest.endsWith('集团')) [rest, form] = [rest.slice(0, -2), Form.GROUP];
    else if (rest.endsWith('股份')) [rest, form] = [rest.slice(0, -2), Form.JOINT];
  }
  const { regions: leading, ends } = regionChain(rest, 0, true);
  // A leading region is taken only while a core of two characters or more is left (北京银行 stays whole).
  let take = leading.length;
  while (take > 0 && chars(rest.slice(ends[take - 1])) < 2) take--;
  let alt: string | undefined;
  if (take > 0) {
    regions.unshift(...leading.slice(0, take));
    const whole = rest;
    rest = rest.slice(ends[take - 1]);
    if (chars(rest) <= 3) alt = whole;
  }
  return alt === undefined ? { norm, core: rest, regions, form } : { norm, core: rest, regions, form, alt };
}

/** Whether two forms are the same kind of company: a group and a plain company are not. */
export const sameFormFamily = (a: Form, b: Form): boolean => (a === Form.GROUP) === (b === Form.GROUP);

// ---------------------------------------------------------------------------------------------------------
// Pinyin

const HAN = /\p{Script=Han}/u;
interface CharReading {
  first: string;
  all: readonly string[];
  polyphone: boolean;
}
const charReadings = new Map<string, CharReading>();

function charReading(c: string): CharReading {
  let r = charReadings.get(c);
  if (!r) {
    if (HAN.test(c)) {
      const all = [...new Set(polyphonic(c, { toneType: 'none', type: 'array', v: true })[0] ?? [])];
      r = { first: pinyin(c, { toneType: 'none', v: true }), all, polyphone: all.length > 1 };
    } else {
      const first = /[0-9A-Za-z]/.test(c) ? c.toLowerCase() : '';
      r = { first, all: [first], polyphone: false };
    }
    charReadings.set(c, r);
  }
  return r;
}

/** Whether two texts of one length sound alike: every pair of differing characters shares a reading (泰, 态). */
export function sameSound(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length) return false;
  return x.every((c, k) => c === y[k] || charReading(c).all.some((s) => charReading(y[k]!).all.includes(s)));
}

/** A reading as syllables joined (full) and their first letters (initials). */
export interface Reading {
  full: string;
  initials: string;
}

const reading = (syllables: string[]): Reading => {
  const kept = syllables.filter(Boolean);
  return { full: kept.join(''), initials: kept.map((s) => s[0]!).join('') };
};

/**
 * The pinyin readings of a text (toneless, ü as v): each character's usual reading, and where a character has
 * several, also pinyin-pro's reading of the whole text in context (重庆 chongqing, 银行 yinhang). One or two.
 * `surname` reads the first character as a surname (单 shan, 曾 zeng), for people.
 */
export function readings(text: string, surname = false): Reading[] {
  const cs = [...text];
  const plain = reading(cs.map((c) => charReading(c).first));
  if (!cs.some((c) => charReading(c).polyphone)) return plain.full ? [plain] : [];
  const syllables = pinyin(text, {
    toneType: 'none',
    type: 'array',
    v: true,
    nonZh: 'removed',
    ...(surname ? { surname: 'head' as const } : {}),
  }).map((s) => s.toLowerCase());
  // Non-Chinese characters keep their place: they are their own reading.
  const context = reading(cs.map((c) => (HAN.test(c) ? (syllables.shift() ?? '') : charReading(c).first)));
  return context.full === plain.full ? [plain] : [context, plain];
}

// ---------------------------------------------------------------------------------------------------------
// Latin queries: pinyin (full or initials), perhaps with a region before and a legal form after

const FORM_PINYIN: readonly (readonly [string, Form])[] = [
  ['jituangufenyouxiangongsi', Form.GROUP],
  ['jituanyouxiangongsi', Form.GROUP],
  ['gufenyouxiangongsi', Form.JOINT],
  ['youxianzerengongsi', Form.LIMITED],
  ['youxiangongsi', Form.LIMITED],
  ['fengongsi', Form.BRANCH],
  ['jituan', Form.GROUP],
  ['gongsi', Form.LIMITED],
  ['jtyxgs', Form.GROUP],
  ['gfyxgs', Form.JOINT],
  ['yxzrgs', Form.LIMITED],
  ['yxgs', Form.LIMITED],
  ['jt', Form.GROUP],
];

/** One way to read a Latin query: the letters of the core, the region before it, the form after it. */
export interface LatinReading {
  key: string;
  region: Region | null;
  form: Form;
}

/** Whether a normal-form query is letters only (pinyin or an English word), not a code. */
export const isLatin = (norm: string): boolean => /^[A-Z]+$/.test(norm);

/** The readings of a Latin query (already upper case, no spaces): as typed, without a form, without a region. */
export function latinReadings(norm: string): LatinReading[] {
  const q = norm.toLowerCase();
  const out: LatinReading[] = [{ key: q, region: null, form: Form.NONE }];
  for (const [suffix, form] of FORM_PINYIN)
    if (q.endsWith(suffix) && q.length - suffix.length >= 2) {
      out.push({ key: q.slice(0, -suffix.length), region: null, form });
      break;
    }
  for (const base of [...out])
    for (const r of REGION_PINYIN)
      for (const lead of [r.full, r.initials])
        if (lead.length >= 2 && base.key.startsWith(lead) && base.key.length - lead.length >= 2)
          out.push({ key: base.key.slice(lead.length), region: r.region, form: base.form });
  return out.slice(0, 24);
}

// ---------------------------------------------------------------------------------------------------------
// Fuzzy matching: keys and the one-edit test

/**
 * Keys of character pairs as small integers: each UTF-16 unit a name uses gets a number below 2^14 as first
 * seen (past 16,383 distinct ones numbers repeat: a shared key only adds a candidate, which is then checked),
 * and a pair is the two numbers side by side. No strings or heap numbers to make and collect for a million
 * names. A pair one apart (华?科, surviving a wrong character between) is the same plus 2^28.
 */
const unitIds = new Uint16Array(65536);
let unitsSeen = 0;
const unitId = (code: number): number => {
  let id = unitIds[code]!;
  if (id === 0) unitIds[code] = id = (unitsSeen++ % 16383) + 1;
  return id;
};
const pairKey = (a: number, b: number) => unitId(a) * 16384 + unitId(b);
const SKIP = 2 ** 28;

/** Each character pair of `text`, perhaps twice. */
export function forEachPair(text: string, each: (key: number) => void): void {
  for (let k = 1; k < text.length; k++) each(pairKey(text.charCodeAt(k - 1), text.charCodeAt(k)));
}

/** Each pair one apart of `text` (华?科 of 华泰科技), as its own keys, perhaps twice. */
export function forEachPairOneApart(text: string, each: (key: number) => void): void {
  for (let k = 2; k < text.length; k++) each(SKIP + pairKey(text.charCodeAt(k - 2), text.charCodeAt(k)));
}

/** Each character pair and pair one apart of `text` (the keys fuzzy matching counts), perhaps twice. */
export function forEachFuzzyKey(text: string, each: (key: number) => void): void {
  forEachPair(text, each);
  forEachPairOneApart(text, each);
}

/**
 * The keys a name one edit away from `text` shares with it, beyond its own pairs and pairs one apart: a
 * character left out joins a pair one apart into a pair (华泰科技 → 华科技: 华?科 becomes 华科), one added
 * splits a pair (华科 → 华?科), two swapped reverse one (泰华 → 华泰). Looked up as the index's keys.
 */
export function nearKeys(text: string): number[] {
  const out = new Set<number>();
  forEachFuzzyKey(text, (k) => out.add(k));
  for (let k = 1; k < text.length; k++) {
    const a = text.charCodeAt(k - 1);
    const b = text.charCodeAt(k);
    out.add(SKIP + pairKey(a, b));
    out.add(pairKey(b, a));
  }
  for (let k = 2; k < text.length; k++) out.add(pairKey(text.charCodeAt(k - 2), text.charCodeAt(k)));
  return [...out];
}

/** The pair keys of a text, each once. */
export function pairKeys(text: string): number[] {
  const out = new Set<number>();
  forEachPair(text, (k) => out.add(k));
  return [...out];
}

/** The fuzzy keys of a text, each once. */
export function fuzzyKeys(text: string): number[] {
  const out = new Set<number>();
  forEachFuzzyKey(text, (k) => out.add(k));
  return [...out];
}

/**
 * Whether `x` becomes `y` (its first `yLength` units: a name without its legal form, read in place) by at most one
 * edit: a character changed, left out, added, or two neighbours swapped.
 */
export function withinOneEdit(x: string, y: string, yLength = y.length): boolean {
  // UTF-16 units: Chinese characters are one each; a rare character outside the BMP counts as two.
  if (Math.abs(x.length - yLength) > 1) return false;
  let i = 0;
  while (i < x.length && i < yLength && x.charCodeAt(i) === y.charCodeAt(i)) i++;
  if (i === x.length && i === yLength) return true;
  let j = 0;
  while (j < x.length - i && j < yLength - i && x.charCodeAt(x.length - 1 - j) === y.charCodeAt(yLength - 1 - j)) j++;
  const left = x.length - i - j;
  const right = yLength - i - j;
  if (left <= 1 && right <= 1) return true;
  // Two neighbours swapped.
  return (
    left === 2 && right === 2 && x.charCodeAt(i) === y.charCodeAt(i + 1) && x.charCodeAt(i + 1) === y.charCodeAt(i)
  );
}
