import { isIP } from 'node:net';
import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database, its lock file and (by default) the deployed remotes. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Where the searches find their candidates (`SEARCH_INDEXES`): `memory`, indexes of every company in each
   * instance (the default; fastest on the embedded engine and for small sets), or `database`, the database's own
   * indexes, so that an instance's memory and start-up do not grow with the register (name search and the
   * condition searches so far).
   */
  searchIndexes: 'memory' | 'database';
  /**
   * The name search's statements an instance runs at once on PostgreSQL (`SEARCH_CONNECTIONS`, default 2): the
   * connections they are planned once on (`plannedOnce.ts`); more wait their turn in the instance. The database does
   * most a second with about as many statements at once as it has cores, summed over the instances: beyond that they
   * only take the cores from each other (docs/production.md).
   */
  searchConnections: number;
  /** Deployed remotes: `<remotesDir>/<name>/<version>/mf-manifest.json`. */
  remotesDir: string;
  /** Remotes served by dev servers instead (`npm run dev`): name to base URL. */
  remoteDevUrls: Record<string, string>;
  /**
   * Where browsers fetch the deployed remotes, when not from this origin's `/remotes/` (a CDN:
   * `https://cdn.bank.example/esee/remotes/`); its origin joins the content security policy.
   */
  remotesUrl: string | undefined;
  /** The shell's built files, served at `/`. */
  shellDir: string;
  /** Password of the demo accounts, set when they are first seeded. */
  demoPassword: string;
  /** Seed the demo institutions on first start. */
  seedDemo: boolean;
  /** How many companies the demo data set has (first start only). */
  demoCompanies: number;
  logLevel: string;
  /** Image captcha at login; off only by explicit configuration (automated tests). */
  captcha: boolean;
  /** The error-catalogue probe for operators and tests (`DIAGNOSTICS=on`). */
  diagnostics: boolean;
  /** Customer service contacts shown in the footer and the contact card (spec 1 §2). */
  servicePhone: string;
  serviceEmail: string;
  /** Data sets dropped here (a folder each, with READY) are loaded by the running server. */
  inboxDir: string;
  /** How often the inbox is looked into. */
  inboxEveryMs: number;
  /** Expensive calls a user may make a minute, by kind (`CALLS_PER_MINUTE=search:600,graph:120,export:60,upload:20`). */
  callsPerMinute: Record<'search' | 'graph' | 'export' | 'upload', number>;
  /** 高德 (AMap) web key for 地图找客's online base map; without it the bundled outlines are the base. */
  amapKey: string | undefined;
  /** Its security code (安全密钥), when the key requires one. */
  amapSecurityCode: string | undefined;
  /**
   * The proxies whose X-Forwarded-For counts (`TRUST_PROXY`): addresses and CIDR ranges (and proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`), or a hop count; default `loopback` (nginx on this machine). A client
   * connecting from anywhere else is its own address, whatever it forwards.
   */
  trustProxy: string[] | number;
  /**
   * Hosts an institution's product service or model endpoint may name although they resolve to loopback, private
   * or link-local addresses, or speak http (`GATEWAY_ALLOWED_HOSTS=host[:port],...`): the operator's choice, never
   * the platform administrator's.
   */
  gatewayAllowedHosts: string[];
  /**
   * Redis shared by the server's instances (`redis://host:6379/0`): per-user limits and cache invalidations hold
   * whichever instance answers. Unset: in-process (one instance). Set and not answering: the server does not start.
   */
  redisUrl: string | undefined;
  /** Prefix of this deployment's keys and channels in that Redis (`REDIS_PREFIX`, default `esee:`). */
  redisPrefix: string;
}

// upload: files that start heavy work (document checks, statement imports, workbooks read in a worker: batch lists,
// screening lists, member and family-tie imports), counted per user whichever instance answers.
const DEFAULT_CALLS_PER_MINUTE = { search: 600, graph: 120, export: 60, upload: 20 };

