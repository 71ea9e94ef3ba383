import { Card } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '@esee/react';
import { CompanyLink, DataTable, formatDate, formatMoney, KeyValueList, PageTitle } from '@esee/ui';
import { financingApi } from '../../api/financing';
import { eventColumns, investorHref } from './EventColumns';
import { amountText } from './format';
import { useParamDetail } from '../shared/useParamDetail';
import { FinancingDetailFrame } from './FinancingDetailFrame';

/** The round's place: its list, its 404 and its test id. */
const FRAME = {
  list: { title: '融资事件', to: '/bankAssistant/financingEvent/list' },
  notFound: { title: '融资事件不存在', testId: 'event-not-found' },
  testId: 'financing-event-detail',
};

/** `/bankAssistant/financingEvent/detail?eventId=`: one round, its investors and their funds, and the company's other rounds. */
export default function FinancingEventDetailPage() {
  const { loaded: detail, missing } = useParamDetail('eventId', financingApi.event);
  const d = detail.data;
  usePageTitle(d ? `${d.event.companyName} ${d.event.round} - 融资事件` : '融资事件');
  return (
    <FinancingDetailFrame {...FRAME} name={d?.event.companyName ?? '事件详情'} loaded={detail} missing={missing}>
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 12 }}>
        {d && (
          <>
            <PageTitle>
              <CompanyLink entId={d.company.entId} name={d.company.name} /> · {d.event.round}
            </PageTitle>
            <KeyValueList
              items={[
                { label: '融资金额', value: amountText(d.event.amount) },
                { label: '融资日期', value: formatDate(d.event.date) },
                { label: '所属行业', value: d.event.industryName },
                { label: '所属地区', value: d.event.region },
                { label: '法定代表人', value: d.company.legalRep },
                { label: '成立日期', value: formatDate(d.company.estDate) },
                { label: '注册资本', value: formatMoney(d.company.regCapital) },
                { label: '登记状态', value: d.company.status },
              ]}
            />
          </>
        )}
      </Card>
      <Card title="投资方" size="small" style={{ marginBottom: 12 }}>
        <DataTable
          testId="event-participants"
          size="small"
          loading={detail.status === 'loading'}
          rowKey={(p) => p.investorId}
          rows={d?.participants ?? []}
          columns={[
            { key: 'name', title: '投资机构', render: (p) => <Link to={investorHref(p.investorId)}>{p.name}</Link> },
            { key: 'lead', title: '角色', width: 100, render: (p) => (p.lead ? '领投' : '跟投') },
            {
              key: 'fund',
              title: '出资基金',
              render: (p) =>
                p.fundId ? (
                  <CompanyLink entId={p.fundId} name={p.fundName ?? undefined}>
                    {p.fundName ?? p.fundId}
                  </CompanyLink>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
      <Card title="融资历程" size="small">
        <DataTable
          testId="event-history"
          rowKey={(e) => e.eventId}
          rows={d?.history ?? []}
          columns={eventColumns.filter((c) => c.key !== 'companyName')}
        />
      </Card>
    </FinancingDetailFrame>
  );
}
