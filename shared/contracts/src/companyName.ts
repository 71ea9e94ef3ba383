/**
 * Company names as people type them and as registers print them differ in
 * width, brackets, spaces and legal-form wording. One normal form for
 * search and matching.
 */

/** The longest company name or code the search box takes and the search calls accept (issue 36). */
export const COMPANY_NAME_MAX_LENGTH = 100;

/** Legal forms that name the same thing, mapped to one spelling. */
const LEGAL_FORM_VARIANTS: [RegExp, string][] = [[/有限责任公司$/, '有限公司']];

/** The normal form: NFKC (full width to half width), one kind of bracket, no spaces or dots, upper case. */
export function normalizeCompanyName(name: string): string {
  let n = name.normalize('NFKC');
  n = n.replace(/[【〔［]/g, '(').replace(/[】〕］]/g, ')');
  n = n.replace(/[\s·•]/g, '');
  for (const [pattern, replacement] of LEGAL_FORM_VARIANTS) n = n.replace(pattern, replacement);
  return n.toUpperCase();
}

/** The normal form without a bracketed region (`X科技(深圳)有限公司` → `X科技有限公司`), for looser matching. */
export const withoutBracketedRegion = (normalized: string): string => normalized.replace(/\([^()]{2,12}\)/g, '');

/**
 * The character pairs of a normal form: the keys of the name index, so that
 * any query of two characters or more finds the names that contain it.
 */
export function bigrams(normalized: string): string[] {
  const chars = [...normalized];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** The legal form at the end of a normal form; left out of the search keys, being in almost every name. */
const LEGAL_FORM_SUFFIX = /(集团)?(股份)?有限(责任)?公司$|合伙企业\((有限|普通)合伙\)$|分公司$|(个人独资)?企业$/;

/** The search keys of a normal form: its character pairs, legal form left out. */
export const searchBigrams = (normalized: string): string[] => bigrams(normalized.replace(LEGAL_FORM_SUFFIX, ''));
