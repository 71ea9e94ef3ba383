import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoad } from './useLoad';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Probe({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
  const state = useLoad(() => load(id), [id]);
  return (
    <button type="button" onClick={state.reload}>
      {state.status}:{state.data ?? String(state.error ?? '')}
    </button>
  );
}

describe('useLoad', () => {
  afterEach(cleanup);

  it('starts the first request while rendering, once, and shows its answer', async () => {
    const calls: number[] = [];
    const answer = deferred<string>();
    const load = (id: number) => (calls.push(id), answer.promise);
    render(<Probe id={1} load={load} />);
    expect(calls).toEqual([1]);
    expect(screen.getByRole('button').textContent).toBe('loading:');
    await act(async () => answer.resolve('one'));
    expect(screen.getByRole('button').textContent).toBe('ok:one');
    expect(calls).toEqual([1]);
  });

  it('drops a late answer to an older request and loads again on reload', async () => {
    const answers = new Map([
      [1, deferred<string>()],
      [2, deferred<string>()],
    ]);
    const load = (id: number) => answers.get(id)!.promise;
    const { rerender } = render(<Probe id={1} load={load} />);
    rerender(<Probe id={2} load={load} />);
    await act(async () => answers.get(2)!.resolve('two'));
    await act(async () => answers.get(1)!.resolve('one'));
    expect(screen.getByRole('button').textContent).toBe('ok:two');

    answers.set(2, deferred<string>());
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('loading:');
    await act(async () => answers.get(2)!.reject(new Error('down')));
    expect(screen.getByRole('button').textContent).toBe('failed:Error: down');
  });
});
