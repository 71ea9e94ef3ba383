import { Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '@esee/react';
import { BackBar, barChart, Chart, companyHref, CompanyStatusTag, DetailPending, formatDateTime } from '@esee/ui';
import { dangerApi, dangerListHref } from '../../api/news';
import { DangerNewsTable } from './DangerNewsTable';
import { useParamDetail } from '../shared/useParamDetail';

/**
 * `/bankAssistant/danger/news?entId=`: one monitored company's risk news: how many, how many unread, by
 * category, then the stories. A company no one of the institution monitors is not found.
 */
export default function DangerCompanyPage() {
  const { id: entId, loaded: company, missing } = useParamDetail('entId', dangerApi.company);
  usePageTitle(company.data ? `${company.data.entName} - 风险新闻` : '风险新闻');
  const crumbs = [{ title: '风险新闻', to: dangerListHref }, { title: company.data?.entName ?? '企业风险新闻' }];

  if (company.status === 'failed')
    return (
      <DetailPending
        crumbs={crumbs}
        loaded={company}
        missing={missing}
        title="未找到该企业"
        subTitle="该企业不在本机构的监控名单中。"
        testId="danger-company-not-found"
      />
    );
  const c = company.data;
  return (
    <div data-testid="danger-company-page">
      <BackBar crumbs={crumbs} />
      <Card style={{ marginBottom: 16 }}>
        {!c ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <Row gutter={[24, 16]} align="middle">
            <Col xs={24} lg={10}>
              <Space direction="vertical" size={8}>
                <Space wrap>
                  <Typography.Title level={4} style={{ margin: 0 }} data-testid="danger-company-name">
                    <Link to={companyHref({ entId: c.entId })}>{c.entName}</Link>
                  </Typography.Title>
                  {c.status && <CompanyStatusTag status={c.status} />}
                </Space>
                <Space size={32}>
                  <Statistic title="风险新闻" value={c.total} suffix="条" />
                  <Statistic
                    title="未读"
                    value={c.unread}
                    suffix="条"
                    valueStyle={{ color: c.unread ? '#cf1322' : undefined }}
                  />
                </Space>
                <Typography.Text type="secondary">最近一条：{formatDateTime(c.latest)}</Typography.Text>
              </Space>
            </Col>
            <Col xs={24} lg={14}>
              <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
                按分类
              </Typography.Text>
              <Chart
                spec={barChart(
                  c.byCategory.map((b) => ({
                    key: b.category,
                    label: b.category,
                    value: b.count,
                    tip: `${b.count}条`,
                  })),
                  { horizontal: true, color: '#ff7a45', name: '风险新闻' },
                )}
                emptyText="暂无风险新闻"
                testId="danger-company-chart"
                label="按分类的风险新闻数"
              />
            </Col>
          </Row>
        )}
      </Card>
      {entId && <DangerNewsTable entId={entId} showCompany={false} />}
    </div>
  );
}
