import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from './platform';

/**
 * The demo users the specs act as. Each signs in once per run, through the login form with 记住我
 * (`sessions.setup.ts`), and every spec that only needs to be that user reuses the session; only the specs about
 * signing in, signing out and sessions themselves use the form.
 */
export const USERS = {
  admin: { instCode: 'DEMO', username: 'admin' },
  analyst: { instCode: 'DEMO', username: 'analyst' },
  ops: { instCode: 'PLATFORM', username: 'ops' },
  demo2: { instCode: 'DEMO2', username: 'admin' },
} as const;
export type Role = keyof typeof USERS;

/** The key the shell keeps a remembered session's token under (`@esee/session`). */
const TOKEN_KEY = 'esee.token';

// In the platform's data folder: emptied with it at every run, so a session never outlives its server.
const file = (role: Role) => path.join(E2E_DATA_DIR, 'e2e-sessions', `${role}.json`);

export const roleOf = (instCode: string, username: string): Role | undefined =>
  (Object.keys(USERS) as Role[]).find((r) => USERS[r].instCode === instCode && USERS[r].username === username);

/** Keep the session of the user signed in on `page` (a remembered login keeps its token in localStorage). */
export async function saveSession(page: Page, role: Role): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error(`${role}: no remembered session on the page`);
  mkdirSync(path.dirname(file(role)), { recursive: true });
  writeFileSync(file(role), JSON.stringify({ token }));
}

let signIns = 0;

/**
 * Give the page the stored session of `role`, as a browser that signed in with 记住我 keeps it: the token is in
 * place before the page's own scripts run. Once per tab, the latest sign-in winning: a logout in this tab stays a
 * logout.
 */
export async function useSession(page: Page, role: Role): Promise<void> {
  const { token } = JSON.parse(readFileSync(file(role), 'utf8')) as { token: string };
  await page.addInitScript(
    ({ key, token, n }) => {
      if (Number(sessionStorage.getItem('e2e.signIn') ?? 0) >= n) return;
      sessionStorage.setItem('e2e.signIn', String(n));
      localStorage.setItem(key, token);
    },
    { key: TOKEN_KEY, token, n: ++signIns },
  );
}
