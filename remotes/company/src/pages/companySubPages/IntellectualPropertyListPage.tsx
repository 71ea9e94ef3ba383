import { Tabs } from 'antd';
import { useNavigate, useLocation } from 'react-router';
import { RECORD_KINDS } from '@esee/contracts';
import { RecordSection } from '../orgDetail/sections/RecordSection';
import { CompanySubPage } from './CompanySubPage';

const IP_KINDS = RECORD_KINDS.filter((k) => k.tab === 'intellectualProperty');

/** `/baseinfo/orgdetail/intellectualpropertylist?eid=&type=` (content not in the spec): one IP kind at a time, full page. */
export default function IntellectualPropertyListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <CompanySubPage title="知识产权" tab="intellectualProperty">
      {(info, params) => {
        const type = IP_KINDS.some((k) => k.kind === params.get('type')) ? params.get('type')! : IP_KINDS[0]!.kind;
        return (
          <Tabs
            data-testid="ip-list"
            activeKey={type}
            destroyOnHidden
            onChange={(key) => {
              const next = new URLSearchParams(params);
              next.set('type', key);
              navigate(`${pathname}?${next.toString()}`, { replace: true });
            }}
            items={IP_KINDS.map((kind) => ({
              key: kind.kind,
              label: `${kind.title} ${info.counts[kind.kind] ?? 0}`,
              children: <RecordSection entId={info.entId} kind={kind} count={info.counts[kind.kind] ?? 0} />,
            }))}
          />
        );
      }}
    </CompanySubPage>
  );
}
