import { Breadcrumb, Card, Empty, Spin } from 'antd';
import { useLoad } from '@esee/react';
import { usersApi } from '../org/usersApi';
import { DirectoryTable } from './DirectoryTable';

/** `/personalCenter/departmentList` 部门成员: my department (its path) and its members, read-only. */
export default function DepartmentListPage() {
  const info = useLoad(usersApi.orgInfo, []);
  const unit = info.data?.unit ?? null;
  return (
    <Card
      title="部门成员"
      data-testid="department-list-page"
      extra={unit && <Breadcrumb items={unit.path.map((title) => ({ title }))} data-testid="department-path" />}
    >
      {info.status === 'loading' ? (
        <Spin />
      ) : unit ? (
        <DirectoryTable
          testId="department-members"
          load={(pageNum) => usersApi.search({ unitId: unit.id, pageNum })}
          reloadKey={unit.id}
        />
      ) : (
        <Empty description="您尚未分配到部门" />
      )}
    </Card>
  );
}
