import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { companySearchSource, integrationSource } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import { type CompanyChoice, CompanySearch, FailedState, openAfter, PageTitle } from '@esee/ui';

/**
 * `/bankAssistant/blacklist` 黑名单查询 (spec 1 §2 `/apps/publicMarketing/blacklist`, spec 1 §7
 * `/esee/blackList/getUrl`): the institution keeps its blacklist in a system of its own; this page opens it
 * signed in as the user (a one-time ticket), at the company picked here when there is one. Where the
 * platform administrator has not set the system's address, the page says so instead of offering a link.
 */
export default function BlacklistPage() {
  usePageTitle('黑名单查询');
  const targets = useLoad(() => integrationSource.targets(), []);
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const open = () =>
    void openAfter(() =>
      integrationSource.link('BLACKLIST', company ? { entId: company.entId, entName: company.orgName } : {}),
    );

  let body;
  if (targets.status === 'loading') body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (targets.status === 'failed') body = <FailedState onRetry={targets.reload} />;
  else if (!targets.data.some((t) => t.key === 'BLACKLIST'))
    body = (
      <Result
        status="warning"
        title="无权限操作，请联系管理员！"
        subTitle="贵机构尚未接入黑名单系统：平台管理员在「网关设置」中配置黑名单地址后，即可从这里进入。"
        data-testid="blacklist-unset"
      />
    );
  else
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message="黑名单由贵机构的黑名单系统维护"
          description="进入时以您的账号登录该系统（一次性票据，60 秒内有效）；选择企业后进入，将直接查询该企业是否在黑名单中。"
        />
        <CompanySearch testId="blacklist-company" source={companySearchSource} onPick={setCompany} />
        <Button type="primary" onClick={open} data-testid="blacklist-open">
          {company ? `在黑名单系统中查询「${company.orgName}」` : '打开黑名单系统'}
        </Button>
      </Space>
    );

  return (
    <div data-testid="blacklist-page">
      <PageTitle>黑名单查询</PageTitle>
      <Card>{body}</Card>
    </div>
  );
}
