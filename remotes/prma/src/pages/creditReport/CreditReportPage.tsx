import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { companySearchSource } from '@esee/http';
import { usePageTitle } from '@esee/react';
import { CompanySearch, EmptyState } from '@esee/ui';
import { CompanyCredit } from './CompanyCredit';
import { WeightsDrawer } from './WeightsDrawer';

/**
 * `/merchants/merchantsCredit`: 合作方资信报告 (product pages §2.2). Pick a company, generate its report (a
 * 0–100 score and an A–E grade from weighted dimensions, knock-outs, findings footnoted with their source
 * records), read earlier ones and what changed since the previous, download the PDF. The company and the
 * report shown are in the address, so a report can be linked to.
 */
export default function CreditReportPage() {
  usePageTitle('合作方资信报告');
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId');
  const reportId = Number(params.get('reportId')) || null;
  const [weightsOpen, setWeightsOpen] = useState(false);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="credit-report-page">
      <Card
        title="合作方资信报告"
        extra={
          <Space>
            <Typography.Text type="secondary">评分 0–100，等级 A–E，失信、吊销/注销、严重违法一票否决</Typography.Text>
            <Button size="small" onClick={() => setWeightsOpen(true)} data-testid="credit-weights-open">
              评分权重
            </Button>
          </Space>
        }
      >
        <CompanySearch
          testId="credit-company-search"
          source={companySearchSource}
          onPick={(c) => setParams({ entId: c.entId })}
        />
      </Card>
      {entId ? (
        <CompanyCredit
          key={entId}
          entId={entId}
          reportId={reportId}
          onOpen={(id) => setParams({ entId, reportId: String(id) })}
        />
      ) : (
        <Card>
          <EmptyState description="搜索并选择一家合作方企业，生成资信报告" />
        </Card>
      )}
      {weightsOpen && <WeightsDrawer onClose={() => setWeightsOpen(false)} />}
    </Space>
  );
}
