import net from 'node:net';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { PasswordSeal } from './auth/passwordSeal';
import type { Db } from './db/database';
import { foregroundFirst, inBackground } from './db/foreground';
import { platformPlugin } from './services';

/** Whether a background statement goes at once (no request held in flight), or waits. */
async function backgroundGoes(): Promise<boolean> {
  let went = false;
  const job = inBackground(() => foregroundFirst()).then(() => (went = true));
  await eventLoopTurn();
  await eventLoopTurn();
  const goes = went;
  await job;
  return goes;
}

describe('requests in flight, as background work sees them', () => {
  const app = Fastify();
  let port = 0;
  let handlerStarted!: () => void;
  let releaseHandler!: () => void;
  let responseClosed!: () => void;

  beforeAll(async () => {
    const services = { db: {} as Db, config: {} as Config, clock: () => new Date(0), seal: {} as PasswordSeal };
    await app.register(platformPlugin, services);
    app.post('/slow', async (_request, reply) => {
      reply.raw.once('close', () => responseClosed());
      handlerStarted();
      await new Promise<void>((resolve) => (releaseHandler = resolve));
      return { ok: true };
    });
    app.post('/quick', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('ends a request whose client went away while its handler ran, its body read', async () => {
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    const closed = new Promise<void>((resolve) => (responseClosed = resolve));
    const body = '{"a":1}';
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await started;
    expect(await backgroundGoes()).toBe(false);
    // The page closed: the handler goes on, its answer has nowhere to go.
    socket.destroy();
    await closed;
    releaseHandler();
    // A request answered in full after it.
    const answer = await fetch(`http://127.0.0.1:${port}/quick`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await answer.json()).toEqual({ ok: true });
    expect(await backgroundGoes()).toBe(true);
  });
});
