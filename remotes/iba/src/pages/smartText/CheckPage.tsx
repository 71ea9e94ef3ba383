import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, List, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  SMART_TEXT_ISSUE_TYPES,
  SMART_TEXT_SEVERITIES,
  type SmartTextDetail,
  type SmartTextIssue,
  type SmartTextParagraph,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, EmptyState, FailedState, saveBlob } from '@esee/ui';
import { smartTextApi } from '../../api/smartText';
import { Marked } from '../lawLibrary/format';
import { LIST_PATH, SeverityTag } from './common';

const SEVERITY_BORDER = { 高: '#ff4d4f', 中: '#fa8c16', 低: '#1677ff' } as const;

/** The issues as a CSV file (UTF-8 with BOM, so Excel reads the Chinese). */
function exportCsv(detail: SmartTextDetail) {
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = [
    ['序号', '类型', '级别', '位置', '问题', '文档内容', '应为', '依据'],
    ...detail.issues.map((i) => [String(i.id), i.type, i.severity, i.location, i.title, i.found, i.expected, i.source]),
  ].map((r) => r.map(cell).join(','));
  const blob = new Blob([`\ufeff${lines.join('\r\n')}`], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, `${detail.task.fileName.replace(/\.(docx|pdf)$/i, '')}_审核问题清单.csv`);
}

