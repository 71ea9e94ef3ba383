import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import type { RouteEntry } from '../../src/platform/http/routeTable';

/** A route's URL with every `:param` filled: the right is checked before the parameters are read. */
const urlOf = (route: RouteEntry) => route.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

/**
 * The right-key check is exact (issue 37): a role holding only `fmk:audit` or `fmk:org:team` is refused every
 * route guarded by plain `fmk` (members' quotas, abbreviations, institution settings...), and keeps its own.
 */
describe.each(ONE_ENGINE)('exact right keys on %s', (engine) => {
  let t: TestApp;
  let auditor: Client;
  let teams: Client;
  let manager: Client;
  const routes = (right: string) => t.app.routeTable.filter((r) => r.right === right);
  beforeAll(async () => {
    t = await withApp({ engine, users: { auditOnly: ['fmk:audit'], teamOnly: ['fmk:org:team'] } });
    [auditor, teams] = await t.clients('auditOnly', 'teamOnly');
    manager = await t.client('admin');
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses every plain-fmk route to a role with only fmk:audit or fmk:org:team (403)', async () => {
    const fmk = routes('fmk');
    expect(fmk.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const who of [auditor, teams])
      for (const route of fmk) {
        const res = await who.inject({ method: route.method, url: urlOf(route), payload: {} });
        if (res.statusCode !== 403 || res.json().code !== 403)
          failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    expect(failures).toEqual([]);
  });

  it('no longer lets a child key set members’ quotas or edit abbreviations', async () => {
    for (const who of [auditor, teams]) {
      expect(
        await who.post('/framework/api/org/abbreviation/save', { fullName: '某某公司', abbreviation: '某某' }),
      ).toMatchObject({
        code: 403,
      });
      expect(await who.post('/framework/api/org/quota/user', { userIds: [1], quotas: {} })).toMatchObject({
        code: 403,
      });
    }
  });

  it('keeps the auditor on the fmk:audit routes, and the institution manager (fmk) on both', async () => {
    const audit = routes('fmk:audit').filter((r) => r.method === 'GET');
    expect(audit.length).toBeGreaterThan(0);
    for (const route of audit) {
      const res = await auditor.inject({ method: 'GET', url: urlOf(route) });
      expect([route.url, res.statusCode]).not.toEqual([route.url, 403]);
    }
    expect(await auditor.get('/framework/api/org/loginLog')).toMatchObject({ code: 200 });
    expect(await manager.get('/framework/api/org/loginLog')).toMatchObject({ code: 200 });
    expect(await manager.get('/framework/api/org/abbreviation')).toMatchObject({ code: 200 });
    // The change logs: the auditor's own, though no longer through fmk.
    expect(await auditor.get('/framework/api/org/changeLog', { category: 'ARCH' })).toMatchObject({ code: 200 });
  });

  it('answers the exact keys from the rights call, the menu still showing 机构管理 (display only)', async () => {
    expect(await auditor.postData('/framework/api/user/right', ['fmk', 'fmk:audit', 'fmk:org'])).toEqual({
      fmk: false,
      'fmk:audit': true,
      'fmk:org': false,
    });
  });

  it('answers prototype names in the rights call as keys not held, never a 500', async () => {
    const names = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'fmk:audit'];
    for (const who of [auditor, manager]) {
      const res = await who.inject({ method: 'POST', url: '/framework/api/user/right', payload: names });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Record<string, boolean>;
      for (const name of names.slice(0, 5))
        expect(Object.getOwnPropertyDescriptor(data, name)?.value, name).toBe(false);
      expect(data['fmk:audit']).toBe(true);
    }
  });
});
