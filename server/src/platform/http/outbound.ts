import type { lookup, LookupAddress } from 'node:dns';
import { lookup as lookupAsync } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { Readable } from 'node:stream';

/**
 * Calls the server makes to addresses an administrator typed (an institution's product service, its model
 * endpoint): https only, to hosts outside loopback, private, link-local, CGNAT, multicast and reserved ranges,
 * checked on the addresses the name resolves to when the connection is made (resolve, check, connect to that
 * address: a name that resolves to 127.0.0.1 is refused too). The operator, not the administrator, may name hosts
 * that escape the rule (`GATEWAY_ALLOWED_HOSTS=host[:port],...`: a stub on this machine, a service on the bank's
 * network); a named host may also speak http.
 */

/** The operator's setting: `host` (any port) or `host:port`, lower case, `[::1]` for IPv6. */
export interface OutboundPolicy {
  allowedHosts: readonly string[];
  /** The resolver (tests give one that answers a name with 127.0.0.1); the system's by default. */
  resolve?: (host: string) => Promise<string[]>;
}

/** Why a call is refused: a Chinese sentence for the administrator's form or the caller's error. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

const BLOCKED = new BlockList();
for (const [address, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(address, bits, 'ipv4');
for (const [address, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(address, bits, 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as its IPv4 address; others unchanged. */
function plainAddress(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return bare;
}

/** Whether an address is in a range no administrator may point the server at. Not an address: blocked. */
export function addressBlocked(ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

/** Whether the operator named the URL's host (with any port, or with this one). */
export function hostAllowed(url: URL, policy: OutboundPolicy): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return policy.allowedHosts.some((h) => h === host || h === `${host}:${port}`);
}

const REFUSED_RANGE =
  '地址不能指向本机、内网、链路本地或保留网段（如确需访问，请由运维在 GATEWAY_ALLOWED_HOSTS 中放行该主机）';
const REFUSED_SCHEME = '地址应以 https:// 开头（http 仅限运维在 GATEWAY_ALLOWED_HOSTS 中放行的主机）';

/** The problem with an outbound URL as far as its text tells (scheme, credentials, a literal address), or null. */
export function outboundUrlProblem(text: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '地址格式不正确，应以 https:// 开头';
  }
  if (url.username || url.password) return '地址不能包含用户名或密码';
  if (/\s/.test(text)) return '地址不能包含空白字符';
  const allowed = hostAllowed(url, policy);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && allowed))) return REFUSED_SCHEME;
  if (allowed) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) && addressBlocked(host)) return REFUSED_RANGE;
  if (host === 'localhost' || host.endsWith('.localhost')) return REFUSED_RANGE;
  return null;
}

/** The system's resolver: every address of a name. */
const systemResolve = async (host: string): Promise<string[]> =>
  (await lookupAsync(host, { all: true, verbatim: true })).map((a) => a.address);

/** A name's addresses, all of them; a name that does not resolve in `ms` resolves to none. */
async function resolveAll(host: string, ms: number, resolve = systemResolve): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => (timer = setTimeout(() => done([]), ms)));
  try {
    return await Promise.race([resolve(host), timeout]);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The problem with an outbound URL when the administrator saves it: its text, then the addresses its name resolves
 * to now (a name that does not resolve yet is let through: it is checked again at every call).
 */
export async function outboundTargetProblem(text: string, policy: OutboundPolicy): Promise<string | null> {
  const problem = outboundUrlProblem(text, policy);
  if (problem) return problem;
  const url = new URL(text);
  if (hostAllowed(url, policy) || isIP(url.hostname.replace(/^\[|\]$/g, ''))) return null;
  const addresses = await resolveAll(url.hostname, 3000, policy.resolve);
  return addresses.some(addressBlocked) ? REFUSED_RANGE : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's lookup: resolve, refuse the name if any of its addresses is blocked, and hand the connection
 * the addresses checked (it connects to them, never resolving again).
 */
const checkedLookup =
  (resolve = systemResolve) =>
  (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (found) => {
        if (!found.length || found.some(addressBlocked))
          return callback(Object.assign(new OutboundRefused(REFUSED_RANGE), { code: 'EREFUSED' }), '');
        const addresses = found.map((address) => ({ address, family: isIP(address) }));
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for an administrator's address: the URL's text is checked, then the addresses at connection time, and
 * the connection goes to the address checked. Redirects are errors (`redirect: 'error'`). Throws
 * `OutboundRefused` for a refused address, and what `fetch` throws otherwise.
 */
export function outboundFetch(text: string, init: OutboundInit, policy: OutboundPolicy): Promise<Response> {
  const problem = outboundUrlProblem(text, policy);
  if (problem) return Promise.reject(new OutboundRefused(problem));
  const url = new URL(text);
  const allowed = hostAllowed(url, policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        signal: init.signal,
        // A host the operator named goes where it resolves; any other is resolved, checked and connected to here.
        ...(allowed ? {} : { lookup: checkedLookup(policy.resolve) as unknown as typeof lookup }),
      },
      (response) => {
        const status = response.statusCode ?? 502;
        if (status >= 300 && status < 400) {
          response.destroy();
          return reject(new TypeError(`redirect to ${response.headers.location ?? '?'} refused`));
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const v of ([] as (string | undefined)[]).concat(value)) if (v !== undefined) headers.append(name, v);
        const body = NULL_BODY.has(status) ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
        if (!body) response.resume();
        resolve(new Response(body, { status, statusText: response.statusMessage, headers }));
      },
    );
    request.on('error', (error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(cause instanceof OutboundRefused ? cause : error);
    });
    request.end(init.body);
  });
}
