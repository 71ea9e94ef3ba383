import { useState } from 'react';
import { App, Card, Select, Skeleton, Space, Typography } from 'antd';
import type { Merchant, MerchantsSearchRequest } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import {
  companyHref,
  CompanyStatusTag,
  CountedTable,
  formatDate,
  formatMoney,
  LinkButton,
  SearchLayout,
} from '@esee/ui';
import { merchantsSearchApi, type MerchantsQuery } from '../../api/merchantsSearch';
import { RiskGradeTag } from '../riskGrade';
import { ShortlistCard } from './ShortlistCard';
import { SourcingFilters } from './SourcingFilters';

type Sort = NonNullable<MerchantsSearchRequest['sort']>;
const SORTS: { value: Sort; label: string }[] = [
  { value: 'wins36Desc', label: '近36个月中标次数从多到少' },
  { value: 'amount36Desc', label: '近36个月中标金额从高到低' },
  { value: 'capitalDesc', label: '注册资本从高到低' },
];

const bidCell = (count: number, amount: number) =>
  count ? (
    <>
      <Typography.Text strong>{count}</Typography.Text> 次
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatMoney(amount)}
      </Typography.Text>
    </>
  ) : (
    <Typography.Text type="secondary">无</Typography.Text>
  );

/**
 * `/merchants/merchantsSearch`: 合作方寻源 (product pages §2.1). 条件找客's filters plus bid-win history find
 * partners; each row shows its won bids and a risk grade; a shortlist on the right compares 2–5 side by side.
 */
export default function MerchantsSearchPage() {
  usePageTitle('合作方寻源');
  const { message } = App.useApp();
  const options = useLoad(() => merchantsSearchApi.options(), []);
  const [query, setQuery] = useState<MerchantsQuery>({ conditions: {}, sort: 'wins36Desc' });
  const [listVersion, setListVersion] = useState(0);

  const add = async (m: Merchant) => {
    await merchantsSearchApi.addToShortlist(m.entId);
    message.success(`已将「${m.orgName}」加入入围名单`);
    setListVersion((v) => v + 1);
  };

  return (
    <SearchLayout
      testId="merchants-search-page"
      title="合作方寻源"
      options={options}
      filters={
        options.data ? (
          <SourcingFilters options={options.data} value={query} onChange={setQuery} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      }
      sideWidth={270}
      side={
        <Card size="small">
          <ShortlistCard version={listVersion} onChange={() => setListVersion((v) => v + 1)} />
        </Card>
      }
    >
      <Card size="small">
        <CountedTable<Merchant>
          countTestId="merchants-count"
          toolbar={
            <Select<Sort>
              value={query.sort}
              onChange={(sort) => setQuery({ ...query, sort })}
              options={SORTS}
              style={{ width: 220 }}
              data-testid="merchants-sort"
            />
          }
          testId="list-merchants"
          reloadKey={JSON.stringify({ query, listVersion })}
          load={(page) => merchantsSearchApi.search(query, page)}
          columns={[
            {
              key: 'orgName',
              title: '企业名称',
              width: 260,
              render: (m) => (
                <>
                  <Space size={4} wrap>
                    <a href={companyHref({ entId: m.entId, companyName: m.orgName })} target="_blank" rel="noreferrer">
                      {m.orgName}
                    </a>
                    <CompanyStatusTag status={m.status} />
                  </Space>
                  <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                    {[
                      m.legalRep,
                      m.regCapital === null ? null : `注册资本 ${formatMoney(m.regCapital)}`,
                      m.estDate ? `成立于 ${formatDate(m.estDate)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </>
              ),
            },
            {
              key: 'region',
              title: '地区 / 行业',
              width: 140,
              render: (m) => (
                <>
                  {m.region || '-'}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {m.industryName ?? '-'}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'wins12',
              title: '近12个月中标',
              width: 100,
              align: 'right',
              render: (m) => bidCell(m.wins12, m.amount12),
            },
            {
              key: 'wins36',
              title: '近36个月中标',
              width: 100,
              align: 'right',
              render: (m) => bidCell(m.wins36, m.amount36),
            },
            {
              key: 'riskGrade',
              title: '风险等级',
              width: 100,
              render: (m) => (
                <span title={`风险记录 ${m.riskCount} 条`}>
                  <RiskGradeTag grade={m.riskGrade} />
                </span>
              ),
            },
            {
              key: 'action',
              title: '操作',
              width: 76,
              render: (m) =>
                m.shortlisted ? (
                  <Typography.Text type="secondary" data-testid="shortlisted">
                    已入围
                  </Typography.Text>
                ) : (
                  <LinkButton onClick={() => void add(m)} data-testid="add-shortlist">
                    加入入围
                  </LinkButton>
                ),
            },
          ]}
        />
      </Card>
    </SearchLayout>
  );
}
