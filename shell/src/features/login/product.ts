import { SOLUTIONS, type SolutionKey } from '@esee/contracts';

/** `/main/{key}`: a product key (a solution, lower case) or an institution code (spec 1 §2). */
export function productOf(key: string | undefined): SolutionKey | null {
  const upper = key?.toUpperCase();
  return upper && upper in SOLUTIONS ? (upper as SolutionKey) : null;
}

const PRODUCT_KEY = 'esee.productKey';

/** The product the user logged in through; logout and `/home` return to its login page. */
export const storedProductKey = (): string | null => localStorage.getItem(PRODUCT_KEY);
export const storeProductKey = (key: string | null) =>
  key ? localStorage.setItem(PRODUCT_KEY, key) : localStorage.removeItem(PRODUCT_KEY);

/** `/main`, plus the product key if the user came in through one. */
export const mainPath = (): string => {
  const key = storedProductKey();
  return key ? `/main/${key}` : '/main';
};
