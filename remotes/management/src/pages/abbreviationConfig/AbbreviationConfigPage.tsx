import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { ABBREVIATION_MAX, type Abbreviation, type CompanyChoice } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { CompanyLink, CompanySearch, DataTable, LinkButton } from '@esee/ui';
import { settingsApi } from '../settings/api';
import { SearchBox } from '../../components/SearchBox';

/**
 * `/management/abbreviationConfig`: the institution's short names for companies
 * (工行 → 中国工商银行股份有限公司). Typed in a company search, a short name finds
 * its company first.
 */
export default function AbbreviationConfigPage() {
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [abbreviation, setAbbreviation] = useState('');
  const [company, setCompany] = useState<CompanyChoice | null>(null);

  const open = () => {
    setAbbreviation('');
    setCompany(null);
    setAdding(true);
  };
  const submit = async () => {
    if (!company) return;
    try {
      await settingsApi.saveAbbreviation(abbreviation, company.orgName);
      message.success('简称已新增');
      setAdding(false);
      setVersion((v) => v + 1);
    } catch {
      // shown by the error catalogue
    }
  };
  const remove = (row: Abbreviation) =>
    modal.confirm({
      title: `确定删除简称「${row.abbreviation}」吗？`,
      onOk: async () => {
        await settingsApi.deleteAbbreviation(row.id);
        message.success('简称已删除');
        setVersion((v) => v + 1);
      },
    });

  return (
    <Card
      title="简称配置"
      data-testid="abbreviation-config-page"
      extra={
        <Button type="primary" onClick={open} data-testid="abbreviation-add">
          新增简称
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder="简称或企业全称"
          onSearch={(v) => setKeyword(v || undefined)}
          testId="abbreviation-keyword"
        />
        <Typography.Text type="secondary">在企业搜索中输入简称，即按企业全称查询，该企业排在首位</Typography.Text>
      </Space>
      <DataTable<Abbreviation>
        testId="abbreviation-list"
        numbered
        reloadKey={`${keyword ?? ''}:${version}`}
        rowKey={(r) => String(r.id)}
        load={(page) => settingsApi.abbreviations(keyword, page)}
        columns={[
          { key: 'abbreviation', title: '简称', width: 160 },
          {
            key: 'fullName',
            title: '企业全称',
            render: (r) => (r.entId ? <CompanyLink entId={r.entId} name={r.fullName} /> : r.fullName),
          },
          { key: 'createdBy', title: '创建人', width: 120 },
          { key: 'createdAt', title: '创建时间（北京时间）', width: 180 },
          {
            key: 'actions',
            title: '操作',
            width: 90,
            render: (r) => (
              <LinkButton danger onClick={() => remove(r)} data-testid="abbreviation-delete">
                删除
              </LinkButton>
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title="新增简称"
        okText="保存"
        okButtonProps={{ disabled: !abbreviation.trim() || !company, 'data-testid': 'abbreviation-save' }}
        onOk={submit}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="简称" required>
            <Input
              value={abbreviation}
              maxLength={ABBREVIATION_MAX}
              placeholder="如：工行"
              onChange={(e) => setAbbreviation(e.target.value)}
              data-testid="abbreviation-input"
            />
          </Form.Item>
          <Form.Item
            label="企业全称"
            required
            extra={company ? `已选择：${company.orgName}` : '搜索并选择工商登记的企业'}
          >
            <CompanySearch compact testId="abbreviation-company" source={companySearchSource} onPick={setCompany} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
