import { Table, type TableColumnsType } from 'antd';
import { LinkButton } from '../LinkButton';

/**
 * The parties of a pairwise check as the form lists them: 序号, the page's own columns, and 移除.
 * Rows are keyed by `key`.
 */
export function PartyTable<R extends { key: string }>({
  rows,
  columns,
  onRemove,
  emptyText,
  testId,
}: {
  rows: R[];
  columns: TableColumnsType<R>;
  onRemove: (key: string) => void;
  emptyText: string;
  testId: string;
}) {
  return (
    <Table<R>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      locale={{ emptyText }}
      columns={[
        { title: '序号', width: 56, render: (_v, _r, i) => i + 1 },
        ...columns,
        {
          title: '操作',
          width: 64,
          render: (_v, r) => <LinkButton onClick={() => onRemove(r.key)}>移除</LinkButton>,
        },
      ]}
    />
  );
}
