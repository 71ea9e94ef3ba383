import { useState } from 'react';
import { Pagination } from 'antd';
import { SECTION_COLUMNS } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, EmptyState, FailedState, PAGE_SIZE, Section, tableColumns } from '@esee/ui';
import { companyApi } from '../../../api/company';

type Row = Record<string, unknown>;
/** Rows in the left half; the rest of the page goes right (spec 2 §9). */
const LEFT_ROWS = 5;
const columns = tableColumns<Row>(SECTION_COLUMNS.people);

/** 主要人员: a page of ten split five left and the rest right, paged below when there are more than ten. */
export function PeopleSection({ entId, count }: { entId: string; count?: number }) {
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => companyApi.section(entId, 'people', page), [entId, page]);
  const total = loaded.data?.total ?? count;
  const rows = loaded.data?.list ?? [];
  const half = (part: Row[], offset: number) => (
    <div style={{ flex: 1, minWidth: 0 }}>
      <DataTable<Row>
        testId="people-half"
        size="small"
        columns={[
          {
            key: '#',
            title: '序号',
            width: 64,
            align: 'center',
            render: (_r, i) => (page - 1) * PAGE_SIZE + offset + i + 1,
          },
          ...columns,
        ]}
        rowKey={(r) => String(r.personId)}
        rows={part}
      />
    </div>
  );
  return (
    <Section id="people" title="主要人员" count={total}>
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : loaded.status === 'ok' && rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div data-testid="list-people" data-total={loaded.data?.total}>
          <div
            style={{
              display: 'flex',
              gap: 16,
              alignItems: 'flex-start',
              opacity: loaded.status === 'loading' ? 0.5 : 1,
            }}
          >
            {half(rows.slice(0, LEFT_ROWS), 0)}
            {rows.length > LEFT_ROWS && half(rows.slice(LEFT_ROWS), LEFT_ROWS)}
          </div>
          {(total ?? 0) > PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 12, textAlign: 'right' }}
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(next) => next !== page && setPage(next)}
            />
          )}
        </div>
      )}
    </Section>
  );
}
