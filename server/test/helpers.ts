import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { RemoteManifest } from '@esee/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/platform/db/database';
import { seedDemo } from '../src/seed/demo';

export const PASSWORD = 'Test@2026';

/**
 * The engines the integration tests run on: always the embedded PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL points at a server (`.ci/run` sets it).
 */
export const ENGINES = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
export type Engine = (typeof ENGINES)[number];

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export async function freshDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({ pgliteDir: 'memory://' });
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `esee_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: admin.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Remote manifests as the seven remotes declare them, reduced to what the server reads. */
export const FIXTURE_REMOTES: Omit<RemoteManifest, 'version'>[] = [
  ...(['cba', 'prma', 'iba', 'scs'] as const).map((name) => ({
    name,
    title: name.toUpperCase(),
    kind: 'solution' as const,
    solution: name.toUpperCase() as 'CBA',
    right: `app:${name}`,
    basePaths: [`/${name}Base`],
    home: `/${name}Base/home`,
    menu: [
      { path: `/${name}Base/home`, title: '首页' },
      {
        path: `/${name}Base/group`,
        title: '分组',
        children: [{ path: `/${name}Base/a`, title: 'A', permission: `app:${name}:a` }],
      },
    ],
  })),
  {
    name: 'company',
    title: '企业与项目',
    kind: 'app',
    basePaths: ['/baseinfo', '/projectManage'],
    home: '/projectManage',
    menu: [{ path: '/projectManage', title: '项目管理' }],
  },
  {
    name: 'monitor',
    title: '企业监控',
    kind: 'app',
    right: 'monitor',
    basePaths: ['/apps/monitor'],
    home: '/apps/monitor/x',
    menu: [{ path: '/apps/monitor/x', title: '监控' }],
  },
  {
    name: 'management',
    title: '机构管理',
    kind: 'app',
    basePaths: ['/management', '/personalCenter'],
    home: '/management/home',
    menu: [
      { path: '/management/home', title: '机构管理', permission: 'fmk', placement: 'user' },
      { path: '/personalCenter/changePassword', title: '修改密码', placement: 'user' },
    ],
  },
];

/** Deploy the fixture remotes into a folder as the deploy script would: `<dir>/<name>/<version>/`. */
export function deployFixtureRemotes(dir: string, version = '1.0.0', remotes = FIXTURE_REMOTES): void {
  for (const manifest of remotes) {
    const folder = path.join(dir, manifest.name, version);
    mkdirSync(path.join(folder, 'static/js'), { recursive: true });
    writeFileSync(path.join(folder, 'remote-manifest.json'), JSON.stringify({ ...manifest, version }));
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: manifest.name, name: manifest.name }));
    writeFileSync(path.join(folder, 'static/js', `${manifest.name}.0123456789.js`), '/* remote entry */');
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  tmp: string;
  login: (instCode: string, username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** The real app on a fresh, migrated and seeded database, with fixture remotes deployed. */
export async function startTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-test-'));
  const database = await freshDatabase(engine);
  await migrateToLatest(database.db);
  await seedDemo(database.db, PASSWORD);
  const config = loadConfig({ DATA_DIR: tmp, SHELL_DIR: path.join(tmp, 'shell'), ...env }, tmp);
  deployFixtureRemotes(config.remotesDir);
  const app = await buildApp({ config, db: database.db });
  const login = async (instCode: string, username: string, password = PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/framework/login',
      payload: { instCode, authName: username, pwd: password },
    });
    const body = res.json<{ code: number; data: { token: string } }>();
    if (body.code !== 200) throw new Error(`login ${instCode}/${username} failed: ${res.body}`);
    return body.data.token;
  };
  return {
    app,
    database,
    config,
    tmp,
    login,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** `inject` with the session token in `X-Token`. */
export const as = (token: string, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, 'x-token': token },
});
