import { Tag } from 'antd';
import type { DirectoryUser } from '@esee/contracts';
import { DataTable } from '@esee/ui';
import type { Page } from '../org/api';
import { personColumns } from '../../components/personColumns';

/** The staff directory's table: the pages of members a query finds, read-only. */
export function DirectoryTable({
  load,
  reloadKey,
  testId,
}: {
  load: (page: number) => Promise<Page<DirectoryUser>>;
  /** A new query: the list starts again at page 1. */
  reloadKey: unknown;
  testId: string;
}) {
  return (
    <DataTable<DirectoryUser>
      testId={testId}
      size="small"
      rowKey={(u) => String(u.userId)}
      load={load}
      reloadKey={reloadKey}
      columns={[
        ...personColumns<DirectoryUser>(),
        {
          key: 'status',
          title: '状态',
          render: (u) =>
            u.resignFlag ? <Tag>离职</Tag> : u.enableFlag ? <Tag color="green">在职</Tag> : <Tag>停用</Tag>,
        },
      ]}
    />
  );
}
