import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Typography, Upload, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { SCREENING_KIND_LABELS, type GreyEntry, type ScreeningKind, type ScreeningList } from '@esee/contracts';
import { useLoad, useSubmit } from '@esee/react';
import { DataTable, FailedState, type DataColumn } from '@esee/ui';
import { screeningApi } from '../../api/screening';

const LIST_COLUMNS: DataColumn<ScreeningList>[] = [
  { key: 'listName', title: '名单名称' },
  { key: 'version', title: '当前版本', width: 100, render: (l) => `第${l.version}版` },
  { key: 'entryCount', title: '条目数', width: 90, align: 'right' },
  { key: 'fileName', title: '文件' },
  { key: 'loadedBy', title: '导入人', width: 120 },
  { key: 'loadedAt', title: '导入时间（北京时间）', width: 170 },
];

const greyColumns = (remove: (id: number) => Promise<void>): DataColumn<GreyEntry>[] => [
  { key: 'name', title: '名称' },
  { key: 'kind', title: '类型', width: 80, render: (g) => SCREENING_KIND_LABELS[g.kind] },
  { key: 'idCode', title: '证件号码/代码', width: 200 },
  { key: 'reason', title: '列入原因' },
  { key: 'addedBy', title: '加入人', width: 110 },
  { key: 'addedAt', title: '加入时间（北京时间）', width: 170 },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    render: (g) => (
      <Popconfirm title="移出灰名单？" okText="移出" cancelText="取消" onConfirm={() => remove(g.id)}>
        <Typography.Link type="danger">移出</Typography.Link>
      </Popconfirm>
    ),
  },
];

/** 名单管理: load a list file (a new version each time) and keep the grey list. */
export function ListsTab() {
  const lists = useLoad(screeningApi.lists, []);
  const grey = useLoad(screeningApi.grey, []);
  const [listName, setListName] = useState('');
  const upload = useSubmit();
  const add = useSubmit();
  const [form] = Form.useForm<{ name: string; kind: ScreeningKind; idCode?: string; reason?: string }>();

  const load = (file: File) => {
    if (!listName.trim()) {
      void message.warning('请先填写名单名称');
      return false;
    }
    void upload.run(async () => {
      const done = await screeningApi.uploadList(file, listName.trim());
      void message.success(`已导入「${done.listName}」第${done.version}版，共${done.entryCount}条`);
      lists.reload();
    });
    return false;
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="导入名单" size="small" data-testid="screening-lists">
        <Space wrap style={{ marginBottom: 12 }}>
          <Input
            placeholder="名单名称，如 制裁名单"
            value={listName}
            maxLength={50}
            onChange={(e) => setListName(e.target.value)}
            style={{ width: 220 }}
            data-testid="screening-list-name"
          />
          <span data-testid="screening-list-file">
            <Upload accept=".xlsx,.xls,.csv" showUploadList={false} beforeUpload={load}>
              <Button icon={<UploadOutlined />} loading={upload.busy} data-testid="screening-list-upload">
                选择文件导入
              </Button>
            </Upload>
          </span>
          <Button icon={<DownloadOutlined />} onClick={() => void screeningApi.template()}>
            下载模板
          </Button>
          <Typography.Text type="secondary">
            支持
            .xlsx、.xls、.csv；列：名称、类型（个人/企业）、证件号码/统一社会信用代码、列入原因、列入日期。每次导入为该名单的新版本，任一行有误则整份不导入。
          </Typography.Text>
        </Space>
        {lists.status === 'failed' ? (
          <FailedState onRetry={lists.reload} />
        ) : (
          <DataTable
            size="small"
            rows={lists.data ?? []}
            loading={lists.status === 'loading'}
            rowKey={(l) => l.listName}
            columns={LIST_COLUMNS}
            emptyText="尚未导入名单"
          />
        )}
      </Card>
      <Card title="灰名单" size="small" data-testid="screening-grey">
        <Form
          form={form}
          layout="inline"
          initialValues={{ kind: 'person' }}
          style={{ marginBottom: 12 }}
          onFinish={(values) =>
            add.run(async () => {
              await screeningApi.addGrey(values);
              form.resetFields();
              grey.reload();
            })
          }
        >
          <Form.Item name="name" rules={[{ required: true, message: '请填写名称' }]}>
            <Input placeholder="名称" maxLength={200} data-testid="screening-grey-name" />
          </Form.Item>
          <Form.Item name="kind">
            <Select
              style={{ width: 90 }}
              options={Object.entries(SCREENING_KIND_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="idCode">
            <Input
              placeholder="证件号码/统一社会信用代码/登记人员编号（选填）"
              title="个人可填登记人员编号：筛查按编号认定此人，同名的他人列为低可信度命中"
              maxLength={32}
              style={{ width: 320 }}
            />
          </Form.Item>
          <Form.Item name="reason">
            <Input placeholder="列入原因（选填）" maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.busy} data-testid="screening-grey-add">
            加入灰名单
          </Button>
        </Form>
        {grey.status === 'failed' ? (
          <FailedState onRetry={grey.reload} />
        ) : (
          <DataTable
            size="small"
            rows={grey.data ?? []}
            loading={grey.status === 'loading'}
            rowKey={(g) => String(g.id)}
            columns={greyColumns((id) => screeningApi.removeGrey(id).then(grey.reload))}
            emptyText="灰名单为空"
          />
        )}
      </Card>
    </Space>
  );
}
