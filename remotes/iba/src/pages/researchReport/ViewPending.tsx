import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { isNotFound } from '@esee/http';
import type { Loaded } from '@esee/react';
import { FailedState } from '@esee/ui';

/**
 * A research view (a report, a broker, a stock's consensus) not loaded yet: the spinner, or when it failed
 * `none` if the server has nothing for it (404) and the retry otherwise.
 */
export function ViewPending({
  loaded,
  none,
}: {
  loaded: Exclude<Loaded<unknown>, { status: 'ok' }> & { reload: () => void };
  none?: ReactNode;
}) {
  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return none !== undefined && isNotFound(loaded.error) ? none : <FailedState onRetry={loaded.reload} />;
}
