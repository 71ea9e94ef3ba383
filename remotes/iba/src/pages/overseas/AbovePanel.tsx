import { useState } from 'react';
import { Card, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { OverseasAbove } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanyLink, CompanySearch, DataTable, EmptyState, FailedState } from '@esee/ui';
import { overseasApi } from '../../api/overseas';
import { detailHref, LinkKindTag, ratioText, StatusTag } from './format';

/** Pick a mainland company and see the overseas companies above it, layer by layer. */
export function AbovePanel() {
  const [company, setCompany] = useState<{ entId: string; name: string } | null>(null);
  const above = useLoad(
    () => (company ? overseasApi.ofCompany(company.entId) : Promise.resolve<OverseasAbove[]>([])),
    [company?.entId],
  );
  return (
    <Card size="small" data-testid="ent-abroad-above">
      <div style={{ maxWidth: 480, marginBottom: 12 }}>
        <CompanySearch
          source={companySearchSource}
          onPick={(c) => setCompany({ entId: c.entId, name: c.orgName })}
          testId="ent-abroad-above-search"
        />
      </div>
      {!company ? (
        <EmptyState description="搜索一家境内企业，查看持有或协议控制它的境外企业（红筹、VIE 架构）" />
      ) : above.status === 'failed' ? (
        <FailedState onRetry={above.reload} />
      ) : (
        <>
          <Typography.Paragraph>
            <CompanyLink entId={company.entId} name={company.name} testId="ent-abroad-above-company" /> 的境外上层企业
          </Typography.Paragraph>
          {above.status === 'loading' ? (
            <Skeleton active />
          ) : !above.data?.length ? (
            <EmptyState description="未发现持有或控制该企业的境外企业" />
          ) : (
            <DataTable<OverseasAbove>
              testId="list-ent-abroad-above"
              rowKey={(a) => a.overseasId}
              rows={above.data ?? []}
              columns={[
                { key: 'depth', title: '层级', width: 70, render: (a) => <Tag>第{a.depth}层</Tag> },
                {
                  key: 'name',
                  title: '境外企业',
                  render: (a) => <Link to={detailHref(a.overseasId)}>{a.name}</Link>,
                },
                { key: 'jurisdiction', title: '注册地', width: 120 },
                { key: 'status', title: '登记状态', width: 90, render: (a) => <StatusTag status={a.status} /> },
                { key: 'kind', title: '控制方式', width: 130, render: (a) => <LinkKindTag kind={a.kind} /> },
                { key: 'ratio', title: '持股比例', width: 100, align: 'right', render: (a) => ratioText(a.ratio) },
                {
                  key: 'via',
                  title: '所持企业',
                  render: (a) => (a.via ? <Link to={detailHref(a.via.overseasId)}>{a.via.name}</Link> : company.name),
                },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
