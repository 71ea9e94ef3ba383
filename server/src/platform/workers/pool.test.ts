import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './pool';
import { fixtureTasks as t } from './pool.fixtureTasks';
import { TaskError, TaskExhausted } from './task';

const pool = new WorkerPool(new URL('./pool.fixture.ts', import.meta.url), 1);
afterAll(() => pool.close());

describe('worker pool', () => {
  it('answers, with progress, and keeps the request thread free while a task computes', async () => {
    const notes: string[] = [];
    expect(await pool.run(t.double, 21, { onProgress: (_, note) => notes.push(note ?? '') })).toBe(42);
    expect(notes).toEqual(['完成']);
    // While the worker spins for 1.5 s, timers on this thread still fire about every 20 ms.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    await pool.run(t.spin, 1500);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(20);
  });

  it("passes a task's refusal through with its reason, and the worker serves on", async () => {
    const error = await pool.run(t.refuse, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).reason).toBe('corrupt');
    expect(await pool.run(t.double, 2)).toBe(4);
  });

  it('stops a task that runs past its time or its memory, then runs the next one', async () => {
    await expect(pool.run(t.spin, 60_000)).rejects.toEqual(new TaskExhausted('timeout'));
    const memory = await pool.run(t.hog, null).catch((e: unknown) => e);
    expect(memory).toBeInstanceOf(TaskExhausted);
    expect(['memory', 'crashed']).toContain((memory as TaskExhausted).why);
    expect(await pool.run(t.double, 5)).toBe(10);
  });

  it('cancels a running task and lets a waiting one through', async () => {
    const stop = new AbortController();
    const running = pool.run(t.spin, 4000, { signal: stop.signal });
    const waiting = pool.run(t.double, 8);
    stop.abort();
    await expect(running).rejects.toEqual(new TaskExhausted('cancelled'));
    expect(await waiting).toBe(16);
  });
});
