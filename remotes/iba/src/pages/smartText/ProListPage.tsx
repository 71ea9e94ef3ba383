import { useState } from 'react';
import { Button, Dropdown, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { DiffOutlined, DownOutlined, FileSearchOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { SMART_TEXT_KINDS, type SmartTextKind, type SmartTextTask } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { choices, DataTable, DownloadButton, FilterSelect, KeywordSearch, ListPage } from '@esee/ui';
import { smartTextApi } from '../../api/smartText';
import { SMART_TEXT_BASE, taskHref, UploadDialog } from './common';

/** Other samples: the 上会稿 for 版本对比, a bond prospectus, the audit report for 多文件比对, a PDF. */
const SAMPLES: { label: string; query: Record<string, string> }[] = [
  { label: '招股说明书（上会稿，用于版本对比）', query: { version: '上会稿', defects: 'none' } },
  { label: '招股说明书（申报稿，无问题）', query: { defects: 'none' } },
  { label: '债券募集说明书（含问题）', query: { kind: '债券募集说明书' } },
  { label: '审计报告（用于多文件比对）', query: { kind: '审计报告' } },
  { label: '招股说明书 PDF（含问题）', query: { format: 'pdf' } },
];

function Counts({ task }: { task: SmartTextTask }) {
  const { counts } = task;
  if (!counts.total) return <Tag color="green">未发现问题</Tag>;
  return (
    <Space size={4} data-testid="st-task-counts">
      <Typography.Text strong>{counts.total}</Typography.Text>
      {counts.high > 0 && <Tag color="red">高 {counts.high}</Tag>}
      {counts.medium > 0 && <Tag color="orange">中 {counts.medium}</Tag>}
      {counts.low > 0 && <Tag color="blue">低 {counts.low}</Tag>}
    </Space>
  );
}

/**
 * `/investment/smartText/proList`: 智能文档审核 (product pages §3.8), the entry point. The user's task history
 * (file, type, version, time, issues, status) with 上传审核 (choose the type, then the file; the check runs while
 * the page shows progress), 下载示例文档 (a generated prospectus of a registry company with problems planted),
 * and the two comparisons: 多文件比对 and 版本对比.
 */
export default function ProListPage() {
  usePageTitle('智能文档审核');
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [kind, setKind] = useState<SmartTextKind | undefined>();
  const [keyword, setKeyword] = useState('');
  const [reload, setReload] = useState(0);

  return (
    <ListPage
      title="智能文档审核"
      testId="smarttext-list-page"
      extra={
        <>
          <Link to={`${SMART_TEXT_BASE}/multiFileCheck`} data-testid="st-open-multifile">
            <Button icon={<SwapOutlined />}>多文件比对</Button>
          </Link>
          <Link to={`${SMART_TEXT_BASE}/compareHistory`} data-testid="st-open-compare">
            <Button icon={<DiffOutlined />}>版本对比</Button>
          </Link>
          <DownloadButton download={() => smartTextApi.sample()} testId="st-sample">
            下载示例文档
          </DownloadButton>
          <Dropdown
            menu={{
              items: SAMPLES.map((s, i) => ({ key: String(i), label: s.label })),
              onClick: ({ key }) => void smartTextApi.sample(SAMPLES[Number(key)]!.query).catch(() => undefined),
            }}
          >
            <Button icon={<DownOutlined />} data-testid="st-more-samples">
              更多示例
            </Button>
          </Dropdown>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="st-upload">
            上传审核
          </Button>
        </>
      }
      intro={
        <Typography.Paragraph type="secondary">
          上传招股说明书、债券募集说明书（.docx /
          .pdf），自动核对：发行人名称、统一社会信用代码、法定代表人、注册资本、股东与工商登记是否一致；同一数据在不同章节是否一致、表格合计是否勾稽；成立、股改、申报日期顺序及报告期；释义中的简称；引用的法规是否现行有效；常见错别字与敏感用语。
        </Typography.Paragraph>
      }
      filters={
        <>
          <FilterSelect
            placeholder="文档类型"
            minWidth={160}
            testId="st-kind-filter"
            options={choices(SMART_TEXT_KINDS)}
            value={kind}
            onChange={(v) => setKind(v as SmartTextKind | undefined)}
          />
          <KeywordSearch
            placeholder="文件名或企业名称"
            maxLength={100}
            width={260}
            onSearch={(v) => setKeyword(v ?? '')}
            testId="st-keyword"
          />
        </>
      }
    >
      <DataTable<SmartTextTask>
        testId="st-tasks"
        reloadKey={`${kind ?? ''}|${keyword}|${reload}`}
        rowKey={(t) => String(t.taskId)}
        load={(page) => smartTextApi.list(page, { ...(kind ? { kind } : {}), ...(keyword ? { keyword } : {}) })}
        columns={[
          {
            key: 'fileName',
            title: '文件',
            render: (t) => (
              <Link to={taskHref(t)} data-testid="st-task-link">
                <FileSearchOutlined style={{ marginRight: 6 }} />
                {t.fileName}
              </Link>
            ),
          },
          { key: 'kind', title: '类型', width: 130 },
          { key: 'version', title: '版本', width: 90, render: (t) => t.version || '—' },
          { key: 'companyName', title: '发行人', width: 220, render: (t) => t.companyName ?? '—' },
          { key: 'createdAt', title: '审核时间', width: 170 },
          { key: 'issues', title: '问题数', width: 200, render: (t) => <Counts task={t} /> },
          {
            key: 'status',
            title: '状态',
            width: 100,
            render: (t) =>
              t.note ? (
                <Tooltip title={t.note}>
                  <Tag color="gold">{t.status}</Tag>
                </Tooltip>
              ) : (
                <Tag color="green">{t.status}</Tag>
              ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 130,
            render: (t) => (
              <Space size={4}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(taskHref(t))}>
                  查看
                </Button>
                <Popconfirm
                  title="删除该审核任务？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={async () => {
                    await smartTextApi.remove(t.taskId);
                    setReload((n) => n + 1);
                  }}
                >
                  <Button type="link" size="small" danger style={{ padding: 0 }} data-testid="st-task-delete">
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {uploading && (
        <UploadDialog
          onClose={() => setUploading(false)}
          onChecked={(detail) => {
            setUploading(false);
            navigate(taskHref(detail.task));
          }}
        />
      )}
    </ListPage>
  );
}
