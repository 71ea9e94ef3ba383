import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { Conditions, ConditionSort, Prospect } from '@esee/contracts';
import { capitalText, CompanyLink, CompanyStatusTag, CountedTable, CustomerTag, formatDate, TagList } from '@esee/ui';
import { conditionsSearchApi } from '../../api/conditionsSearch';

/** The count of matches first (共 N 家), then the paged rows; a rerun 方案 marks its new rows 新增. */
export function ProspectTable({
  conditions,
  sort,
  setId,
  bookVersion,
  toolbar,
}: {
  conditions: Conditions;
  sort: ConditionSort;
  setId?: number;
  /** Changes when the customer book does, which the rows' marks and the exclusion read. */
  bookVersion: number;
  toolbar: ReactNode;
}) {
  return (
    <CountedTable<Prospect>
      countTestId="conditions-count"
      toolbar={toolbar}
      reloadKey={JSON.stringify({ conditions, sort, setId, bookVersion })}
      testId="list-prospects"
      load={(page) => conditionsSearchApi.search(conditions, page, sort, setId)}
      columns={[
        {
          key: 'orgName',
          title: '企业名称',
          render: (c) => (
            <Space size={4}>
              <CompanyLink entId={c.entId} name={c.orgName} testId="prospect-name" />
              {c.isCustomer && <CustomerTag testId="prospect-customer" />}
              {c.isNew && (
                <Tag color="red" data-testid="prospect-new">
                  新增
                </Tag>
              )}
              <CompanyStatusTag status={c.status} />
            </Space>
          ),
        },
        { key: 'legalRep', title: '法定代表人', width: 100 },
        {
          key: 'regCapital',
          title: '注册资本',
          width: 130,
          align: 'right',
          render: (c) => capitalText(c.regCapital, c.regCapitalCurrency),
        },
        { key: 'estDate', title: '成立日期', width: 110, render: (c) => formatDate(c.estDate) },
        { key: 'region', title: '所属地区', width: 170 },
        { key: 'industryName', title: '所属行业', width: 160 },
        {
          key: 'techTags',
          title: '科技标签',
          width: 200,
          render: (c) => <TagList tags={c.techTags} />,
        },
        { key: 'hasPhone', title: '联系电话', width: 84, align: 'center', render: (c) => (c.hasPhone ? '有' : '无') },
        {
          key: 'riskCount',
          title: '风险',
          width: 70,
          align: 'right',
          render: (c) => (c.riskCount ? <Typography.Text type="danger">{c.riskCount}</Typography.Text> : 0),
        },
      ]}
    />
  );
}
