import { Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { companySearchSource } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyLink, CompanySearch, CompanyStatusTag, EmptyState, FailedState } from '@esee/ui';
import { dueDiligenceApi } from '../../api/dueDiligence';
import { RiskGradeTag } from '../riskGrade';
import { PersonSphere } from './PersonSphere';
import { CREATE_REPORT_PATH } from './paths';

function CompanySphere({ entId }: { entId: string }) {
  const navigate = useNavigate();
  const sphere = useLoad(() => dueDiligenceApi.privateSphere(entId), [entId]);
  if (sphere.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} data-testid="dd-loading" />;
  if (sphere.status === 'failed') return <FailedState onRetry={sphere.reload} />;
  const data = sphere.data;
  const risks = Object.entries(data.riskCounts);
  return (
    <>
      <Card
        title={
          <Space>
            <CompanyLink entId={data.entId} name={data.name} testId="dd-company" />
            <CompanyStatusTag status={data.status} />
          </Space>
        }
        extra={
          <Button
            type="primary"
            icon={<FileAddOutlined />}
            data-testid="dd-create-report"
            onClick={() => navigate(`${CREATE_REPORT_PATH}?entId=${encodeURIComponent(entId)}`)}
          >
            生成尽调报告
          </Button>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="风险等级">
            <RiskGradeTag grade={data.grade} />
          </Descriptions.Item>
          <Descriptions.Item label="风险记录">
            {risks.length ? risks.map(([label, n]) => `${label} ${n}`).join('、') : '无'}
          </Descriptions.Item>
          <Descriptions.Item label="关键人员">{data.personsTotal} 名</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title="关键人员与私域排查"
        extra={
          <Typography.Text type="secondary">
            法定代表人、董监高、持股5%以上自然人股东、实际控制人在其他企业的持股与任职
          </Typography.Text>
        }
      >
        <PersonSphere data={data} />
      </Card>
    </>
  );
}

/**
 * `/apps/relation/dueDiligence`: 尽职调查 (spec 2 §7 investigation/privateSphere). Pick a company, see its
 * key persons and, for each, the other companies they hold or serve in, flagged where such a company trades
 * with this one, shares its address or phone, is revoked or cancelled, or has 失信/被执行 records; the risk
 * grade; and go on to 生成尽调报告. The company is in the address, so the page can be linked to.
 */
export default function DueDiligencePage() {
  usePageTitle('尽职调查');
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="due-diligence-page">
      <Card title="尽职调查">
        <CompanySearch
          testId="dd-company-search"
          source={companySearchSource}
          onPick={(c) => setParams({ entId: c.entId })}
        />
      </Card>
      {entId ? (
        <CompanySphere key={entId} entId={entId} />
      ) : (
        <Card>
          <EmptyState description="搜索并选择一家企业，排查其关键人员的私域关系" />
        </Card>
      )}
    </Space>
  );
}
