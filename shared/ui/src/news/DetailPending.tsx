import type { ComponentProps } from 'react';
import { Skeleton } from 'antd';
import { BackBar, type Crumb } from '../BackBar';
import { MissingOrFailed } from './MissingOrFailed';

/** A detail page whose load is not ready: its crumbs over the skeleton while loading, else the 404 or the retry. */
export function DetailPending({
  crumbs,
  loading,
  ...failure
}: { crumbs: readonly Crumb[]; loading: boolean } & ComponentProps<typeof MissingOrFailed>) {
  return (
    <>
      <BackBar crumbs={crumbs} />
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : <MissingOrFailed {...failure} />}
    </>
  );
}
