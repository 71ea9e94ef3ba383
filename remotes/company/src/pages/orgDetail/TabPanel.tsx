import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { TabDef, SectionDef } from './tabs';
import { useDetail } from './detailContext';
import { BusinessInfo } from './sections/BusinessInfo';
import { ListSection } from './sections/ListSection';
import { PeopleSection } from './sections/PeopleSection';
import { RecordSection } from './sections/RecordSection';
import { AnnualReportsSection } from './sections/AnnualReportsSection';
import { FinancialsSection } from './sections/FinancialsSection';

function SectionView({ section }: { section: SectionDef }) {
  const { info } = useDetail();
  const count = section.countKey ? (info.counts[section.countKey] ?? 0) : undefined;
  const view = section.view;
  switch (view.type) {
    case 'records':
      return <RecordSection entId={info.entId} kind={view.kind} count={count} />;
    case 'list':
      return (
        <ListSection
          id={section.id}
          title={section.title}
          count={count}
          columns={view.columns}
          rowKey={view.rowKey}
          load={(page) => view.load(info.entId, page)}
        />
      );
    case 'businessInfo':
      return <BusinessInfo info={info} />;
    case 'people':
      return <PeopleSection entId={info.entId} count={count} />;
    case 'annualReports':
      return <AnnualReportsSection count={count} />;
    case 'financials':
      return <FinancialsSection count={count} />;
  }
}

/** The sections of one tab, in order; a `#section` in the address scrolls to it (the overview's links). */
export function TabPanel({ tab }: { tab: TabDef }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(
      () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' }),
      50,
    );
    return () => clearTimeout(timer);
  }, [hash, tab.key]);
  return (
    <div data-testid={`tab-${tab.key}`}>
      {tab.sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
