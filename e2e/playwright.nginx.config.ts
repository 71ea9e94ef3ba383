import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The smoke part of the browser tests through the shipped nginx config (`npm run test:e2e:nginx`): sign-in and
 * the guards, every remote loading from its manifest under nginx's files and cache rules, one React and one
 * session store with two remotes, and a solution's page working end to end.
 */
export default defineConfig({
  ...base,
  testMatch: ['shell/guards.spec.ts', 'shell/remotes.spec.ts', 'shell/singletons.spec.ts', 'cba/ent-search.spec.ts'],
  webServer: { ...base.webServer, command: 'node e2e/support/serve-nginx.mjs' },
});
