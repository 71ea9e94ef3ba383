import { useState, type ReactNode } from 'react';
import { DataTable } from '@esee/ui';

type RemoteTableProps<T extends object> = Extract<Parameters<typeof DataTable<T>>[0], { load: unknown }>;

/**
 * The one table, whose empty answer is replaced by `empty`: a sentence that says why the list is empty
 * and what to do (the table's own state says only 暂无数据). `reloadKey` is a string, so that the
 * answer it was for can be compared.
 */
export function ExplainedTable<T extends object>({
  empty,
  ...table
}: RemoteTableProps<T> & { reloadKey: string; empty: ReactNode }) {
  const [emptyFor, setEmptyFor] = useState<string | null>(null);
  const isEmpty = emptyFor === table.reloadKey;
  return (
    <>
      {isEmpty && empty}
      {/* Kept mounted while hidden: a new key loads again, and shows the rows or the reason. */}
      <div style={isEmpty ? { display: 'none' } : undefined}>
        <DataTable<T>
          {...table}
          onTotal={(total) => {
            setEmptyFor(total === 0 ? table.reloadKey : null);
            table.onTotal?.(total);
          }}
        />
      </div>
    </>
  );
}
