import { describe, expect, it } from 'vitest';
import { foregroundFirst, inBackground, requestEnded, requestStarted } from './foreground';

describe('requests first on the embedded engine', () => {
  it('holds background statements while a request is in flight, and lets them go when it ends', async () => {
    const order: string[] = [];
    requestStarted();
    const job = inBackground(() => foregroundFirst().then(() => order.push('background')));
    // A request's own statements never wait.
    await foregroundFirst();
    order.push('request');
    requestEnded();
    await job;
    expect(order).toEqual(['request', 'background']);
  });

  it('never starves background work: it goes after a short wait even while requests keep coming', async () => {
    requestStarted();
    try {
      await inBackground(() => foregroundFirst());
    } finally {
      requestEnded();
    }
    // With no request in flight it does not wait at all.
    let went = false;
    const job = inBackground(() => foregroundFirst()).then(() => (went = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(went).toBe(true);
    await job;
  });
});
