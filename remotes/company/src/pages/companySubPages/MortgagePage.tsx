import { Card, Result, Skeleton } from 'antd';
import { RECORD_KIND_BY_KEY, type EnterpriseInfo } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { FailedState, KeyValueList, recordCell } from '@esee/ui';
import { companyApi } from '../../api/company';
import { CompanySubPage } from './CompanySubPage';

const KIND = RECORD_KIND_BY_KEY.get('chattelMortgage')!;

function Mortgage({ info, regNo }: { info: EnterpriseInfo; regNo: string }) {
  const loaded = useLoad(() => companyApi.mortgage(info.entId, regNo), [info.entId, regNo]);
  if (loaded.status === 'failed')
    return isNotFound(loaded.error) ? (
      <Result status="404" title="未找到该动产抵押登记" subTitle={`登记编号：${regNo}`} />
    ) : (
      <FailedState onRetry={loaded.reload} />
    );
  if (!loaded.data) return <Skeleton active />;
  const row = loaded.data;
  return (
    <Card size="small" title={`动产抵押 ${regNo}`} data-testid="mortgage-detail">
      <KeyValueList
        items={[
          { label: '抵押人', value: info.name },
          ...KIND.columns.map((c) => ({ label: c.title, value: recordCell(c, row) })),
        ]}
      />
    </Card>
  );
}

/** `/baseinfo/orgdetail/mortgage?mortRegNo=&companyName=` (spec 2 §2): one chattel mortgage registration. */
export default function MortgagePage() {
  return (
    <CompanySubPage title="动产抵押详情" tab="operationalRisk">
      {(info, params) => {
        const regNo = params.get('mortRegNo')?.trim();
        return regNo ? <Mortgage info={info} regNo={regNo} /> : <Result status="warning" title="缺少抵押登记编号" />;
      }}
    </CompanySubPage>
  );
}
