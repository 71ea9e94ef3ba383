import { Card, Col, Row, Typography } from 'antd';
import { usePageTitle } from '@esee/react';
import { PageTitle, PairCheckBody, usePairCheck } from '@esee/ui';
import { relationScreenApi } from '../../api/relationScreen';
import { PartiesForm } from './PartiesForm';
import { ResultPanel } from './ResultPanel';

/**
 * `/investment/relation/screen`: 关系核查 (product pages §3.3). A deal's parties on the left; on the right
 * the related-party check: related pairs, groups, the matrix and each pair's evidence with its rule.
 */
export default function RelationScreenPage() {
  usePageTitle('关系核查');
  const { state, run } = usePairCheck(relationScreenApi.screen);

  return (
    <div data-testid="relation-screen-page">
      <PageTitle>关系核查</PageTitle>
      <Row gutter={12}>
        <Col xs={24} xxl={8}>
          <Card size="small" title="交易相关方" style={{ marginBottom: 12 }}>
            <PartiesForm running={state.status === 'loading'} onRun={run} />
          </Card>
        </Col>
        <Col xs={24} xxl={16}>
          <Card size="small">
            {state.status === 'ok' && (
              <Typography.Paragraph type="secondary">
                核查日期 {state.result.checkDate} · 核查对象{state.result.parties.length}个
                {state.result.parties.some((p) => p.kind === 'person') &&
                  `（其中自然人${state.result.parties.filter((p) => p.kind === 'person').length}人）`}
              </Typography.Paragraph>
            )}
            <PairCheckBody
              state={state}
              idleText="添加至少两个交易相关方（发行人、交易对方、中介机构、客户或供应商，企业或自然人）后开始核查：两两比对控制、共同控制、持股、任职、法定代表人与联系方式；可选预设只核查发行人与客户、供应商或中介机构"
              loadingText="正在核查各方关联关系…"
              testId="relation"
              onRetry={run}
            >
              {/* Each run starts fresh (the picked pair included). */}
              {(result, runs) => <ResultPanel key={runs} result={result} />}
            </PairCheckBody>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
