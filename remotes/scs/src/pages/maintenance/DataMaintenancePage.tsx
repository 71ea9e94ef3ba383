import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Tabs, Tag, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXPOSURE_PRODUCTS,
  INTERNAL_RATINGS,
  SCS_FAMILY_RELATIONS,
  ScsChangeKind,
  type ScsBookRow,
  type ScsControlRow,
  type ScsFamilyRow,
  type ScsGuaranteeRow,
} from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { CompanyLink, PageTitle, personHref } from '@esee/ui';
import { reviewApi } from '../../api/review';
import { money } from '../format';
import { CompanyPicker } from './ChangeModal';
import { FamilyImport } from './FamilyImport';
import { PersonPicker } from './PersonPicker';
import { MaintenanceTab, type Tab } from './MaintenanceTab';
import { useUrlFilters } from '../useUrlFilters';

const TABS: { key: Tab; label: string }[] = [
  { key: 'family', label: '家族关系' },
  { key: 'guarantee', label: '担保关系' },
  { key: 'control', label: '协议控制' },
  { key: 'book', label: '数据修正' },
];

const byId = (r: { id: number }) => String(r.id);

/** 批量导入 of the family tab (its dialog with it); an import submitted reloads the list. */
function FamilyImportButton({ reload }: { reload: () => void }) {
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="scs-family-import">
        批量导入
      </Button>
      {importing && (
        <FamilyImport
          onClose={() => setImporting(false)}
          onDone={() => {
            void message.success('已提交，待复核');
            setImporting(false);
            reload();
          }}
        />
      )}
    </>
  );
}

function FamilyTab({ keyword }: { keyword?: string }) {
  return (
    <MaintenanceTab<ScsFamilyRow, { personAId: string; personBId: string; relation: string }>
      tab="family"
      keyword={keyword}
      rowKey={byId}
      columns={[
        { key: 'a', title: '人员甲', render: (r) => <FamilyPerson name={r.personA} id={r.personAId} /> },
        { key: 'b', title: '人员乙', render: (r) => <FamilyPerson name={r.personB} id={r.personBId} /> },
        { key: 'rel', title: '关系', width: 120, render: (r) => r.relation },
        { key: 'at', title: '生效时间', width: 150, render: (r) => r.createdAt },
      ]}
      addLabel="新增家族关系"
      toolbar={(reload) => (
        // A fragment, so that the toolbar's Space spaces each button.
        <>
          <FamilyImportButton reload={reload} />
          <Button icon={<DownloadOutlined />} onClick={() => void reviewApi.familyTemplate().catch(() => undefined)}>
            下载模板
          </Button>
        </>
      )}
      editor={{
        title: (row) => (row ? '修改家族关系' : '新增家族关系'),
        kind: (row) => (row ? ScsChangeKind.FAMILY_EDIT : ScsChangeKind.FAMILY_ADD),
        initialValues: (row) =>
          row
            ? { personAId: row.personAId ?? undefined, personBId: row.personBId ?? undefined, relation: row.relation }
            : undefined,
        payload: (v, row) => ({
          ...(row ? { id: row.id } : {}),
          personAId: v.personAId,
          personBId: v.personBId,
          relation: v.relation,
        }),
        fields: (row) => (
          <>
            <Form.Item name="personAId" label="人员甲" rules={[{ required: true, message: '请搜索并选择人员' }]}>
              <PersonPicker
                testId="scs-person-a"
                initial={row?.personAId ? { personId: row.personAId, name: row.personA } : undefined}
              />
            </Form.Item>
            <Form.Item name="personBId" label="人员乙" rules={[{ required: true, message: '请搜索并选择人员' }]}>
              <PersonPicker
                testId="scs-person-b"
                initial={row?.personBId ? { personId: row.personBId, name: row.personB } : undefined}
              />
            </Form.Item>
            <Form.Item name="relation" label="关系" rules={[{ required: true, message: '请选择关系' }]}>
              <Select options={SCS_FAMILY_RELATIONS.map((r) => ({ value: r, label: r }))} data-testid="scs-relation" />
            </Form.Item>
          </>
        ),
      }}
      remover={{
        title: '删除家族关系',
        kind: ScsChangeKind.FAMILY_DELETE,
        text: (r) => `删除 ${r.personA} 与 ${r.personB}（${r.relation}）的家族关系，复核通过后生效。`,
      }}
    />
  );
}

