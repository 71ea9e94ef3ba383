import { Card, Descriptions, Result, Space, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EXPOSURE_PRODUCTS, type ScsSingleCustomer } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  CompanyLink,
  DataTable,
  EmptyState,
  FailedState,
  formatDate,
  formatPercent,
  KeyValueList,
} from '@esee/ui';
import { sameCustomerApi } from '../../api/sameCustomer';
import { customerHref, groupHref, GroupStatusTag, money, RoleTag, SINGLE_CUSTOMER_PATH } from '../format';

type Related = ScsSingleCustomer['related'][number];
type Risk = ScsSingleCustomer['risks'][number];

const relatedValue = (r: Related) =>
  r.value === null ? '-' : r.relation.includes('担保') ? money(r.value) : formatPercent(r.value, { share: true });

/**
 * `/sameCustomerSystem/detailsCustomer?entId=`: one customer (product notes §4.1): its group, rating and
 * limit in the header; tabs for exposures by product, registration, related parties and risks.
 */
export default function DetailsCustomerPage() {
  const [params] = useSearchParams();
  const entId = params.get('entId') ?? '';
  const detail = useLoad(() => (entId ? sameCustomerApi.customer(entId) : Promise.reject(new Error('no id'))), [entId]);
  const c = detail.data;
  usePageTitle(c ? `${c.entName} - 单一客户` : '单一客户');
  const crumbs = [{ title: '单一客户', to: SINGLE_CUSTOMER_PATH }, { title: c?.entName ?? '客户详情' }];

  if (detail.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!entId || isNotFound(detail.error) ? (
          <Result status="404" title="企业不存在" data-testid="scs-customer-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </>
    );
  return (
    <div data-testid="scs-customer-detail-page">
      <BackBar crumbs={crumbs} />
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 16 }}>
        {c && (
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="scs-customer-title">
                {c.entName}
              </Typography.Title>
              {c.inBook ? <Tag color="blue">本行客户</Tag> : <Tag>非本行客户</Tag>}
              {c.tags?.map((t) => (
                <Tag key={t.name} color={t.color} data-testid="scs-customer-tag">
                  {t.name}
                </Tag>
              ))}
            </Space>
            <Descriptions size="small" column={4} data-testid="scs-customer-header">
              <Descriptions.Item label="所属集团">
                {c.group ? (
                  <Space size={4} wrap>
                    <Link to={groupHref(c.group.groupId)} data-testid="scs-customer-group">
                      {c.group.name}
                    </Link>
                    <RoleTag role={c.group.role} suggested={c.group.suggested} />
                    <GroupStatusTag status={c.group.status} />
                  </Space>
                ) : (
                  <span data-testid="scs-customer-group">未识别到集团</span>
                )}
              </Descriptions.Item>
              <Descriptions.Item label="内部评级">{c.rating ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="授信额度">{money(c.approvedLimit)}</Descriptions.Item>
              <Descriptions.Item label="敞口合计">
                <span data-testid="scs-customer-total">{money(c.exposure.total)}</span>
              </Descriptions.Item>
            </Descriptions>
            {c.group && (
              <Typography.Text type="secondary" data-testid="scs-customer-reason">
                识别理由：{c.group.reason}（核心企业：{c.group.coreName}）
              </Typography.Text>
            )}
          </Space>
        )}
      </Card>
      {c && (
        <Card>
          <Tabs
            items={[
              {
                key: 'exposure',
                label: '分产品敞口',
                children: c.inBook ? (
                  <DataTable<{ key: string; title: string; amount: number }>
                    testId="scs-exposures"
                    rowKey={(r) => r.key}
                    rows={[
                      ...EXPOSURE_PRODUCTS.map((p) => ({ key: p.key, title: p.title, amount: c.exposure[p.key] })),
                      { key: 'total', title: '合计', amount: c.exposure.total },
                    ]}
                    columns={[
                      { key: 'title', title: '产品' },
                      { key: 'amount', title: '敞口余额', align: 'right', render: (r) => money(r.amount) },
                    ]}
                  />
                ) : (
                  <EmptyState description="该企业不在本行客户名单中，无敞口数据" />
                ),
              },
              {
                key: 'registry',
                label: '工商信息',
                children: (
                  <KeyValueList
                    testId="scs-registry"
                    items={[
                      { label: '统一社会信用代码', value: c.creditCode },
                      { label: '法定代表人', value: c.legalPerson },
                      { label: '登记状态', value: c.status },
                      { label: '注册资本', value: money(c.regCapital) },
                      { label: '成立日期', value: formatDate(c.estDate) },
                      { label: '企业详情', value: <CompanyLink entId={c.entId} name="查看企业详情" /> },
                      { label: '注册地址', value: c.address, wide: true },
                    ]}
                  />
                ),
              },
              {
                key: 'related',
                label: `关联方（${c.related.length}）`,
                children: (
                  <DataTable<Related>
                    testId="scs-related"
                    rowKey={(r) => `${r.relation}/${r.entId}`}
                    rows={c.related}
                    columns={[
                      {
                        key: 'name',
                        title: '名称',
                        render: (r) => (r.kind === 'C' ? <Link to={customerHref(r.entId)}>{r.name}</Link> : r.name),
                      },
                      { key: 'relation', title: '关系', width: 130 },
                      { key: 'value', title: '持股比例/金额', width: 150, align: 'right', render: relatedValue },
                    ]}
                  />
                ),
              },
              {
                key: 'risks',
                label: `风险（${c.risks.length}）`,
                children: (
                  <DataTable<Risk>
                    testId="scs-risks"
                    rowKey={(r) => r.kind}
                    rows={c.risks}
                    columns={[
                      { key: 'title', title: '风险项' },
                      { key: 'count', title: '条数', width: 100, align: 'right' },
                      { key: 'recent', title: '近期新增', width: 100, align: 'right' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
