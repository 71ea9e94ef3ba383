import { useState } from 'react';
import { Card, Col, Input, Row, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad, usePageTitle } from '@esee/react';
import { EmptyState, FailedState, PageTitle } from '@esee/ui';
import { researchApi } from '../../api/research';
import { BrokerBadge, brokerHref } from './format';
import { RatingBar } from './RatingBar';

/**
 * `/investment/researchReport/iconSearch`: 券商一览. Every broker with research in the data as a badge card (the
 * data ships no logos): its reports, the stocks, industries and analysts of its last twelve months, and the
 * ratings of its stock reports; a card opens the broker's page. A name narrows the grid.
 */
export default function BrokersPage() {
  usePageTitle('券商一览');
  const brokers = useLoad(() => researchApi.brokers(), []);
  const [name, setName] = useState('');
  const shown = (brokers.data ?? []).filter((b) => b.broker.includes(name.trim()));
  return (
    <div data-testid="research-brokers-page">
      <PageTitle>券商一览</PageTitle>
      <Input.Search
        allowClear
        placeholder="券商名称"
        style={{ width: 240, marginBottom: 16 }}
        maxLength={30}
        onSearch={setName}
        onChange={(e) => !e.target.value && setName('')}
        data-testid="brokers-search"
      />
      {brokers.status === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {brokers.status === 'failed' && <FailedState onRetry={brokers.reload} />}
      {brokers.status === 'ok' && !shown.length && (
        <EmptyState description={name ? '没有匹配的券商' : '暂无券商研报'} />
      )}
      <Row gutter={[16, 16]}>
        {shown.map((b) => (
          <Col key={b.broker} xs={24} sm={12} lg={8} xl={6}>
            <Link to={brokerHref(b.broker)} data-testid="broker-card">
              <Card size="small" hoverable>
                <Space align="start" size={12}>
                  <BrokerBadge broker={b.broker} />
                  <div>
                    <Typography.Text strong data-testid="broker-card-name">
                      {b.broker}
                    </Typography.Text>
                    <div style={{ fontSize: 12, color: '#8c8c8c' }}>
                      研报 {b.reportCount} 篇 · 覆盖 {b.stockCount} 只股票 · 分析师 {b.analystCount} 人
                    </div>
                  </div>
                </Space>
                <div style={{ marginTop: 12 }}>
                  <RatingBar ratings={b.ratingMix} testId="broker-card-mix" emptyText="近 12 个月无个股评级" />
                </div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
