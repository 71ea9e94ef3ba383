import { SECTION_COLUMNS, type ListPage } from '@esee/contracts';
import { DataTable, Section, tableColumns } from '@esee/ui';

type Row = Record<string, unknown>;

/** The person's companies in one role; the server sends the first 200, the count says how many there are. */
export function PersonCompanies({
  id,
  title,
  columns,
  page,
}: {
  id: string;
  title: string;
  columns: 'personLegalRep' | 'personInvestments' | 'personPosts';
  page: ListPage<Row>;
}) {
  const shown = page.list.length < page.total ? `（显示前 ${page.list.length} 家）` : '';
  return (
    <Section id={id} title={`${title}${shown}`} count={page.total}>
      <DataTable<Row>
        testId={`list-${id}`}
        columns={tableColumns<Row>(SECTION_COLUMNS[columns])}
        rowKey={(r) => String(r.entId)}
        numbered
        rows={page.list}
      />
    </Section>
  );
}
