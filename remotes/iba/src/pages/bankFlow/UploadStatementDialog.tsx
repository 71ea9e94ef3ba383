import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Descriptions, Input, Modal, Progress, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  BANK_FLOW_FILE_TYPES,
  BankFlowMessage,
  UPLOAD_MAX_BYTES,
  UploadMessage,
  type BankFlowCheckCode,
  type BankFlowField,
  type BankFlowPreview,
  type BankFlowSubject,
} from '@esee/contracts';
import { ApiError, isCancelled } from '@esee/http';
import { DataTable } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { confirmedToSend, importBlocked, standingChecks } from './checks';
import { ColumnMappingGrid } from './ColumnMappingGrid';
import { yuan } from './format';
import { StatementChecks } from './StatementChecks';
import {
  AMOUNT_MODE_TEXT,
  amountMode,
  assignColumn,
  missingFields,
  sameMapping,
  toMapping,
  type DraftMapping,
} from './mapping';

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; percent: number; what: 'preview' | 'import' }
  | { kind: 'mapping'; preview: BankFlowPreview; mine: boolean; account: string };

/** The type and size rules, before a byte is sent. */
function refusal(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!BANK_FLOW_FILE_TYPES.some((t) => name.endsWith(t))) return BankFlowMessage.WRONG_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return UploadMessage.TOO_LARGE;
  return null;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.outcome.kind === 'notice' ? error.message : '上传失败，请稍后重试';

/**
 * 上传流水 for one subject: choose a file; the server reads it and says which bank layout it looks like, the
 * header row, how each column is read (a saved mapping for these headers, or detected), the first rows, and
 * its checks of the account and holder against the subjects (issue 36); the user confirms or changes the column
 * mapping (a select per column) and the account, previews again, confirms the questions, and imports.
 */