/** A person of a tie; a tie kept by name only (before person ids) is marked: identification does not use it. */
function FamilyPerson({ name, id }: { name: string; id: string | null }) {
  return id ? (
    <a href={personHref(id)} target="_blank" rel="noreferrer">
      {name}
    </a>
  ) : (
    <Space size={4}>
      {name}
      <Tag color="orange" data-testid="scs-family-unlinked">
        未关联人员，请重新选择
      </Tag>
    </Space>
  );
}

/** The two companies of a new relation (担保, 协议控制); an edit keeps them. */
function CompanyPair({ first, second }: { first: PickedCompany; second: PickedCompany }) {
  return (
    <>
      {[first, second].map((c) => (
        <Form.Item key={c.name} name={c.name} label={c.label} rules={[{ required: true, message: c.missing }]}>
          <CompanyPicker testId={c.testId} />
        </Form.Item>
      ))}
    </>
  );
}
type PickedCompany = { name: string; label: string; missing: string; testId?: string };

function GuaranteeTab({ keyword }: { keyword?: string }) {
  return (
    <MaintenanceTab<ScsGuaranteeRow, { guarantorId: string; guaranteedId: string; amount: number }>
      tab="guarantee"
      keyword={keyword}
      rowKey={byId}
      columns={[
        { key: 'a', title: '担保人', render: (r) => <CompanyLink entId={r.guarantorId} name={r.guarantorName} /> },
        { key: 'b', title: '被担保人', render: (r) => <CompanyLink entId={r.guaranteedId} name={r.guaranteedName} /> },
        { key: 'amt', title: '担保金额', width: 140, align: 'right', render: (r) => money(r.amount) },
      ]}
      addLabel="新增担保关系"
      editor={{
        title: (row) => (row ? '修改担保金额' : '新增担保关系'),
        kind: (row) => (row ? ScsChangeKind.GUARANTEE_EDIT : ScsChangeKind.GUARANTEE_ADD),
        initialValues: (row) => (row ? { amount: row.amount } : undefined),
        payload: (v, row) => (row ? { id: row.id, amount: v.amount } : v),
        fields: (row) => (
          <>
            {!row && (
              <CompanyPair
                first={{ name: 'guarantorId', label: '担保人', missing: '请选择担保人', testId: 'scs-guarantor' }}
                second={{
                  name: 'guaranteedId',
                  label: '被担保人',
                  missing: '请选择被担保人',
                  testId: 'scs-guaranteed',
                }}
              />
            )}
            <Form.Item name="amount" label="担保金额（元）" rules={[{ required: true, message: '请填写金额' }]}>
              <InputNumber min={0} max={1e15} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ),
      }}
      remover={{
        title: '删除担保关系',
        kind: ScsChangeKind.GUARANTEE_DELETE,
        text: (r) => `删除 ${r.guarantorName} 为 ${r.guaranteedName} 的担保，复核通过后生效。`,
      }}
    />
  );
}

function ControlTab({ keyword }: { keyword?: string }) {
  return (
    <MaintenanceTab<ScsControlRow, { controllerId: string; controlledId: string; basis: string }>
      tab="control"
      keyword={keyword}
      rowKey={byId}
      columns={[
        { key: 'a', title: '控制方', render: (r) => <CompanyLink entId={r.controllerId} name={r.controllerName} /> },
        { key: 'b', title: '被控制方', render: (r) => <CompanyLink entId={r.controlledId} name={r.controlledName} /> },
        { key: 'basis', title: '协议依据', render: (r) => r.basis },
      ]}
      addLabel="新增协议控制"
      toolbar={() => (
        <Typography.Text type="secondary">
          「X 通过协议控制 Y」：复核通过后，同一客户识别将其视为控制关系。
        </Typography.Text>
      )}
      editor={{
        title: (row) => (row ? '修改协议依据' : '新增协议控制'),
        kind: (row) => (row ? ScsChangeKind.CONTROL_EDIT : ScsChangeKind.CONTROL_ADD),
        initialValues: (row) => (row ? { basis: row.basis } : undefined),
        payload: (v, row) => (row ? { id: row.id, basis: v.basis.trim() } : { ...v, basis: v.basis.trim() }),
        fields: (row) => (
          <>
            {!row && (
              <CompanyPair
                first={{ name: 'controllerId', label: '控制方（X）', missing: '请选择控制方' }}
                second={{ name: 'controlledId', label: '被控制方（Y）', missing: '请选择被控制方' }}
              />
            )}
            <Form.Item
              name="basis"
              label="协议依据"
              rules={[{ required: true, whitespace: true, message: '请填写协议依据' }, { max: 200 }]}
            >
              <Input maxLength={200} placeholder="如：表决权委托协议、一致行动协议" />
            </Form.Item>
          </>
        ),
      }}
      remover={{
        title: '删除协议控制',
        kind: ScsChangeKind.CONTROL_DELETE,
        text: (r) => `删除 ${r.controllerName} 通过协议控制 ${r.controlledName}，复核通过后生效。`,
      }}
    />
  );
}

