import { Card, Result, Skeleton } from 'antd';
import { RECORD_KIND_BY_KEY } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';
import { FailedState, KeyValueList, recordCell } from '@esee/ui';
import { companyApi } from '../../api/company';
import { CompanySubPage } from './CompanySubPage';

function Detail({ kind, id }: { kind: string; id: string }) {
  const meta = RECORD_KIND_BY_KEY.get(kind)!;
  const loaded = useLoad(() => companyApi.recordDetail(kind, id), [kind, id]);
  if (loaded.status === 'failed')
    return isNotFound(loaded.error) ? (
      <Result status="404" title="记录不存在" />
    ) : (
      <FailedState onRetry={loaded.reload} />
    );
  if (!loaded.data) return <Skeleton active />;
  const row = loaded.data;
  return (
    <Card size="small" title={meta.title} data-testid="ip-detail">
      <KeyValueList
        items={meta.columns.map((c) => ({ label: c.title, value: recordCell(c, row), wide: c.type === 'text' }))}
      />
    </Card>
  );
}

/** `/baseinfo/orgdetail/intellectualproperty?eid=&kind=&id=` (content not in the spec): one patent, trademark or copyright. */
export default function IntellectualPropertyPage() {
  return (
    <CompanySubPage title="知识产权详情" tab="intellectualProperty">
      {(_info, params) => {
        const kind = params.get('kind') ?? '';
        const id = params.get('id') ?? '';
        const known = RECORD_KIND_BY_KEY.get(kind)?.tab === 'intellectualProperty';
        return known && id ? <Detail kind={kind} id={id} /> : <Result status="404" title="记录不存在" />;
      }}
    </CompanySubPage>
  );
}
