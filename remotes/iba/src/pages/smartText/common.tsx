import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Progress, Select, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  SMART_TEXT_MAX_BYTES,
  SMART_TEXT_VERSIONS,
  SmartTextMessage,
  isSmartTextFileName,
  type SmartTextDetail,
  type SmartTextKind,
  type SmartTextSeverity,
  type SmartTextTask,
} from '@esee/contracts';
import { ApiError, isCancelled } from '@esee/http';
import { useLoad } from '@esee/react';
import { smartTextApi } from '../../api/smartText';

export const SMART_TEXT_BASE = '/investment/smartText';
export const LIST_PATH = `${SMART_TEXT_BASE}/proList`;

/** The result page of a task: proCheck for 招股说明书 (and 审计报告), bondProCheck for 债券募集说明书. */
export const taskHref = (task: Pick<SmartTextTask, 'taskId' | 'kind'>) =>
  `${SMART_TEXT_BASE}/${task.kind === '债券募集说明书' ? 'bondProCheck' : 'proCheck'}?taskId=${task.taskId}`;

const SEVERITY_COLOR: Record<SmartTextSeverity, string> = { 高: 'red', 中: 'orange', 低: 'blue' };

export function SeverityTag({ severity }: { severity: SmartTextSeverity }) {
  return (
    <Tag color={SEVERITY_COLOR[severity]} data-testid="st-severity">
      {severity}
    </Tag>
  );
}

/** 招股书 · 申报稿 · file name, as pickers and headers name a task. */
export const taskLabel = (t: SmartTextTask) =>
  `${t.fileName}${t.version ? `（${t.version}）` : ''} · ${t.createdAt.slice(5, 16)}`;

/** A choice among the user's latest 50 tasks (the history). */
export function TaskPicker({
  value,
  onChange,
  placeholder,
  testId,
  kinds,
}: {
  value?: number;
  onChange: (taskId: number) => void;
  placeholder: string;
  testId: string;
  kinds?: readonly SmartTextKind[];
}) {
  const tasks = useLoad(() => smartTextApi.list(1, {}, 50), []);
  const options = (tasks.data?.list ?? [])
    .filter((t) => !kinds || kinds.includes(t.kind))
    .map((t) => ({ value: t.taskId, label: `${t.kind} · ${taskLabel(t)}` }));
  return (
    <Select
      showSearch
      optionFilterProp="label"
      style={{ width: 420 }}
      placeholder={tasks.status === 'failed' ? '任务列表加载失败，请刷新重试' : placeholder}
      loading={tasks.status === 'loading'}
      value={value}
      onChange={onChange}
      options={options}
      notFoundContent="暂无审核任务，请先在任务列表上传文档"
      data-testid={testId}
    />
  );
}

const KINDS: SmartTextKind[] = ['招股说明书', '债券募集说明书', '审计报告'];

/** The type and size rules, before a byte is sent. */
function refusal(file: File): string | null {
  if (!isSmartTextFileName(file.name)) return SmartTextMessage.WRONG_TYPE;
  if (file.size > SMART_TEXT_MAX_BYTES) return SmartTextMessage.TOO_LARGE;
  return null;
}

/**
 * 上传审核: the document type (招股说明书 → proCheck, 债券募集说明书 → bondProCheck, 审计报告 for comparisons), a
 * version label, and the file (.docx/.pdf up to 20 MB); progress while it is sent and checked.
 */
export function UploadDialog({
  initialKind = '招股说明书',
  onClose,
  onChecked,
}: {
  initialKind?: SmartTextKind;
  onClose: () => void;
  onChecked: (detail: SmartTextDetail) => void;
}) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<SmartTextKind>(initialKind);
  const [version, setVersion] = useState<string>('申报稿');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    const refused = refusal(file);
    if (refused) return setError(refused);
    setError(null);
    setPercent(0);
    try {
      const detail = await smartTextApi.check(file, kind, version, setPercent);
      void message.success(`审核完成：发现 ${detail.task.counts.total} 个问题`);
      onChecked(detail);
    } catch (e) {
      if (isCancelled(e)) return;
      setError(e instanceof ApiError && e.outcome.kind === 'notice' ? e.message : '上传失败，请稍后重试');
      setPercent(null);
    }
  };
  const busy = percent !== null;
  return (
    <Modal
      open
      title="上传文档审核"
      onCancel={busy ? undefined : onClose}
      footer={null}
      maskClosable={false}
      destroyOnHidden
    >
      <div data-testid="st-upload-dialog">
        <Form layout="vertical">
          <Form.Item label="文档类型">
            <Select
              value={kind}
              onChange={setKind}
              disabled={busy}
              options={KINDS.map((k) => ({ value: k, label: k }))}
              data-testid="st-upload-kind"
            />
          </Form.Item>
          <Form.Item label="版本" extra="如申报稿、上会稿，用于版本对比">
            <Input
              value={version}
              maxLength={20}
              disabled={busy}
              onChange={(e) => setVersion(e.target.value)}
              list="st-versions"
              data-testid="st-upload-version"
            />
            <datalist id="st-versions">
              {SMART_TEXT_VERSIONS.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          </Form.Item>
        </Form>
        {busy ? (
          <div data-testid="st-upload-progress" style={{ padding: '24px 0' }}>
            <Progress percent={percent >= 100 ? 99 : percent} status="active" />
            <Typography.Text type="secondary">
              {percent >= 100
                ? '正在读取文档并逐项核对（工商信息、数据一致性、日期、释义、法规引用、错别字）…'
                : '正在上传…'}
            </Typography.Text>
          </div>
        ) : (
          <div data-testid="st-upload-file">
            <Upload.Dragger
              accept=".docx,.pdf"
              showUploadList={false}
              beforeUpload={(file) => {
                void send(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
              <p className="ant-upload-hint">支持 .docx、.pdf，单个文件不超过20M；扫描件请先进行文字识别</p>
            </Upload.Dragger>
          </div>
        )}
        {error && (
          <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="st-upload-error" />
        )}
      </div>
    </Modal>
  );
}
