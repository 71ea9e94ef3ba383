/**
 * Where the session lives in the browser. The token of a remembered login is
 * kept in localStorage (it survives the browser); otherwise in sessionStorage
 * (it ends with the browser session). The password is never stored.
 */
const TOKEN_KEY = 'esee.token';
const LAYOUT_KEY = 'esee.layout';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readToken(): string | null {
  return store('session')?.getItem(TOKEN_KEY) ?? store('local')?.getItem(TOKEN_KEY) ?? null;
}

export function writeToken(token: string | null, remember: boolean): void {
  store('session')?.removeItem(TOKEN_KEY);
  store('local')?.removeItem(TOKEN_KEY);
  if (token) store(remember ? 'local' : 'session')?.setItem(TOKEN_KEY, token);
}

/**
 * Values kept for this tab only (sessionStorage): the layout options, so that a page embedded without the
 * header and menu (an external channel's) does not take them away from the user's other tabs.
 */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = store('session')?.getItem(key);
    return raw ? { ...fallback, ...(JSON.parse(raw) as T) } : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  store('session')?.setItem(key, JSON.stringify(value));
}

export const StorageKey = { TOKEN: TOKEN_KEY, LAYOUT: LAYOUT_KEY } as const;
