import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { RemoteManifest } from '@esee/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from '../src/platform/db/database';
import { seedDemo } from '../src/seed/demo';
import { now } from '../src/platform/clock';
import { pgliteFromTemplate, postgresDatabase, TEMPLATE_PASSWORD } from './templates';

export const PASSWORD = TEMPLATE_PASSWORD;

/**
 * The engines the integration tests run on: always the embedded PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL points at a server (`.ci/run` sets it).
 */
export const ENGINES = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
export type Engine = (typeof ENGINES)[number];

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server, dropped on close. */
export async function freshDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({ pgliteDir: 'memory://' });
  return postgresDatabase(testDatabaseName());
}

/** A fresh database, migrated and seeded with the demo data: a copy of the run's template (globalSetup.ts). */
export async function seededDatabase(engine: Engine): Promise<DatabaseHandle> {
  const templates = inject('templates');
  if (templates && engine === 'pglite') return pgliteFromTemplate(templates.pglite);
  if (templates?.postgres && engine === 'postgres') return postgresDatabase(testDatabaseName(), templates.postgres);
  const database = await freshDatabase(engine);
  await migrateToLatest(database.db);
  await seedDemo(database.db, PASSWORD);
  return database;
}

const testDatabaseName = () => `esee_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

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
    const entry = `static/js/${manifest.name}.0123456789.js`;
    const mf = { id: manifest.name, name: manifest.name, metaData: { remoteEntry: { name: entry, path: '' } } };
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(mf));
    writeFileSync(path.join(folder, entry), '/* remote entry */');
  }
}

/** A clock the test moves, from the one clock's now (pinned for test runs). */
export function testClock(start = now().getTime()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  tmp: string;
  clock: ReturnType<typeof testClock>;
  /** Seal a password as the browser does: RSA-OAEP-256 with the server's public key. */
  seal: (password: string, nonce?: string, at?: number) => Promise<string>;
  /** A fresh captcha's uuid: the one-time nonce a login's sealed password is bound to. */
  nonce: () => Promise<string>;
  /** The login call as the browser makes it: a string `pwd` is sealed first, to a fresh captcha's uuid unless given. */
  loginAs: (
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<{ statusCode: number; body: any }>;
  login: (instCode: string, username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  captchaText?: () => string;
  /** Runs on the seeded database before the app starts (e.g. to load companies the search index should hold). */
  beforeApp?: (db: DatabaseHandle['db']) => Promise<unknown>;
  /** Where the app logs (nowhere unless given). */
  logger?: { stream: NodeJS.WritableStream };
}

/**
 * The real app on a fresh, migrated and seeded database, with fixture remotes
 * deployed and a clock the test moves. Captcha is off unless `env` turns it on.
 */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-test-'));
  const database = await seededDatabase(engine);
  await options.beforeApp?.(database.db);
  const env = { DATA_DIR: tmp, SHELL_DIR: path.join(tmp, 'shell'), CAPTCHA: 'off', ...options.env };
  const config = loadConfig(env, tmp);
  deployFixtureRemotes(config.remotesDir);
  const clock = testClock();
  const app = await buildApp({
    config,
    db: database.db,
    clock: clock.now,
    captchaText: options.captchaText,
    logger: options.logger,
  });
  const seal = async (password: string, nonce?: string, at = clock.now().getTime()) => {
    const { publicKey } = (await app.inject({ method: 'GET', url: '/framework/auth_type' })).json().data;
    const key = { key: Buffer.from(publicKey, 'base64'), format: 'der' as const, type: 'spki' as const };
    const payload = Buffer.from(JSON.stringify({ p: password, n: nonce, t: at }));
    return publicEncrypt({ ...key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, payload).toString(
      'base64',
    );
  };
  /** A fresh captcha's uuid: the one-time nonce a login's sealed password is bound to. */
  const nonce = async (): Promise<string> =>
    (await app.inject({ method: 'GET', url: '/framework/captcha' })).json().data.uuid;
  const loginAs = async (body: Record<string, unknown>, given: Record<string, string> = {}) => {
    const headers = given.uuid ? given : { ...given, uuid: await nonce() };
    const pwd = typeof body.pwd === 'string' ? await seal(body.pwd, headers.uuid) : body.pwd;
    const payload = { authType: 'RSA-OAEP-256', ...body, pwd };
    const res = await app.inject({ method: 'POST', url: '/framework/login', headers, payload });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const login = async (instCode: string, username: string, password = PASSWORD) => {
    const res = await loginAs({ instCode, authName: username, pwd: password });
    if (res.body.code !== 200) throw new Error(`login ${instCode}/${username} failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  return {
    app,
    database,
    config,
    tmp,
    clock,
    seal,
    nonce,
    loginAs,
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

/** The company holding the most others in a generated data set (the head of the largest group), and how many. */
export async function largestGroupHead(db: Db): Promise<{ entId: string; holdings: number }> {
  const row = await db
    .selectFrom('shareholding')
    .select(['holder_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('holder_kind', '=', 'C')
    .groupBy('holder_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { entId: row.holder_id, holdings: Number(row.n) };
}

/** A multipart/form-data body with one file and some fields, as a browser sends it. */
export function multipart(fileName: string, bytes: Buffer, fields: Record<string, string | number> = {}) {
  const boundary = '----esee-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
