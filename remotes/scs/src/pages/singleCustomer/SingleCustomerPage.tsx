import { Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ScsCustomerRow } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { DataTable, KeywordSearch, ListPage } from '@esee/ui';
import { sameCustomerApi } from '../../api/sameCustomer';
import { customerHref, groupHref, money } from '../format';

/**
 * `/sameCustomerSystem/singleCustomer`: 单一客户: the institution's customers with their rating, limit, total
 * exposure and group; a customer opens its profile (detailsCustomer).
 */
export default function SingleCustomerPage() {
  usePageTitle('单一客户');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('kw')?.trim() || undefined;
  return (
    <ListPage
      title="单一客户"
      testId="single-customer-page"
      filters={
        <KeywordSearch
          defaultValue={keyword}
          placeholder="客户名称或统一社会信用代码"
          width={320}
          maxLength={100}
          onSearch={(kw) => setParams(kw ? { kw } : {}, { replace: true })}
          testId="scs-customer-keyword"
        />
      }
    >
      <DataTable<ScsCustomerRow>
        testId="scs-customers"
        reloadKey={keyword ?? ''}
        rowKey={(c) => c.entId}
        load={(page) => sameCustomerApi.customers(keyword, page)}
        columns={[
          {
            key: 'entName',
            title: '客户名称',
            render: (c) => (
              <>
                <Link to={customerHref(c.entId)} data-testid="scs-customer-link">
                  {c.entName}
                </Link>
                {c.tags?.map((t) => (
                  <Tag key={t.name} color={t.color} style={{ marginLeft: 6 }} data-testid="scs-customer-tag">
                    {t.name}
                  </Tag>
                ))}
              </>
            ),
          },
          { key: 'rating', title: '内部评级', width: 90, render: (c) => c.rating ?? '-' },
          {
            key: 'approvedLimit',
            title: '授信额度',
            width: 150,
            align: 'right',
            render: (c) => money(c.approvedLimit),
          },
          {
            key: 'totalExposure',
            title: '敞口合计',
            width: 150,
            align: 'right',
            render: (c) => money(c.totalExposure),
          },
          {
            key: 'groupName',
            title: '所属识别组',
            render: (c) => (c.groupId ? <Link to={groupHref(c.groupId)}>{c.groupName}</Link> : '-'),
          },
        ]}
      />
    </ListPage>
  );
}
