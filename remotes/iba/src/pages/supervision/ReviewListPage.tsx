import { Card, Space, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SUPERVISION_TYPES, type ReviewSummary, type SupervisionType } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyLink, type DataColumn, DataTable, formatDate, KeywordSearch, PageTitle } from '@esee/ui';
import { supervisionApi, type ReviewFilter } from '../../api/supervision';
import { counted, countedNonZero, filterFields, useFilter } from '../shared/filters';
import { detailHref } from './paths';
import { StatusTag, yiOf } from './format';
import { QuestionBank } from './QuestionBank';
import { StageStats } from './StageStats';

/** The columns of a type's list: IPO's, a deal's (type and target) or a bond's. */
export function reviewColumns(type: SupervisionType): DataColumn<ReviewSummary>[] {
  const issuer: DataColumn<ReviewSummary> = {
    key: 'issuer',
    title:
      type === 'bond'
        ? '发行人 / 债券名称'
        : type === 'mergers' || type === 'refinance'
          ? '上市公司 / 项目'
          : '发行人全称',
    render: (r) => (
      <div style={{ minWidth: 220, whiteSpace: 'normal' }} data-testid="review-row">
        <Link to={detailHref(type, r.reviewId)} data-testid="review-link">
          {r.title ?? r.issuer}
        </Link>
        {r.title && (
          <div style={{ fontSize: 12 }}>
            <CompanyLink entId={r.companyId} name={r.issuer} />
          </div>
        )}
      </div>
    ),
  };
  const status: DataColumn<ReviewSummary> = {
    key: 'status',
    title: '审核状态',
    width: 130,
    render: (r) => <StatusTag status={r.status} statusKey={r.statusKey} />,
  };
  const board: DataColumn<ReviewSummary> = {
    key: 'board',
    title: type === 'bond' ? '交易所' : '板块',
    width: 90,
    render: (r) => (type === 'bond' ? r.exchange : r.board),
  };
  const dates: DataColumn<ReviewSummary>[] = [
    { key: 'updatedDate', title: '更新日期', width: 110, render: (r) => formatDate(r.updatedDate) },
    { key: 'acceptedDate', title: '受理日期', width: 110, render: (r) => formatDate(r.acceptedDate) },
  ];
  const amount: DataColumn<ReviewSummary> = {
    key: 'amount',
    title: type === 'bond' ? '拟发行金额' : type === 'mergers' ? '交易金额' : '拟募资金额',
    width: 110,
    align: 'right',
    render: (r) => yiOf(r.amount),
  };
  const firm = (key: 'sponsor' | 'lawFirm' | 'accountingFirm', title: string): DataColumn<ReviewSummary> => ({
    key,
    title,
    width: 160,
    render: (r) => <span style={{ whiteSpace: 'normal' }}>{r[key] ?? '-'}</span>,
  });
  if (type === 'bond')
    return [
      issuer,
      status,
      board,
      { key: 'province', title: '注册地', width: 100 },
      firm('sponsor', '主承销商'),
      amount,
      ...dates,
    ];
  const common = [
    { key: 'province', title: '注册地', width: 100 },
    { key: 'industryName', title: '行业', width: 130 },
  ];
  if (type === 'mergers' || type === 'refinance')
    return [
      issuer,
      status,
      { key: 'dealType', title: '交易类型', width: 140 },
      ...(type === 'mergers'
        ? [
            {
              key: 'target',
              title: '交易标的',
              width: 200,
              render: (r: ReviewSummary) => <span style={{ whiteSpace: 'normal' }}>{r.target ?? '-'}</span>,
            },
          ]
        : []),
      board,
      firm('sponsor', type === 'mergers' ? '独立财务顾问' : '保荐机构'),
      amount,
      ...dates,
    ];
  return [
    issuer,
    status,
    board,
    ...common,
    firm('sponsor', '保荐机构'),
    firm('lawFirm', '律师事务所'),
    firm('accountingFirm', '会计师事务所'),
    ...dates,
    amount,
  ];
}

/** The list with its filters. `companyId` fixes the issuer (an issuer's bond items). */
export function ReviewList({ type, companyId }: { type: SupervisionType; companyId?: string }) {
  const api = supervisionApi(type);
  const [filter, set] = useFilter<ReviewFilter>(companyId ? { companyId } : {});
  const options = useLoad(() => api.searchParam(), [type]);
  const o = options.data;
  const deal = type === 'mergers' || type === 'refinance';
  const field = filterFields(filter, set);
  const text = (key: 'sponsor' | 'lawFirm' | 'accountingFirm' | 'keyword', placeholder: string, width = 180) => (
    <KeywordSearch
      placeholder={placeholder}
      width={width}
      onSearch={(v) => set({ [key]: v })}
      testId={`review-${key}`}
    />
  );
  return (
    <div>
      <Card size="small" style={{ marginBottom: 12 }} data-testid="review-filters">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {text('keyword', type === 'bond' ? '发行人或债券名称' : deal ? '公司、项目或标的' : '发行人名称', 260)}
            {field.many(
              'boards',
              type === 'bond' ? '交易所板块' : '板块',
              'review-board-filter',
              countedNonZero(o?.boards),
              150,
            )}
            {field.many('stages', '审核阶段', 'review-stage-filter', counted(o?.stages), 150)}
            {field.many('statusKeys', '审核结果', 'review-key-filter', counted(o?.statusKeys))}
            {deal && field.one('dealType', '交易类型', 'review-deal-filter', counted(o?.dealTypes), 160)}
            {field.one('industry', '行业', 'review-industry-filter', counted(o?.industries), 160, true)}
            {field.one('province', '注册地', 'review-province-filter', counted(o?.provinces), undefined, true)}
          </Space>
          <Space wrap>
            {text('sponsor', type === 'bond' ? '主承销商' : type === 'mergers' ? '独立财务顾问' : '保荐机构')}
            {text('lawFirm', '律师事务所')}
            {text('accountingFirm', '会计师事务所')}
            {field.dates('acceptedFrom', 'acceptedTo', '受理日期', 'review-accepted-range')}
            {field.dates('updatedFrom', 'updatedTo', '更新日期', 'review-updated-range')}
          </Space>
        </Space>
      </Card>
      <DataTable<ReviewSummary>
        testId={`list-review-${type}`}
        numbered
        reloadKey={JSON.stringify(filter)}
        rowKey={(r) => r.reviewId}
        load={(page) => api.list(filter, page)}
        columns={reviewColumns(type)}
      />
    </div>
  );
}

/**
 * `/investment/watch/feedback|auditMind|detailsList|mergers|refinance` (product pages §3.6): one review type's items
 * with their filters, the 问询问题库 across issuers and the 审核时长统计 (days per stage), as tabs.
 */
export default function ReviewListPage({ type }: { type: SupervisionType }) {
  const title = SUPERVISION_TYPES[type].title;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'questions' ? 'questions' : params.get('tab') === 'stats' ? 'stats' : 'list';
  return (
    <div data-testid="supervision-page" data-type={type}>
      <PageTitle>{title}</PageTitle>
      <Tabs
        activeKey={tab}
        destroyInactiveTabPane
        onChange={(key) => setParams(key === 'list' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'list', label: '项目列表', children: <ReviewList type={type} /> },
          { key: 'questions', label: '问询问题库', children: <QuestionBank type={type} /> },
          { key: 'stats', label: '审核时长统计', children: <StageStats type={type} /> },
        ]}
      />
    </div>
  );
}
