import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_JUDICIAL_ENDPOINTS, RECORD_ENDPOINTS } from '@esee/contracts';
import { hashToken } from '../../src/platform/auth/sessions';
import { workers } from '../../src/platform/workers/pool';
import type { RouteEntry } from '../../src/platform/http/routeTable';
import { ENGINES, ONE_ENGINE, type Client, type TestApp } from '../fixtures';
import { addUser } from '../fixtures';
import { answersWithData, startDataApp, type LogLines } from './fixtures';
import {
  createOwned,
  fingerprint,
  looksLikeId,
  OWNED_EXTRA,
  OWNED_FIELDS,
  PERSONAL,
  PUBLIC_ID_FIELDS,
  PUBLIC_RECORD_ROUTES,
  LINK_FIELDS,
  type OwnedKind,
} from './ownership';
import {
  badAnswer,
  injectOptions,
  partOf,
  routeKey,
  routesUnderTest,
  sampleParts,
  seededRandom,
  Tally,
  type RequestParts,
} from './runner';
import { BAD_BODIES, BAD_VALUES, leafPaths, withLeaf, type SampleContext } from './samples';

/**
 * The security suite, generated from the route table: a route added tomorrow
 * is covered by every class below without a line written for it (a route
 * that takes an id of something owned must be named in `ownership.ts`, or
 * this suite fails). `npm test` runs a seeded sample; `npm run test:security`
 * (SECURITY_FULL=1) runs every case.
 */
const FULL = process.env.SECURITY_FULL === '1';
const SEED = Number(process.env.SECURITY_SEED) || 20261124;
/** Each answer within this, however malformed the request. */
const ANSWER_LIMIT_MS = 2000;
/** Routes that end sessions: fuzzed with a throwaway user's fresh session each time. */
const SESSION_ENDING = new Set(['POST /framework/api/logout', 'POST /framework/api/user/update_password']);
/** Routes whose answer is not the envelope by design (a document). */
const NOT_ENVELOPES = new Set(['GET /framework/openapi.json']);
const INVALID_SESSION = { code: 9998, data: null, message: '登录已失效，请重新登录' };

const tally = new Tally();
afterAll(() => {
  console.log(`security suite (${FULL ? 'full' : 'sample'}, seed ${SEED}), cases by class:\n${tally.table()}`);
});

