import { Select, Table } from 'antd';
import type { BankFlowField } from '@esee/contracts';
import { FIELD_CHOICES, fieldOf, type DraftMapping } from './mapping';

/**
 * 列映射: a form, not a list — each column of the uploaded file with the select of what it is read as, in a box of
 * fixed height inside the upload dialog (a file may have dozens of columns).
 */
export function ColumnMappingGrid({
  headers,
  draft,
  onAssign,
}: {
  headers: readonly string[];
  draft: DraftMapping;
  onAssign: (header: string, field: BankFlowField | null) => void;
}) {
  return (
    <Table
      size="small"
      rowKey={(h) => h}
      dataSource={headers.filter(Boolean)}
      pagination={false}
      scroll={{ y: 260 }}
      data-testid="bank-flow-mapping-table"
      columns={[
        {
          key: 'header',
          title: '文件中的列',
          render: (_, h) => <span data-testid="bank-flow-mapping-header">{h}</span>,
        },
        {
          key: 'field',
          title: '读作',
          width: 260,
          render: (_, h) => (
            <Select
              size="small"
              style={{ width: 220 }}
              value={fieldOf(draft, h) ?? ''}
              options={FIELD_CHOICES}
              onChange={(v: string) => onAssign(h, (v || null) as BankFlowField | null)}
              data-testid="bank-flow-mapping-select"
              data-header={h}
            />
          ),
        },
      ]}
    />
  );
}
