import { useState } from 'react';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { SmartTextCompareRow } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { BackBar, DataTable, EmptyState, FailedState, type DataColumn } from '@esee/ui';
import { smartTextApi } from '../../api/smartText';
import { LIST_PATH, TaskPicker, UploadDialog } from './common';

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** One file's figure of a row, in red where the files disagree; the cell names where in the file it stands. */
const sideColumn = (side: 'left' | 'right', title: string): DataColumn<SmartTextCompareRow> => ({
  key: side,
  title,
  align: 'right',
  render: (r) => {
    const figure = r[side];
    return figure ? (
      <Typography.Text type={r.status === '不一致' ? 'danger' : undefined} title={figure.location}>
        {money(figure.value)}
      </Typography.Text>
    ) : (
      '—'
    );
  },
});

const STATUS_COLOR = { 一致: 'green', 不一致: 'red', 仅左侧: 'default', 仅右侧: 'default' } as const;

/**
 * `/investment/smartText/multiFileCheck`: 多文件比对. Two checked files (e.g. 招股说明书 and 审计报告, uploaded here
 * or earlier) compared figure by figure: the same metric and period in both, the mismatches marked.
 */
export default function MultiFilePage() {
  usePageTitle('多文件比对');
  const [left, setLeft] = useState<number | undefined>();
  const [right, setRight] = useState<number | undefined>();
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const ready = left !== undefined && right !== undefined && left !== right;
  const result = useLoad(
    () => (ready ? smartTextApi.compare(left, right) : Promise.resolve(null)),
    [left, right, ready],
  );
  return (
    <div data-testid="smarttext-multifile-page">
      <BackBar crumbs={[{ title: '智能文档审核', to: LIST_PATH }, { title: '多文件比对' }]} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <TaskPicker
            key={`l${pickerKey}`}
            value={left}
            onChange={setLeft}
            placeholder="选择文件一（如招股说明书）"
            testId="st-left"
          />
          <Typography.Text type="secondary">对比</Typography.Text>
          <TaskPicker
            key={`r${pickerKey}`}
            value={right}
            onChange={setRight}
            placeholder="选择文件二（如审计报告）"
            testId="st-right"
          />
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="st-multifile-upload">
            上传文件
          </Button>
        </Space>
        {left !== undefined && left === right && (
          <Alert type="warning" showIcon style={{ marginTop: 8 }} message="请选择两份不同的文件" />
        )}
      </Card>
      {!ready ? (
        <EmptyState description="选择两份已审核的文件，比对同一指标同一期间的数据" />
      ) : result.status === 'failed' ? (
        <FailedState onRetry={result.reload} />
      ) : (
        <Card
          size="small"
          title={
            result.data ? (
              <Space>
                <span>比对结果</span>
                {result.data.mismatches ? (
                  <Tag color="red" data-testid="st-mismatches">
                    {result.data.mismatches} 项不一致
                  </Tag>
                ) : (
                  <Tag color="green" data-testid="st-mismatches">
                    数据一致
                  </Tag>
                )}
              </Space>
            ) : (
              '比对结果'
            )
          }
        >
          <DataTable<SmartTextCompareRow>
            testId="st-compare"
            size="small"
            // A comparison is read whole: the mismatches stand among the rows.
            showAll
            loading={result.status === 'loading'}
            rowKey={(r) => `${r.metric}|${r.period}`}
            rows={result.data?.rows ?? []}
            emptyText="两份文件中均未识别到财务数据"
            rowData={(r) => ({ 'data-testid': 'st-compare-row', 'data-status': r.status })}
            columns={[
              { key: 'metric', title: '指标' },
              { key: 'period', title: '期间', width: 90 },
              sideColumn('left', result.data ? `${result.data.left.fileName}（万元）` : '文件一'),
              sideColumn('right', result.data ? `${result.data.right.fileName}（万元）` : '文件二'),
              {
                key: 'diff',
                title: '差异',
                align: 'right',
                width: 120,
                render: (r) => (r.left && r.right ? money(r.right.value - r.left.value) : '—'),
              },
              {
                key: 'status',
                title: '结果',
                width: 90,
                render: (r) => <Tag color={STATUS_COLOR[r.status]}>{r.status}</Tag>,
              },
            ]}
          />
        </Card>
      )}
      {uploading && (
        <UploadDialog
          initialKind="审计报告"
          onClose={() => setUploading(false)}
          onChecked={(detail) => {
            setUploading(false);
            setPickerKey((k) => k + 1);
            if (left === undefined) setLeft(detail.task.taskId);
            else setRight(detail.task.taskId);
          }}
        />
      )}
    </div>
  );
}
