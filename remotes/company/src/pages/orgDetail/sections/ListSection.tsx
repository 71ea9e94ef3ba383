import { useState, type ReactNode } from 'react';
import type { ListPage, RecordColumn } from '@esee/contracts';
import { DataTable, EmptyState, Section, tableColumns, type DataColumn } from '@esee/ui';

type Row = Record<string, unknown>;

/** A titled list whose columns come from the dictionary; its count shows once known. A count of 0 known
 * beforehand shows 暂无数据 alone, without a table or a request. */
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
  if (count === 0)
    return (
      <Section id={id} title={title} count={0} extra={extra}>
        <EmptyState />
      </Section>
    );
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
