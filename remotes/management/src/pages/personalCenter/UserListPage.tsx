import { useMemo, useState } from 'react';
import { Card, Input, Space, TreeSelect } from 'antd';
import type { OrgInfo } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { usersApi } from '../org/usersApi';
import { DirectoryTable } from './DirectoryTable';

interface UnitOption {
  value: number;
  title: string;
  children: UnitOption[];
}
/** The flat department list as a tree for the filter. */
function unitTree(units: OrgInfo['units']): UnitOption[] {
  const nodes = new Map(units.map((u) => [u.id, { value: u.id, title: u.name, children: [] as UnitOption[] }]));
  const roots: UnitOption[] = [];
  for (const u of units) {
    const parent = u.parentUnitId === null ? undefined : nodes.get(u.parentUnitId);
    (parent ? parent.children : roots).push(nodes.get(u.id)!);
  }
  return roots;
}

/** `/personalCenter/userList` 用户列表: the institution's staff directory, by name or username and department. */
export default function UserListPage() {
  const info = useLoad(usersApi.orgInfo, []);
  const tree = useMemo(() => unitTree(info.data?.units ?? []), [info.data]);
  const [keyword, setKeyword] = useState('');
  const [unitId, setUnitId] = useState<number | undefined>(undefined);
  return (
    <Card
      title="用户列表"
      data-testid="user-list-page"
      extra={
        <Space wrap>
          <TreeSelect
            allowClear
            showSearch
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            placeholder="全部部门"
            style={{ width: 200 }}
            treeData={tree}
            value={unitId}
            onChange={(id?: number) => setUnitId(id)}
            data-testid="user-list-unit"
          />
          <Input.Search
            allowClear
            maxLength={50}
            placeholder="姓名或用户名"
            style={{ width: 220 }}
            onSearch={(text) => setKeyword(text.trim())}
            data-testid="user-list-search"
          />
        </Space>
      }
    >
      <DirectoryTable
        testId="user-list-table"
        load={(pageNum) => usersApi.search({ keyword: keyword || undefined, unitId, includeChildren: true, pageNum })}
        reloadKey={`${keyword}|${unitId ?? ''}`}
      />
    </Card>
  );
}
