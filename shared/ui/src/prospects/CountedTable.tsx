import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type PageData } from '../DataTable';
import { MatchCountBar, useMatchTotal } from './MatchCount';

/**
 * A search's result: the count of matches first (共 N 家, its test id carrying `data-total`), the page's
 * tools beside it, then the numbered rows. A new `reloadKey` loads page 1 again and hides the count until
 * the new one comes.
 */
export function CountedTable<T extends { entId: string }>({
  countTestId,
  toolbar,
  testId,
  reloadKey,
  load,
  columns,
}: {
  countTestId: string;
  toolbar: ReactNode;
  testId: string;
  reloadKey: string;
  load: (page: number) => Promise<PageData<T>>;
  columns: readonly DataColumn<T>[];
}) {
  const { total, onTotal } = useMatchTotal(reloadKey);
  return (
    <>
      <MatchCountBar total={total} testId={countTestId}>
        {toolbar}
      </MatchCountBar>
      <DataTable<T>
        testId={testId}
        numbered
        reloadKey={reloadKey}
        rowKey={(c) => c.entId}
        onTotal={onTotal}
        load={load}
        columns={columns}
      />
    </>
  );
}