function ParagraphView({
  p,
  issues,
  active,
  refOf,
}: {
  p: SmartTextParagraph;
  issues: SmartTextIssue[];
  active: boolean;
  refOf: (el: HTMLDivElement | null) => void;
}) {
  const worst = issues.find((i) => i.severity === '高') ?? issues.find((i) => i.severity === '中') ?? issues[0];
  const ranges = issues
    .flatMap((i) => i.ranges)
    .sort((a, b) => a[0] - b[0])
    .filter((r, k, all) => k === 0 || r[0] >= all[k - 1]![1]);
  return (
    <div
      ref={refOf}
      data-testid="st-paragraph"
      data-no={p.no}
      data-active={active ? 'true' : 'false'}
      data-flagged={issues.length ? 'true' : 'false'}
      style={{
        padding: '4px 8px',
        margin: '2px 0',
        borderLeft: `3px solid ${worst ? SEVERITY_BORDER[worst.severity] : 'transparent'}`,
        background: active ? '#fffbe6' : undefined,
        outline: active ? '2px solid #faad14' : undefined,
        transition: 'background 0.3s',
      }}
    >
      {p.kind === 'heading' ? (
        <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
          {p.text}
        </Typography.Title>
      ) : p.kind === 'table' ? (
        <table style={{ borderCollapse: 'collapse', fontSize: 12, width: '100%' }}>
          <tbody>
            {(p.rows ?? []).map((r, i) => (
              <tr key={i} style={{ background: i === 0 ? '#fafafa' : undefined }}>
                {r.map((c, j) => (
                  <td key={j} style={{ border: '1px solid #f0f0f0', padding: '2px 6px' }}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <span style={{ lineHeight: 1.8 }}>
          <Marked text={p.text} ranges={ranges} />
        </span>
      )}
      {issues.length > 0 && (
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>
          {p.page !== null ? `第${p.page}页 ` : ''}第{p.no}段 · {issues.map((i) => `#${i.id} ${i.title}`).join('；')}
        </div>
      )}
    </div>
  );
}

/**
 * `/investment/smartText/proCheck` and `bondProCheck` (`?taskId=`): a checked document. Left, the issues with
 * filters by type and severity and the counts by type; a click scrolls the annotated view on the right to the
 * paragraph and highlights it. The view shows the document's paragraphs and tables with the found text marked.
 */
export default function CheckPage({ bond = false }: { bond?: boolean }) {
  const title = bond ? '债券募集说明书审核' : '招股说明书审核';
  usePageTitle(title);
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId'));
  const valid = Number.isInteger(taskId) && taskId > 0;
  const loaded = useLoad(() => (valid ? smartTextApi.detail(taskId) : Promise.reject(new Error('no task'))), [taskId]);
  const [type, setType] = useState<string | undefined>();
  const [severity, setSeverity] = useState<string | undefined>();
  const [active, setActive] = useState<number | null>(null);
  const refs = useRef(new Map<number, HTMLDivElement>());
  const detail = loaded.data;
  const byParagraph = useMemo(() => {
    const m = new Map<number, SmartTextIssue[]>();
    for (const i of detail?.issues ?? []) m.set(i.paragraphNo, [...(m.get(i.paragraphNo) ?? []), i]);
    return m;
  }, [detail]);
  useEffect(() => {
    if (active !== null) refs.current.get(active)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [active]);

  const crumbs = [{ title: '智能文档审核', to: LIST_PATH }, { title }];
  if (!valid)
    return (
      <div data-testid="smarttext-check-page">
        <BackBar crumbs={crumbs} />
        <EmptyState description="未指定审核任务，请从任务列表进入" />
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <div data-testid="smarttext-check-page">
        <BackBar crumbs={crumbs} />
        <FailedState onRetry={loaded.reload} />
      </div>
    );
  if (!detail)
    return (
      <div data-testid="smarttext-check-page">
        <BackBar crumbs={crumbs} />
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  const { task } = detail;
  const issues = detail.issues.filter((i) => (!type || i.type === type) && (!severity || i.severity === severity));
  return (
    <div data-testid="smarttext-check-page">
      <BackBar crumbs={crumbs} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
          <Descriptions size="small" column={3} style={{ minWidth: 600 }}>
            <Descriptions.Item label="文件">{task.fileName}</Descriptions.Item>
            <Descriptions.Item label="类型">{task.kind}</Descriptions.Item>
            <Descriptions.Item label="版本">{task.version || '—'}</Descriptions.Item>
            <Descriptions.Item label="发行人">{task.companyName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="审核时间">{task.createdAt}</Descriptions.Item>
            <Descriptions.Item label="段落">{task.paragraphCount}</Descriptions.Item>
          </Descriptions>
          <Button
            icon={<DownloadOutlined />}
            disabled={!detail.issues.length}
            onClick={() => exportCsv(detail)}
            data-testid="st-export"
          >
            导出问题清单
          </Button>
        </Space>
        {task.note && <Alert type="warning" showIcon message={task.note} style={{ marginTop: 8 }} />}
        <Space wrap style={{ marginTop: 8 }} data-testid="st-type-counts">
          <Typography.Text>共 {task.counts.total} 个问题：</Typography.Text>
          {SMART_TEXT_ISSUE_TYPES.map((t) => (
            <Tag.CheckableTag
              key={t}
              checked={type === t}
              onChange={(on) => setType(on ? t : undefined)}
              data-testid="st-type-count"
            >
              {t} {task.byType[t] ?? 0}
            </Tag.CheckableTag>
          ))}
        </Space>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title={`问题清单（${issues.length}）`}
            extra={
              <Space size={4}>
                <Select
                  allowClear
                  size="small"
                  placeholder="类型"
                  style={{ width: 110 }}
                  value={type}
                  onChange={setType}
                  options={SMART_TEXT_ISSUE_TYPES.map((t) => ({ value: t, label: t }))}
                  data-testid="st-type-filter"
                />
                <Select
                  allowClear
                  size="small"
                  placeholder="级别"
                  style={{ width: 80 }}
                  value={severity}
                  onChange={setSeverity}
                  options={SMART_TEXT_SEVERITIES.map((t) => ({ value: t, label: t }))}
                  data-testid="st-severity-filter"
                />
              </Space>
            }
            styles={{ body: { maxHeight: 'calc(100vh - 330px)', overflow: 'auto', padding: 0 } }}
          >
            {issues.length ? (
              <List
                dataSource={issues}
                renderItem={(i) => (
                  <List.Item
                    key={i.id}
                    onClick={() => setActive(i.paragraphNo)}
                    style={{
                      cursor: 'pointer',
                      padding: '8px 12px',
                      background: active === i.paragraphNo ? '#e6f4ff' : undefined,
                    }}
                    data-testid="st-issue"
                  >
                    <div style={{ width: '100%' }}>
                      <Space size={4} wrap>
                        <SeverityTag severity={i.severity} />
                        <Tag>{i.type}</Tag>
                        <Typography.Text strong data-testid="st-issue-title">
                          {i.title}
                        </Typography.Text>
                      </Space>
                      <div style={{ fontSize: 12, marginTop: 4 }}>
                        <Typography.Text type="secondary">位置：</Typography.Text>
                        {i.location}
                      </div>
                      <div style={{ fontSize: 12 }}>
                        <Typography.Text type="secondary">文档内容：</Typography.Text>
                        <Typography.Text type="danger">{i.found}</Typography.Text>
                      </div>
                      <div style={{ fontSize: 12 }}>
                        <Typography.Text type="secondary">应为：</Typography.Text>
                        <Typography.Text type="success">{i.expected}</Typography.Text>
                      </div>
                      <div style={{ fontSize: 12 }}>
                        <Typography.Text type="secondary">依据：</Typography.Text>
                        {i.sourceParagraphNo !== null ? (
                          <Typography.Link
                            onClick={(e) => {
                              e.stopPropagation();
                              setActive(i.sourceParagraphNo);
                            }}
                          >
                            {i.source}
                          </Typography.Link>
                        ) : (
                          i.source
                        )}
                      </div>
                    </div>
                  </List.Item>
                )}
              />
            ) : (
              <EmptyState description={detail.issues.length ? '没有符合筛选条件的问题' : '未发现问题'} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title="批注视图"
            styles={{ body: { maxHeight: 'calc(100vh - 330px)', overflow: 'auto' } }}
            data-testid="st-annotated"
          >
            {detail.paragraphs.map((p) => (
              <ParagraphView
                key={p.no}
                p={p}
                issues={byParagraph.get(p.no) ?? []}
                active={active === p.no}
                refOf={(el) => {
                  if (el) refs.current.set(p.no, el);
                  else refs.current.delete(p.no);
                }}
              />
            ))}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
