import type { ComponentProps } from 'react';
import { Skeleton } from 'antd';
import { BackBar, type Crumb } from '../BackBar';
import { MissingOrFailed } from './MissingOrFailed';

/**
 * A detail page whose load is not ready: its crumbs over the skeleton while loading, else the 404 or the
 * retry (which loads again).
 */
export function DetailPending({
  crumbs,
  loaded,
  ...failure
}: {
  crumbs: readonly Crumb[];
  loaded: { status: 'loading' | 'ok' | 'failed'; reload: () => void };
} & Omit<ComponentProps<typeof MissingOrFailed>, 'onRetry'>) {
  return (
    <>
      <BackBar crumbs={crumbs} />
      {loaded.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <MissingOrFailed {...failure} onRetry={loaded.reload} />
      )}
    </>
  );
}
