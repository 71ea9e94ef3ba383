import { Button, Card, Col, Empty, Row, Segmented, Space, Typography } from 'antd';
import { ArrowRightOutlined, FileTextOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ChainNode, ChainTree } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { EmptyState, FailedState } from '@esee/ui';
import { industryChainApi, reportPreviewHref, tokerDetailHref } from '../../api/industryChain';
import { ChainCounts } from './ChainCounts';

const STAGE_COLOURS: Record<string, string> = { 上游: '#e6f4ff', 中游: '#f6ffed', 下游: '#fff7e6' };

/** A segment as a card: its name, count, tagged counts and the basis of its membership; opens its companies. */
function NodeCard({ chainId, node }: { chainId: string; node: ChainNode }) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      hoverable
      style={{ marginBottom: 8 }}
      onClick={() => void navigate(tokerDetailHref(chainId, node.nodeId))}
      data-testid="chain-node"
      data-node-id={node.nodeId}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="baseline">
        <Typography.Text strong data-testid="chain-node-name">
          {node.name}
        </Typography.Text>
        <Typography.Text data-testid="chain-node-count">
          <Typography.Text strong style={{ fontSize: 16, color: '#1677ff' }}>
            {node.counts.companies}
          </Typography.Text>{' '}
          家
        </Typography.Text>
      </Space>
      <div style={{ margin: '6px 0' }}>
        <ChainCounts counts={node.counts} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="chain-node-basis">
        {node.basis}
      </Typography.Text>
    </Card>
  );
}

/** The three stages side by side, upstream to downstream, each with its segments. */
function ChainStages({ tree }: { tree: ChainTree }) {
  return (
    <Row gutter={12} wrap={false} style={{ overflowX: 'auto' }}>
      {tree.stages.map((stage, i) => (
        <Col key={stage.stage} flex="1 1 0" style={{ minWidth: 260 }}>
          <div
            style={{ background: STAGE_COLOURS[stage.stage], padding: '8px 12px', borderRadius: 6, marginBottom: 8 }}
            data-testid="chain-stage"
          >
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text strong>
                {stage.stage}
                {i < tree.stages.length - 1 && <ArrowRightOutlined style={{ marginLeft: 8, color: '#999' }} />}
              </Typography.Text>
              <Typography.Text data-testid="chain-stage-count">{stage.counts.companies} 家</Typography.Text>
            </Space>
          </div>
          {stage.nodes.length ? (
            stage.nodes.map((n) => <NodeCard key={n.nodeId} chainId={tree.chain.chainId} node={n} />)
          ) : (
            <EmptyState description="暂无环节" />
          )}
        </Col>
      ))}
    </Row>
  );
}

/**
 * `/bankAssistant/industryToker`: 产业链找客 (product pages §1.6). Choose a chain; its segments upstream to
 * downstream with their company counts; a segment opens its companies (tokerDetail), 报告预览 the report.
 */
export default function IndustryTokerPage() {
  usePageTitle('产业链找客');
  const [params, setParams] = useSearchParams();
  const chains = useLoad(() => industryChainApi.chains(), []);
  const chainId = params.get('chainId') ?? chains.data?.[0]?.chainId ?? '';
  const tree = useLoad(() => (chainId ? industryChainApi.tree(chainId) : Promise.resolve(null)), [chainId]);
  const t = tree.data;

  if (chains.status === 'failed') return <FailedState onRetry={chains.reload} />;
  return (
    <div data-testid="industry-toker-page">
      <Typography.Title level={4}>产业链找客</Typography.Title>
      <Card size="small" style={{ marginBottom: 12 }} loading={chains.status === 'loading'}>
        {chains.data?.length ? (
          <Segmented
            data-testid="chain-picker"
            value={chainId}
            onChange={(value) => setParams({ chainId: String(value) }, { replace: true })}
            options={chains.data.map((c) => ({ value: c.chainId, label: `${c.name}（${c.companies}）` }))}
          />
        ) : (
          <Empty description="暂无产业链数据" />
        )}
      </Card>
      {chainId && (
        <Card
          size="small"
          loading={tree.status === 'loading'}
          title={
            t && (
              <Space wrap>
                <span data-testid="chain-title">{t.chain.name}产业链</span>
                <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="chain-total">
                  在营企业 {t.counts.companies} 家 · {t.chain.segmentCount} 个环节
                </Typography.Text>
              </Space>
            )
          }
          extra={
            t && (
              <Space>
                <Link to={tokerDetailHref(t.chain.chainId)} data-testid="chain-all-companies">
                  全部企业
                </Link>
                <Link to={reportPreviewHref(t.chain.chainId)}>
                  <Button type="primary" icon={<FileTextOutlined />} data-testid="chain-report">
                    报告预览
                  </Button>
                </Link>
              </Space>
            )
          }
        >
          {tree.status === 'failed' ? (
            <FailedState onRetry={tree.reload} />
          ) : (
            t && (
              <>
                <Typography.Paragraph type="secondary">{t.chain.description}</Typography.Paragraph>
                <div style={{ marginBottom: 12 }}>
                  <ChainCounts counts={t.counts} testId="chain-counts" />
                </div>
                <ChainStages tree={t} />
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
                  企业按行业代码（GB/T
                  4754）或经营范围关键词归入环节，一家企业可属于多个环节；仅统计在营企业。点击环节查看企业名单。
                </Typography.Paragraph>
              </>
            )
          )}
        </Card>
      )}
    </div>
  );
}
