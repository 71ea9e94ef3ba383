import { Tag } from 'antd';
import { Link } from 'react-router';
import type { FinancingEvent } from '@esee/contracts';
import { CompanyLink, displayText, formatDate, type DataColumn } from '@esee/ui';
import { amountText } from './format';

export const eventHref = (eventId: string) =>
  `/bankAssistant/financingEvent/detail?eventId=${encodeURIComponent(eventId)}`;
export const investorHref = (investorId: string) =>
  `/bankAssistant/investmentInstitution/detail?investorId=${encodeURIComponent(investorId)}`;

/** The columns of an event list (product pages §1.8): company, round, amount, investors, date, industry, region. */
export const eventColumns: DataColumn<FinancingEvent>[] = [
  {
    key: 'companyName',
    title: '企业名称',
    render: (e) => (
      <>
        <CompanyLink entId={e.entId} name={e.companyName} testId="event-company" />
        {e.isCustomer && (
          <Tag color="green" style={{ marginInlineStart: 6 }} data-testid="event-customer">
            本行客户
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'round',
    title: '轮次',
    width: 100,
    render: (e) => (
      <Link to={eventHref(e.eventId)} data-testid="event-round">
        {e.round}
      </Link>
    ),
  },
  { key: 'amount', title: '金额', width: 110, render: (e) => amountText(e.amount) },
  {
    key: 'lead',
    title: '领投方',
    width: 150,
    render: (e) => (e.lead ? <Link to={investorHref(e.lead.investorId)}>{e.lead.name}</Link> : '-'),
  },
  {
    key: 'coInvestors',
    title: '跟投方',
    width: 200,
    render: (e) =>
      e.coInvestors.length
        ? e.coInvestors.map((c, i) => (
            <span key={c.investorId}>
              {i > 0 && '、'}
              <Link to={investorHref(c.investorId)}>{c.name}</Link>
            </span>
          ))
        : '-',
  },
  { key: 'date', title: '融资日期', width: 110, render: (e) => formatDate(e.date) },
  { key: 'industryName', title: '所属行业', width: 150, render: (e) => displayText(e.industryName) },
  { key: 'region', title: '所属地区', width: 150, render: (e) => displayText(e.region) },
];
