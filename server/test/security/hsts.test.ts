import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type TestApp } from '../fixtures';

const NGINX_DIR = path.resolve(__dirname, '../../../nginx');
const HSTS = 'max-age=31536000; includeSubDomains';
const HSTS_LINE = `add_header Strict-Transport-Security "${HSTS}" always;`;

/** The blocks of a config (`server { ... }`, `location ... { ... }`) with their text, outermost first. */
function blocks(text: string, kind: 'server' | 'location'): string[] {
  const found: string[] = [];
  const opener = new RegExp(`(^|\\n)\\s*${kind}\\b[^{;]*\\{`, 'g');
  for (let m = opener.exec(text); m; m = opener.exec(text)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; depth && i < text.length; i++) depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    found.push(text.slice(m.index, i));
  }
  return found;
}

const withoutComments = (text: string) => text.replace(/#[^\n]*/g, '');

describe('HSTS on the static files and the API (issue 37)', () => {
  const config = withoutComments(readFileSync(path.join(NGINX_DIR, 'esee.conf'), 'utf8'));
  const snippet = withoutComments(readFileSync(path.join(NGINX_DIR, 'esee-static-headers.conf'), 'utf8'));

  it('the static headers snippet carries Strict-Transport-Security for a year with subdomains, always', () => {
    expect(snippet).toContain(HSTS_LINE);
  });

  it('every location of every server block that serves files includes it (or says it itself)', () => {
    const servers = blocks(config, 'server');
    expect(servers.length).toBeGreaterThan(0);
    const serving: string[] = [];
    for (const server of servers)
      for (const location of blocks(server, 'location')) {
        // A location serves files when it reads them (try_files, alias, root), not when it passes to the API.
        if (!/\b(try_files|alias|root)\b/.test(location) || /\bproxy_pass\b/.test(location)) continue;
        serving.push(location);
        expect(
          location.includes('esee-static-headers.conf') || location.includes(HSTS_LINE),
          location.split('\n')[0],
        ).toBe(true);
        // add_header in a location replaces the snippet's headers: none may be added beside it.
        expect(location.replace(/include[^;]*;/g, '')).not.toMatch(/\badd_header\b/);
      }
    expect(serving.length).toBeGreaterThanOrEqual(2);
  });

  describe('the API server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await withApp({ engine: 'pglite' });
    }, 120_000);
    afterAll(() => t?.close());

    it('sends the same header (helmet)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/framework/site' });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }, 60_000);
  });
});
