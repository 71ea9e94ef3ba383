/**
 * Company identifiers of the PRC and their check characters.
 */

/** GB 32100-2015: the 31 characters of the unified social credit code (no I, O, S, V, Z). */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (18th) of a unified social credit code, from its first 17. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_ALPHABET.indexOf(first17[i] ?? '?');
    if (value < 0) throw new Error(`'${first17[i]}' is not a credit-code character`);
    sum += value * USCC_WEIGHTS[i]!;
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether `code` is a valid unified social credit code (18 characters, right check character). */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}

/** GB 11714-1997: the check character of the 9-character organisation code. */
export function orgCodeCheckChar(first8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = first8[i] ?? '?';
    const value = /[0-9]/.test(c) ? c.charCodeAt(0) - 48 : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : -1;
    if (value < 0) throw new Error(`'${c}' is not an organisation-code character`);
    sum += value * weights[i]!;
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

export const isValidOrgCode = (code: string): boolean =>
  /^[0-9A-Z]{8}[0-9X]$/.test(code) && orgCodeCheckChar(code.slice(0, 8)) === code[8];

/** ISO 7064 MOD 11,10: the check digit of a 15-digit registration number (GS15-2006), from its first 14. */
export function regNoCheckDigit(first14: string): string {
  let p = 10;
  for (const ch of first14) {
    const d = ch.charCodeAt(0) - 48;
    if (d < 0 || d > 9) throw new Error(`'${ch}' is not a digit`);
    const s = (p + d) % 10 || 10;
    p = (2 * s) % 11;
  }
  return String((11 - p) % 10);
}

export const isValidRegNo = (code: string): boolean =>
  /^\d{15}$/.test(code) && regNoCheckDigit(code.slice(0, 14)) === code[14];

/**
 * Company or other organisation, from the credit code's registering authority (GB 32100: 9 is the market
 * regulator, which registers companies; 1 机构编制, 5 民政 and the rest register institutions, associations,
 * foundations). Organisation-type search results open the agency page (spec 2 §2).
 */
export type OrgKind = 'company' | 'organization';
export const orgKindOf = (creditCode: string | null | undefined): OrgKind =>
  creditCode && !creditCode.startsWith('9') ? 'organization' : 'company';
