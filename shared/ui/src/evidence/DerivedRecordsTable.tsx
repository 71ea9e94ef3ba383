import { DERIVED_RECORD_COLUMNS, type DerivedSourceRecord } from '@esee/contracts';
import type { ReactNode } from 'react';
import { DataTable } from '../DataTable';
import { tableColumns } from '../RecordTable';

/** A source record as the dictionary's columns read it: its share in percent. */
const recordRow = (r: DerivedSourceRecord) => ({ ...r, id: `${r.holderId}>${r.companyId}`, percent: r.ratio * 100 });
const RECORD_COLUMNS = tableColumns<ReturnType<typeof recordRow>>(DERIVED_RECORD_COLUMNS);

/** The shareholding records a derived conclusion rests on (derived alerts, 客户中的关联方), whole. */
export function DerivedRecordsTable(props: {
  records: readonly DerivedSourceRecord[];
  testId: string;
  emptyText?: ReactNode;
}) {
  return (
    <DataTable
      size="small"
      showAll
      testId={props.testId}
      rows={props.records.map(recordRow)}
      rowKey={(r) => r.id}
      columns={RECORD_COLUMNS}
      emptyText={props.emptyText}
    />
  );
}
