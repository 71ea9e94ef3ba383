import { RECORD_KIND_BY_KEY } from '@esee/contracts';
import { useDetail } from '../detailContext';
import { RecordSection } from '../sections/RecordSection';
import { RecentRisks } from './RecentRisks';
import { SectionCounts } from './SectionCounts';
import { StructureGraph } from './StructureGraph';

/** 概览: how much there is, the ownership at a glance, the newest risks and news, and financing. */
export function OverviewTab() {
  const { info } = useDetail();
  return (
    <div data-testid="tab-overview">
      <SectionCounts />
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 16 }}>
        <StructureGraph />
        <RecentRisks />
      </div>
      <RecordSection entId={info.entId} kind={RECORD_KIND_BY_KEY.get('news')!} count={info.counts.news ?? 0} />
      {(info.counts.financing ?? 0) > 0 && (
        <RecordSection entId={info.entId} kind={RECORD_KIND_BY_KEY.get('financing')!} count={info.counts.financing} />
      )}
    </div>
  );
}
