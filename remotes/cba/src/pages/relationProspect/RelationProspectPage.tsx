import { useState } from 'react';
import { Card } from 'antd';
import { usePageTitle } from '@esee/react';
import { EmptyState, PageTitle } from '@esee/ui';
import type { RelationQuery } from '../../api/relationProspect';
import { ProspectResults } from './ProspectResults';
import { RelationForm } from './RelationForm';

/**
 * `/bankAssistant/marketing`: 关系找客 (product pages §1.5). From the bank's customers (picked, or a
 * project) to the companies one or two hops away, warmest first, each with its path in words; hubs that
 * would link everything are left out and named; prospects can be added to a project.
 */
export default function RelationProspectPage() {
  usePageTitle('关系找客');
  const [query, setQuery] = useState<RelationQuery | null>(null);
  const [running, setRunning] = useState(false);
  // Each run starts a fresh result: its own count, exclusions and selection.
  const [runs, setRuns] = useState(0);
  return (
    <div data-testid="relation-prospect-page">
      <PageTitle>关系找客</PageTitle>
      <Card size="small" style={{ marginBottom: 12 }}>
        <RelationForm
          running={running}
          onRun={(q) => {
            setRunning(true);
            setQuery(q);
            setRuns((n) => n + 1);
          }}
        />
      </Card>
      {query ? (
        <ProspectResults key={runs} query={query} onSettled={() => setRunning(false)} />
      ) : (
        <Card size="small">
          <EmptyState description="选择种子客户和关系类型后开始找客：一至两跳内的关联企业按关系远近排序" />
        </Card>
      )}
    </div>
  );
}
