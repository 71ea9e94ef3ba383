import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Radio, Select, Space, Tabs, Typography } from 'antd';
import {
  RELATED_PARTY_CATEGORIES,
  RELATED_PARTY_CATEGORY_KEYS,
  RPT_MEASURES,
  type CompanyChoice,
  type RelatedPartyCategory,
  type RelatedPartyEntry,
  type RelatedPartyPersonMatch,
} from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { CompanyLink, CompanySearch, DataTable, LinkButton } from '@esee/ui';
import { relatedPartyApi } from './api';
import { RelatedCustomers } from './RelatedCustomers';

/** Not in the register: a person the institution names by name only (nothing is derived from them). */
const NOT_REGISTERED = '';

function AddDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [subjectKind, setSubjectKind] = useState<'P' | 'C'>('P');
  const [category, setCategory] = useState<RelatedPartyCategory | undefined>();
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [name, setName] = useState('');
  const [matches, setMatches] = useState<RelatedPartyPersonMatch[] | null>(null);
  const [personId, setPersonId] = useState<string>(NOT_REGISTERED);
  const [note, setNote] = useState('');
  const categories = RELATED_PARTY_CATEGORY_KEYS.filter((k) =>
    RELATED_PARTY_CATEGORIES[k].subjects.includes(subjectKind),
  );
  const ready = !!category && (subjectKind === 'C' ? !!company : !!name.trim() && matches !== null);

  const lookUp = async () => {
    const found = await relatedPartyApi.people(name.trim());
    setMatches(found);
    setPersonId(found[0]?.personId ?? NOT_REGISTERED);
  };
  const submit = async () => {
    if (!category) return;
    try {
      await relatedPartyApi.save({
        subjectKind,
        category,
        name: subjectKind === 'C' ? company!.orgName : name.trim(),
        ...(subjectKind === 'C' ? { registerId: company!.entId } : personId ? { registerId: personId } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      message.success('关联方已登记，关联方认定将随后重新计算');
      onSaved();
    } catch {
      // shown by the error catalogue
    }
  };

  return (
    <Modal
      open={open}
      title="登记关联方"
      okText="保存"
      okButtonProps={{ disabled: !ready, 'data-testid': 'related-party-save' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="主体类型" required>
          <Radio.Group
            value={subjectKind}
            onChange={(e) => {
              setSubjectKind(e.target.value as 'P' | 'C');
              setCategory(undefined);
            }}
            data-testid="related-party-subject"
          >
            <Radio value="P">自然人</Radio>
            <Radio value="C">企业</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="关联方类别" required extra={`依据${RPT_MEASURES}第六条、第七条`}>
          <Select
            value={category}
            onChange={setCategory}
            placeholder="请选择类别"
            data-testid="related-party-category"
            options={categories.map((k) => ({ value: k, label: RELATED_PARTY_CATEGORIES[k].label }))}
          />
        </Form.Item>
        {subjectKind === 'C' ? (
          <Form.Item label="企业" required extra={company ? `已选择：${company.orgName}` : '搜索并选择工商登记的企业'}>
            <CompanySearch compact testId="related-party-company" source={companySearchSource} onPick={setCompany} />
          </Form.Item>
        ) : (
          <Form.Item label="姓名" required extra="查找工商登记中的同名人员，选定后按其持股和任职认定关联企业">
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={name}
                maxLength={50}
                onChange={(e) => {
                  setName(e.target.value);
                  setMatches(null);
                }}
                onPressEnter={() => name.trim() && void lookUp()}
                data-testid="related-party-name"
              />
              <Button onClick={() => void lookUp()} disabled={!name.trim()} data-testid="related-party-lookup">
                查找
              </Button>
            </Space.Compact>
            {matches && (
              <Radio.Group
                style={{ marginTop: 8, display: 'flex', flexDirection: 'column', gap: 4 }}
                value={personId}
                onChange={(e) => setPersonId(e.target.value as string)}
                data-testid="related-party-matches"
              >
                {matches.map((m) => (
                  <Radio key={m.personId} value={m.personId}>
                    {m.name}
                    <Typography.Text type="secondary">
                      {m.companies.length ? `（${m.companies.join('、')}）` : '（无任职或持股记录）'}
                    </Typography.Text>
                  </Radio>
                ))}
                <Radio value={NOT_REGISTERED}>不在工商登记中（仅登记姓名，不据以认定关联企业）</Radio>
              </Radio.Group>
            )}
          </Form.Item>
        )}
        <Form.Item label="备注">
          <Input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PartyList() {
  const { message, modal } = App.useApp();
  const [editable, setEditable] = useState(false);
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const remove = (row: RelatedPartyEntry) =>
    modal.confirm({
      title: `确定从关联方名单中删除「${row.name}」（${row.categoryLabel}）吗？`,
      onOk: async () => {
        await relatedPartyApi.remove(row.id);
        message.success('已删除，关联方认定将随后重新计算');
        setVersion((v) => v + 1);
      },
    });
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        {editable && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="related-party-add">
            登记关联方
          </Button>
        )}
        <Typography.Text type="secondary">
          登记本机构的股东、董监高、授信审批人员等；登记「本机构（工商登记主体）」后，平台自动读取其5%以上股东、控股股东、实际控制人和董监高
        </Typography.Text>
      </Space>
      <DataTable<RelatedPartyEntry>
        testId="related-party-list"
        numbered
        reloadKey={version}
        rowKey={(r) => String(r.id)}
        load={async (page) => {
          const data = await relatedPartyApi.list();
          setEditable(data.editable);
          return { total: data.list.length, list: data.list.slice((page - 1) * 10, page * 10) };
        }}
        emptyText="尚未登记关联方"
        columns={[
          {
            key: 'name',
            title: '名称',
            render: (r) =>
              r.subjectKind === 'C' && r.registerId ? <CompanyLink entId={r.registerId} name={r.name} /> : r.name,
          },
          { key: 'subjectKind', title: '主体', width: 80, render: (r) => (r.subjectKind === 'C' ? '企业' : '自然人') },
          { key: 'categoryLabel', title: '类别', width: 260 },
          {
            key: 'registerId',
            title: '工商登记',
            width: 110,
            render: (r) => (r.registerId ? '已关联' : '仅姓名'),
          },
          { key: 'note', title: '备注' },
          { key: 'createdBy', title: '登记人', width: 110 },
          { key: 'createdAt', title: '登记时间（北京时间）', width: 170 },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '操作',
                  width: 80,
                  fixed: 'right' as const,
                  render: (r: RelatedPartyEntry) => (
                    <LinkButton danger onClick={() => remove(r)} data-testid="related-party-delete">
                      删除
                    </LinkButton>
                  ),
                },
              ]
            : []),
        ]}
      />
      <AddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}

/**
 * `/management/relatedParties`: 关联方名单 under 《银行保险机构关联交易管理办法》 — the people and companies the
 * institution names as its related parties (its manager keeps it), and the customers of its book and the monitored
 * companies the platform found related from it over the register, each with the article and the path.
 */
export default function RelatedPartiesPage() {
  return (
    <Card title="关联方名单" data-testid="related-parties-page">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`依据${RPT_MEASURES}第五条至第八条认定关联方；名单或工商数据变化后，平台重新认定并对监控企业发出「关联方变更」预警`}
      />
      <Tabs
        items={[
          { key: 'list', label: '关联方名单', children: <PartyList /> },
          { key: 'customers', label: '客户中的关联方', children: <RelatedCustomers /> },
        ]}
      />
    </Card>
  );
}
