import type { ReactNode } from 'react';
import { BackBar, DetailPending } from '@esee/ui';

/**
 * A financing detail page (a round, an institution): the crumbs from its list to the item (its name once
 * loaded), the 404 or retry when the load failed, else the page's cards under the crumbs.
 */
export function FinancingDetailFrame({
  list,
  name,
  loaded,
  missing,
  notFound,
  testId,
  children,
}: {
  /** The list page the item is reached from. */
  list: { title: string; to: string };
  /** The item's name, or the page's word for it while it loads. */
  name: string;
  loaded: { status: 'loading' | 'ok' | 'failed'; reload: () => void };
  missing: boolean;
  /** The 404's title and test id. */
  notFound: { title: string; testId: string };
  testId: string;
  children: ReactNode;
}) {
  const crumbs = [list, { title: name }];
  if (loaded.status === 'failed')
    return (
      <DetailPending
        crumbs={crumbs}
        loaded={loaded}
        missing={missing}
        title={notFound.title}
        testId={notFound.testId}
      />
    );
  return (
    <div data-testid={testId}>
      <BackBar crumbs={crumbs} />
      {children}
    </div>
  );
}
