import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { EmptyState, FailedState } from '../states';
import type { PairCheckState } from './usePairCheck';

/**
 * The result side of a pairwise check page: what to do before the first run, a spinner while it runs,
 * the failure with a retry, else the answer as `children` draws it. `testId` prefixes `${testId}-loading`.
 */
export function PairCheckBody<Req, Res>({
  state,
  idleText,
  loadingText,
  testId,
  onRetry,
  children,
}: {
  state: PairCheckState<Req, Res>;
  idleText: string;
  loadingText: string;
  testId: string;
  onRetry: (request: Req) => void;
  children: (result: Res, runs: number) => ReactNode;
}) {
  switch (state.status) {
    case 'idle':
      return <EmptyState description={idleText} />;
    case 'loading':
      return (
        <div style={{ textAlign: 'center', padding: 48 }} data-testid={`${testId}-loading`}>
          <Spin tip={loadingText} size="large">
            <div style={{ height: 48 }} />
          </Spin>
        </div>
      );
    case 'failed':
      return <FailedState title={state.message} onRetry={() => onRetry(state.request)} />;
    case 'ok':
      return children(state.result, state.runs);
  }
}
