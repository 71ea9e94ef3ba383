import { Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@esee/react';
import { DataTable, displayText, ListPage } from '@esee/ui';
import { personApi, type NamedPerson } from '../../api/person';
import { personSearch } from './personQuery';

/**
 * `/baseinfo/persondetailDetail`: the people who bear a name, each with the companies that tell them apart,
 * so the user opens the right one (the spec names the route only; see the README).
 */
export default function NamesakesPage() {
  const [params] = useSearchParams();
  const persName = params.get('persName')?.trim() ?? '';
  usePageTitle(persName ? `同名人员 - ${persName}` : '同名人员');
  if (!persName) return <Result status="404" title="请提供人员姓名" data-testid="person-not-found" />;
  return (
    <ListPage title={`名为「${persName}」的人员`} testId="namesakes-page">
      <DataTable<NamedPerson>
        testId="list-namesakes"
        numbered
        rowKey={(r) => r.personId}
        load={(page) => personApi.peopleNamed(persName, page)}
        reloadKey={persName}
        columns={[
          {
            key: 'name',
            title: '姓名',
            width: 120,
            render: (r) => <Link to={`/baseinfo/persondetail${personSearch(r.personId)}`}>{r.name}</Link>,
          },
          { key: 'companyCount', title: '关联企业数', width: 110, align: 'right' },
          { key: 'companies', title: '关联企业', render: (r) => displayText(r.companies.join('、')) },
        ]}
      />
    </ListPage>
  );
}
