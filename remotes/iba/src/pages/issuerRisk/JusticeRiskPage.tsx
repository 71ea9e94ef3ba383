import { useState } from 'react';
import { Card, Checkbox, Drawer, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import {
  ISSUER_RISK_PAGES,
  JUDICIAL_KINDS,
  RECORD_KIND_BY_KEY,
  type JusticeIssuer,
  type JusticeListQuery,
} from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  CompanyLink,
  DataTable,
  EmptyState,
  FailedState,
  formatDate,
  KeywordSearch,
  ListPage,
  RecordTable,
  type DataColumn,
} from '@esee/ui';
import { justiceApi, type JusticeFilter } from '../../api/issuerRisk';
import { openRecordDocument } from '../../api/recordDocument';
import { counted, countedNonZero, filterFields, useFilter } from '../shared/filters';
import { Figure, keepRow, ReviewRefs, wanOf } from './common';

const kindTitle = (kind: string) => RECORD_KIND_BY_KEY.get(kind)?.title ?? kind;

/** What a row says about the issuer's cases: those still open (审理中, 执行中) first. */
function CaseStatus({ row }: { row: JusticeIssuer }) {
  return (
    <div data-testid="justice-cases" data-open={row.openCases}>
      {row.openCases > 0 ? (
        <Tag color="red" data-testid="justice-open">
          审理中/执行中 {row.openCases}
        </Tag>
      ) : (
        <Tag color="green">无未结案件</Tag>
      )}
      <div style={{ fontSize: 12, color: '#8c8c8c' }}>已结 {row.closedCases} 件</div>
    </div>
  );
}

