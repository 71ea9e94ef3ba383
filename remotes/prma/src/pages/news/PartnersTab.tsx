import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { FileType, type Partner } from '@esee/contracts';
import { batchImportSource, companySearchSource } from '@esee/http';
import { BatchImportDialog, CompanyLink, CompanySearch, CompanyStatusTag, DataTable, LinkButton } from '@esee/ui';
import { partnerNewsApi } from '../../api/partnerNews';

/**
 * 合作方名单: the institution's partners, whose news the page shows and whose risk news alerts the team.
 * Add one by search, import a spreadsheet, remove one (its alerts leave the inbox).
 */
export function PartnersTab({ onChanged }: { onChanged: () => void }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState<string>();
  const [importing, setImporting] = useState(false);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    onChanged();
  };
  return (
    <>
      <Space wrap align="center" style={{ marginBottom: 16, width: '100%' }}>
        <div style={{ width: 360 }}>
          <CompanySearch
            compact
            testId="partner-add-search"
            source={companySearchSource}
            onPick={async (c) => {
              const { added } = await partnerNewsApi.addPartners([c.entId]);
              message.success(added ? `已将${c.orgName}加入合作方名单` : `${c.orgName}已在合作方名单中`);
              changed();
            }}
          />
        </div>
        <Button onClick={() => setImporting(true)} data-testid="partner-import">
          批量导入
        </Button>
        <Input.Search
          allowClear
          placeholder="按名称或信用代码查找"
          style={{ width: 240 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
          data-testid="partner-keyword"
        />
        <Typography.Text type="secondary">合作方加入名单后发布的风险舆情会生成预警</Typography.Text>
      </Space>
      <DataTable<Partner>
        testId="list-partners"
        reloadKey={`${keyword ?? ''}:${version}`}
        rowKey={(p) => p.entId}
        load={(page) => partnerNewsApi.partners(keyword, page)}
        columns={[
          {
            key: 'entName',
            title: '合作方',
            render: (p) => <CompanyLink entId={p.entId} name={p.entName} testId="partner-name" />,
          },
          {
            key: 'status',
            title: '登记状态',
            width: 100,
            render: (p) => (p.status ? <CompanyStatusTag status={p.status} /> : '-'),
          },
          { key: 'addedAt', title: '加入时间', width: 150 },
          { key: 'addedBy', title: '添加人', width: 100, render: (p) => p.addedBy ?? '-' },
          {
            key: 'openAlerts',
            title: '未结预警',
            width: 90,
            align: 'right',
            render: (p) => (p.openAlerts ? <Tag color="red">{p.openAlerts}</Tag> : '0'),
          },
          {
            key: 'actions',
            title: '操作',
            width: 80,
            render: (p) => (
              <Popconfirm
                title={`将${p.entName}移出合作方名单？`}
                description="其预警将移出收件箱（处理记录保留）。"
                okText="移出"
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  await partnerNewsApi.removePartner(p.entId);
                  changed();
                }}
              >
                <LinkButton danger data-testid="partner-remove">
                  移出
                </LinkButton>
              </Popconfirm>
            ),
          },
        ]}
      />
      {importing && (
        <BatchImportDialog
          title="导入合作方名单"
          scope={{ fileType: FileType.PARTNER_LIST }}
          source={batchImportSource}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            changed();
          }}
        />
      )}
    </>
  );
}
