import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkRun } from '@esee/contracts';
import { useWorkRun, type WorkRunCalls } from '@esee/react';
import { WorkRunProgress } from './WorkRunProgress';

/** States come from polling timers: a busy machine may hold them back past the default second. */
const STATE = { timeout: 10_000 };

const run = (over: Partial<WorkRun>): WorkRun => ({
  runId: 1,
  state: 'running',
  progress: 0.4,
  stage: '识别分组',
  failureReason: null,
  startedBy: '林晓雯',
  createdAt: '2026-11-30 10:00',
  finishedAt: null,
  ...over,
});

function Page({ calls }: { calls: WorkRunCalls }) {
  const watched = useWorkRun(calls, 10);
  return (
    <>
      <button data-testid="start" disabled={watched.running} onClick={() => void watched.start()}>
        {watched.running ? '识别中' : '运行识别'}
      </button>
      <WorkRunProgress run={watched.run} what="识别" testId="progress" />
    </>
  );
}

describe('a run started and followed from the page', () => {
  afterEach(cleanup);

  it('shows the stage and progress while it runs, and tells the page when it is done', async () => {
    const answers = [
      run({ progress: 0.4 }),
      run({ progress: 0.8, stage: '保存识别结果' }),
      run({ state: 'done', progress: 1, stage: null }),
    ];
    const onFinished = vi.fn();
    const calls: WorkRunCalls = {
      latest: vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)),
      start: vi.fn(async () => run({ state: 'queued', progress: 0, stage: null })),
      onFinished,
    };
    // On arrival a run already going (started before a reload, or by a colleague) is shown.
    render(<Page calls={calls} />);
    expect(await screen.findByText('识别分组…', undefined, STATE)).toBeTruthy();
    expect(screen.getByTestId('start').textContent).toBe('识别中');
    expect(screen.getByTestId('progress').textContent).toContain('林晓雯于2026-11-30 10:00 发起');
    expect(await screen.findByText('保存识别结果…', undefined, STATE)).toBeTruthy();
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ state: 'done' })), STATE);
    // Done: the page shows its result, not the progress.
    expect(screen.queryByTestId('progress')).toBeNull();
    expect(screen.getByTestId('start').textContent).toBe('运行识别');
  });

  it('starts a run, and shows why it failed', async () => {
    let current: WorkRun | null = null;
    const calls: WorkRunCalls = {
      latest: vi.fn(async () => current),
      start: vi.fn(async () => (current = run({ state: 'queued', progress: 0, stage: null }))),
    };
    render(<Page calls={calls} />);
    await act(async () => fireEvent.click(screen.getByTestId('start')));
    expect(await screen.findByText('识别排队中', undefined, STATE)).toBeTruthy();
    current = run({ state: 'failed', failureReason: '同一客户识别未能在限定的时间和内存内完成' });
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('progress').textContent).toContain(
          '识别失败：同一客户识别未能在限定的时间和内存内完成',
        ),
      STATE,
    );
    expect(screen.getByTestId('start').textContent).toBe('运行识别');
  });

  it('keeps a run started before the page had its first answer', async () => {
    let arrive: (r: WorkRun | null) => void = () => undefined;
    let asked = 0;
    const calls: WorkRunCalls = {
      // The first ask, on arrival, is answered only once the run was started: there was none then.
      latest: vi.fn(() =>
        ++asked === 1
          ? new Promise<WorkRun | null>((resolve) => (arrive = resolve))
          : Promise.resolve(run({ state: 'failed', failureReason: '超时' })),
      ),
      start: vi.fn(async () => run({ state: 'queued', progress: 0, stage: null })),
    };
    render(<Page calls={calls} />);
    await act(async () => fireEvent.click(screen.getByTestId('start')));
    await act(async () => arrive(null));
    await vi.waitFor(() => expect(screen.getByTestId('progress').textContent).toContain('识别失败：超时'), STATE);
  });

  it('keeps asking while the answer is the very run it shows', async () => {
    const queued = run({ state: 'queued', progress: 0, stage: null });
    let asked = 0;
    const calls: WorkRunCalls = {
      // The same object on arrival and at the next two asks (a client returning what it cached), then the run's end.
      latest: vi.fn(async () => (++asked <= 3 ? queued : run({ state: 'done', progress: 1, stage: null }))),
      start: vi.fn(async () => queued),
    };
    render(<Page calls={calls} />);
    expect(await screen.findByText('识别排队中', undefined, STATE)).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('start').textContent).toBe('运行识别'), STATE);
  });
});
