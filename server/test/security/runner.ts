import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/platform/http/routeTable';
import { asQueryText, REMOVE, sampleOf, type SampleContext } from './samples';
import type { Schema } from './schemaBounds';

/** The routes the suite covers: every API route (the static file routes serve files, not data). */
export const routesUnderTest = (table: readonly RouteEntry[]) => table.filter((r) => !r.url.includes('*'));

export const routeKey = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;

export const partOf = (route: RouteEntry, part: 'body' | 'querystring' | 'params'): Schema | undefined =>
  (route.schema as Record<string, Schema | undefined> | undefined)?.[part];

/** What a request to a route carries: path parameters, query, body. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

/** A request the route's schemas accept, from the sample context. */
export function sampleParts(route: RouteEntry, ctx: SampleContext): RequestParts {
  const params = partOf(route, 'params');
  const query = partOf(route, 'querystring');
  const body = partOf(route, 'body');
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return {
    params: Object.fromEntries(
      names.map((n) => [n, ctx.params[n] ?? (params?.properties?.[n] ? sampleOf(params.properties[n], n, ctx) : 'x')]),
    ),
    query: query ? (sampleOf(query, '', ctx) as Record<string, unknown>) : undefined,
    body: body ? sampleOf(body, '', ctx) : route.method === 'GET' ? undefined : {},
  };
}

/**
 * `encodeURIComponent`, also for text it refuses (a lone surrogate): such a
 * unit is sent as the bytes a careless client would send for it.
 */
export function encodeAny(text: string): string {
  return text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) => {
    if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
    const c = part.charCodeAt(0);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** The inject options of those parts: path parameters encoded into the URL, query values as text. */
export function injectOptions(
  route: RouteEntry,
  parts: RequestParts,
  headers: Record<string, string> = {},
): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, n: string) => {
    const v = parts.params[n];
    return encodeAny(v === REMOVE ? '' : (asQueryText(v) ?? ''));
  });
  const query = Object.entries(parts.query ?? {}).flatMap(([k, v]) => {
    const text = asQueryText(v);
    return text === undefined ? [] : [`${encodeAny(k)}=${encodeAny(text)}`];
  });
  const options: InjectOptions = {
    method: route.method,
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers,
  };
  if (parts.body !== undefined && route.method !== 'GET') options.payload = parts.body as object;
  return options;
}

/** A stack frame or an error's inner name in an answer: the server told too much. */
const LEAK = /\bat [\w.<>]+ \(|node:internal|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|SyntaxError: (?!请求)/;

/** Why an answer to malformed input is wrong (a server error, a leak, slowness, no envelope), or null. */
export function badAnswer(res: LightMyRequestResponse, ms: number, limitMs: number, envelope = true): string | null {
  if (res.statusCode >= 500 && res.statusCode !== 503) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (LEAK.test(res.body)) return `leaks internals: ${res.body.slice(0, 200)}`;
  if (ms > limitMs) return `took ${Math.round(ms)} ms`;
  if (envelope && String(res.headers['content-type'] ?? '').includes('application/json')) {
    const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'number' || typeof body.message !== 'string')
      return `not an envelope: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/** A small seeded random source, so a run's sample can be repeated from its seed. */
export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** `n` items of the list, in order, chosen at random (all of them when `n` is Infinity). */
    pick<T>(list: readonly T[], n: number): T[] {
      if (n >= list.length) return [...list];
      const chosen = new Set<number>();
      while (chosen.size < n) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
    },
  };
}

/** Cases run per class, printed at the end of a run. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(kind: string, n = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + n);
  }
  table(): string {
    const rows = [...this.counts].map(([k, n]) => `  ${k.padEnd(36)} ${String(n).padStart(7)}`);
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    return [...rows, `  ${'total'.padEnd(36)} ${String(total).padStart(7)}`].join('\n');
  }
}
