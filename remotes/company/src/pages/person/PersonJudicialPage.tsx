import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PERSON_JUDICIAL_ENDPOINTS, RECORD_KIND_BY_KEY, type PersonJudicialKind } from '@esee/contracts';
import { downloadFile } from '@esee/http';
import { useLoad } from '@esee/react';
import { useRight } from '@esee/session';
import { DownloadButton, RecordTable, recordCell, type RecordRow } from '@esee/ui';
import { companyApi } from '../../api/company';
import { isPersonJudicialKind, personApi, type PersonProfile } from '../../api/person';
import { PersonFrame } from './PersonFrame';
import { PersonHeader } from './PersonHeader';

const KINDS = Object.keys(PERSON_JUDICIAL_ENDPOINTS) as PersonJudicialKind[];
const COMPANY_COLUMN = {
  key: 'companyName',
  title: '涉及企业',
  width: 220,
  render: (row: RecordRow) =>
    recordCell({ key: 'companyName', title: '涉及企业', type: 'company', idKey: 'companyId' }, row),
};

function PersonJudicial({ person }: { person: PersonProfile }) {
  const [params, setParams] = useSearchParams();
  const canExport = useRight('marketing:export');
  const summary = useLoad(() => personApi.judicialSummary({ personId: person.personId }), [person.personId]);
  const kind = isPersonJudicialKind(params.get('kind')) ? (params.get('kind') as PersonJudicialKind) : KINDS[0]!;
  const choose = (next: string) => {
    const copy = new URLSearchParams(params);
    copy.set('kind', next);
    setParams(copy, { replace: true });
  };
  return (
    <>
      <PersonHeader
        person={person}
        extra={
          canExport && (
            <DownloadButton
              testId="export-person-judicial"
              download={() => downloadFile(personApi.exportUrl, { personId: person.personId })}
            >
              导出司法风险
            </DownloadButton>
          )
        }
      />
      <Tabs
        activeKey={kind}
        onChange={choose}
        destroyOnHidden
        items={KINDS.map((k) => {
          const meta = RECORD_KIND_BY_KEY.get(k)!;
          const n = summary.data?.counts[k];
          return {
            key: k,
            label: n === undefined ? meta.title : `${meta.title} ${n > 999 ? '999+' : n}`,
            children: (
              <RecordTable
                kind={meta}
                extraColumns={[COMPANY_COLUMN]}
                load={(page) => personApi.judicialRecords(person.personId, k, page)}
                loadDetail={(row) => personApi.judicialRecord(k, row.id)}
                openDocument={(row) => companyApi.openDocument(row.id)}
              />
            ),
          };
        })}
      />
    </>
  );
}

/** `/baseinfo` (spec 2 §2): the judicial records that name a person, kind by kind, with their export. */
export default function PersonJudicialPage() {
  return <PersonFrame title="人员司法风险">{(person) => <PersonJudicial person={person} />}</PersonFrame>;
}
