import { useState } from 'react';

/** Where a pairwise check stands; `runs` counts the answers, so a page can start each one fresh. */
export type PairCheckState<Req, Res> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string; request: Req }
  | { status: 'ok'; result: Res; request: Req; runs: number };

/** The client's error as far as this needs it (its envelope's message), without depending on the client. */
type Failure = { envelope?: { message?: string } } | undefined;

/** Runs a pairwise check (关系核查, 围串标核查) and keeps its state: loading, the answer, or why it failed. */
export function usePairCheck<Req, Res>(check: (request: Req) => Promise<Res>) {
  const [state, setState] = useState<PairCheckState<Req, Res>>({ status: 'idle' });
  const [runs, setRuns] = useState(0);
  const run = (request: Req) => {
    setState({ status: 'loading' });
    check(request).then(
      (result) => {
        setRuns(runs + 1);
        setState({ status: 'ok', result, request, runs: runs + 1 });
      },
      (error: Failure) =>
        setState({ status: 'failed', request, message: error?.envelope?.message ?? '核查失败，请重试' }),
    );
  };
  return { state, run };
}
