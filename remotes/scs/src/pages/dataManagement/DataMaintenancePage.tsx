import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  INTERNAL_RATINGS,
  SCS_FAMILY_RELATIONS,
  ScsChangeKind,
  type ScsBookRow,
  type ScsControlRow,
  type ScsFamilyRow,
  type ScsGuaranteeRow,
  type ScsPendingAdd,
} from '@esee/contracts';
import { ApiError } from '@esee/http';
import { usePageTitle } from '@esee/react';
import { CompanyLink, DataTable, type DataColumn } from '@esee/ui';
import { reviewApi } from '../../api/review';
import { money } from '../format';
import { AttachmentPicker, ChangeModal, CompanyPicker } from './ChangeModal';

type Tab = 'family' | 'guarantee' | 'control' | 'book';
const TABS: { key: Tab; label: string }[] = [
  { key: 'family', label: '家族关系' },
  { key: 'guarantee', label: '担保关系' },
  { key: 'control', label: '协议控制' },
  { key: 'book', label: '数据修正' },
];

/** 「待复核」 on a row with a change waiting. */
function PendingTag({ pending }: { pending: { title: string } | null }) {
  return pending ? (
    <Tag color="orange" data-testid="scs-pending">
      待复核 · {pending.title}
    </Tag>
  ) : null;
}

/** The additions waiting for review (not yet in the list). */
function PendingAdds({ adds }: { adds: ScsPendingAdd[] }) {
  if (!adds.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="scs-pending-adds"
      title={`${adds.length} 项新增待复核`}
      description={adds.map((a) => (
        <div key={a.changeId} data-testid="scs-pending-add">
          <Tag color="orange">待复核</Tag>
          {a.title}：{a.summary}
        </div>
      ))}
    />
  );
}

/** An open dialog: what it edits (none for an addition). */
type Editing<T> = { row: T | null } | null;

/** Row actions: 修改 and 删除 (each submits a change); disabled while a change of the row waits. */
function RowActions({ pending, onEdit, onDelete }: { pending: unknown; onEdit?: () => void; onDelete?: () => void }) {
  const disabled = pending !== null;
  return (
    <Space size={0}>
      {onEdit && (
        <Button type="link" size="small" disabled={disabled} onClick={onEdit} data-testid="scs-row-edit">
          修改
        </Button>
      )}
      {onDelete && (
        <Button type="link" size="small" danger disabled={disabled} onClick={onDelete} data-testid="scs-row-delete">
          删除
        </Button>
      )}
    </Space>
  );
}

function useTab<T>(tab: Tab, keyword: string | undefined) {
  const [version, setVersion] = useState(0);
  const [adds, setAdds] = useState<ScsPendingAdd[]>([]);
  const load = async (page: number) => {
    const data = await reviewApi.list(tab, keyword, page);
    setAdds(data.pendingAdds);
    return data as unknown as { total: number; list: T[] };
  };
  return { version, reload: () => setVersion((v) => v + 1), adds, load };
}

