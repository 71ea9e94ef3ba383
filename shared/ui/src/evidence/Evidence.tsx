import { Typography } from 'antd';
import {
  EVIDENCE_RECORD_COLUMNS,
  evidenceDateText,
  evidencePathText,
  type EvidenceArticle,
  type EvidenceRecord,
  type OwnershipPath,
} from '@esee/contracts';
import { DataTable } from '../DataTable';
import { tableColumns } from '../RecordTable';

type Row = EvidenceRecord & { key: string };

/** The columns every record list shows; 企业, 金额 and 案号 only when some record has one. */
const ALWAYS = new Set(['kindTitle', 'text', 'date']);

/**
 * The source records of a derived figure (issue 42), read whole: where each comes from, what it says, its date with
 * what the date is (变更日期, 认缴出资日期), and the amount and case number where a record has them.
 */
export function EvidenceRecords({
  records,
  testId = 'evidence-records',
  emptyText = '无来源记录',
}: {
  records: readonly EvidenceRecord[];
  testId?: string;
  emptyText?: string;
}) {
  const rows: Row[] = records.map((r, i) => ({ ...r, key: `${r.kind}|${r.id ?? ''}|${i}` }));
  const used = EVIDENCE_RECORD_COLUMNS.filter(
    (c) => ALWAYS.has(c.key) || records.some((r) => r[c.key as keyof EvidenceRecord] != null),
  );
  const columns = tableColumns<Row & Record<string, unknown>>(used).map((c) =>
    c.key === 'date' ? { ...c, render: (r: Row) => evidenceDateText(r) } : c,
  );
  return (
    <DataTable<Row>
      size="small"
      showAll
      testId={testId}
      rows={rows}
      rowKey={(r) => r.key}
      columns={columns}
      emptyText={emptyText}
    />
  );
}

/** The articles a rule rests on, each quoted after its citation. */
export function EvidenceArticles({
  articles,
  testId = 'evidence-articles',
}: {
  articles: readonly EvidenceArticle[];
  testId?: string;
}) {
  if (!articles.length) return null;
  return (
    <div data-testid={testId}>
      {articles.map((a) => (
        <Typography.Paragraph
          key={a.citation}
          type="secondary"
          style={{ margin: '2px 0' }}
          ellipsis={{ rows: 2, expandable: true, symbol: '展开条文' }}
        >
          <Typography.Text strong type="secondary">
            {a.citation}
          </Typography.Text>
          ：「{a.text}」
        </Typography.Paragraph>
      ))}
    </div>
  );
}

/** Ownership or control paths, one a line. */
export function EvidencePaths({
  paths,
  testId = 'evidence-paths',
}: {
  paths: readonly Pick<OwnershipPath, 'entities' | 'ratios'>[];
  testId?: string;
}) {
  if (!paths.length) return null;
  return (
    <div data-testid={testId}>
      {paths.map((p) => (
        <div key={p.entities.map((e) => e.id).join('>')}>路径：{evidencePathText(p)}</div>
      ))}
    </div>
  );
}
