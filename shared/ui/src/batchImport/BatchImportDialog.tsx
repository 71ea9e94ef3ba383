import { useMemo, useState } from 'react';
import { App, Button, Modal, Progress, Space, Tabs, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  isUploadFileName,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UploadMessage,
  type BatchImportSource,
  type ConfirmResult,
  type ImportScope,
  type MatchRow,
} from '@esee/contracts';
import { DataTable } from '../DataTable';
import { DownloadButton } from '../DownloadButton';
import { MatchSearchDialog } from './MatchSearchDialog';
import {
  confirmRows,
  failedRows,
  firstTab,
  importButton,
  importCounts,
  initialState,
  matchByHand,
  matchedIds,
  matchedRows,
  resultRows,
  type ImportState,
  reasonText,
} from './importModel';

type Step = { kind: 'choose' } | { kind: 'parsing'; percent: number; fileName: string } | { kind: 'result' };

/** Whether a chosen file may go up at all: the type and size rules of spec 2 §5, before any byte is sent. */
function refusal(file: File): string | null {
  if (!isUploadFileName(file.name)) return UploadMessage.WRONG_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return UploadMessage.TOO_LARGE;
  return null;
}

/**
 * The batch import of spec 2 §2 and §4, shared by every list that takes
 * one (batch search, projects, monitoring): choose a file, watch it upload
 * and match, see the failed and matched rows (failed first when there are
 * any), match failures by hand, download the result, import. Re-uploading
 * starts over.
 */
