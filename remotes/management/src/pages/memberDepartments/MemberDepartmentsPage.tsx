import { useState } from 'react';
import { Button, Card, Col, Row, Table } from 'antd';
import type { OrgUnitNode } from '@esee/contracts';
import { orgApi } from '../org/api';
import { CardActions } from '../org/CardActions';
import { AddMemberModal } from '../org/AddMemberModal';
import { MemberTable } from '../org/MemberTable';
import { NameDialog, useNameDialog } from '../org/NameDialog';
import { useChange } from '../org/useChange';
import { useMembers } from '../org/useMembers';

interface UnitRow {
  key: number;
  unit: OrgUnitNode;
  children?: UnitRow[];
}
const rowsOf = (units: OrgUnitNode[]): UnitRow[] =>
  units.map((unit) => ({ key: unit.id, unit, ...(unit.children.length ? { children: rowsOf(unit.children) } : {}) }));
const find = (units: OrgUnitNode[], id: number | null): OrgUnitNode | undefined => {
  for (const u of units) {
    if (u.id === id) return u;
    const below = find(u.children, id);
    if (below) return below;
  }
  return undefined;
};

type Dialog = { kind: 'add'; parent: OrgUnitNode | null } | { kind: 'rename'; unit: OrgUnitNode };

/** `/management/memberDepartments`: the department tree beside the chosen department's members (and those below). */
export default function MemberDepartmentsPage() {
  const [chosen, setChosen] = useState<number | null>(null);
  const naming = useNameDialog<Dialog>();
  const [adding, setAdding] = useState(false);
  const m = useMembers(chosen === null ? {} : { unit_id: chosen, include_children: 1 });
  const current = find(m.units, chosen);

  const run = useChange(() => (m.reloadUnits(), m.reload()));

  return (
    <Row gutter={16} data-testid="member-departments-page">
      <Col xs={24} md={9}>
        <Card
          title="部门"
          extra={
            <CardActions
              first={
                <Button
                  size="small"
                  type="primary"
                  onClick={() => naming.open({ kind: 'add', parent: current ?? null })}
                  data-testid="unit-add"
                >
                  {current ? '新增下级部门' : '新增部门'}
                </Button>
              }
              // Spec 2 §5: the server refuses a department with members; otherwise confirm first.
              chosen={
                current && {
                  onRename: () => naming.open({ kind: 'rename', unit: current }, current.name),
                  confirmTitle: `确定删除部门「${current.name}」吗？`,
                  onDelete: () => run(() => orgApi.deleteUnit(current.id), '部门已删除').then(() => setChosen(null)),
                  deleteTestId: 'unit-delete',
                }
              }
            />
          }
        >
          <Table<UnitRow>
            size="small"
            rowKey="key"
            pagination={false}
            showHeader={false}
            dataSource={rowsOf(m.units)}
            expandable={{ defaultExpandAllRows: true }}
            locale={{ emptyText: '暂无部门' }}
            rowClassName={(r) => (r.key === chosen ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setChosen(r.key === chosen ? null : r.key) })}
            columns={[
              { title: '部门', render: (_, r) => <span data-testid={`unit-${r.unit.name}`}>{r.unit.name}</span> },
              { title: '成员', width: 70, render: (_, r) => `${r.unit.memberCount}人` },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card
          title={current ? `${current.name}的成员（含下级部门）` : '全部成员'}
          extra={
            <Button type="primary" size="small" onClick={() => setAdding(true)} data-testid="member-add">
              新增成员
            </Button>
          }
        >
          <MemberTable members={m} onChanged={() => (m.reload(), m.reloadUnits())} />
        </Card>
      </Col>
      <NameDialog
        state={naming}
        title={(d) =>
          d?.kind === 'rename' ? '重命名部门' : d?.parent ? `在「${d.parent.name}」下新增部门` : '新增部门'
        }
        placeholder="部门名称"
        maxLength={30}
        testId="unit"
        onSave={(d, name) =>
          d.kind === 'add'
            ? run(() => orgApi.saveUnit(name, d.parent?.id ?? null), '部门已新增')
            : run(() => orgApi.updateUnit(d.unit.id, { name }), '部门已重命名')
        }
      />
      <AddMemberModal open={adding} members={m} defaultUnitId={current?.id} onClose={() => setAdding(false)} />
    </Row>
  );
}
