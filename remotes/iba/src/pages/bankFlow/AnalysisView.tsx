import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, useWorkRun } from '@esee/react';
import { DownloadButton, EmptyState, FailedState, formatNumber, WorkRunProgress } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { ResultSection } from './ResultSection';
import { ReviewerPicker } from './ReviewerPicker';
import { SubjectsSection } from './SubjectsSection';

/** One analysis project: its header (people, counts, 分析, 导出底稿), subjects and statements, the results. */
export function AnalysisView({ analysisId }: { analysisId: number }) {
  const detail = useLoad(() => bankFlowApi.detail(analysisId), [analysisId]);
  // While a change reloads the detail, the page stays as it was (its open tab, its place).
  const [shown, setShown] = useState<BankFlowAnalysisDetail | null>(null);
  if (detail.status === 'ok' && detail.data !== shown) setShown(detail.data);
  if (detail.status === 'loading')
    return shown ? <Loaded detail={shown} reload={detail.reload} /> : <Skeleton active paragraph={{ rows: 6 }} />;
  if (detail.status === 'failed')
    return isNotFound(detail.error) ? (
      <Card data-testid="bank-flow-missing">
        <EmptyState description="分析项目不存在或已删除" />
      </Card>
    ) : (
      <FailedState onRetry={detail.reload} />
    );
  return <Loaded detail={detail.data} reload={detail.reload} />;
}

function Loaded({ detail, reload }: { detail: BankFlowAnalysisDetail; reload: () => void }) {
  const { message } = App.useApp();
  const owner = detail.myRole === 'owner';
  // A run changes the result even when nothing else does: the result section reloads on it.
  const [runs, setRuns] = useState(0);
  // The analysis is long work on the server: started here, followed here, its result shown once it is done.
  const analysis = useWorkRun({
    latest: () => bankFlowApi.analyzeState(detail.analysisId),
    start: () => bankFlowApi.analyze(detail.analysisId),
    onFinished: (finished) => {
      if (finished.state !== 'done') return;
      void bankFlowApi.result(detail.analysisId).then((result) => {
        const flags = result.flagCounts.reduce((n, f) => n + f.count, 0);
        void message.success(`分析完成：${result.accounts.length} 个账户，${flags} 条异常标记`);
      });
      setRuns((n) => n + 1);
      reload();
    },
  });
  return (
    <>
      <Card
        size="small"
        style={{ marginBottom: 16 }}
        data-testid="bank-flow-analysis"
        data-analysis-id={detail.analysisId}
        title={
          <Space>
            <span data-testid="bank-flow-analysis-title">{detail.name}</span>
            {owner ? <Tag color="blue">负责人</Tag> : <Tag color="purple">复核人</Tag>}
          </Space>
        }
        extra={
          <Space>
            <DownloadButton download={() => bankFlowApi.exportPapers(detail.analysisId)} testId="bank-flow-export">
              导出底稿
            </DownloadButton>
            {owner && (
              <Button
                type="primary"
                icon={<PlayCircleOutlined />}
                loading={analysis.running}
                disabled={detail.statements.length === 0}
                title={detail.statements.length === 0 ? '请先上传流水' : undefined}
                onClick={() => void analysis.start()}
                data-testid="bank-flow-analyze"
              >
                {analysis.running ? '分析中' : detail.analysedAt ? '重新分析' : '分析'}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={4}
          items={[
            { key: 'owner', label: '负责人', children: detail.owner },
            {
              key: 'reviewer',
              label: '复核人',
              children: owner ? (
                <ReviewerPicker detail={detail} onChanged={reload} />
              ) : (
                <span data-testid="bank-flow-reviewer-name">{detail.reviewer ?? '-'}</span>
              ),
            },
            { key: 'createdAt', label: '创建时间', children: detail.createdAt },
            { key: 'analysedAt', label: '最近分析', children: detail.analysedAt ?? '尚未分析' },
            { key: 'subjects', label: '主体', children: detail.subjects },
            { key: 'transactions', label: '交易笔数', children: formatNumber(detail.transactions, 0) },
            { key: 'flags', label: '异常标记', children: detail.flags },
          ]}
        />
        <div style={{ marginTop: 8 }}>
          <WorkRunProgress run={analysis.run} what="分析" testId="bank-flow-run-progress" />
        </div>
        {detail.analysedAt && detail.stale && !analysis.running && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 8 }}
            title={
              owner ? '流水在上次分析后有变动，请点击「重新分析」' : '流水在上次分析后有变动，结果待负责人重新分析'
            }
            data-testid="bank-flow-stale"
          />
        )}
      </Card>
      <SubjectsSection detail={detail} onChanged={reload} />
      {detail.analysedAt ? (
        <ResultSection key={`${detail.analysedAt}-${runs}`} detail={detail} />
      ) : (
        <Card size="small" title="分析结果">
          <EmptyState
            description={
              <Typography.Text type="secondary" data-testid="bank-flow-not-analysed">
                {owner
                  ? '上传流水后点击「分析」，查看预检、月度收支、交易对手、资金流向与异常标记'
                  : '负责人尚未运行分析'}
              </Typography.Text>
            }
          />
        </Card>
      )}
    </>
  );
}