export function BatchImportDialog({
  title = '批量导入',
  action = '导入',
  scope,
  source,
  onImported,
  onClose,
}: {
  title?: string;
  /** The import button's verb (导入, 添加监控...). */
  action?: string;
  scope: ImportScope;
  source: BatchImportSource;
  onImported: (result: ConfirmResult) => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [state, setState] = useState<ImportState | null>(null);
  const [tab, setTab] = useState<'failed' | 'matched'>('failed');
  const [matching, setMatching] = useState<MatchRow | null>(null);
  const [importing, setImporting] = useState(false);

  const reset = () => {
    setStep({ kind: 'choose' });
    setState(null);
    setMatching(null);
  };
  const upload = async (file: File) => {
    const refused = refusal(file);
    if (refused) {
      void message.warning(refused, 3);
      return;
    }
    setStep({ kind: 'parsing', percent: 0, fileName: file.name });
    try {
      const result = await source.parse(file, scope, (percent) =>
        setStep({ kind: 'parsing', percent, fileName: file.name }),
      );
      const next = initialState(result);
      setState(next);
      setTab(firstTab(next));
      setStep({ kind: 'result' });
    } catch {
      // The client's warning has said why; the user may choose another file.
      reset();
    }
  };
  const confirm = async () => {
    if (!state) return;
    setImporting(true);
    try {
      const result = await source.confirm(scope, state.result.fileName, state.result.totalRecord, confirmRows(state));
      void message.success(`已导入${result.imported}家企业${result.existing ? `，${result.existing}家已存在` : ''}`);
      onImported(result);
    } catch {
      // The client's toast has said why; the dialog stays for another try.
    } finally {
      setImporting(false);
    }
  };

  // Kept while the dialog's own state changes (手动匹配 opening), so each list stays on its page.
  const failed = useMemo(() => (state ? failedRows(state) : []), [state]);
  const counts = state ? importCounts(state) : { total: 0, matched: 0, failed: 0, repeated: 0 };
  const matched = useMemo(() => (state ? matchedRows(state) : []), [state]);
  const button = state ? importButton(state, action) : { label: action, disabled: true };
  const footer =
    step.kind === 'result' && state
      ? [
          <Button key="again" onClick={reset} data-testid="import-reupload">
            重新上传
          </Button>,
          <DownloadButton
            key="result"
            download={() => source.downloadResult(state.result.fileName, resultRows(state))}
            testId="import-download-result"
          >
            下载匹配结果
          </DownloadButton>,
          <Button
            key="import"
            type="primary"
            disabled={button.disabled}
            loading={importing}
            onClick={() => void confirm()}
            data-testid="import-confirm"
          >
            {button.label}
          </Button>,
        ]
      : null;

  return (
    <Modal open title={title} width={900} footer={footer} onCancel={onClose} maskClosable={false}>
      {step.kind === 'choose' && (
        <div data-testid="import-choose">
          <Upload.Dragger
            accept={UPLOAD_EXTENSIONS.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或将文件拖到此处上传</p>
            <p className="ant-upload-hint">
              支持 .xls、.xlsx 格式，文件不超过20M，单次最多500条；每行一个企业名称或统一社会信用代码
            </p>
          </Upload.Dragger>
          <div style={{ marginTop: 12 }}>
            <DownloadButton link download={source.downloadTemplate} testId="import-template">
              下载导入模板
            </DownloadButton>
          </div>
        </div>
      )}
      {step.kind === 'parsing' && (
        <div style={{ textAlign: 'center', padding: '32px 0' }} data-testid="import-parsing">
          <Progress type="circle" percent={step.percent < 100 ? step.percent : 99} status="active" />
          <Typography.Paragraph style={{ marginTop: 16 }}>
            {step.percent < 100 ? `正在上传 ${step.fileName}` : '正在解析并匹配企业，请稍候…'}
          </Typography.Paragraph>
        </div>
      )}
      {step.kind === 'result' && state && (
        <div data-testid="import-result">
          <Typography.Paragraph data-testid="import-summary">
            {state.result.fileName}：共 {counts.total} 条，匹配成功{' '}
            <Typography.Text type="success">{counts.matched}</Typography.Text> 条
            {counts.repeated > 0 && `（其中重复 ${counts.repeated} 条，只导入一次）`}，匹配失败{' '}
            <Typography.Text type="danger">{counts.failed}</Typography.Text> 条
          </Typography.Paragraph>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as 'failed' | 'matched')}
            items={[
              {
                key: 'failed',
                label: `匹配失败（${counts.failed}）`,
                children: (
                  <DataTable<MatchRow>
                    testId="import-failed"
                    size="small"
                    rowKey={(r) => String(r.excelLineNo)}
                    rows={failed}
                    emptyText="没有匹配失败的数据"
                    columns={[
                      { key: 'line', title: '行号', width: 64, render: (r) => r.excelLineNo },
                      { key: 'data', title: '上传数据', render: (r) => r.data },
                      { key: 'reason', title: '失败原因', width: 200, render: (r) => r.matchFailedResult },
                      {
                        key: 'candidates',
                        title: '可能是',
                        render: (r) =>
                          r.candidates.length ? (
                            <Space direction="vertical" size={0}>
                              {r.candidates.slice(0, 3).map((c) => (
                                <Typography.Link
                                  key={c.entId}
                                  onClick={() =>
                                    setState(
                                      (s) =>
                                        s &&
                                        matchByHand(s, r.excelLineNo, {
                                          entId: c.entId,
                                          orgName: c.entName,
                                          creditCode: c.creditCode,
                                          relatedData: '',
                                        }),
                                    )
                                  }
                                >
                                  {c.entName}
                                  {c.reasonDesc && (
                                    <Typography.Text type="secondary">
                                      （{c.reasonDesc}
                                      {c.score === undefined ? '' : ` · ${c.score}分`}）
                                    </Typography.Text>
                                  )}
                                </Typography.Link>
                              ))}
                            </Space>
                          ) : (
                            '-'
                          ),
                      },
                      {
                        key: 'action',
                        title: '操作',
                        width: 90,
                        render: (r) =>
                          r.supportMatch ? (
                            <Typography.Link onClick={() => setMatching(r)} data-testid="import-match-by-hand">
                              手动匹配
                            </Typography.Link>
                          ) : null,
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'matched',
                label: `匹配成功（${counts.matched}）`,
                children: (
                  <DataTable<MatchRow>
                    testId="import-matched"
                    size="small"
                    rowKey={(r) => String(r.excelLineNo)}
                    rows={matched}
                    emptyText="没有匹配成功的数据"
                    columns={[
                      { key: 'line', title: '行号', width: 64, render: (r) => r.excelLineNo },
                      { key: 'data', title: '上传数据', render: (r) => r.data },
                      { key: 'type', title: '数据类型', width: 130, render: (r) => r.dataTypeDesc },
                      { key: 'entName', title: '匹配企业', render: (r) => r.entName },
                      {
                        key: 'result',
                        title: '匹配方式',
                        width: 190,
                        render: (r) => (
                          <Space size={4} wrap>
                            {r.repeatOf ? `重复（同第${r.repeatOf}行）` : r.matchResult}
                            {r.relatedData && <Tag color="orange">{r.relatedData}</Tag>}
                          </Space>
                        ),
                      },
                      {
                        key: 'reason',
                        title: '匹配依据',
                        width: 220,
                        render: (r) => <span data-testid="import-match-reason">{reasonText(r)}</span>,
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
      {matching && state && (
        <MatchSearchDialog
          row={matching}
          source={source}
          scope={scope}
          taken={matchedIds(state)}
          onClose={() => setMatching(null)}
          onPick={(company) => {
            setState((s) => s && matchByHand(s, matching.excelLineNo, company));
            setMatching(null);
          }}
        />
      )}
    </Modal>
  );
}
