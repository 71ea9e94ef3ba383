/**
 * Remember-me keeps the institution code and username only, never the
 * password: the legacy product kept the password under a fixed-key cipher,
 * which anyone holding the page's code could reverse.
 */
const KEY = 'esee.rememberedLogin';

export interface RememberedLogin {
  instCode: string;
  username: string;
}

export function readRemembered(): RememberedLogin | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RememberedLogin | null;
    return value && typeof value.username === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeRemembered(value: RememberedLogin | null): void {
  if (value) localStorage.setItem(KEY, JSON.stringify(value));
  else localStorage.removeItem(KEY);
}
