import { Card, Empty, Segmented, Skeleton, Typography } from 'antd';
import { useNavigate, useLocation } from 'react-router';
import type { EnterpriseInfo } from '@esee/contracts';
import { useLoad } from '@esee/react';
import {
  DataTable,
  FailedState,
  KeyValueList,
  displayText,
  formatDate,
  formatNumber,
  NOT_PUBLISHED,
  type DataColumn,
} from '@esee/ui';
import { companyApi } from '../../api/company';
import { CompanySubPage } from './CompanySubPage';

type Report = Record<string, unknown>;

/** 万元 amounts of a report, or the spec's sentence when the company did not publish them. */
const amount = (value: unknown) =>
  typeof value === 'number' ? `${formatNumber(value)}万元` : value === undefined ? '-' : String(value || NOT_PUBLISHED);

const yesNo = (value: unknown) => (value === undefined ? '-' : value ? '是' : '否');

/** A holder's contribution as the report lists it (万元, days). */
interface Contribution {
  name: string;
  subscribedAmount: number | null;
  subscribedDate: string | null;
  subscribedMethod: string | null;
  paidAmount: number | null;
  paidDate: string | null;
  paidMethod: string | null;
}

const CONTRIBUTION_COLUMNS: DataColumn<Contribution>[] = [
  { key: 'name', title: '股东' },
  {
    key: 'subscribedAmount',
    title: '认缴出资额',
    width: 130,
    align: 'right',
    render: (c) => (c.subscribedAmount === null ? '-' : amount(c.subscribedAmount)),
  },
  { key: 'subscribedDate', title: '认缴出资时间', width: 120, render: (c) => formatDate(c.subscribedDate) },
  { key: 'subscribedMethod', title: '认缴出资方式', width: 110, render: (c) => displayText(c.subscribedMethod) },
  {
    key: 'paidAmount',
    title: '实缴出资额',
    width: 130,
    align: 'right',
    render: (c) => (c.paidAmount === null ? '-' : amount(c.paidAmount)),
  },
  { key: 'paidDate', title: '实缴出资时间', width: 120, render: (c) => formatDate(c.paidDate) },
  { key: 'paidMethod', title: '实缴出资方式', width: 110, render: (c) => displayText(c.paidMethod) },
];

/** 社保信息's insurances, in the form's order. */
const INSURANCES = [
  ['pension', '城镇职工基本养老保险'],
  ['unemployment', '失业保险'],
  ['medical', '职工基本医疗保险'],
  ['injury', '工伤保险'],
  ['maternity', '生育保险'],
] as const;

function ReportView({ info, year }: { info: EnterpriseInfo; year: number }) {
  const loaded = useLoad(() => companyApi.annualReport(info.entId, year), [info.entId, year]);
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  if (!loaded.data) return <Skeleton active />;
  const r: Report = loaded.data;
  const websites = Array.isArray(r.websites) ? (r.websites as { type: string; name: string; url: string }[]) : [];
  const holders = Array.isArray(r.holders) ? (r.holders as Contribution[]) : null;
  const insurance = r.socialInsurance as Record<string, number> | null | undefined;
  return (
    <div data-testid="annual-report">
      <Card size="small" title="企业基本信息" style={{ marginBottom: 16 }}>
        <KeyValueList
          items={[
            { label: '企业名称', value: info.name },
            { label: '统一社会信用代码', value: info.creditCode },
            { label: '企业联系电话', value: displayText(r.phone) },
            { label: '电子邮箱', value: displayText(r.email) },
            { label: '邮政编码', value: displayText(r.postcode) },
            { label: '企业经营状态', value: displayText(r.operatingStatus) },
            {
              label: '从业人数',
              value:
                typeof r.employeeCount === 'number'
                  ? `${r.employeeCount}人`
                  : displayText(r.employeeCount || NOT_PUBLISHED),
            },
            { label: '是否有网站或网店', value: yesNo(r.hasWebsite) },
            { label: '有限责任公司本年度是否发生股东股权转让', value: yesNo(r.equityTransferred) },
            { label: '公示日期', value: formatDate(r.publishDate) },
            { label: '企业通信地址', value: displayText(r.address), wide: true },
          ]}
        />
      </Card>
      {websites.length > 0 && (
        <Card size="small" title="网站或网店信息" style={{ marginBottom: 16 }} data-testid="annual-report-websites">
          <KeyValueList
            testId="annual-report-website"
            items={websites.flatMap((w) => [
              { label: '类型', value: w.type },
              { label: '名称', value: w.name },
              { label: '网址', value: w.url, wide: true },
            ])}
          />
        </Card>
      )}
      {holders && (
        <Card size="small" title="股东及出资信息" style={{ marginBottom: 16 }}>
          <DataTable<Contribution>
            testId="annual-report-holders"
            size="small"
            rows={holders}
            rowKey={(c) => c.name}
            columns={CONTRIBUTION_COLUMNS}
          />
        </Card>
      )}
      <Card size="small" title="企业资产状况信息" style={{ marginBottom: 16 }}>
        <KeyValueList
          testId="annual-report-assets"
          items={[
            { label: '资产总额', value: amount(r.totalAssets) },
            { label: '负债总额', value: amount(r.totalLiabilities) },
            { label: '所有者权益合计', value: amount(r.totalEquity) },
            { label: '营业总收入', value: amount(r.totalRevenue) },
            { label: '其中：主营业务收入', value: amount(r.mainRevenue) },
            { label: '利润总额', value: amount(r.totalProfit) },
            { label: '净利润', value: amount(r.netProfit) },
            { label: '纳税总额', value: amount(r.totalTax) },
          ]}
        />
      </Card>
      {insurance && (
        <Card size="small" title="社保信息" data-testid="annual-report-insurance">
          <KeyValueList
            items={INSURANCES.map(([key, label]) => ({
              label: `${label}参保人数`,
              value: typeof insurance[key] === 'number' ? `${formatNumber(insurance[key], 0)}人` : '-',
            }))}
          />
        </Card>
      )}
    </div>
  );
}

/** `/baseinfo/orgdetail/annualReport?date=&pid=&companyName=` (spec 2 §2): one year's report, the other years a click away. */
export default function AnnualReportPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <CompanySubPage title="企业年报">
      {(info, params) => (
        <Years
          info={info}
          params={params}
          onPick={(year) => {
            const next = new URLSearchParams(params);
            next.set('date', String(year));
            navigate(`${pathname}?${next.toString()}`, { replace: true });
          }}
        />
      )}
    </CompanySubPage>
  );
}

function Years({
  info,
  params,
  onPick,
}: {
  info: EnterpriseInfo;
  params: URLSearchParams;
  onPick: (year: number) => void;
}) {
  const years = useLoad(() => companyApi.section(info.entId, 'annualReports', 1), [info.entId]);
  if (years.status === 'failed') return <FailedState onRetry={years.reload} />;
  if (!years.data) return <Skeleton active />;
  const list = years.data.list.map((r) => Number(r.reportYear));
  if (!list.length) return <Empty description="该企业暂无年报" />;
  const asked = Number(params.get('date')?.slice(0, 4));
  const year = list.includes(asked) ? asked : list[0]!;
  return (
    <>
      <div style={{ marginBottom: 16, display: 'flex', alignItems: 'center', gap: 12 }}>
        <Typography.Text strong>报送年度</Typography.Text>
        <Segmented
          options={list.map((y) => ({ label: `${y}年度`, value: y }))}
          value={year}
          onChange={(v) => onPick(Number(v))}
        />
      </div>
      <ReportView info={info} year={year} />
    </>
  );
}
