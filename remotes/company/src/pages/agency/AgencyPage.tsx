import { Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SECTION_COLUMNS } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { CompanyStatusTag, FailedState } from '@esee/ui';
import { companyApi } from '../../api/company';
import { BusinessInfo } from '../orgDetail/sections/BusinessInfo';
import { ListSection } from '../orgDetail/sections/ListSection';
import { PeopleSection } from '../orgDetail/sections/PeopleSection';

/** What the registering authority's part of the credit code says the organisation is (GB 32100-2015). */
const ORG_KINDS: Record<string, string> = {
  '11': '机关',
  '12': '事业单位',
  '13': '中央编办直接管理机构编制的群众团体',
  '51': '社会团体',
  '52': '民办非企业单位',
  '53': '基金会',
  '54': '宗教活动场所',
};
const kindOf = (creditCode: string | null) => (creditCode && ORG_KINDS[creditCode.slice(0, 2)]) ?? '其他组织机构';

/**
 * `/apps/allInfo/searchAgencyDetails` (spec 1 §4): an organisation that is not a company (a social
 * organisation, a public institution). It has registration facts, people and changes, but no shareholders,
 * investments or company tags, so it gets this short page instead of the company tabs.
 */
export default function AgencyPage() {
  const [params] = useSearchParams();
  const eid = params.get('eid') ?? undefined;
  const companyName = params.get('companyName') ?? undefined;
  const loaded = useLoad(
    () => (eid || companyName ? companyApi.info({ eid, companyName }) : Promise.reject(new Error('no organisation'))),
    [eid, companyName],
  );
  usePageTitle(loaded.data?.name ?? '机构详情');
  const info = loaded.data;
  if (loaded.status === 'failed')
    return !(eid || companyName) || isNotFound(loaded.error) ? (
      <Result status="404" title="未找到该机构" data-testid="company-not-found" />
    ) : (
      <FailedState onRetry={loaded.reload} />
    );
  if (!info) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div data-testid="agency-page">
      <Card style={{ marginBottom: 16 }}>
        <Space wrap size={8}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="company-name">
            {info.name}
          </Typography.Title>
          <CompanyStatusTag status={info.status} />
          <Tag color="purple" bordered={false} data-testid="agency-kind">
            {kindOf(info.creditCode)}
          </Tag>
        </Space>
      </Card>
      <BusinessInfo info={info} />
      <PeopleSection entId={info.entId} count={info.counts.people} />
      <ListSection
        id="changes"
        title="变更记录"
        count={info.counts.changes}
        columns={SECTION_COLUMNS.changes}
        rowKey="id"
        load={(page) => companyApi.changes(info.entId, page)}
      />
    </div>
  );
}
