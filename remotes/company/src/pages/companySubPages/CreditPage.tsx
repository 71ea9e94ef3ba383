import { Card, Statistic } from 'antd';
import { Link } from 'react-router';
import { RECORD_KIND_BY_KEY, type EnterpriseInfo } from '@esee/contracts';
import { RecordSection } from '../orgDetail/sections/RecordSection';
import { useDetail } from '../orgDetail/detailContext';
import { CompanySubPage } from './CompanySubPage';

/** The records a credit officer reads first: dishonesty, enforcement, blacklists, tax. */
const CREDIT_KINDS = [
  'dishonest',
  'executedPerson',
  'consumptionLimit',
  'finalCase',
  'abnormalOperation',
  'seriousViolation',
  'taxArrears',
  'penalty',
];

function Credit({ info }: { info: EnterpriseInfo }) {
  const { base, search } = useDetail();
  return (
    <div data-testid="credit-page">
      <Card size="small" title="信用概况" style={{ marginBottom: 16 }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
          {CREDIT_KINDS.map((key) => {
            const kind = RECORD_KIND_BY_KEY.get(key)!;
            const n = info.counts[key] ?? 0;
            return (
              <Link key={key} to={`${base}/${kind.tab}${search}#${key}`}>
                <Statistic title={kind.title} value={n} valueStyle={{ color: n ? '#cf1322' : '#389e0d' }} />
              </Link>
            );
          })}
        </div>
      </Card>
      <RecordSection
        entId={info.entId}
        kind={RECORD_KIND_BY_KEY.get('taxCredit')!}
        count={info.counts.taxCredit ?? 0}
      />
      <RecordSection
        entId={info.entId}
        kind={RECORD_KIND_BY_KEY.get('dishonest')!}
        count={info.counts.dishonest ?? 0}
      />
      <RecordSection
        entId={info.entId}
        kind={RECORD_KIND_BY_KEY.get('abnormalOperation')!}
        count={info.counts.abnormalOperation ?? 0}
      />
    </div>
  );
}

/**
 * `/baseinfo/orgdetail/credit` (spec 2 §2; its content is not in the spec): the company's credit at a
 * glance, the counts of negative records linking to their lists, and tax credit, dishonesty and abnormal
 * operation in full.
 */
export default function CreditPage() {
  return (
    <CompanySubPage title="信用信息" tab="operationalRisk">
      {(info) => <Credit info={info} />}
    </CompanySubPage>
  );
}
