import { useState, type ReactNode } from 'react';
import { useLoad } from '@esee/react';
import { Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import type { RecordColumn, RecordKind } from '@esee/contracts';
import { DataTable, type DataColumn, type PageData } from './DataTable';
import { ExpandableText } from './ExpandableText';
import { KeyValueList } from './KeyValueList';
import { FailedState } from './states';
import { displayText, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, isBlank } from './format';
import { companyHref, personHref } from './links';
import { CompanyStatusTag } from './CompanyStatusTag';
import { DownloadButton } from './DownloadButton';
import { NewsArticleBody } from './news/NewsArticleBody';

export type RecordRow = Record<string, unknown> & { id: string };

const SENTIMENT_COLORS: Record<string, string> = { 正面: 'success', 中性: 'default', 负面: 'error' };

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
const newTab = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer" onClick={stop}>
    {text}
  </a>
);

/** One cell of a row, by its column's type: the dictionary decides how every list reads. */
export function recordCell(column: RecordColumn, row: Record<string, unknown>): ReactNode {
  const value = row[column.key];
  if (isBlank(value)) return displayText(value);
  const id = column.idKey ? row[column.idKey] : undefined;
  const text = String(value);
  switch (column.type) {
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'year':
      return text;
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'number':
      return formatNumber(value, Number.isInteger(value) ? 0 : 2);
    case 'status':
      return <CompanyStatusTag status={text} />;
    case 'company':
      return newTab(
        typeof id === 'string' ? companyHref({ entId: id, companyName: text }) : companyHref({ companyName: text }),
        text,
      );
    case 'person':
      if (typeof id === 'string') return newTab(personHref(id), text);
      // A record names its person by name; it links only when it also carries the person's id.
      return typeof row.personId === 'string' && row.personName === value
        ? newTab(personHref(row.personId), text)
        : text;
    case 'party':
      if (typeof id !== 'string') return text;
      return newTab(row.holderKind === 'P' ? personHref(id) : companyHref({ entId: id, companyName: text }), text);
    case 'enum':
      return column.key === 'sentiment' ? <Tag color={SENTIMENT_COLORS[text]}>{text}</Tag> : text;
    case 'text':
    case 'string':
      return <ExpandableText value={value} />;
  }
}

/** The columns of a list, from the dictionary. */
export const tableColumns = <T extends Record<string, unknown>>(columns: readonly RecordColumn[]): DataColumn<T>[] =>
  columns
    .filter((c) => !c.detailOnly)
    .map((c) => ({ key: c.key, title: c.title, width: c.width, render: (row: T) => recordCell(c, row) }));

/** A detail's value of a column: a text whole, with its line breaks; else as the list shows it. */
function detailValue(c: RecordColumn, row: Record<string, unknown>): ReactNode {
  if (c.type !== 'text' || isBlank(row[c.key])) return recordCell(c, row);
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{String(row[c.key])}</Typography.Paragraph>
  );
}

/**
 * Every column of a record, for its detail dialog. A news item's summary gives way to the article (正文: its
 * paragraphs, the summary when the source gave no body), as on the news pages.
 */
function RecordDetail({ kind, load }: { kind: RecordKind; load: () => Promise<Record<string, unknown>> }) {
  const loaded = useLoad(load, []);
  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  const row = loaded.data;
  const article = (c: RecordColumn) => kind.kind === 'news' && c.key === 'summary';
  return (
    <KeyValueList
      testId="record-detail"
      items={[
        ...(typeof row.companyName === 'string' ? [{ label: '涉及企业', value: String(row.companyName) }] : []),
        ...kind.columns.map((c) =>
          article(c)
            ? {
                label: '正文',
                value: (
                  <NewsArticleBody
                    content={typeof row.content === 'string' ? row.content : null}
                    summary={typeof row.summary === 'string' ? row.summary : null}
                    testId="record-article"
                  />
                ),
                wide: true,
              }
            : { label: c.title, value: detailValue(c, row), wide: c.type === 'text' },
        ),
      ]}
    />
  );
}

/**
 * 查看原文 of a record whose kind has a document (a judgment, a penalty decision): busy while the document is
 * written, a refusal's message as a toast. `open` fetches it and shows it in a new tab (`openFile`).
 */
export function RecordDocumentLink({ open }: { open: () => Promise<void> }) {
  return (
    <DownloadButton link download={open} testId="record-document">
      查看原文
    </DownloadButton>
  );
}

/**
 * A paged list of one record kind, its columns from the column dictionary;
 * a kind with details opens a row in a dialog with every column, a kind with a document opens it (查看原文).
 */
export function RecordTable({
  kind,
  load,
  loadDetail,
  reloadKey,
  onTotal,
  extraColumns = [],
  rowAction,
  openDocument,
  onCorrect,
}: {
  kind: RecordKind;
  load: (page: number) => Promise<PageData<RecordRow>>;
  loadDetail?: (row: RecordRow) => Promise<Record<string, unknown>>;
  reloadKey?: unknown;
  onTotal?: (total: number) => void;
  /** Columns before the dictionary's (the company, on a person's page). */
  extraColumns?: readonly DataColumn<RecordRow>[];
  /** A link of the row's own in the 操作 column, after 详情 (a page of the record's own). */
  rowAction?: (row: RecordRow) => ReactNode;
  /** Opens the row's document in a new tab, for a kind with `document` (查看原文 after 详情). */
  openDocument?: (row: RecordRow) => Promise<void>;
  /** 数据纠错 of the row, offered in its detail dialog (the page files it). */
  onCorrect?: (row: RecordRow) => void;
}) {
  const [open, setOpen] = useState<RecordRow | null>(null);
  const withDetail = kind.detail && loadDetail;
  const withDocument = kind.document && openDocument;
  const actions = (row: RecordRow) => (
    <Space size={12}>
      {withDetail && <Typography.Link onClick={() => setOpen(row)}>详情</Typography.Link>}
      {withDocument && <RecordDocumentLink open={() => openDocument(row)} />}
      {rowAction?.(row)}
    </Space>
  );
  // 详情 alone 72 px, as before; 查看原文 and a page link each add theirs.
  const actionsWidth = 72 + (withDocument ? 68 : 0) + (rowAction ? 48 : 0);
  const columns: DataColumn<RecordRow>[] = [
    ...extraColumns,
    ...tableColumns<RecordRow>(kind.columns),
    ...(withDetail || withDocument || rowAction
      ? [{ key: '_actions', title: '操作', width: actionsWidth, render: actions }]
      : []),
  ];
  return (
    <>
      <DataTable<RecordRow>
        testId={`records-${kind.kind}`}
        columns={columns}
        rowKey={(r) => r.id}
        numbered
        load={load}
        reloadKey={reloadKey}
        onTotal={onTotal}
      />
      {withDetail && open && (
        <Modal
          open
          title={`${kind.title}详情`}
          width={860}
          footer={
            onCorrect ? (
              <Button
                data-testid="record-correct"
                onClick={() => {
                  setOpen(null);
                  onCorrect(open);
                }}
              >
                数据纠错
              </Button>
            ) : null
          }
          onCancel={() => setOpen(null)}
          destroyOnHidden
        >
          <RecordDetail kind={kind} load={() => loadDetail(open)} />
        </Modal>
      )}
    </>
  );
}