export function UploadStatementDialog({
  subject,
  onClose,
  onImported,
}: {
  subject: BankFlowSubject;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [draft, setDraft] = useState<DraftMapping>({});
  const [accountNo, setAccountNo] = useState('');
  const [confirmed, setConfirmed] = useState<ReadonlySet<BankFlowCheckCode>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const preview = async (chosen: File, mapping?: DraftMapping, typed?: string) => {
    setError(null);
    setStep({ kind: 'sending', percent: 0, what: 'preview' });
    try {
      const sent = mapping ? (toMapping(mapping) ?? undefined) : undefined;
      const answer = await bankFlowApi.preview(chosen, subject.subjectId, sent, typed, (percent) =>
        setStep({ kind: 'sending', percent, what: 'preview' }),
      );
      const account = typed || answer.accountNo;
      setDraft(answer.mapping as DraftMapping);
      setAccountNo(account);
      setConfirmed(new Set());
      setStep({ kind: 'mapping', preview: answer, mine: Boolean(mapping), account });
    } catch (e) {
      if (isCancelled(e)) return;
      setError(reasonOf(e));
      setStep({ kind: 'choose' });
    }
  };
  const choose = (chosen: File) => {
    const refused = refusal(chosen);
    if (refused) {
      setError(refused);
      return;
    }
    setFile(chosen);
    void preview(chosen);
  };
  const importFile = async (shown: Extract<Step, { kind: 'mapping' }>) => {
    const mapping = toMapping(draft);
    if (!file || !mapping) return;
    setError(null);
    setStep({ kind: 'sending', percent: 0, what: 'import' });
    try {
      const confirm = confirmedToSend(standingChecks(shown.preview.checks, accountNo), confirmed);
      const statement = await bankFlowApi.import(file, subject.subjectId, mapping, accountNo, confirm, (percent) =>
        setStep({ kind: 'sending', percent, what: 'import' }),
      );
      void message.success(`已导入 ${statement.fileName}：${statement.rows} 笔交易`);
      onImported();
    } catch (e) {
      if (isCancelled(e)) return;
      setError(reasonOf(e));
      setStep(shown);
    }
  };

  const missing = missingFields(draft);
  const shown = step.kind === 'mapping' ? step : null;
  const edited = shown ? !sameMapping(draft, shown.preview.mapping as DraftMapping) : false;
  const accountChanged = shown ? accountNo.trim() !== shown.account.trim() : false;
  const checks = shown ? standingChecks(shown.preview.checks, accountNo) : [];
  const blocked = missing.length ? `缺少：${missing.join('、')}` : importBlocked(checks, confirmed);
  const footer = shown
    ? [
        <Button
          key="again"
          onClick={() => {
            setStep({ kind: 'choose' });
            setFile(null);
            setError(null);
          }}
        >
          重新选择文件
        </Button>,
        <Button
          key="preview"
          disabled={!(edited || accountChanged) || !draft.date}
          // The user's own mapping is sent again when only the account changed: the saved or detected one is not.
          onClick={() =>
            file && void preview(file, edited || shown.mine ? draft : undefined, accountNo.trim() || undefined)
          }
          data-testid="bank-flow-mapping-preview"
        >
          按当前映射预览
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={blocked !== null}
          title={blocked ?? undefined}
          onClick={() => void importFile(shown)}
          data-testid="bank-flow-import"
        >
          确认映射并导入
        </Button>,
      ]
    : null;

  return (
    <Modal
      open
      title={`上传流水：${subject.name}`}
      width={980}
      footer={footer}
      onCancel={onClose}
      maskClosable={false}
      data-testid="bank-flow-upload-dialog"
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="bank-flow-upload-error" />
      )}
      {step.kind === 'choose' && (
        <div data-testid="bank-flow-upload-file">
          <Upload.Dragger
            accept={BANK_FLOW_FILE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(chosen) => {
              choose(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或将银行流水文件拖到此处</p>
            <p className="ant-upload-hint">
              支持 .xlsx、.xls、.csv（UTF-8 或
              GBK），文件不超过20M；可识别工行、建行、农行、中行、招行及通用格式，其他格式可手动映射列
            </p>
          </Upload.Dragger>
        </div>
      )}
      {step.kind === 'sending' && (
        <div style={{ textAlign: 'center', padding: '32px 0' }} data-testid="bank-flow-upload-progress">
          <Progress type="circle" percent={step.percent < 100 ? step.percent : 99} status="active" />
          <Typography.Paragraph style={{ marginTop: 16 }}>
            {step.percent < 100
              ? `正在上传 ${file?.name ?? ''}`
              : step.what === 'preview'
                ? '正在识别表头与列映射，请稍候…'
                : '正在校验并导入全部交易，请稍候…'}
          </Typography.Paragraph>
        </div>
      )}
      {shown && (
        <MappingStep
          preview={shown.preview}
          mine={shown.mine}
          draft={draft}
          edited={edited}
          missing={missing}
          accountNo={accountNo}
          onAccountNo={setAccountNo}
          onAssign={(header, field) => setDraft((d) => assignColumn(d, header, field))}
          checks={
            <StatementChecks
              checks={checks}
              subjectName={subject.name}
              confirmed={confirmed}
              onConfirm={(code, yes) =>
                setConfirmed((now) => {
                  const next = new Set(now);
                  if (yes) next.add(code);
                  else next.delete(code);
                  return next;
                })
              }
            />
          }
        />
      )}
    </Modal>
  );
}

function MappingStep({
  preview,
  mine,
  draft,
  edited,
  missing,
  accountNo,
  onAccountNo,
  onAssign,
  checks,
}: {
  preview: BankFlowPreview;
  /** Previewed with the user's mapping (not the saved or detected one). */
  mine: boolean;
  draft: DraftMapping;
  edited: boolean;
  missing: string[];
  accountNo: string;
  onAccountNo: (value: string) => void;
  onAssign: (header: string, field: BankFlowField | null) => void;
  /** The account and holder checks, shown above the mapping. */
  checks: ReactNode;
}) {
  const mode = amountMode(draft);
  const saved = preview.mappingSource === 'saved';
  const sourceColor = saved ? 'green' : 'blue';
  const sourceText = saved ? '本机构已确认的映射' : '按表头自动识别';
  return (
    <div data-testid="bank-flow-mapping">
      <Descriptions
        size="small"
        column={3}
        bordered
        style={{ marginBottom: 12 }}
        items={[
          { key: 'file', label: '文件', children: preview.fileName },
          {
            key: 'layout',
            label: '识别格式',
            children: <span data-testid="bank-flow-layout">{preview.layoutName}</span>,
          },
          {
            key: 'source',
            label: '列映射来源',
            children: (
              <Tag color={mine ? 'orange' : sourceColor} data-testid="bank-flow-mapping-source">
                {mine ? '按修改后的映射预览' : sourceText}
              </Tag>
            ),
          },
          { key: 'line', label: '表头行', children: `第 ${preview.headerLine} 行` },
          { key: 'encoding', label: '编码', children: preview.encoding ?? 'Excel' },
          {
            key: 'rows',
            label: '可读交易',
            children: (
              <>
                <span data-testid="bank-flow-preview-rows">{preview.rows}</span> 笔
              </>
            ),
          },
          {
            key: 'account',
            label: '本方账号',
            span: 2,
            children: (
              <Input
                size="small"
                value={accountNo}
                maxLength={60}
                placeholder="文件中未写明账号时请填写"
                onChange={(e) => onAccountNo(e.target.value)}
                style={{ maxWidth: 280 }}
                data-testid="bank-flow-account"
              />
            ),
          },
          { key: 'holder', label: '本方户名', children: preview.accountName || '-' },
        ]}
      />
      {checks}
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`缺少必需的列：${missing.join('、')}，请在下表中为对应的列选择字段`}
          data-testid="bank-flow-mapping-missing"
          style={{ marginBottom: 12 }}
        />
      ) : (
        <Alert
          type={edited ? 'info' : 'success'}
          showIcon
          title={
            edited
              ? '映射已修改：可「按当前映射预览」核对前几行，或直接确认导入；确认后本机构同样表头的文件将沿用此映射'
              : `金额读取方式：${mode ? AMOUNT_MODE_TEXT[mode] : '-'}；请核对下方前几行后确认导入`
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Typography.Title level={5}>列映射</Typography.Title>
      <ColumnMappingGrid headers={preview.headers} draft={draft} onAssign={onAssign} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        前 {preview.sample.length} 行（按{edited ? '预览时' : '当前'}的映射读取）
      </Typography.Title>
      {preview.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="以下行无法读取，导入将被拒绝"
          description={preview.problems.slice(0, 5).join('；')}
          style={{ marginBottom: 8 }}
          data-testid="bank-flow-preview-problems"
        />
      )}
      <DataTable
        testId="bank-flow-preview-sample"
        size="small"
        showAll
        rowKey={(r) => String(r.line)}
        rows={preview.sample}
        emptyText="映射完整后显示"
        columns={[
          { key: 'line', title: '行号', width: 64 },
          { key: 'occurred', title: '交易时间', width: 160 },
          { key: 'direction', title: '收/支', width: 64 },
          { key: 'amount', title: '金额（元）', width: 130, align: 'right', render: (r) => yuan(r.amount) },
          { key: 'balance', title: '余额（元）', width: 130, align: 'right', render: (r) => yuan(r.balance) },
          { key: 'counterparty', title: '对方户名', render: (r) => r.counterparty || '-' },
          { key: 'summary', title: '摘要', width: 120, render: (r) => r.summary || '-' },
        ]}
      />
    </div>
  );
}