/** 数据修正: the book's rows are corrected (no additions, no deletions). */
function BookTab({ keyword }: { keyword?: string }) {
  return (
    <MaintenanceTab<ScsBookRow, Omit<ScsBookRow, 'entId' | 'name' | 'pending'>>
      tab="book"
      keyword={keyword}
      rowKey={(r) => r.entId}
      widths={{ status: 160, actions: 80 }}
      columns={[
        { key: 'name', title: '客户名称', render: (r) => <CompanyLink entId={r.entId} name={r.name} /> },
        ...EXPOSURE_PRODUCTS.map((a) => ({
          key: a.key,
          title: a.title,
          width: 110,
          align: 'right' as const,
          render: (r: ScsBookRow) => money(r[a.key]),
        })),
        { key: 'rating', title: '内部评级', width: 90, render: (r) => r.rating ?? '-' },
        { key: 'limit', title: '授信额度', width: 120, align: 'right', render: (r) => money(r.limit) },
      ]}
      editor={{
        title: (row) => `数据修正：${row?.name}`,
        kind: () => ScsChangeKind.CORRECTION,
        initialValues: (row) => row ?? undefined,
        payload: (v, row) => ({
          entId: row?.entId,
          loan: v.loan ?? 0,
          bill: v.bill ?? 0,
          guarantee: v.guarantee ?? 0,
          bond: v.bond ?? 0,
          offBalance: v.offBalance ?? 0,
          rating: v.rating ?? null,
          limit: v.limit ?? null,
        }),
        fields: () => (
          <Space wrap>
            {EXPOSURE_PRODUCTS.map((a) => (
              <Form.Item key={a.key} name={a.key} label={`${a.title}（元）`}>
                <InputNumber min={0} max={1e15} precision={2} style={{ width: 150 }} />
              </Form.Item>
            ))}
            <Form.Item name="rating" label="内部评级">
              <Select
                allowClear
                style={{ width: 120 }}
                options={INTERNAL_RATINGS.map((r) => ({ value: r, label: r }))}
              />
            </Form.Item>
            <Form.Item name="limit" label="授信额度（元）">
              <InputNumber min={0} max={1e15} precision={2} style={{ width: 150 }} />
            </Form.Item>
          </Space>
        ),
      }}
    />
  );
}

/**
 * `/sameCustomerSystem/dataManagement/dataMaintenance` (数据维护, product notes §4.7): the institution's family
 * ties, guarantees, agreement control relations and the book's exposures/ratings. Adding, editing and
 * deleting submit a change with a reason and attachments to 数据复核; rows with a change waiting show
 * 「待复核」. Family ties import from .xlsx as one change.
 */
export default function DataMaintenancePage() {
  usePageTitle('数据维护');
  const { params, set } = useUrlFilters();
  const tab = (TABS.find((x) => x.key === params.get('tab'))?.key ?? 'family') as Tab;
  const keyword = params.get('kw')?.trim() || undefined;
  const body = { family: FamilyTab, guarantee: GuaranteeTab, control: ControlTab, book: BookTab }[tab];
  const Body = body;
  return (
    <div data-testid="scs-data-maintenance-page">
      <PageTitle>数据维护</PageTitle>
      <Card size="small">
        <Tabs
          activeKey={tab}
          onChange={(k) => set({ tab: k, kw: undefined })}
          items={TABS.map((x) => ({ key: x.key, label: x.label }))}
          tabBarExtraContent={
            <Input.Search
              key={tab}
              allowClear
              defaultValue={keyword}
              placeholder={tab === 'family' ? '姓名' : '企业名称'}
              style={{ width: 240 }}
              maxLength={100}
              onSearch={(v) => set({ kw: v.trim() || undefined })}
              data-testid="scs-maintenance-keyword"
            />
          }
        />
        <Body keyword={keyword} />
      </Card>
    </div>
  );
}
