import { useMemo, useState } from 'react';
import { App, Col, Empty, Input, Modal, Row, Spin, Table, Tabs, Tag, Typography } from 'antd';
import type { OrgEmployee, OrgTeam, OrgUnitNode } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { LinkButton } from '@esee/ui';
import { orgApi } from './api';

/** A chosen object: a department, a user group or a member. */
export interface Picked {
  id: number;
  name: string;
}
export interface PickedUser extends Picked {
  username: string;
}
export interface OrgSelection {
  units: Picked[];
  teams: Picked[];
  users: PickedUser[];
}
export const EMPTY_SELECTION: OrgSelection = { units: [], teams: [], users: [] };

/** Where the picker's lists come from (the organisation calls; a test hands its own). */
export interface OrgPickerSource {
  units: () => Promise<OrgUnitNode[]>;
  teams: () => Promise<OrgTeam[]>;
  /** Up to 10,000 members, resigned ones excluded (spec 2 §9). */
  users: () => Promise<OrgEmployee[]>;
}
const orgSource: OrgPickerSource = { units: orgApi.units, teams: orgApi.teams, users: orgApi.instEmployees };

/** Spec 2 §5: adding an object twice warns. */
export const ALREADY_ADDED = '对象已添加';

type Kind = keyof OrgSelection;
const KIND_LABEL: Record<Kind, string> = { units: '部门', teams: '用户组', users: '成员' };

/** Departments flattened in tree order, each with its path for display and search. */
function flatUnits(nodes: OrgUnitNode[], above: string[] = []): { id: number; name: string; path: string }[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: n.name, path: [...above, n.name].join(' / ') },
    ...flatUnits(n.children, [...above, n.name]),
  ]);
}

const matches = (text: string, ...fields: (string | null | undefined)[]) =>
  !text || fields.some((f) => f?.toLowerCase().includes(text.toLowerCase()));

export interface OrgPickerProps {
  open: boolean;
  title?: string;
  /** Only the 成员 tab: only members can be chosen (spec 2 §5, the user-only type). */
  userOnly?: boolean;
  initial?: OrgSelection;
  onOk: (selection: OrgSelection) => void;
  onCancel: () => void;
  source?: OrgPickerSource;
}

/**
 * The org picker (spec 2 §2, §5, §9): departments, user groups and members in
 * tabs, each with a search box; the chosen objects on the right as removable
 * tags. 确定 is enabled only once something is chosen.
 */
export function OrgPicker(props: OrgPickerProps) {
  // Mounted only while open: every opening starts from `initial`.
  return props.open ? <PickerDialog {...props} /> : null;
}