/** The amounts involved that are not zero: judged (first instance), in execution, left unpaid at 终本. */
function Amounts({ row }: { row: JusticeIssuer }) {
  const lines = [
    ['一审涉案', row.judgedAmount],
    ['执行中标的', row.openExecAmount],
    ['终本未履行', row.unperformedAmount],
  ].filter(([, v]) => Number(v) > 0) as [string, number][];
  if (!lines.length) return <span>-</span>;
  return (
    <div style={{ whiteSpace: 'nowrap', fontSize: 12 }} data-testid="justice-amounts">
      {lines.map(([label, value]) => (
        <div key={label}>
          <Typography.Text type="secondary">{label}：</Typography.Text>
          <Typography.Text type={label === '一审涉案' ? undefined : 'danger'}>{wanOf(value)}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

const columns: DataColumn<JusticeIssuer>[] = [
  {
    key: 'issuer',
    title: '发行人 / 在审项目',
    width: 280,
    render: (r) => (
      <div style={{ whiteSpace: 'normal' }} data-testid="justice-row" data-company={r.companyId}>
        <span onClick={keepRow}>
          <CompanyLink entId={r.companyId} name={r.issuer} testId="justice-company" />
        </span>
        <ReviewRefs reviews={r.reviews} />
      </div>
    ),
  },
  {
    key: 'total',
    title: '司法记录',
    width: 210,
    render: (r) => (
      <div style={{ whiteSpace: 'normal' }}>
        <Typography.Text strong data-testid="justice-total">
          {r.total} 条
        </Typography.Text>
        <div style={{ marginTop: 2 }}>
          {JUDICIAL_KINDS.filter((k) => r.counts[k]).map((k) => (
            <Tag key={k} style={{ marginBottom: 2 }} data-testid="justice-kind" data-kind={k}>
              {kindTitle(k)} {r.counts[k]}
            </Tag>
          ))}
        </div>
      </div>
    ),
  },
  { key: 'openCases', title: '案件状态', width: 140, render: (r) => <CaseStatus row={r} /> },
  { key: 'amounts', title: '涉案金额', width: 180, render: (r) => <Amounts row={r} /> },
  {
    key: 'highRisk',
    title: '高风险记录',
    width: 96,
    align: 'center',
    render: (r) =>
      r.highRisk ? (
        <Typography.Text type="danger" strong data-testid="justice-high-risk">
          {r.highRisk}
        </Typography.Text>
      ) : (
        '-'
      ),
  },
  {
    key: 'latestDate',
    title: '最近记录',
    width: 120,
    render: (r) => (
      <div>
        <span data-testid="justice-latest">{formatDate(r.latestDate)}</span>
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>{kindTitle(r.latestKind)}</div>
      </div>
    ),
  },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    render: () => <Typography.Link data-testid="justice-open-records">查看记录</Typography.Link>,
  },
];

/** One issuer's judicial records: its cases and amounts as of today, then its records kind by kind. */
function IssuerRecords({ issuer }: { issuer: JusticeIssuer }) {
  // The issuer over every kind and day (the list's row counts what the filters asked for).
  const whole = useLoad(() => justiceApi.list({ companyId: issuer.companyId }, 1), [issuer.companyId]);
  const [tab, setTab] = useState<string>();
  if (whole.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (whole.status === 'failed') return <FailedState onRetry={whole.reload} />;
  const row = whole.data.list[0];
  if (!row) return <EmptyState description="该发行人暂无司法记录" />;
  const kinds = JUDICIAL_KINDS.filter((k) => row.counts[k]);
  return (
    <div data-testid="justice-issuer">
      <Space style={{ marginBottom: 8 }} wrap>
        <CompanyLink entId={row.companyId} name={row.issuer} testId="justice-issuer-company">
          查看企业详情
        </CompanyLink>
      </Space>
      <ReviewRefs reviews={row.reviews} max={5} />
      <Card size="small" style={{ margin: '12px 0' }}>
        <Space size={24} wrap>
          <Figure label="司法记录" value={`${row.total} 条`} testId="justice-issuer-total" />
          <Figure
            label="审理中/执行中"
            value={`${row.openCases} 件`}
            testId="justice-issuer-open"
            danger={row.openCases > 0}
          />
          <Figure label="已结案件" value={`${row.closedCases} 件`} testId="justice-issuer-closed" />
          <Figure label="一审涉案金额" value={wanOf(row.judgedAmount)} testId="justice-issuer-judged" />
          <Figure
            label="执行中标的"
            value={wanOf(row.openExecAmount)}
            testId="justice-issuer-exec"
            danger={row.openExecAmount > 0}
          />
          <Figure
            label="终本未履行"
            value={wanOf(row.unperformedAmount)}
            testId="justice-issuer-unpaid"
            danger={row.unperformedAmount > 0}
          />
        </Space>
      </Card>
      <Tabs
        activeKey={tab ?? kinds[0]}
        onChange={setTab}
        destroyOnHidden
        items={kinds.map((kind) => ({
          key: kind,
          label: `${kindTitle(kind)} ${row.counts[kind]}`,
          children: (
            <RecordTable
              kind={RECORD_KIND_BY_KEY.get(kind)!}
              reloadKey={`${row.companyId}/${kind}`}
              load={(page) => justiceApi.records(row.companyId, kind, page)}
              loadDetail={(r) => justiceApi.recordDetail(kind, r.id)}
              openDocument={(r) => openRecordDocument(r.id)}
            />
          ),
        }))}
      />
    </div>
  );
}

const SORTS: { value: NonNullable<JusticeListQuery['sort']>; label: string }[] = [
  { value: 'latest', label: '按最近记录' },
  { value: 'count', label: '按记录条数' },
  { value: 'open', label: '按未结案件' },
];

/**
 * `/investment/watch/justiceRisk` 发行人司法风险 (spec 1 §2 `/apps/watch/justiceRisk`): the issuers under review with
 * their court records by kind, their cases still open and the amounts involved; a row opens the issuer's records.
 */
export default function JusticeRiskPage() {
  const title = ISSUER_RISK_PAGES.justiceRisk.title;
  usePageTitle(title);
  const [filter, set] = useFilter<JusticeFilter>();
  const [open, setOpen] = useState<JusticeIssuer | null>(null);
  const options = useLoad(() => justiceApi.searchParam(), []);
  const o = options.data;
  const field = filterFields(filter, set);
  return (
    <ListPage
      title={title}
      testId="justice-risk-page"
      filtersTestId="justice-filters"
      intro={
        o && (
          <Typography.Paragraph type="secondary" data-testid="justice-coverage">
            在审发行人 {o.issuers} 家，其中 {o.withRecords} 家有司法记录。案件状态与金额为截至今日、全部司法记录的情况。
          </Typography.Paragraph>
        )
      }
      filterRows={[
        <>
          <KeywordSearch placeholder="发行人名称" onSearch={(keyword) => set({ keyword })} testId="justice-keyword" />
          {field.many('reviewGroups', '审核类型', 'justice-group-filter', countedNonZero(o?.reviewGroups), 150)}
          {field.many('boards', '板块', 'justice-board-filter', countedNonZero(o?.boards))}
          {field.many('stages', '审核阶段', 'justice-stage-filter', counted(o?.stages), 150)}
          {field.many('kinds', '记录类型', 'justice-kind-filter', countedNonZero(o?.kinds), 160)}
        </>,
        <>
          {field.dates('from', 'to', '记录日期', 'justice-date-range')}
          <Checkbox
            checked={Boolean(filter.openOnly)}
            onChange={(e) => set({ openOnly: e.target.checked })}
            data-testid="justice-open-only"
          >
            仅看有审理中/执行中案件的发行人
          </Checkbox>
          <Select
            value={filter.sort ?? 'latest'}
            style={{ width: 140 }}
            options={SORTS}
            onChange={(sort) => set({ sort: sort === 'latest' ? undefined : sort })}
            data-testid="justice-sort"
          />
        </>,
      ]}
    >
      <DataTable<JusticeIssuer>
        testId="list-justice"
        numbered
        reloadKey={JSON.stringify(filter)}
        rowKey={(r) => r.companyId}
        onRowClick={setOpen}
        load={(page) => justiceApi.list(filter, page)}
        columns={columns}
      />
      <Drawer
        open={open !== null}
        size={1000}
        title={open ? `${open.issuer} · 司法记录` : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <IssuerRecords issuer={open} />}
      </Drawer>
    </ListPage>
  );
}
