import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Radio, Typography } from 'antd';
import { companySearchSource } from '@esee/http';
import { usePageTitle } from '@esee/react';
import { CompanySearch, PageTitle } from '@esee/ui';
import { detailPath } from './paths';

export const DEPTHS = [
  { value: 1, label: '一层' },
  { value: 2, label: '二层' },
  { value: 3, label: '三层' },
];

/**
 * `/merchants/relatedRisks`: 关联风险 (product pages §2.4). Pick a partner and how far to look; its related
 * parties and their weighted risks open on the detail page.
 */
export default function RelatedRisksPage() {
  usePageTitle('关联风险');
  const navigate = useNavigate();
  const [depth, setDepth] = useState(2);
  return (
    <div data-testid="related-risks-page">
      <PageTitle>关联风险</PageTitle>
      <Card>
        <Typography.Paragraph type="secondary">
          输入合作方名称，查看其股东、对外投资、董监高及法定代表人关联企业的风险，按关联亲密度加权排序，并在关联图上标出风险传导路径。
        </Typography.Paragraph>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
          <span style={{ color: 'rgba(0,0,0,0.55)' }}>穿透层级</span>
          <Radio.Group
            options={DEPTHS}
            value={depth}
            onChange={(e) => setDepth(e.target.value as number)}
            optionType="button"
            data-testid="related-depth"
          />
        </div>
        <div style={{ maxWidth: 640 }}>
          <CompanySearch
            source={companySearchSource}
            testId="related-company-search"
            onPick={(c) => navigate(detailPath(c.entId, depth))}
          />
        </div>
      </Card>
    </div>
  );
}