/** `graph:30,export:10` over the defaults. */
export function parseCallsPerMinute(value: string | undefined): Config['callsPerMinute'] {
  const limits = { ...DEFAULT_CALLS_PER_MINUTE };
  for (const pair of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [kind, count] = pair.split(':');
    const n = Number(count);
    if (!kind || !(kind in limits) || !Number.isInteger(n) || n < 1)
      throw new Error(`CALLS_PER_MINUTE: '${pair}' is not ${Object.keys(limits).join('|')}:<count>`);
    limits[kind as keyof typeof limits] = n;
  }
  return limits;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `TRUST_PROXY`: a hop count, or addresses / CIDR ranges / proxy-addr names, comma-separated; default loopback. */
export function parseTrustProxy(value: string | undefined): string[] | number {
  const text = (value ?? '').trim();
  if (!text) return ['loopback'];
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.includes(entry) && (!family || !prefixOk || extra !== undefined))
      throw new Error(
        `TRUST_PROXY: '${entry}' is not an address, a CIDR range, a hop count or ${PROXY_NAMES.join('|')}`,
      );
  }
  return entries;
}

/** `GATEWAY_ALLOWED_HOSTS=host[:port],...`: lower-cased, `[::1]:8443` for an IPv6 address. */
export function parseAllowedHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts)
    if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host))
      throw new Error(`GATEWAY_ALLOWED_HOSTS: '${host}' is not host[:port]`);
  return hosts;
}

/**
 * Two an instance. On this project's two-core machine (the database, two instances, nginx and the benchmark's client
 * on the same cores), four took a suggestion 1.1-1.2 ms of the database's CPU and its p95 to 50-56 ms at a million
 * companies, one 0.6-0.7 ms and 28-33 ms; two did about as well as one (docs/scale.md, "As many statements as the
 * database has cores"). A database of its own has more cores; `bench:scale` sets one here.
 */
export const DEFAULT_SEARCH_CONNECTIONS = 2;

export const DEFAULT_DEMO_PASSWORD = 'Demo@2026';

/** `cba=http://localhost:3001,prma=http://localhost:3002` to a map. */
export function parseRemoteDevUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, url] = pair.split('=');
    if (!name || !url) throw new Error(`REMOTE_DEV_URLS: '${pair}' is not name=url`);
    urls[name.trim()] = url.trim().replace(/\/+$/, '');
  }
  return urls;
}

/** An http(s) URL, ending with a slash so that `<name>/<version>/…` follows it. */
export function parseRemotesUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`REMOTES_URL: '${value}' is not a URL`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`REMOTES_URL: '${value}' is not http(s)`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function parseSearchIndexes(value: string | undefined): Config['searchIndexes'] {
  if (value === undefined || value === '' || value === 'memory') return 'memory';
  if (value === 'database') return 'database';
  throw new Error(`SEARCH_INDEXES: '${value}' is neither memory nor database`);
}

function parseSearchConnections(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SEARCH_CONNECTIONS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`SEARCH_CONNECTIONS: '${value}' is not 1 to 64`);
  return n;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: '${value}' is not a port number`);
  return port;
}

/** Paths are resolved against the working directory (the repository root under `npm start`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    searchIndexes: parseSearchIndexes(env.SEARCH_INDEXES),
    searchConnections: parseSearchConnections(env.SEARCH_CONNECTIONS),
    remotesDir: path.resolve(cwd, env.REMOTES_DIR || path.join(dataDir, 'remotes')),
    remoteDevUrls: parseRemoteDevUrls(env.REMOTE_DEV_URLS),
    remotesUrl: parseRemotesUrl(env.REMOTES_URL),
    shellDir: path.resolve(cwd, env.SHELL_DIR || 'shell/dist'),
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO !== 'off',
    demoCompanies: env.DEMO_COMPANIES === undefined || env.DEMO_COMPANIES === '' ? 20_000 : Number(env.DEMO_COMPANIES),
    logLevel: env.LOG_LEVEL || 'info',
    captcha: env.CAPTCHA !== 'off',
    diagnostics: env.DIAGNOSTICS === 'on',
    servicePhone: env.SERVICE_PHONE ?? '',
    serviceEmail: env.SERVICE_EMAIL ?? '',
    inboxDir: path.resolve(cwd, env.DATA_INBOX || path.join(dataDir, 'inbox')),
    inboxEveryMs: 1000 * (Number(env.INBOX_SECONDS) || 10),
    callsPerMinute: parseCallsPerMinute(env.CALLS_PER_MINUTE),
    amapKey: env.AMAP_KEY || undefined,
    amapSecurityCode: env.AMAP_SECURITY_CODE || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    gatewayAllowedHosts: parseAllowedHosts(env.GATEWAY_ALLOWED_HOSTS),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'esee:',
  };
}