// The sample runs on one engine (a route's rights and envelope do not depend on it); every case on each.
describe.each(FULL ? ENGINES : ONE_ENGINE)('security suite on %s', (engine) => {
  let t: TestApp & { log: LogLines };
  let routes: RouteEntry[];
  let users: Record<'analyst' | 'admin' | 'other' | 'norights', Client>;
  let ctx: SampleContext;
  const random = seededRandom(SEED);

  beforeAll(async () => {
    t = await startDataApp(engine, {
      env: { CALLS_PER_MINUTE: 'search:1000000,graph:1000000,export:1000000' },
    });
    // Each answer is timed: the workers of the heavy tasks are started first, as a running server's would be.
    await workers.warm();
    await addUser(t.database.db, 'DEMO', 'norights', []);
    await addUser(t.database.db, 'DEMO', 'throwaway', []);
    const [analyst, admin, other, norights] = await Promise.all([
      t.client('analyst'),
      t.client('admin'),
      t.client('demo2'),
      t.client({ instCode: 'DEMO', username: 'norights' }),
    ]);
    users = { analyst, admin, other, norights };
    routes = routesUnderTest(t.app.routeTable);
    const company = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name', 'legal_rep_id'])
      .where('legal_rep_id', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    ctx = {
      entId: company.ent_id,
      entName: company.name.slice(0, 4),
      personId: company.legal_rep_id!,
      ownIds: {},
      params: { name: Object.values(RECORD_ENDPOINTS)[0]!, endpoint: Object.values(PERSON_JUDICIAL_ENDPOINTS)[0]! },
    };
  }, 180_000);
  afterAll(() => t?.close());

  const secured = () => routes.filter((r) => !r.public);

  it('refuses every route but the public ones without a session, with a forged token and with an expired one', async () => {
    const expired = (await t.client('analyst')).token;
    await t.database.db
      .updateTable('user_session')
      .set({ expires_at: new Date(0) })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    const failures: string[] = [];
    for (const route of secured())
      for (const [kind, headers] of [
        ['no session', {}],
        ['forged token', { 'x-token': 'Zm9yZ2VkLXRva2VuLXRoYXQtbG9va3MtcmVhbC1lbm91Z2g' }],
        ['expired token', { 'x-token': expired }],
      ] as const) {
        const res = await t.app.inject(injectOptions(route, sampleParts(route, ctx), headers));
        tally.add(`session: ${kind}`);
        if (res.statusCode !== 401 || res.body !== JSON.stringify(INVALID_SESSION))
          failures.push(`${routeKey(route)} (${kind}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    expect(failures).toEqual([]);
  });

  it('refuses the percent-encoded, doubled and dotted forms of every path like the path itself', async () => {
    const failures: string[] = [];
    for (const route of secured()) {
      const plain = injectOptions(route, sampleParts(route, ctx));
      const [path, query] = String(plain.url).split('?');
      const letters = [...path!.matchAll(/[a-zA-Z]/g)].map((m) => m.index!);
      const slashes = [...path!.matchAll(/\//g)].map((m) => m.index!).slice(1);
      const variants: { kind: string; path: string; sameRoute: boolean }[] = [
        ...random.pick(letters, FULL ? Infinity : 3).map((i) => ({
          kind: 'letter encoded',
          path: `${path!.slice(0, i)}%${path!.charCodeAt(i).toString(16)}${path!.slice(i + 1)}`,
          sameRoute: true,
        })),
        ...random.pick(slashes, FULL ? Infinity : 1).map((i) => ({
          kind: 'slash as %2F',
          path: `${path!.slice(0, i)}%2F${path!.slice(i + 1)}`,
          sameRoute: false,
        })),
        { kind: 'double slash', path: `/${path}`, sameRoute: false },
        { kind: 'double slash', path: path!.replace(/\/(?=[^/]*$)/, '//'), sameRoute: false },
        { kind: 'trailing dot', path: `${path}.`, sameRoute: false },
        { kind: 'trailing dot', path: `${path}%2E`, sameRoute: false },
        { kind: 'trailing slash', path: `${path}/`, sameRoute: false },
        { kind: 'dot segment', path: path!.replace(/\/(?=[^/]*$)/, '/./'), sameRoute: false },
      ];
      for (const v of variants) {
        const res = await t.app.inject({ ...plain, url: query ? `${v.path}?${query}` : v.path });
        tally.add(`encoded path: ${v.kind}`);
        if (answersWithData(res)) failures.push(`${route.method} ${v.path}: answered with data`);
        else if (v.sameRoute && res.statusCode !== 401) failures.push(`${route.method} ${v.path}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses every route that names a right to a user without it', async () => {
    const failures: string[] = [];
    const withRight = secured().filter((r) => r.right);
    expect(withRight.length).toBeGreaterThan(10);
    for (const route of withRight) {
      const res = await users.norights.inject(injectOptions(route, sampleParts(route, ctx)));
      tally.add('right missing');
      if (res.statusCode !== 403 || res.json().code !== 403)
        failures.push(`${routeKey(route)} needs ${route.right}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('knows, for every id a route takes, whether it names something owned or public data', () => {
    const unknown: string[] = [];
    for (const route of routes)
      for (const part of ['body', 'querystring', 'params'] as const)
        for (const field of Object.keys(partOf(route, part)?.properties ?? {})) {
          const key = routeKey(route);
          if (!looksLikeId(field) || PUBLIC_ID_FIELDS.has(field) || LINK_FIELDS[key]?.includes(field)) continue;
          if (field === 'id' && PUBLIC_RECORD_ROUTES.test(key)) continue;
          if (!OWNED_FIELDS[key]?.[field]) unknown.push(`${key} ${part}.${field}`);
        }
    expect(unknown).toEqual([]);
    const stale = Object.keys(OWNED_FIELDS).filter((key) => !routes.some((r) => routeKey(r) === key));
    expect(stale).toEqual([]);
  });

  it("refuses another institution's and (where it is personal) another user's things, and changes nothing", async () => {
    const owned = await createOwned(t, users.analyst, ctx.entId);
    // Sessions seen two minutes ago, as on a slow machine: the first refused call refreshes them, which is no change.
    await sql`update user_session set last_seen_at = last_seen_at - interval '2 minutes'`.execute(t.database.db);
    const failures: string[] = [];
    for (const [key, fields] of Object.entries(OWNED_FIELDS)) {
      const route = routes.find((r) => routeKey(r) === key)!;
      const ownIds = Object.fromEntries(Object.entries(fields).map(([f, kind]) => [f, owned[kind]]));
      const parts = sampleParts(route, { ...ctx, ownIds });
      if (OWNED_EXTRA[key]) parts.body = { ...(parts.body as object), ...OWNED_EXTRA[key] };
      const personal = Object.values(fields).some((kind: OwnedKind) => PERSONAL[kind]);
      for (const [who, user] of [
        ['other institution', users.other],
        ...(personal ? [['other user', users.admin] as const] : []),
      ] as const) {
        // Work queued before (an export, a report, a run) writes when it is done: done before the data is read.
        await t.app.jobs.idle();
        const before = await fingerprint(t.database.db);
        const res = await user.inject(injectOptions(route, parts));
        tally.add(`owned: ${who}`);
        if (answersWithData(res)) failures.push(`${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if ((await fingerprint(t.database.db)) !== before) failures.push(`${key} as ${who}: changed data`);
      }
    }
    // A foreign trace named as the previous one is dropped, not linked.
    const linked = await users.other.post('/framework/api/act/trace/addTrace', {
      actKey: 'x',
      preTraceId: owned.trace,
    });
    tally.add('owned: other institution');
    expect(linked.data.preTraceId).toBeNull();
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every malformed request with a 4xx in the envelope, no trace of internals, in time', async () => {
    const failures: string[] = [];
    let address = 0;
    // The users' own things, so that requests naming them get past the ownership checks to the work.
    const owned = {
      admin: await createOwned(t, users.admin, ctx.entId),
      analyst: await createOwned(t, users.analyst, ctx.entId),
    };
    const ownIdsOf = (route: RouteEntry, who: keyof typeof owned) =>
      Object.fromEntries(Object.entries(OWNED_FIELDS[routeKey(route)] ?? {}).map(([f, kind]) => [f, owned[who][kind]]));
    const check = async (
      who: keyof typeof owned,
      route: RouteEntry,
      label: string,
      parts: RequestParts | null,
      raw?: (typeof BAD_BODIES)[number],
    ) => {
      const key = routeKey(route);
      const user = SESSION_ENDING.has(key) ? await t.client({ instCode: 'DEMO', username: 'throwaway' }) : users[who];
      address++;
      const remoteAddress = `10.77.${(address >> 8) & 255}.${address & 255}`;
      const options = raw
        ? { ...injectOptions(route, parts!, { 'content-type': raw.contentType }), payload: raw.payload }
        : injectOptions(route, parts!);
      const errorsBefore = t.log.errors().length;
      const started = performance.now();
      const res = await user.inject({ ...options, remoteAddress });
      const problem = badAnswer(res, performance.now() - started, ANSWER_LIMIT_MS, !NOT_ENVELOPES.has(key));
      const logged = t.log.errors().slice(errorsBefore);
      if (problem) failures.push(`${key} ${label}: ${problem}`);
      else if (logged.length) failures.push(`${key} ${label}: logged ${JSON.stringify(logged[0]).slice(0, 300)}`);
    };
    // The sample fuzzes as the administrator (every right); the full run as a staff member too.
    for (const who of FULL ? (['admin', 'analyst'] as const) : (['admin'] as const))
      for (const route of routes) {
        const sample = sampleParts(route, { ...ctx, ownIds: ownIdsOf(route, who) });
        await check(who, route, 'sample', sample);
        tally.add('fuzz: sample request');
        for (const part of ['params', 'query', 'body'] as const) {
          const value = sample[part];
          if (value === undefined || (part === 'params' && !Object.keys(value as object).length)) continue;
          for (const path of leafPaths(value))
            for (const bad of random.pick(BAD_VALUES, FULL ? Infinity : 3)) {
              const mutated = { ...sample, [part]: withLeaf(value, path, bad.value) };
              await check(who, route, `${part}.${path.join('.')} = ${bad.name}`, mutated);
              tally.add(`fuzz: field ${bad.name === 'missing' ? 'missing' : 'value'}`);
            }
        }
        if (route.method !== 'GET')
          for (const raw of random.pick(BAD_BODIES, FULL ? Infinity : 2)) {
            await check(who, route, `body ${raw.name}`, sample, raw);
            tally.add('fuzz: whole body');
          }
      }
    expect(failures).toEqual([]);
  }, 600_000);
});
