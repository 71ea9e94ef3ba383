import { Card, Empty, Segmented, Skeleton, Typography } from 'antd';
import { useNavigate, useLocation } from 'react-router';
import type { EnterpriseInfo } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState, KeyValueList, displayText, formatDate, formatNumber, NOT_PUBLISHED } from '@esee/ui';
import { companyApi } from '../../api/company';
import { CompanySubPage } from './CompanySubPage';

type Report = Record<string, unknown>;

/** 万元 amounts of a report, or the spec's sentence when the company did not publish them. */
const amount = (value: unknown) =>
  typeof value === 'number' ? `${formatNumber(value)}万元` : value === undefined ? '-' : String(value || NOT_PUBLISHED);

function ReportView({ info, year }: { info: EnterpriseInfo; year: number }) {
  const loaded = useLoad(() => companyApi.annualReport(info.entId, year), [info.entId, year]);
  if (loaded.status === 'failed') return <FailedState onRetry={loaded.reload} />;
  if (!loaded.data) return <Skeleton active />;
  const r: Report = loaded.data;
  return (
    <div data-testid="annual-report">
      <Card size="small" title="企业基本信息" style={{ marginBottom: 16 }}>
        <KeyValueList
          items={[
            { label: '企业名称', value: info.name },
            { label: '统一社会信用代码', value: info.creditCode },
            { label: '联系电话', value: displayText(r.phone) },
            { label: '电子邮箱', value: displayText(r.email) },
            {
              label: '从业人数',
              value:
                typeof r.employeeCount === 'number'
                  ? `${r.employeeCount}人`
                  : displayText(r.employeeCount || NOT_PUBLISHED),
            },
            { label: '是否有网站或网店', value: r.hasWebsite ? '是' : '否' },
            { label: '公示日期', value: formatDate(r.publishDate) },
            { label: '通信地址', value: displayText(r.address), wide: true },
          ]}
        />
      </Card>
      <Card size="small" title="企业资产状况信息">
        <KeyValueList
          items={[
            { label: '资产总额', value: amount(r.totalAssets) },
            { label: '营业总收入', value: amount(r.totalRevenue) },
            { label: '净利润', value: amount(r.netProfit) },
            { label: '纳税总额', value: amount(r.totalTax) },
          ]}
        />
      </Card>
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
