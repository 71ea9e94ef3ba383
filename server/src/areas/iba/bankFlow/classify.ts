import { normalizeCompanyName } from '@esee/contracts';
import { FINANCIAL, GOVERNMENT, OTHER_SUMMARY, ORGANISATION, PERSON_NAME, SUMMARY_CLASSES } from './dictionary';

/** A counterparty's name as matching compares it: full width folded, one kind of bracket, no spaces. */
export const normName = (name: string): string => normalizeCompanyName(name.trim());

/** The summary class (工资, 税费, 货款, …) of a summary and purpose text, from the keyword dictionary. */
export function summaryClassOf(text: string): string {
  if (!text) return OTHER_SUMMARY;
  const upper = text.toUpperCase();
  for (const [name, words] of SUMMARY_CLASSES) if (words.some((w) => upper.includes(w))) return name;
  return OTHER_SUMMARY;
}

/** What a counterparty's name says it is, before the subjects and the register are consulted. */
export type NameClass = 'person' | 'company' | 'financial' | 'government' | 'none';

export function nameClassOf(name: string): NameClass {
  const n = name.trim();
  if (!n) return 'none';
  if (FINANCIAL.test(n)) return 'financial';
  if (GOVERNMENT.test(n)) return 'government';
  if (PERSON_NAME.test(n) && n.length <= 4 && !ORGANISATION.test(n)) return 'person';
  return 'company';
}
