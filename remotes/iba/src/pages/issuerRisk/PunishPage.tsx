import { useMemo, useState } from 'react';
import { Card, Col, Modal, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import {
  ISSUER_RISK_PAGES,
  RECORD_KIND_BY_KEY,
  type AuthorityClass,
  type PunishListQuery,
  type PunishRecord,
  type PunishSummary,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  Chart,
  CompanyLink,
  DataTable,
  EmptyState,
  ExpandableText,
  FailedState,
  formatDate,
  KeyValueList,
  KeywordSearch,
  ListPage,
  RecordDocumentLink,
  recordCell,
  stackedBarChart,
  type DataColumn,
} from '@esee/ui';
import { punishApi, type PunishFilter } from '../../api/issuerRisk';
import { openRecordDocument } from '../../api/recordDocument';
import { counted, countedNonZero, filterFields, useFilter } from '../shared/filters';
import { Figure, ReviewRefs, wanOf } from './common';

const CLASS_COLOR: Record<AuthorityClass, string> = { csrc: 'red', exchange: 'volcano', other: 'default' };
const CLASS_SHORT: Record<AuthorityClass, string> = { csrc: '证监会', exchange: '交易所', other: '其他' };
/** The parts of a year's bar: the authorities by class, in their tags' colours. */
const PUNISHERS: readonly { key: AuthorityClass; name: string; color: string }[] = [
  { key: 'csrc', name: CLASS_SHORT.csrc, color: '#f5222d' },
  { key: 'exchange', name: CLASS_SHORT.exchange, color: '#fa541c' },
  { key: 'other', name: CLASS_SHORT.other, color: '#bfbfbf' },
];

/** The deciding authority with its class: 证监会 (and its bureaus), 交易所, 其他. */
function Authority({ row }: { row: PunishRecord }) {
  const cls = row.authorityClass as AuthorityClass;
  return (
    <div style={{ whiteSpace: 'normal' }}>
      <Tag color={CLASS_COLOR[cls]} data-testid="punish-class" data-class={cls}>
        {CLASS_SHORT[cls] ?? cls}
      </Tag>
      <span data-testid="punish-authority">{row.authority}</span>
    </div>
  );
}

/** Every column of one penalty record, from the column dictionary. */
function PenaltyDetail({ row }: { row: PunishRecord }) {
  const loaded = useLoad(() => punishApi.recordDetail(row.kind, row.recordId), [row.kind, row.recordId]);
  const kind = RECORD_KIND_BY_KEY.get(row.kind);
  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  const record = loaded.data;
  return (
    <KeyValueList
      testId="punish-detail"
      items={[
        { label: '发行人', value: <CompanyLink entId={row.companyId} name={row.issuer} /> },
        ...(kind?.columns ?? []).map((c) => ({ label: c.title, value: recordCell(c, record) })),
        { label: '罚款金额', value: wanOf(row.amount) },
        { label: '在审项目', value: <ReviewRefs reviews={row.reviews} max={5} />, wide: true },
      ]}
    />
  );
}

const YEAR_COLUMNS: DataColumn<PunishSummary['years'][number]>[] = [
  { key: 'year', title: '年度' },
  { key: 'csrc', title: '证监会及派出机构', align: 'right' },
  { key: 'exchange', title: '证券交易所', align: 'right' },
  { key: 'other', title: '其他行政机关', align: 'right' },
  { key: 'total', title: '合计', align: 'right' },
  { key: 'fines', title: '罚款金额', align: 'right', render: (y) => wanOf(y.fines) },
];

/** Counts by year and by the authority's class, with the fines: bars of the years and their table. */
function Summary({ filter }: { filter: PunishFilter }) {
  const key = JSON.stringify(filter);
  const summary = useLoad(() => punishApi.summary(filter), [key]);
  // The latest year first.
  const years = useMemo(() => [...(summary.data?.years ?? [])].reverse(), [summary.data]);
  if (summary.status === 'failed') return <FailedState onRetry={summary.reload} />;
  if (summary.status === 'loading') return <Card size="small" loading style={{ marginBottom: 12 }} />;
  const s = summary.data;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="punish-summary">
      <Space size={28} wrap style={{ marginBottom: 12 }}>
        <Figure label="处罚记录" value={`${s.total} 条`} testId="punish-summary-total" />
        <Figure label="涉及发行人" value={`${s.issuers} 家`} testId="punish-summary-issuers" />
        <Figure label="罚款金额" value={wanOf(s.fines)} testId="punish-summary-fines" />
        {s.byClass.map((c) => (
          <Figure
            key={c.value}
            label={c.label}
            value={`${c.count} 条`}
            testId={`punish-summary-${c.value}`}
            danger={c.value !== 'other' && c.count > 0}
          />
        ))}
      </Space>
      {!s.years.length ? (
        <EmptyState description="所选条件下没有处罚记录" />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Chart
              label="各年度处罚记录条数"
              testId="punish-years-chart"
              spec={stackedBarChart(
                s.years.flatMap((y) =>
                  PUNISHERS.map((p) => ({
                    key: String(y.year),
                    label: String(y.year),
                    series: p.name,
                    value: y[p.key],
                    tip: `${y[p.key]} 条`,
                  })),
                ),
                { series: PUNISHERS },
              )}
            />
          </Col>
          <Col xs={24} lg={14}>
            <DataTable<PunishSummary['years'][number]>
              testId="punish-years"
              size="small"
              rowKey={(y) => String(y.year)}
              rows={years}
              columns={YEAR_COLUMNS}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

const SORTS: { value: NonNullable<PunishListQuery['sort']>; label: string }[] = [
  { value: 'date', label: '按处罚日期' },
  { value: 'amount', label: '按罚款金额' },
];

/**
 * `/investment/watch/punish` 监管处罚 (spec 1 §2 `/apps/watch/punish`): the administrative and regulatory penalties of
 * the issuers under review, the CSRC's and the exchanges' told apart from the other authorities', counted by year;
 * each with the issuer's review items.
 */
export default function PunishPage() {
  const title = ISSUER_RISK_PAGES.punish.title;
  usePageTitle(title);
  const [filter, set] = useFilter<PunishFilter>();
  const [open, setOpen] = useState<PunishRecord | null>(null);
  const options = useLoad(() => punishApi.searchParam(), []);
  const o = options.data;
  const field = filterFields(filter, set);
  const { sort: _sort, order: _order, ...summaryFilter } = filter;
  const columns: DataColumn<PunishRecord>[] = [
    {
      key: 'issuer',
      title: '发行人 / 在审项目',
      width: 240,
      render: (r) => (
        <div style={{ whiteSpace: 'normal' }} data-testid="punish-row" data-record={r.recordId}>
          <CompanyLink entId={r.companyId} name={r.issuer} testId="punish-company" />
          <ReviewRefs reviews={r.reviews} />
        </div>
      ),
    },
    { key: 'authority', title: '决定机关', width: 200, render: (r) => <Authority row={r} /> },
    {
      key: 'date',
      title: '处罚日期',
      width: 110,
      render: (r) => <span data-testid="punish-date">{formatDate(r.date)}</span>,
    },
    {
      key: 'penaltyType',
      title: '违法类型',
      width: 120,
      render: (r) => (
        <div style={{ whiteSpace: 'normal' }}>
          <span data-testid="punish-type">{r.penaltyType || '-'}</span>
          {r.kind !== 'penalty' && (
            <div>
              <Tag color="red">{r.kindTitle}</Tag>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'content',
      title: '处罚内容',
      width: 240,
      render: (r) => (
        <div style={{ whiteSpace: 'normal' }}>
          <ExpandableText value={r.content ?? '-'} />
          {r.docNo && <div style={{ fontSize: 12, color: '#8c8c8c' }}>{r.docNo}</div>}
        </div>
      ),
    },
    {
      key: 'amount',
      title: '罚款金额',
      width: 110,
      align: 'right',
      render: (r) => <span data-testid="punish-amount">{wanOf(r.amount)}</span>,
    },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      render: (r) => (
        <Space size={12}>
          <Typography.Link onClick={() => setOpen(r)} data-testid="punish-detail-link">
            详情
          </Typography.Link>
          {RECORD_KIND_BY_KEY.get(r.kind)?.document && (
            <RecordDocumentLink open={() => openRecordDocument(r.recordId)} />
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      title={title}
      testId="punish-page"
      filtersTestId="punish-filters"
      intro={
        <Typography.Paragraph type="secondary">
          在审发行人的行政处罚与严重违法记录；决定机关为证监会（含派出机构）、证券交易所的单独标出。罚款金额取自处罚内容。
        </Typography.Paragraph>
      }
      filterRows={[
        <>
          <KeywordSearch
            placeholder="发行人或决定文书号"
            onSearch={(keyword) => set({ keyword })}
            testId="punish-keyword"
          />
          {field.many(
            'authorityClasses',
            '决定机关类别',
            'punish-class-filter',
            countedNonZero(o?.authorityClasses),
            170,
          )}
          {field.one('authority', '决定机关', 'punish-authority-filter', counted(o?.authorities), 220, true)}
          {field.many('penaltyTypes', '违法类型', 'punish-type-filter', counted(o?.penaltyTypes), 180, true)}
          {field.many('kinds', '记录类型', 'punish-kind-filter', countedNonZero(o?.kinds))}
        </>,
        <>
          {field.many('reviewGroups', '审核类型', 'punish-group-filter', countedNonZero(o?.reviewGroups), 150)}
          {field.many('boards', '板块', 'punish-board-filter', countedNonZero(o?.boards))}
          {field.dates('from', 'to', '处罚日期', 'punish-date-range')}
          <Select
            value={filter.sort ?? 'date'}
            style={{ width: 140 }}
            options={SORTS}
            onChange={(sort) => set({ sort: sort === 'date' ? undefined : sort })}
            data-testid="punish-sort"
          />
        </>,
      ]}
    >
      <Summary filter={summaryFilter} />
      <DataTable<PunishRecord>
        testId="list-punish"
        numbered
        reloadKey={JSON.stringify(filter)}
        rowKey={(r) => r.recordId}
        load={(page) => punishApi.list(filter, page)}
        columns={columns}
      />
      {open && (
        <Modal
          open
          title={`${open.kindTitle}详情`}
          width={860}
          footer={null}
          onCancel={() => setOpen(null)}
          destroyOnHidden
        >
          <PenaltyDetail row={open} />
        </Modal>
      )}
    </ListPage>
  );
}
