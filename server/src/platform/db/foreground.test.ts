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
    await new Promise((resolve) => setImmediate(resolve));
    expect(went).toBe(true);
    await job;
  });

  it('holds maintenance while a job people wait for runs, and lets it go when the job ends', async () => {
    const order: string[] = [];
    let endJob!: () => void;
    const job = inBackground(async () => {
      // The job's own statements do not wait for maintenance.
      await foregroundFirst();
      order.push('job statement');
      await new Promise<void>((resolve) => (endJob = resolve));
      order.push('job done');
    });
    const maintenance = inBackground(() => foregroundFirst().then(() => order.push('maintenance')), 'maintenance');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['job statement']);
    endJob();
    await Promise.all([job, maintenance]);
    expect(order).toEqual(['job statement', 'job done', 'maintenance']);
  });

  it('lets the event loop in between background statements (PGlite answers within the thread)', async () => {
    // Statements answered without a turn of the event loop: were none let in, the timer would fire only after them.
    let fired = false;
    setTimeout(() => (fired = true), 0);
    await inBackground(async () => {
      for (let i = 0; i < 100_000 && !fired; i++) await foregroundFirst();
    }, 'maintenance');
    expect(fired).toBe(true);
  });
});