function PickerDialog({ title = '选择对象', userOnly, initial, onOk, onCancel, source = orgSource }: OrgPickerProps) {
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<OrgSelection>(initial ?? EMPTY_SELECTION);
  const [search, setSearch] = useState<Record<Kind, string>>({ units: '', teams: '', users: '' });
  const units = useLoad(() => (userOnly ? Promise.resolve([]) : source.units()), [userOnly]);
  const teams = useLoad(() => (userOnly ? Promise.resolve([]) : source.teams()), [userOnly]);
  const users = useLoad(source.users, []);
  const unitRows = useMemo(() => flatUnits(units.data ?? []), [units.data]);
  const count = chosen.units.length + chosen.teams.length + chosen.users.length;

  const add = (kind: Kind, item: Picked | PickedUser) => {
    if (chosen[kind].some((c) => c.id === item.id)) {
      void message.warning(ALREADY_ADDED);
      return;
    }
    setChosen({ ...chosen, [kind]: [...chosen[kind], item] });
  };
  const remove = (kind: Kind, id: number) => setChosen({ ...chosen, [kind]: chosen[kind].filter((c) => c.id !== id) });

  const searchBox = (kind: Kind, placeholder: string) => (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ marginBottom: 8 }}
      onChange={(e) => setSearch({ ...search, [kind]: e.target.value.trim() })}
      data-testid={`org-picker-search-${kind}`}
    />
  );
  const simpleList = (
    kind: 'units' | 'teams',
    rows: { id: number; name: string; label: string }[],
    loading: boolean,
  ) =>
    loading ? (
      <Spin />
    ) : rows.length ? (
      <div style={{ maxHeight: 360, overflow: 'auto' }}>
        {rows.map((r) => (
          <div
            key={r.id}
            role="button"
            tabIndex={0}
            className="org-picker-item"
            onClick={() => add(kind, { id: r.id, name: r.name })}
            onKeyDown={(e) => e.key === 'Enter' && add(kind, { id: r.id, name: r.name })}
            data-testid={`pick-${kind}-${r.name}`}
            style={{ padding: '5px 8px', cursor: 'pointer', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
          >
            {r.label}
          </div>
        ))}
      </div>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
    );

  const userRows = (users.data ?? []).filter((u) => matches(search.users, u.name, u.username, u.unitName));
  const memberTab = {
    key: 'users',
    label: '成员',
    children: (
      <>
        {searchBox('users', '姓名、用户名或部门')}
        {/* Up to 10,000 rows: a virtual table renders only those in view. */}
        <Table<OrgEmployee>
          virtual
          size="small"
          rowKey="id"
          scroll={{ y: 320 }}
          pagination={false}
          loading={users.status === 'loading'}
          dataSource={userRows}
          locale={{ emptyText: '暂无数据' }}
          onRow={(u) => ({
            onClick: () => add('users', { id: u.id, name: u.name, username: u.username }),
            style: { cursor: 'pointer' },
            'data-testid': `pick-users-${u.username}`,
          })}
          columns={[
            { title: '姓名', dataIndex: 'name', width: 120 },
            { title: '用户名', dataIndex: 'username', width: 140 },
            { title: '部门', dataIndex: 'unitName', render: (v: string | null) => v ?? '--' },
          ]}
          data-testid="org-picker-users"
        />
      </>
    ),
  };
  const tabs = userOnly
    ? [memberTab]
    : [
        {
          key: 'units',
          label: '部门',
          children: (
            <>
              {searchBox('units', '部门名称')}
              {simpleList(
                'units',
                unitRows.filter((u) => matches(search.units, u.name)).map((u) => ({ ...u, label: u.path })),
                units.status === 'loading',
              )}
            </>
          ),
        },
        {
          key: 'teams',
          label: '用户组',
          children: (
            <>
              {searchBox('teams', '用户组名称')}
              {simpleList(
                'teams',
                (teams.data ?? [])
                  .filter((t) => matches(search.teams, t.name))
                  .map((t) => ({ id: t.id, name: t.name, label: `${t.name}（${t.memberCount}人）` })),
                teams.status === 'loading',
              )}
            </>
          ),
        },
        memberTab,
      ];

  return (
    <Modal
      open
      width={860}
      title={title}
      onCancel={onCancel}
      onOk={() => onOk(chosen)}
      okText="确定"
      // Spec 2 §5: save only when the selection is not empty.
      okButtonProps={{ disabled: !count, 'data-testid': 'org-picker-ok' }}
      data-testid="org-picker"
    >
      <Row gutter={16}>
        <Col span={15}>
          <Tabs items={tabs} data-testid="org-picker-tabs" />
        </Col>
        <Col span={9}>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <Typography.Text strong>已选择（{count}）</Typography.Text>
            {count > 0 && <LinkButton onClick={() => setChosen(EMPTY_SELECTION)}>清空</LinkButton>}
          </div>
          <div style={{ maxHeight: 400, overflow: 'auto' }} data-testid="org-picker-chosen">
            {(Object.keys(KIND_LABEL) as Kind[]).flatMap((kind) =>
              chosen[kind].map((c) => (
                <Tag
                  key={`${kind}-${c.id}`}
                  closable
                  onClose={(e) => {
                    e.preventDefault();
                    remove(kind, c.id);
                  }}
                  style={{ marginBottom: 6 }}
                  data-testid={`picked-${kind}-${c.id}`}
                >
                  {KIND_LABEL[kind]}：{c.name}
                </Tag>
              )),
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}
