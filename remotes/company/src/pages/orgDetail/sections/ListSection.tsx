import { useState, type ReactNode } from 'react';
import type { ListPage, RecordColumn } from '@esee/contracts';
import { DataTable, Section, tableColumns, type DataColumn } from '@esee/ui';

type Row = Record<string, unknown>;

/** A titled list whose columns come from the dictionary; its count shows once known. */
export function ListSection({
  id,
  title,
  count,
  columns,
  rowKey,
  load,
  extraColumns = [],
  extra,
}: {
  id: string;
  title: string;
  count?: number;
  columns: readonly RecordColumn[];
  rowKey: string;
  load: (page: number) => Promise<ListPage<Row>>;
  extraColumns?: readonly DataColumn<Row>[];
  extra?: ReactNode;
}) {
  const [total, setTotal] = useState(count);
  return (
    <Section id={id} title={title} count={total} extra={extra}>
      <DataTable<Row>
        testId={`list-${id}`}
        columns={[...tableColumns<Row>(columns), ...extraColumns]}
        rowKey={(r) => String(r[rowKey])}
        numbered
        load={load}
        onTotal={setTotal}
      />
    </Section>
  );
}
