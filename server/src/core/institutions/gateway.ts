import { BlockList, isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { GatewayLimit, INTEGRATION_TARGETS, type IntegrationTargetKey } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { openSecret, sealSecret } from '../../platform/secretSeal';
import type { SharedState } from '../../platform/sharedState/sharedState';
import { KeyedCache } from '../../platform/sharedState/keyedCache';

/**
 * 网关设置 as the rest of the server uses it (issue 21): the login address
 * allow-list, the integration targets (issue 23 redirects to them) and the
 * external channels' sealed secrets. The platform administrator's calls that
 * edit them are in `areas/management/platformAdmin/gateway.ts`.
 */

// ---------------------------------------------------------------- login addresses

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is its IPv4 address. */
const plainAddress = (ip: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
};

/** One allow-list entry (an address or a CIDR range) normalised, or the problem with it. */
export function addressEntry(text: string): { entry: string } | { problem: string } {
  const value = text.trim().toLowerCase();
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(plainAddress(address));
  const bad = { problem: `“${text.trim().slice(0, GatewayLimit.ADDRESS_LENGTH)}”不是有效的 IP 地址或 CIDR 网段` };
  if (!family || extra !== undefined) return bad;
  if (prefix === undefined) return { entry: plainAddress(address) };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 0 || bits > (family === 4 ? 32 : 128)) return bad;
  return { entry: `${plainAddress(address)}/${bits}` };
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const e of entries) {
    const [address, prefix] = e.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether an address is in a list of entries; an empty list allows every address. */
export function addressAllowed(entries: readonly string[], ip: string): boolean {
  if (!entries.length) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (!family) return false;
  return blockListOf(entries).check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Parsed lists by database and institution (`KeyedCache`): a save forgets the institution's list on every server
 * instance at once (through the shared state, which each app follows: `followLoginAllow`), the TTL bounds what a lost
 * message costs. Per database: two apps in one process on two databases (the tests) never read each other's lists.
 */
const CACHE_TTL_MS = 30_000;
const allowLists = new WeakMap<Db, KeyedCache<BlockList | null>>();

const LOGIN_ALLOW_TOPIC = 'login-allow';

/** An institution's list was saved: every instance reads it again at its next sign-in. */
export const forgetLoginAllow = (shared: SharedState, instId: number) =>
  shared.invalidate(LOGIN_ALLOW_TOPIC, String(instId));

/** This app's lists (of `db`), kept and following the saves made on any instance; once per app. */
export const followLoginAllow = (db: Db, shared: SharedState) =>
  void allowLists.set(
    db,
    new KeyedCache(shared, {
      topic: LOGIN_ALLOW_TOPIC,
      ttlMs: CACHE_TTL_MS,
      load: async (instId) => {
        const entries = await loginAllowEntries(db, instId);
        return entries.length ? blockListOf(entries) : null;
      },
    }),
  );

/** An institution's allow-list entries (empty: anywhere). */
export async function loginAllowEntries(db: Db, instId: number): Promise<string[]> {
  const row = await db.selectFrom('login_allow').select('entries').where('inst_id', '=', instId).executeTakeFirst();
  return row ? (JSON.parse(row.entries) as string[]) : [];
}

/** Whether a member of the institution may sign in from `ip` (as Fastify's `request.ip` sees it). */
export async function loginAddressAllowed(db: Db, instId: number, ip: string): Promise<boolean> {
  const lists = allowLists.get(db);
  // Fail closed: an app that does not follow the saves has no lists to read.
  if (!lists) throw new Error('login allow-lists: followLoginAllow was not called for this database');
  const list = await lists.get(instId);
  if (!list) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

// ---------------------------------------------------------------- integration targets

/**
 * Where an institution's integration call `key` redirects to (issue 23): the
 * URL the platform administrator set on 网关设置, or null when none is set or
 * it is switched off (the call then answers that it is not configured).
 */
export async function integrationTarget(db: Db, instCode: string, key: IntegrationTargetKey): Promise<string | null> {
  const row = await db
    .selectFrom('integration_target as t')
    .innerJoin('institution as i', 'i.id', 't.inst_id')
    .select('t.url')
    .where('i.code', '=', instCode.trim().toUpperCase())
    .where('t.target_key', '=', key)
    .where('t.enabled', '=', true)
    .executeTakeFirst();
  return row?.url ?? null;
}

/** The integration targets an institution has set and switched on (their keys only, never their addresses). */
export async function integrationTargetKeys(db: Db, instCode: string): Promise<IntegrationTargetKey[]> {
  const rows = await db
    .selectFrom('integration_target as t')
    .innerJoin('institution as i', 'i.id', 't.inst_id')
    .select('t.target_key')
    .where('i.code', '=', instCode.trim().toUpperCase())
    .where('t.enabled', '=', true)
    .execute();
  return rows.map((r) => r.target_key as IntegrationTargetKey);
}

/**
 * The problem with a target URL, null when all right: https, or http to this
 * machine only (a developer's stub); no user:password part. Private network
 * hosts are allowed: the browser is redirected there, the server never
 * fetches it, and banks' systems live on their own networks.
 */
export function targetUrlProblem(url: string): string | null {
  if (url.length > GatewayLimit.URL_LENGTH) return `地址不能超过${GatewayLimit.URL_LENGTH}个字符`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '地址格式不正确，应以 https:// 开头';
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (!(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local)))
    return '地址应以 https:// 开头（http 仅限 localhost）';
  if (parsed.username || parsed.password) return '地址不能包含用户名或密码';
  if (/\s/.test(url)) return '地址不能包含空白字符';
  return null;
}

export const isTargetKey = (key: string): key is IntegrationTargetKey => INTEGRATION_TARGETS.some((t) => t.key === key);

// ---------------------------------------------------------------- channel secrets

/** A new channel secret: 32 random bytes, base64url (43 characters). */
export const newChannelSecret = () => randomBytes(32).toString('base64url');

/** Channel secrets are sealed like every secret the server keeps (`secretSeal.ts`). */
export const sealChannelSecret = sealSecret;
export const openChannelSecret = openSecret;

/**
 * An enabled external channel of an institution with its secret in clear, for
 * the `/external/*` auth call (issue 23) to check `secretParamData`; null when
 * there is no such enabled channel.
 */
export async function externalChannel(
  db: Db,
  instCode: string,
  channelCode: string,
): Promise<{ id: number; instId: number; code: string; name: string; origins: string[]; secret: string } | null> {
  const row = await db
    .selectFrom('external_channel as c')
    .innerJoin('institution as i', 'i.id', 'c.inst_id')
    .select(['c.id', 'c.inst_id', 'c.code', 'c.name', 'c.origins', 'c.secret_sealed'])
    .where('i.code', '=', instCode.trim().toUpperCase())
    .where('c.code', '=', channelCode)
    .where('c.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    instId: row.inst_id,
    code: row.code,
    name: row.name,
    origins: JSON.parse(row.origins) as string[],
    secret: await openChannelSecret(db, row.secret_sealed),
  };
}