function FamilyTab({ keyword }: { keyword?: string }) {
  const { message } = App.useApp();
  const t = useTab<ScsFamilyRow>('family', keyword);
  const [editing, setEditing] = useState<Editing<ScsFamilyRow>>(null);
  const [deleting, setDeleting] = useState<ScsFamilyRow | null>(null);
  const [importing, setImporting] = useState(false);
  const done = () => {
    setEditing(null);
    setDeleting(null);
    setImporting(false);
    t.reload();
  };
  const columns: DataColumn<ScsFamilyRow>[] = [
    { key: 'a', title: '人员甲', render: (r) => r.personA },
    { key: 'b', title: '人员乙', render: (r) => r.personB },
    { key: 'rel', title: '关系', width: 120, render: (r) => r.relation },
    { key: 'at', title: '生效时间', width: 150, render: (r) => r.createdAt },
    { key: 'p', title: '状态', width: 180, render: (r) => <PendingTag pending={r.pending} /> },
    {
      key: 'op',
      title: '操作',
      width: 130,
      render: (r) => (
        <RowActions pending={r.pending} onEdit={() => setEditing({ row: r })} onDelete={() => setDeleting(r)} />
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="scs-add">
          新增家族关系
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="scs-family-import">
          批量导入
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void reviewApi.familyTemplate().catch(() => undefined)}>
          下载模板
        </Button>
      </Space>
      <PendingAdds adds={t.adds} />
      <DataTable<ScsFamilyRow>
        testId="scs-family-table"
        rowKey={(r) => String(r.id)}
        columns={columns}
        load={t.load}
        reloadKey={`${keyword}|${t.version}`}
      />
      {editing && (
        <ChangeModal<{ personA: string; personB: string; relation: string }>
          title={editing.row ? '修改家族关系' : '新增家族关系'}
          kind={editing.row ? ScsChangeKind.FAMILY_EDIT : ScsChangeKind.FAMILY_ADD}
          open
          onClose={() => setEditing(null)}
          onSubmitted={done}
          initialValues={editing.row ?? undefined}
          payload={(v) => ({
            ...(editing.row ? { id: editing.row.id } : {}),
            personA: v.personA.trim(),
            personB: v.personB.trim(),
            relation: v.relation,
          })}
        >
          <Form.Item
            name="personA"
            label="人员甲"
            rules={[{ required: true, whitespace: true, message: '请填写姓名' }, { max: 50 }]}
          >
            <Input maxLength={50} data-testid="scs-person-a" />
          </Form.Item>
          <Form.Item
            name="personB"
            label="人员乙"
            rules={[{ required: true, whitespace: true, message: '请填写姓名' }, { max: 50 }]}
          >
            <Input maxLength={50} data-testid="scs-person-b" />
          </Form.Item>
          <Form.Item name="relation" label="关系" rules={[{ required: true, message: '请选择关系' }]}>
            <Select options={SCS_FAMILY_RELATIONS.map((r) => ({ value: r, label: r }))} data-testid="scs-relation" />
          </Form.Item>
        </ChangeModal>
      )}
      {deleting && (
        <ChangeModal
          title="删除家族关系"
          kind={ScsChangeKind.FAMILY_DELETE}
          open
          onClose={() => setDeleting(null)}
          onSubmitted={done}
          payload={() => ({ id: deleting.id })}
        >
          <Typography.Paragraph>
            删除 {deleting.personA} 与 {deleting.personB}（{deleting.relation}）的家族关系，复核通过后生效。
          </Typography.Paragraph>
        </ChangeModal>
      )}
      {importing && (
        <FamilyImport
          onClose={() => setImporting(false)}
          onDone={() => {
            void message.success('已提交，待复核');
            done();
          }}
        />
      )}
    </>
  );
}

/** 批量导入家族关系: one change with every row; a file with a bad row is refused whole, its rows listed. */
function FamilyImport({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [attachments, setAttachments] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{
    message: string;
    rows: { line: number; column: string; message: string }[];
  } | null>(null);
  const send = async () => {
    if (!file || !reason.trim()) return;
    setSaving(true);
    setError(null);
    try {
      await reviewApi.importFamily(file, reason.trim(), attachments);
      onDone();
    } catch (e) {
      const envelope = e instanceof ApiError ? e.envelope : undefined;
      const rows =
        (envelope?.data as { errors?: { line: number; column: string; message: string }[] } | null)?.errors ?? [];
      setError({ message: envelope?.message ?? '导入失败，请稍后重试', rows });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="批量导入家族关系"
      open
      onCancel={onClose}
      onOk={() => void send()}
      okText="提交复核"
      okButtonProps={{ disabled: !file || !reason.trim() }}
      confirmLoading={saving}
      data-testid="scs-import-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">整批作为一条变更提交复核；任一行有误则整批不提交。</Typography.Text>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>选择 .xlsx 文件</Button>
        </Upload>
        <Input.TextArea
          rows={2}
          maxLength={500}
          placeholder="变更理由（必填）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <AttachmentPicker onChange={setAttachments} />
        {error && (
          <Alert
            type="error"
            showIcon
            title={error.message}
            data-testid="scs-import-errors"
            description={error.rows.slice(0, 20).map((r, i) => (
              <div key={i}>
                第 {r.line} 行 {r.column}：{r.message}
              </div>
            ))}
          />
        )}
      </Space>
    </Modal>
  );
}

function GuaranteeTab({ keyword }: { keyword?: string }) {
  const t = useTab<ScsGuaranteeRow>('guarantee', keyword);
  const [editing, setEditing] = useState<Editing<ScsGuaranteeRow>>(null);
  const [deleting, setDeleting] = useState<ScsGuaranteeRow | null>(null);
  const done = () => {
    setEditing(null);
    setDeleting(null);
    t.reload();
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="scs-add">
          新增担保关系
        </Button>
      </Space>
      <PendingAdds adds={t.adds} />
      <DataTable<ScsGuaranteeRow>
        testId="scs-guarantee-table"
        rowKey={(r) => String(r.id)}
        load={t.load}
        reloadKey={`${keyword}|${t.version}`}
        columns={[
          { key: 'a', title: '担保人', render: (r) => <CompanyLink entId={r.guarantorId} name={r.guarantorName} /> },
          {
            key: 'b',
            title: '被担保人',
            render: (r) => <CompanyLink entId={r.guaranteedId} name={r.guaranteedName} />,
          },
          { key: 'amt', title: '担保金额', width: 140, align: 'right', render: (r) => money(r.amount) },
          { key: 'p', title: '状态', width: 180, render: (r) => <PendingTag pending={r.pending} /> },
          {
            key: 'op',
            title: '操作',
            width: 130,
            render: (r) => (
              <RowActions pending={r.pending} onEdit={() => setEditing({ row: r })} onDelete={() => setDeleting(r)} />
            ),
          },
        ]}
      />
      {editing && (
        <ChangeModal<{ guarantorId: string; guaranteedId: string; amount: number }>
          title={editing.row ? '修改担保金额' : '新增担保关系'}
          kind={editing.row ? ScsChangeKind.GUARANTEE_EDIT : ScsChangeKind.GUARANTEE_ADD}
          open
          onClose={() => setEditing(null)}
          onSubmitted={done}
          initialValues={editing.row ? { amount: editing.row.amount } : undefined}
          payload={(v) => (editing.row ? { id: editing.row.id, amount: v.amount } : v)}
        >
          {!editing.row && (
            <>
              <Form.Item name="guarantorId" label="担保人" rules={[{ required: true, message: '请选择担保人' }]}>
                <CompanyPicker testId="scs-guarantor" />
              </Form.Item>
              <Form.Item name="guaranteedId" label="被担保人" rules={[{ required: true, message: '请选择被担保人' }]}>
                <CompanyPicker testId="scs-guaranteed" />
              </Form.Item>
            </>
          )}
          <Form.Item name="amount" label="担保金额（元）" rules={[{ required: true, message: '请填写金额' }]}>
            <InputNumber min={0} max={1e15} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </ChangeModal>
      )}
      {deleting && (
        <ChangeModal
          title="删除担保关系"
          kind={ScsChangeKind.GUARANTEE_DELETE}
          open
          onClose={() => setDeleting(null)}
          onSubmitted={done}
          payload={() => ({ id: deleting.id })}
        >
          <Typography.Paragraph>
            删除 {deleting.guarantorName} 为 {deleting.guaranteedName} 的担保，复核通过后生效。
          </Typography.Paragraph>
        </ChangeModal>
      )}
    </>
  );
}

function ControlTab({ keyword }: { keyword?: string }) {
  const t = useTab<ScsControlRow>('control', keyword);
  const [editing, setEditing] = useState<Editing<ScsControlRow>>(null);
  const [deleting, setDeleting] = useState<ScsControlRow | null>(null);
  const done = () => {
    setEditing(null);
    setDeleting(null);
    t.reload();
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="scs-add">
          新增协议控制
        </Button>
        <Typography.Text type="secondary">
          「X 通过协议控制 Y」：复核通过后，同一客户识别将其视为控制关系。
        </Typography.Text>
      </Space>
      <PendingAdds adds={t.adds} />
      <DataTable<ScsControlRow>
        testId="scs-control-table"
        rowKey={(r) => String(r.id)}
        load={t.load}
        reloadKey={`${keyword}|${t.version}`}
        columns={[
          { key: 'a', title: '控制方', render: (r) => <CompanyLink entId={r.controllerId} name={r.controllerName} /> },
          {
            key: 'b',
            title: '被控制方',
            render: (r) => <CompanyLink entId={r.controlledId} name={r.controlledName} />,
          },
          { key: 'basis', title: '协议依据', render: (r) => r.basis },
          { key: 'p', title: '状态', width: 180, render: (r) => <PendingTag pending={r.pending} /> },
          {
            key: 'op',
            title: '操作',
            width: 130,
            render: (r) => (
              <RowActions pending={r.pending} onEdit={() => setEditing({ row: r })} onDelete={() => setDeleting(r)} />
            ),
          },
        ]}
      />
      {editing && (
        <ChangeModal<{ controllerId: string; controlledId: string; basis: string }>
          title={editing.row ? '修改协议依据' : '新增协议控制'}
          kind={editing.row ? ScsChangeKind.CONTROL_EDIT : ScsChangeKind.CONTROL_ADD}
          open
          onClose={() => setEditing(null)}
          onSubmitted={done}
          initialValues={editing.row ? { basis: editing.row.basis } : undefined}
          payload={(v) =>
            editing.row ? { id: editing.row.id, basis: v.basis.trim() } : { ...v, basis: v.basis.trim() }
          }
        >
          {!editing.row && (
            <>
              <Form.Item name="controllerId" label="控制方（X）" rules={[{ required: true, message: '请选择控制方' }]}>
                <CompanyPicker />
              </Form.Item>
              <Form.Item
                name="controlledId"
                label="被控制方（Y）"
                rules={[{ required: true, message: '请选择被控制方' }]}
              >
                <CompanyPicker />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="basis"
            label="协议依据"
            rules={[{ required: true, whitespace: true, message: '请填写协议依据' }, { max: 200 }]}
          >
            <Input maxLength={200} placeholder="如：表决权委托协议、一致行动协议" />
          </Form.Item>
        </ChangeModal>
      )}
      {deleting && (
        <ChangeModal
          title="删除协议控制"
          kind={ScsChangeKind.CONTROL_DELETE}
          open
          onClose={() => setDeleting(null)}
          onSubmitted={done}
          payload={() => ({ id: deleting.id })}
        >
          <Typography.Paragraph>
            删除 {deleting.controllerName} 通过协议控制 {deleting.controlledName}，复核通过后生效。
          </Typography.Paragraph>
        </ChangeModal>
      )}
    </>
  );
}

const AMOUNTS = [
  { key: 'loan', title: '贷款' },
  { key: 'bill', title: '票据' },
  { key: 'guarantee', title: '保函/担保' },
  { key: 'bond', title: '债券' },
  { key: 'offBalance', title: '表外' },
] as const;

function BookTab({ keyword }: { keyword?: string }) {
  const t = useTab<ScsBookRow>('book', keyword);
  const [editing, setEditing] = useState<ScsBookRow | null>(null);
  return (
    <>
      <DataTable<ScsBookRow>
        testId="scs-book-table"
        rowKey={(r) => r.entId}
        load={t.load}
        reloadKey={`${keyword}|${t.version}`}
        columns={[
          { key: 'name', title: '客户名称', render: (r) => <CompanyLink entId={r.entId} name={r.name} /> },
          ...AMOUNTS.map((a) => ({
            key: a.key,
            title: a.title,
            width: 110,
            align: 'right' as const,
            render: (r: ScsBookRow) => money(r[a.key]),
          })),
          { key: 'rating', title: '内部评级', width: 90, render: (r) => r.rating ?? '-' },
          { key: 'limit', title: '授信额度', width: 120, align: 'right', render: (r) => money(r.limit) },
          { key: 'p', title: '状态', width: 160, render: (r) => <PendingTag pending={r.pending} /> },
          {
            key: 'op',
            title: '操作',
            width: 80,
            render: (r) => <RowActions pending={r.pending} onEdit={() => setEditing(r)} />,
          },
        ]}
      />
      {editing && (
        <ChangeModal<Omit<ScsBookRow, 'entId' | 'name' | 'pending'>>
          title={`数据修正：${editing.name}`}
          kind={ScsChangeKind.CORRECTION}
          open
          onClose={() => setEditing(null)}
          onSubmitted={() => {
            setEditing(null);
            t.reload();
          }}
          initialValues={editing}
          payload={(v) => ({
            entId: editing.entId,
            loan: v.loan ?? 0,
            bill: v.bill ?? 0,
            guarantee: v.guarantee ?? 0,
            bond: v.bond ?? 0,
            offBalance: v.offBalance ?? 0,
            rating: v.rating ?? null,
            limit: v.limit ?? null,
          })}
        >
          <Space wrap>
            {AMOUNTS.map((a) => (
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
        </ChangeModal>
      )}
    </>
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
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((x) => x.key === params.get('tab'))?.key ?? 'family') as Tab;
  const keyword = params.get('kw')?.trim() || undefined;
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const body = { family: FamilyTab, guarantee: GuaranteeTab, control: ControlTab, book: BookTab }[tab];
  const Body = body;
  return (
    <div data-testid="scs-data-maintenance-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        数据维护
      </Typography.Title>
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
