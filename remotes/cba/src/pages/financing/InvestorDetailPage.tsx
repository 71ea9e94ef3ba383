import { useState } from 'react';
import { Card } from 'antd';
import type { FinancingEvent, InvestorDetail } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import {
  AddToProjectButton,
  barChart,
  Chart,
  CompanyLink,
  DataTable,
  formatDate,
  formatMoney,
  KeyValueList,
  PageTitle,
} from '@esee/ui';
import { financingApi, projectTargets } from '../../api/financing';
import { eventColumns } from './EventColumns';
import { useParamDetail } from '../shared/useParamDetail';
import { FinancingDetailFrame } from './FinancingDetailFrame';

/** The institution's place: its list, its 404 and its test id. */
const FRAME = {
  list: { title: '投资机构', to: '/bankAssistant/investmentInstitution/list' },
  notFound: { title: '投资机构不存在', testId: 'investor-not-found' },
  testId: 'investor-detail',
};

/** Deals by year as chart bars, each with its rounds in the tooltip. */
const dealBars = (years: InvestorDetail['dealsByYear']) =>
  years.map((y) => ({
    key: String(y.year),
    label: `${y.year}年`,
    value: y.count,
    tip: `${y.count}起（${Object.entries(y.rounds)
      .map(([round, n]) => `${round} ${n}`)
      .join('，')}）`,
  }));

/**
 * `/bankAssistant/investmentInstitution/detail?investorId=`: an institution, its deals by year, its funds
 * and its portfolio, whose companies can be turned into a project (prospect the portfolio).
 */
export default function InvestorDetailPage() {
  const { id: investorId, loaded: detail, missing } = useParamDetail('investorId', financingApi.investor);
  const d = detail.data;
  usePageTitle(d ? `${d.investor.name} - 投资机构` : '投资机构');
  const [selected, setSelected] = useState<string[]>([]);
  // The company of each event seen, so that rows chosen on other pages still name their company.
  const [companies, setCompanies] = useState(() => new Map<string, string>());
  const entIds = [...new Set(selected.map((id) => companies.get(id)).filter((x): x is string => Boolean(x)))];
  return (
    <FinancingDetailFrame {...FRAME} name={d?.investor.name ?? '机构详情'} loaded={detail} missing={missing}>
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 12 }}>
        {d && (
          <>
            <PageTitle testId="investor-title">{d.investor.name}</PageTitle>
            <KeyValueList
              items={[
                { label: '机构类型', value: d.investor.type },
                { label: '协会登记编号', value: d.investor.amacNo },
                { label: '成立年份', value: String(d.investor.foundedYear) },
                { label: '所在地区', value: d.investor.region },
                { label: '基金数', value: String(d.investor.fundCount) },
                { label: '投资事件数', value: String(d.investor.dealCount) },
                { label: '活跃行业', value: d.investor.industries.join('、') },
              ]}
            />
          </>
        )}
      </Card>
      <Card title="历年投资事件" size="small" style={{ marginBottom: 12 }}>
        {d && (
          <Chart
            spec={barChart(dealBars(d.dealsByYear), { name: '投资事件' })}
            emptyText="暂无投资事件"
            testId="deals-chart"
            label="按年份的投资事件数"
          />
        )}
      </Card>
      <Card title="旗下基金" size="small" style={{ marginBottom: 12 }}>
        <DataTable
          testId="investor-funds"
          rowKey={(f) => f.entId}
          rows={d?.funds ?? []}
          columns={[
            {
              key: 'name',
              title: '基金名称',
              render: (f) => <CompanyLink entId={f.entId} name={f.name} />,
            },
            { key: 'estDate', title: '成立日期', width: 110, render: (f) => formatDate(f.estDate) },
            { key: 'regCapital', title: '认缴规模', width: 150, render: (f) => formatMoney(f.regCapital) },
            { key: 'status', title: '登记状态', width: 100 },
          ]}
        />
      </Card>
      <Card
        title="投资组合"
        size="small"
        extra={
          <AddToProjectButton
            entIds={entIds}
            source={projectTargets}
            testId="portfolio-add-to-project"
            onAdded={() => setSelected([])}
          />
        }
      >
        <DataTable<FinancingEvent>
          testId="investor-portfolio"
          reloadKey={investorId}
          rowKey={(e) => e.eventId}
          selection={{ keys: selected, onChange: setSelected }}
          load={async (page) => {
            const result = await financingApi.portfolio(investorId, page);
            setCompanies((seen) => new Map([...seen, ...result.list.map((e) => [e.eventId, e.entId] as const)]));
            return result;
          }}
          columns={eventColumns}
        />
      </Card>
    </FinancingDetailFrame>
  );
}
