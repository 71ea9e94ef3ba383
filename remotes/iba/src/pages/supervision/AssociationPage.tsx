import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SUPERVISION_TYPE_KEYS, SUPERVISION_TYPES, type ReviewSummary, type SupervisionType } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { BackBar, DataTable } from '@esee/ui';
import { supervisionApi } from '../../api/supervision';
import { BOND_BASE } from './paths';
import { reviewColumns } from './ReviewListPage';

/** One type's items of the issuer; a type the user may not open says so instead of failing the page. */
function TypeSection({ type, companyId }: { type: SupervisionType; companyId: string }) {
  return (
    <Card
      size="small"
      title={SUPERVISION_TYPES[type].title}
      style={{ marginBottom: 12 }}
      data-testid="association-section"
    >
      <DataTable<ReviewSummary>
        testId={`association-${type}`}
        rowKey={(r) => r.reviewId}
        reloadKey={companyId}
        load={(page) => supervisionApi(type).list({ companyId }, page)}
        columns={reviewColumns(type).filter(
          (c) => !['lawFirm', 'accountingFirm', 'province', 'industryName'].includes(c.key),
        )}
      />
    </Card>
  );
}

/**
 * `associationDetail` (spec 1 §2, under the 债券发行审核 entry): the issuer's review items of every type (its IPO,
 * bonds, deals, refinancing) one section a type — what the issuer has before the exchanges. A type the user has no
 * right to shows its failed state (the server refuses it).
 */
export function AssociationPage() {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  usePageTitle('关联审核项目');
  return (
    <div data-testid="association-page">
      <BackBar crumbs={[{ title: '债券发行审核', to: BOND_BASE }, { title: '关联审核项目' }]} />
      <Typography.Title level={4}>发行人的全部审核项目</Typography.Title>
      {SUPERVISION_TYPE_KEYS.map((type) => (
        <TypeSection key={type} type={type} companyId={companyId} />
      ))}
    </div>
  );
}

export default AssociationPage;
