import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteReleaseMessage as M, ResultCode, type RemoteDescriptor, type RemoteRelease } from '@esee/contracts';
import { inCanary } from '../../src/areas/management/remotes/releases';
import { ONE_ENGINE, FIXTURE_REMOTES, deployFixtureRemotes, withApp, type Client, type TestApp } from '../fixtures';

const ROOT = path.resolve(__dirname, '../../..');
const CBA = FIXTURE_REMOTES.filter((r) => r.name === 'cba');

describe('canary sides', () => {
  it('puts the same user on the same side, about the percent of users, a larger percent only adding users', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => i + 1);
    const side = (percent: number) =>
      ids.filter((id) => inCanary('cba', id, { version: '2.0.0', percent, userIds: [] }));
    const ten = side(10);
    expect(side(10)).toEqual(ten);
    expect(ten.length).toBeGreaterThan(120);
    expect(ten.length).toBeLessThan(280);
    const thirty = side(30);
    expect(ten.every((id) => thirty.includes(id))).toBe(true);
    expect(side(100)).toEqual(ids);
    expect(ids.filter((id) => inCanary('cba', id, { version: '2.0.0', percent: null, userIds: [5, 7] }))).toEqual([
      5, 7,
    ]);
  });
});

describe.each(ONE_ENGINE)('应用版本管理 on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let demoAdmin: Client;
  let demoAnalyst: Client;
  let demo2Admin: Client;
  let analystId: number;
  let demo2AdminId: number;
  beforeAll(async () => {
    t = await withApp({ engine });
    // 1.0.0 is deployed by the helper; two newer ones, an older broken one, and one whose entry is missing.
    deployFixtureRemotes(t.config.remotesDir, '1.1.0', CBA);
    deployFixtureRemotes(t.config.remotesDir, '1.2.0', CBA);
    deployFixtureRemotes(t.config.remotesDir, '0.9.0', CBA);
    writeFileSync(path.join(t.config.remotesDir, 'cba/0.9.0/mf-manifest.json'), '{ not json');
    deployFixtureRemotes(t.config.remotesDir, '0.8.0', CBA);
    writeFileSync(
      path.join(t.config.remotesDir, 'cba/0.8.0/mf-manifest.json'),
      JSON.stringify({ id: 'cba', metaData: { remoteEntry: { name: 'static/js/gone.js', path: '' } } }),
    );
    [ops, demoAdmin, demoAnalyst, demo2Admin] = await Promise.all([
      t.client('ops'),
      t.client('admin'),
      t.client('analyst'),
      t.client('demo2'),
    ]);
    const ids = await t.database.db
      .selectFrom('app_user as u')
      .innerJoin('institution as i', 'i.id', 'u.inst_id')
      .select(['u.id', 'u.username', 'i.code'])
      .execute();
    analystId = ids.find((u) => u.code === 'DEMO' && u.username === 'analyst')!.id;
    demo2AdminId = ids.find((u) => u.code === 'DEMO2' && u.username === 'admin')!.id;
  }, 60_000);
  afterAll(() => t.close());

  /** The platform administrator's call of the release API. */
  const post = (url: string, payload: object) => ops.post(`/framework/api/ops/remotes${url}`, payload);
  /** The cba version a user's next page load gets. */
  const cbaOf = async (who: Client) => {
    const res = await who.inject({ method: 'GET', url: '/framework/api/remotes' });
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json().data as RemoteDescriptor[]).find((r) => r.name === 'cba')?.manifestUrl;
  };
  const url = (v: string) => `/remotes/cba/${v}/mf-manifest.json`;
  const cbaRelease = async () =>
    ((await ops.get('/framework/api/ops/remotes')).data as RemoteRelease[]).find((r) => r.name === 'cba')!;

  it('lists every version with its build time, checksum and health; the default is the newest', async () => {
    const cba = await cbaRelease();
    expect(cba.versions.map((v) => [v.version, v.healthy])).toEqual([
      ['0.8.0', false],
      ['0.9.0', false],
      ['1.0.0', true],
      ['1.1.0', true],
      ['1.2.0', true],
    ]);
    const v12 = cba.versions.at(-1)!;
    expect(v12).toMatchObject({ manifestUrl: url('1.2.0'), problem: null });
    expect(v12.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(v12.builtAt)).toBeGreaterThan(0);
    expect(cba.versions[0]!.problem).toContain('gone.js');
    expect(cba).toMatchObject({ newest: '1.2.0', platformPin: null, defaultVersion: '1.2.0' });
    expect(cba.institutions.find((i) => i.instCode === 'DEMO2')).toMatchObject({
      pin: null,
      canary: null,
      effective: '1.2.0',
    });
    expect(await cbaOf(demoAdmin)).toBe(url('1.2.0'));
    expect(await cbaOf(demo2Admin)).toBe(url('1.2.0'));
  });

  it('pins a version for DEMO2 only, promotes a platform default, and rolls each back in one action', async () => {
    expect((await post('/pin', { name: 'cba', version: '1.1.0', instCode: 'DEMO2' })).data).toEqual({
      from: null,
      to: '1.1.0',
    });
    expect(await cbaOf(demo2Admin)).toBe(url('1.1.0'));
    expect(await cbaOf(demoAdmin)).toBe(url('1.2.0'));
    // The menu is built from the same version.
    expect((await demo2Admin.get('/framework/api/user/menu')).code).toBe(ResultCode.OK);

    // Promote: every institution without its own pin.
    expect((await post('/pin', { name: 'cba', version: '1.0.0' })).data).toEqual({ from: null, to: '1.0.0' });
    expect(await cbaOf(demoAdmin)).toBe(url('1.0.0'));
    expect(await cbaOf(demo2Admin)).toBe(url('1.1.0'));
    expect(await cbaRelease()).toMatchObject({ platformPin: '1.0.0', defaultVersion: '1.0.0' });

    expect((await post('/rollback', { name: 'cba' })).data).toEqual({ from: '1.0.0', to: null });
    expect(await cbaOf(demoAdmin)).toBe(url('1.2.0'));
    expect((await post('/rollback', { name: 'cba' })).message).toBe(M.NOTHING_TO_ROLL_BACK);

    // DEMO2: 1.1.0 → 1.2.0, then back twice: to 1.1.0, then to following the default.
    await post('/pin', { name: 'cba', version: '1.2.0', instCode: 'demo2' });
    expect((await post('/rollback', { name: 'cba', instCode: 'DEMO2' })).data).toEqual({ from: '1.2.0', to: '1.1.0' });
    expect(await cbaOf(demo2Admin)).toBe(url('1.1.0'));
    expect((await post('/rollback', { name: 'cba', instCode: 'DEMO2' })).data).toEqual({ from: '1.1.0', to: null });
    expect(await cbaOf(demo2Admin)).toBe(url('1.2.0'));
    expect((await post('/rollback', { name: 'cba', instCode: 'DEMO2' })).code).toBe(400);

    // Unpin, and unpinning nothing changes nothing.
    await post('/pin', { name: 'cba', version: '1.0.0', instCode: 'DEMO2' });
    expect((await post('/unpin', { name: 'cba', instCode: 'DEMO2' })).data).toEqual({ from: '1.0.0', to: null });
    expect((await post('/unpin', { name: 'cba', instCode: 'DEMO2' })).data).toEqual({ from: null, to: null });
    expect(await cbaOf(demo2Admin)).toBe(url('1.2.0'));

    const history = await ops.get('/framework/api/ops/remotes/history?name=cba');
    expect(history.data.slice(0, 3)).toMatchObject([
      { action: 'UNPIN', instCode: 'DEMO2', from: '1.0.0', to: null, by: expect.any(String) },
      { action: 'PIN', instCode: 'DEMO2', from: null, to: '1.0.0' },
      { action: 'ROLLBACK', instCode: 'DEMO2', from: '1.1.0', to: null },
    ]);
    expect(history.data.find((h: { instCode: string | null }) => h.instCode === null)).toMatchObject({
      action: 'ROLLBACK',
      from: '1.0.0',
      to: null,
      instName: null,
    });
    expect((await ops.get('/framework/api/ops/remotes/history?name=prma')).data).toEqual([]);
  });

  it('sends a canary by list exactly and by percent stably; stops it', async () => {
    await post('/pin', { name: 'cba', version: '1.1.0', instCode: 'DEMO' });
    try {
      expect(
        (await post('/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', userIds: [analystId] })).data,
      ).toEqual({ from: '1.1.0', to: '1.2.0' });
      expect(await cbaOf(demoAnalyst)).toBe(url('1.2.0'));
      expect(await cbaOf(demoAdmin)).toBe(url('1.1.0'));
      expect(await cbaOf(demo2Admin)).toBe(url('1.2.0'));
      expect((await cbaRelease()).institutions.find((i) => i.instCode === 'DEMO')).toMatchObject({
        pin: '1.1.0',
        effective: '1.1.0',
        canary: { version: '1.2.0', percent: null, userIds: [analystId] },
      });

      // By percent: each user's side is the pure function's, and the same at every load.
      await post('/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', percent: 50 });
      const side = inCanary('cba', analystId, { version: '1.2.0', percent: 50, userIds: [] });
      for (let i = 0; i < 3; i++) expect(await cbaOf(demoAnalyst)).toBe(url(side ? '1.2.0' : '1.1.0'));
      await post('/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', percent: 100 });
      expect(await cbaOf(demoAdmin)).toBe(url('1.2.0'));

      // Refused: not newer, nobody named, a user of another institution, unhealthy.
      const refuse = async (body: object, message: string) =>
        expect((await post('/canary', body)).message).toBe(message);
      await refuse({ name: 'cba', instCode: 'DEMO', version: '1.0.0', percent: 10 }, M.CANARY_NOT_NEWER);
      await refuse({ name: 'cba', instCode: 'DEMO', version: '1.2.0' }, M.CANARY_WHO);
      await refuse({ name: 'cba', instCode: 'DEMO', version: '1.2.0', userIds: [demo2AdminId] }, M.NO_MEMBER);
      expect((await post('/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', percent: 0 })).code).toBe(400);

      expect((await post('/canary/stop', { name: 'cba', instCode: 'DEMO' })).data).toEqual({ from: '1.2.0', to: null });
      expect(await cbaOf(demoAnalyst)).toBe(url('1.1.0'));
      expect((await post('/canary/stop', { name: 'cba', instCode: 'DEMO' })).data).toEqual({ from: null, to: null });
    } finally {
      await post('/unpin', { name: 'cba', instCode: 'DEMO' });
    }
    expect(await cbaOf(demoAnalyst)).toBe(url('1.2.0'));
  });

  it('refuses a version whose manifest does not load, and names unknown remotes, versions and institutions', async () => {
    for (const version of ['0.9.0', '0.8.0']) {
      const res = await post('/pin', { name: 'cba', version, instCode: 'DEMO2' });
      expect(res).toMatchObject({ code: 400, message: M.UNHEALTHY });
    }
    expect((await post('/pin', { name: 'cba', version: '0.9.0' })).message).toBe(M.UNHEALTHY);
    expect(await cbaOf(demo2Admin)).toBe(url('1.2.0'));
    expect((await post('/pin', { name: 'cba', version: '7.0.0' })).message).toBe(M.NO_VERSION);
    expect((await post('/pin', { name: 'nosuch', version: '1.0.0' })).message).toBe(M.NO_REMOTE);
    expect((await post('/pin', { name: 'cba', version: '1.0.0', instCode: 'NOSUCH' })).message).toBe(M.NO_INSTITUTION);
    expect((await post('/pin', { name: 'cba', version: '../1.0.0' })).code).toBe(400);
    expect((await post('/pin', { name: 'CBA/..', version: '1.0.0' })).code).toBe(400);
    expect((await post('/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', userIds: [1, 1] })).code).toBe(
      400,
    );
  });

  it('finds an institution’s members for a canary by name: the platform administrator only', async () => {
    const found = await ops.post('/esee/user/likeUser', { keyword: 'analyst', instCode: 'DEMO' });
    expect(found.data).toEqual([expect.objectContaining({ userId: analystId, username: 'analyst' })]);
    // Another institution's members are nobody else's to list: an institution code answers as missing.
    expect(await demoAdmin.post('/esee/user/likeUser', { keyword: 'admin', instCode: 'DEMO2' })).toMatchObject({
      code: 404,
    });
    expect((await ops.post('/esee/user/likeUser', { keyword: 'a', instCode: 'NOSUCH' })).code).toBe(404);
  });

  it('refuses every call to institution managers and staff', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/framework/api/ops/remotes'],
      ['GET', '/framework/api/ops/remotes/history?name=cba'],
      ['POST', '/framework/api/ops/remotes/pin', { name: 'cba', version: '1.0.0', instCode: 'DEMO' }],
      ['POST', '/framework/api/ops/remotes/unpin', { name: 'cba' }],
      ['POST', '/framework/api/ops/remotes/rollback', { name: 'cba' }],
      ['POST', '/framework/api/ops/remotes/canary', { name: 'cba', instCode: 'DEMO', version: '1.2.0', percent: 5 }],
      ['POST', '/framework/api/ops/remotes/canary/stop', { name: 'cba', instCode: 'DEMO' }],
    ];
    const before = await t.database.db.selectFrom('remote_release_log').select('id').execute();
    for (const who of [demoAdmin, demo2Admin, demoAnalyst])
      for (const [method, path, body] of calls)
        expect((await who.inject({ method, url: path, payload: body })).json().code, path).toBe(ResultCode.FORBIDDEN);
    expect(await t.database.db.selectFrom('remote_release_log').select('id').execute()).toEqual(before);
    expect(await cbaOf(demoAdmin)).toBe(url('1.2.0'));
  });

  it('publishes a built remote with the CLI: a new version with its checksum, never over one, never a broken build', async () => {
    const built = mkdtempSync(path.join(os.tmpdir(), 'esee-built-'));
    cpSync(path.join(t.config.remotesDir, 'cba/1.2.0'), path.join(built, 'dist'), { recursive: true });
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'scripts/publish-remote.mjs'), ...args], { encoding: 'utf8' });
    const out = execFileSync(
      process.execPath,
      [path.join(ROOT, 'scripts/publish-remote.mjs'), built, '--version', '1.3.0', '--to', t.config.remotesDir],
      { encoding: 'utf8' },
    );
    expect(out).toContain('version 1.3.0');
    const checksum = /checksum ([0-9a-f]{64})/.exec(out)![1];
    const cba = await cbaRelease();
    expect(cba.versions.at(-1)).toMatchObject({ version: '1.3.0', checksum, healthy: true });
    // The same files under another folder name: the same checksum as 1.2.0's.
    expect(cba.versions.find((v) => v.version === '1.2.0')!.checksum).toBe(checksum);
    expect(await cbaOf(demo2Admin)).toBe(url('1.3.0'));

    const again = cli(built, '--version', '1.3.0', '--to', t.config.remotesDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already published');
    writeFileSync(path.join(built, 'dist/remote-manifest.json'), '{');
    const broken = cli(built, '--version', '1.4.0', '--to', t.config.remotesDir);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('does not load');
    expect((await cbaRelease()).versions.map((v) => v.version)).not.toContain('1.4.0');
  });
});
