import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

/** What an invalidation names: one key of a topic, or every key of it (`ALL_KEYS`). */
export type InvalidationHandler = (key: string) => void;

/**
 * Every key of a topic: sent when an instance may have missed invalidations (its link to Redis came back after a
 * cut), and by `invalidate(topic)` without a key.
 */
export const ALL_KEYS = '*';

/**
 * State that several server instances must agree on. In-process by default (one instance, the embedded database);
 * through Redis when `REDIS_URL` is set, so that per-user limits and cache invalidations hold whichever instance
 * answers. Counters with expiry are Redis's own (the rate limiter takes `redis`); login throttles are counted in the
 * database, which every instance shares anyway.
 */
export interface SharedState {
  readonly mode: 'in-process' | 'redis';
  /** The command connection, for libraries that keep their state in Redis (the rate limiter); none in-process. */
  readonly redis: Redis | undefined;
  /** Prefix of every key and channel of this deployment (`REDIS_PREFIX`). */
  readonly prefix: string;
  /**
   * Tell every instance that what it holds under `topic` (for `key`, or all of it) is stale: this instance's
   * handlers run before this returns, the other instances' as soon as the message reaches them.
   */
  invalidate: (topic: string, key?: string) => void;
  /** Run `handler` whenever `topic` is invalidated, here or on another instance; returns the unsubscribe. */
  onInvalidate: (topic: string, handler: InvalidationHandler) => () => void;
  close: () => Promise<void>;
}

/** The server does not start: `REDIS_URL` names a Redis that does not answer (fail closed, never per instance). */
export class SharedStateUnavailableError extends Error {
  override readonly name = 'SharedStateUnavailableError';
}

export interface SharedStateOptions {
  redisUrl: string | undefined;
  prefix: string;
  /** How long to wait for Redis at start-up. */
  connectTimeoutMs?: number;
  /** Where problems after start-up are reported (a lost link, a message that could not be sent). */
  warn?: (message: string) => void;
}

/** The handlers of each topic; shared by both kinds. */
class Handlers {
  private readonly byTopic = new Map<string, Set<InvalidationHandler>>();

  add(topic: string, handler: InvalidationHandler): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }

  fire(topic: string, key: string): void {
    for (const handler of this.byTopic.get(topic) ?? []) handler(key);
  }

  fireAll(): void {
    for (const topic of this.byTopic.keys()) this.fire(topic, ALL_KEYS);
  }
}

function inProcess(prefix: string): SharedState {
  const handlers = new Handlers();
  return {
    mode: 'in-process',
    redis: undefined,
    prefix,
    invalidate: (topic, key = ALL_KEYS) => handlers.fire(topic, key),
    onInvalidate: (topic, handler) => handlers.add(topic, handler),
    close: async () => undefined,
  };
}

interface Message {
  from: string;
  topic: string;
  key: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).from === 'string' &&
  typeof (value as Message).topic === 'string' &&
  typeof (value as Message).key === 'string';

/** `redis://user:secret@host:6379/0` without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

async function throughRedis(url: string, options: SharedStateOptions): Promise<SharedState> {
  const { prefix, warn = () => undefined } = options;
  const channel = `${prefix}invalidate`;
  const self = randomUUID();
  const handlers = new Handlers();
  const connection: RedisOptions = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    // A call waits for one reconnection at most, then fails (the rate limiter then refuses the call: fail closed).
    maxRetriesPerRequest: 1,
  };
  const client = new Redis(url, connection);
  const subscriber = new Redis(url, connection);
  let lastError: Error | undefined;
  let started = false;
  for (const [name, redis] of [
    ['commands', client],
    ['invalidations', subscriber],
  ] as const)
    redis.on('error', (error: Error) => {
      lastError = error;
      if (started) warn(`Redis (${name}): ${error.message}`);
    });
  try {
    await client.connect();
    await client.ping();
    await subscriber.connect();
    await subscriber.subscribe(channel);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    const cause = lastError?.message ?? (error as Error).message;
    throw new SharedStateUnavailableError(
      `REDIS_URL: Redis at ${redactRedisUrl(url)} does not answer (${cause}). The server does not start without ` +
        'the state its instances share (rate limits, cache invalidation); start Redis, or unset REDIS_URL to run ' +
        'one instance on its own.',
      { cause: error },
    );
  }
  started = true;

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isMessage(message) && message.from !== self) handlers.fire(message.topic, message.key);
  });
  // Back after a cut: invalidations sent meanwhile are lost, so everything cached is dropped.
  subscriber.on('ready', () => {
    warn('Redis: link restored; caches dropped (invalidations may have been missed)');
    handlers.fireAll();
  });

  return {
    mode: 'redis',
    redis: client,
    prefix,
    invalidate: (topic, key = ALL_KEYS) => {
      handlers.fire(topic, key);
      const message: Message = { from: self, topic, key };
      // Not sent: the other instances' link is down too (one Redis), and they drop their caches when it is back.
      client.publish(channel, JSON.stringify(message)).catch((error: Error) => {
        warn(`Redis: invalidation of ${topic} ${key} not sent: ${error.message}`);
      });
    },
    onInvalidate: (topic, handler) => handlers.add(topic, handler),
    close: async () => {
      started = false;
      await Promise.allSettled([subscriber.quit(), client.quit()]);
    },
  };
}

/** Shared state as configured: through Redis when `redisUrl` is set (refusing to start without it), else in-process. */
export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  return options.redisUrl ? throughRedis(options.redisUrl, options) : inProcess(options.prefix);
}
