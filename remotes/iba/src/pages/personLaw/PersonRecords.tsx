import { Button, Card, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { RECORD_KIND_BY_KEY, type PersonJudicialKind, type PersonLawCandidate } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanyLink, FailedState, personHref, RecordTable, type DataColumn, type RecordRow } from '@esee/ui';
import { personLawApi } from '../../api/personLaw';
import { openRecordDocument } from '../../api/recordDocument';
import { KINDS, RecordCounts } from './RecordCounts';

const COMPANY: DataColumn<RecordRow> = {
  key: 'companyName',
  title: '涉及企业',
  width: 220,
  render: (r) => (
    <CompanyLink entId={String(r.companyId)} name={String(r.companyName ?? '')} testId="person-law-record-company" />
  ),
};

/**
 * One person's judicial records, kind by kind: the tabs with their counts, each list with the company of the
 * case and a record's detail. The counts come from the person judicial summary, the companies that tell the
 * person apart from the search.
 */
export function PersonRecords({
  personId,
  candidate,
  onBack,
}: {
  personId: string;
  candidate?: PersonLawCandidate;
  onBack: () => void;
}) {
  const summary = useLoad(() => personLawApi.summary(personId), [personId]);
  const [chosen, setChosen] = useState<PersonJudicialKind | undefined>();
  if (summary.status === 'loading')
    return <Skeleton active paragraph={{ rows: 6 }} data-testid="person-law-records-loading" />;
  if (summary.status === 'failed')
    return isNotFound(summary.error) ? (
      <Result
        status="404"
        title="未找到该人员"
        extra={<Button onClick={onBack}>返回人员列表</Button>}
        data-testid="person-law-not-found"
      />
    ) : (
      <FailedState onRetry={summary.reload} />
    );
  const person = summary.data;
  const counts = Object.fromEntries(KINDS.map((k) => [k, person.counts[k] ?? 0])) as Record<string, number>;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // The first kind with records opens, unless the user chose one.
  const kind = chosen ?? KINDS.find((k) => counts[k]) ?? KINDS[0]!;
  return (
    <div data-testid="person-law-records">
      <Card size="small" style={{ marginBottom: 12 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <div style={{ flex: 1, minWidth: 280 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="person-law-person-name">
              {person.name}
            </Typography.Title>
            {candidate && (
              <div style={{ marginTop: 4 }}>
                <Typography.Text type="secondary">关联企业 {candidate.companyCount} 家：</Typography.Text>
                <Space size={[8, 4]} wrap data-testid="person-law-person-companies">
                  {candidate.companies.map((c) => (
                    <CompanyLink key={c.entId} entId={c.entId} name={c.name} />
                  ))}
                </Space>
              </div>
            )}
            <div style={{ marginTop: 6 }} data-testid="person-law-person-counts">
              <RecordCounts person={{ counts, recordTotal: total }} />
            </div>
          </div>
          <Space wrap>
            <a href={personHref(personId)} target="_blank" rel="noopener noreferrer" data-testid="person-law-profile">
              人员详情
            </a>
            <Button onClick={onBack} data-testid="person-law-back">
              返回人员列表
            </Button>
          </Space>
        </div>
      </Card>
      <Card size="small">
        <Tabs
          activeKey={kind}
          onChange={(k) => setChosen(k as PersonJudicialKind)}
          destroyOnHidden
          data-testid="person-law-tabs"
          items={KINDS.map((k) => {
            const meta = RECORD_KIND_BY_KEY.get(k)!;
            return {
              key: k,
              label: `${meta.title} ${counts[k]}`,
              children: (
                <RecordTable
                  kind={meta}
                  extraColumns={[COMPANY]}
                  load={(page) => personLawApi.records(personId, k, page)}
                  loadDetail={(row) => personLawApi.record(k, row.id)}
                  openDocument={(row) => openRecordDocument(row.id)}
                />
              ),
            };
          })}
        />
      </Card>
    </div>
  );
}
