import { Table, Tag } from 'antd';
import type { DirectoryUser } from '@esee/contracts';
import type { Loaded } from '@esee/react';
import type { Page } from '../org/api';
import { personColumns } from '../../components/personColumns';

/** The staff directory's table: one page of members, read-only. */
export function DirectoryTable({
  page,
  pageNum,
  onPage,
  testId,
}: {
  page: Loaded<Page<DirectoryUser>>;
  pageNum: number;
  onPage: (n: number) => void;
  testId: string;
}) {
  const total = page.data?.total ?? 0;
  return (
    <Table<DirectoryUser>
      rowKey="userId"
      size="small"
      loading={page.status === 'loading'}
      dataSource={page.data?.list ?? []}
      locale={{ emptyText: page.status === 'failed' ? '数据刷新失败，请刷新' : '暂无数据' }}
      data-testid={testId}
      pagination={total > 10 && { current: pageNum, pageSize: 10, total, onChange: onPage, showSizeChanger: false }}
      columns={[
        ...personColumns<DirectoryUser>(),
        {
          title: '状态',
          render: (_, u) =>
            u.resignFlag ? <Tag>离职</Tag> : u.enableFlag ? <Tag color="green">在职</Tag> : <Tag>停用</Tag>,
        },
      ]}
    />
  );
}
