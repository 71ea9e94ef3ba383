import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { downloadFile } from '@esee/http';
import { usePageTitle } from '@esee/react';
import { DownloadButton, PageTitle, PairCheckBody, usePairCheck } from '@esee/ui';
import { bidRiggingApi } from '../../api/bidRigging';
import { AllRelationPanel } from './AllRelationPanel';
import { BiddersForm } from './BiddersForm';
import { MainEntPanel } from './MainEntPanel';

const BASE = '/merchants/screen';
const PDF = '/esee/bidRigging/pdf';
const PANELS = [
  { key: 'allRelation', label: '全部关系' },
  { key: 'mainEnt', label: '主体企业' },
] as const;

/**
 * `/merchants/screen`: 围串标核查 (product pages §2.3). Bidders on the left; on the right the result, in
 * two panels with their own paths: `screen/allRelation` (level, clusters, heat map, evidence) and
 * `screen/mainEnt` (the bidders). Both show the same run, kept while switching.
 */
export default function ScreenPage() {
  usePageTitle('围串标核查');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panel = PANELS.find((p) => pathname.startsWith(`${BASE}/${p.key}`))?.key ?? 'allRelation';
  const { state, run } = usePairCheck(bidRiggingApi.check);

  return (
    <div data-testid="bid-rigging-page">
      <PageTitle>围串标核查</PageTitle>
      <Row gutter={12}>
        <Col xs={24} xxl={8}>
          <Card size="small" title="投标人" style={{ marginBottom: 12 }}>
            <BiddersForm running={state.status === 'loading'} onRun={run} />
          </Card>
        </Col>
        <Col xs={24} xxl={16}>
          <Card size="small">
            <Tabs
              activeKey={panel}
              onChange={(key) => navigate(`${BASE}/${key}`)}
              items={PANELS.map((p) => ({ key: p.key, label: p.label }))}
              data-testid="bid-panels"
            />
            {state.status === 'ok' && (
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
                <Typography.Text type="secondary">
                  {state.result.projectName} · 开标日期 {state.result.tenderDate} · 投标人{state.result.bidders.length}
                  家
                </Typography.Text>
                <DownloadButton download={() => downloadFile(PDF, {}, state.request)} testId="bid-pdf">
                  下载PDF报告
                </DownloadButton>
              </div>
            )}
            <PairCheckBody
              state={state}
              idleText="添加至少两家投标人后开始核查：两两比对法定代表人、股权、任职、联系方式、地址与报价"
              loadingText="正在核查投标人关联…"
              testId="bid"
              onRetry={run}
            >
              {(result, runs) =>
                panel === 'mainEnt' ? (
                  <MainEntPanel result={result} />
                ) : (
                  // Each run starts fresh (the picked pair of the heat map included).
                  <AllRelationPanel key={runs} result={result} />
                )
              }
            </PairCheckBody>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
