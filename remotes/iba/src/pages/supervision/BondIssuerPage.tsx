import { useSearchParams } from 'react-router';
import { usePageTitle } from '@esee/react';
import { BackBar } from '@esee/ui';
import { BOND_BASE } from './paths';
import { ReviewList } from './ReviewListPage';

/** `bondDetailsList` (spec 1 §2, under the 债券发行审核 entry): one issuer's bond items, with the list's filters. */
export default function BondIssuerPage() {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  usePageTitle('发行人债券项目');
  return (
    <div data-testid="bond-list-page">
      <BackBar crumbs={[{ title: '债券发行审核', to: BOND_BASE }, { title: '发行人债券项目' }]} />
      <ReviewList key={companyId} type="bond" companyId={companyId} />
    </div>
  );
}
