import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordKind } from '@esee/contracts';
import { EmptyState, RecordTable, Section, type RecordRow } from '@esee/ui';
import { companyApi } from '../../../api/company';
import { useDetail } from '../detailContext';
import { useCorrect } from '../corrections/Corrections';
import { Typography } from 'antd';

/** Rows that also open a page of their own: the mortgage page, an IP record's page. */
function pageLink(kind: RecordKind, base: string, query: URLSearchParams): ((row: RecordRow) => ReactNode) | undefined {
  const open = (href: string) => (
    <Link to={href} onClick={(e) => e.stopPropagation()}>
      详情页
    </Link>
  );
  if (kind.kind === 'chattelMortgage')
    return (row) => open(`${base}/mortgage?${withParams(query, { mortRegNo: String(row.regNum) })}`);
  if (kind.tab === 'intellectualProperty' && kind.detail)
    return (row) => open(`${base}/intellectualproperty?${withParams(query, { kind: kind.kind, id: row.id })}`);
  return undefined;
}

const withParams = (query: URLSearchParams, extra: Record<string, string>) => {
  const next = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) next.set(k, v);
  return next.toString();
};

/**
 * One record kind of the company: its list, and its detail dialog when the kind has one. A kind the
 * company has none of (its count came with the header) shows 暂无数据 alone, without a table or a request.
 */
export function RecordSection({ entId, kind, count }: { entId: string; kind: RecordKind; count?: number }) {
  if (count === 0)
    return (
      <Section id={kind.kind} title={kind.title} count={0}>
        <EmptyState />
      </Section>
    );
  return <RecordList entId={entId} kind={kind} count={count} />;
}

function RecordList({ entId, kind, count }: { entId: string; kind: RecordKind; count?: number }) {
  const [total, setTotal] = useState(count);
  const { info, base } = useDetail();
  const link = pageLink(kind, base, new URLSearchParams({ eid: info.entId, companyName: info.name }));
  const correct = useCorrect();
  // A kind with details is corrected record by record from its dialog; the others as a list.
  const correctList = correct && !kind.detail && (
    <Typography.Link onClick={() => correct({ kind })} data-testid={`correct-${kind.kind}`}>
      纠错
    </Typography.Link>
  );
  return (
    <Section id={kind.kind} title={kind.title} count={total} extra={correctList}>
      <RecordTable
        kind={kind}
        load={(page) => companyApi.records(entId, kind.kind, page)}
        loadDetail={(row) => companyApi.recordDetail(kind.kind, row.id)}
        reloadKey={entId}
        onTotal={setTotal}
        rowAction={link}
        openDocument={(row) => companyApi.openDocument(row.id)}
        onCorrect={correct && ((row) => correct({ kind, row }))}
      />
    </Section>
  );
}
