import { useState } from 'react';
import { Card, Radio, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RISK_GRADES, type RiskGrade, type SupplierRiskRow } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { CompanyLink, DataTable, EmptyState, PageTitle } from '@esee/ui';
import { keySurveyApi } from '../../api/keySurvey';
import { RiskGradeTag } from '../riskGrade';
import { useChosenFile } from './FilePicker';
import { KEY_SURVEY_PATHS, withFile } from './paths';

/**
 * `/apps/relation/SupplierRiskInvestigation`: 供应商风险排查 — a list's companies with their risk checklist
 * counts and grade, filtered by grade, and the group (集团n) each belongs to.
 */
export default function SupplierRiskPage() {
  usePageTitle('供应商风险排查');
  const { fileId, noFiles, picker } = useChosenFile();
  const [grade, setGrade] = useState<RiskGrade | 'all'>('all');
  const [byGrade, setByGrade] = useState<Record<string, number> | null>(null);
  return (
    <div data-testid="supplier-risk-page">
      <PageTitle>供应商风险排查</PageTitle>
      <Card>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            {picker}
            <Radio.Group
              optionType="button"
              value={grade}
              onChange={(e) => setGrade(e.target.value as RiskGrade | 'all')}
              options={[
                { value: 'all', label: '全部等级' },
                ...RISK_GRADES.map((g) => ({
                  value: g.grade,
                  label: `${g.grade} ${g.label}${byGrade ? `（${byGrade[g.grade] ?? 0}）` : ''}`,
                })),
              ]}
              data-testid="supplier-grade"
            />
          </Space>
          {fileId === null ? (
            noFiles ? (
              <EmptyState
                description={
                  <span>
                    暂无已上传名单，请先在<Link to={KEY_SURVEY_PATHS.relationDD}>重点排查</Link>上传供应商名单
                  </span>
                }
              />
            ) : null
          ) : (
            <DataTable<SupplierRiskRow>
              testId="list-supplier-risk"
              numbered
              reloadKey={`${fileId}|${grade}`}
              rowKey={(r) => r.entId}
              load={async (page) => {
                const data = await keySurveyApi.supplierRisk(fileId, grade === 'all' ? undefined : grade, page);
                setByGrade(data.byGrade);
                return data;
              }}
              columns={[
                { key: 'name', title: '企业名称', render: (r) => <CompanyLink entId={r.entId} name={r.name} /> },
                { key: 'status', title: '登记状态', width: 100 },
                {
                  key: 'riskGrade',
                  title: '风险等级',
                  width: 140,
                  render: (r) => <RiskGradeTag grade={r.riskGrade} />,
                },
                { key: 'riskCount', title: '风险记录', width: 90, align: 'right' },
                {
                  key: 'risks',
                  title: '风险明细',
                  render: (r) =>
                    Object.entries(r.risks).map(([label, n]) => (
                      <Tag key={label}>
                        {label} {n}
                      </Tag>
                    )),
                },
                {
                  key: 'group',
                  title: '所属集团',
                  width: 110,
                  render: (r) =>
                    r.group ? (
                      <Link to={withFile(KEY_SURVEY_PATHS.relationDD, fileId)} data-testid="supplier-group">
                        {r.group}
                      </Link>
                    ) : (
                      <Typography.Text type="secondary">未发现关联</Typography.Text>
                    ),
                },
              ]}
            />
          )}
        </Space>
      </Card>
    </div>
  );
}
