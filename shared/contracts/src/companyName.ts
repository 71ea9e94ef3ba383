/**
 * Company names as people type them and as registers print them differ in
 * width, brackets, spaces and legal-form wording. One normal form for
 * exact-name look-ups (the database keeps it as `name_norm`); the server's
 * name search takes names further apart (`core/companies/nameForms.ts`).
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
