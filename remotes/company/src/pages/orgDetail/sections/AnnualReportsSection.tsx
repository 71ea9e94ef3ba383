import { SECTION_COLUMNS } from '@esee/contracts';
import { Link } from 'react-router';
import { useDetail } from '../detailContext';
import { companyApi } from '../../../api/company';
import { ListSection } from './ListSection';

/** 企业年报: the years reported, each opening the annual report page. */
export function AnnualReportsSection({ count }: { count?: number }) {
  const { info, base } = useDetail();
  const reportPage = (year: unknown) =>
    `${base}/annualReport?${new URLSearchParams({ date: String(year), pid: info.entId, companyName: info.name }).toString()}`;
  return (
    <ListSection
      id="annualReports"
      title="企业年报"
      count={count}
      columns={SECTION_COLUMNS.annualReports}
      rowKey="reportYear"
      load={(page) => companyApi.section(info.entId, 'annualReports', page)}
      extraColumns={[
        {
          key: 'open',
          title: '详情',
          width: 100,
          render: (row) => <Link to={reportPage(row.reportYear)}>查看年报</Link>,
        },
      ]}
    />
  );
}
