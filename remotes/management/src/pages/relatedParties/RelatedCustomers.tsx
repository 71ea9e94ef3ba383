import { Space, Tag, Typography } from 'antd';
import { RPT_ARTICLES, type RelatedCustomer } from '@esee/contracts';
import { CompanyLink, DataTable, DerivedRecordsTable, RelatedReasons } from '@esee/ui';
import { relatedPartyApi } from './api';

function Reasons({ row }: { row: RelatedCustomer }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <RelatedReasons reasons={row.value.reasons} />
      {row.value.nearMisses.length > 0 && (
        <div data-testid="related-near-misses">
          <Typography.Text type="secondary">已核查未认定：</Typography.Text>
          {row.value.nearMisses.map((n) => `${n.party.name}（${n.partyRole}）${n.why}`).join('；')}
        </div>
      )}
      {row.records.length > 0 && <DerivedRecordsTable testId="related-records" records={row.records} />}
    </Space>
  );
}

/**
 * The customers of the book and the monitored companies the platform found related to the institution, each with
 * its reasons (the article, the party, the path or post) and the shareholding records they rest on with their dates.
 */
export function RelatedCustomers() {
  return (
    <DataTable<RelatedCustomer>
      testId="related-customers"
      rowKey={(r) => r.entId}
      load={async (page) => {
        const { list } = await relatedPartyApi.customers();
        return { total: list.length, list: list.slice((page - 1) * 10, page * 10) };
      }}
      emptyText="本行客户及监控企业中暂未发现关联方（名单变更或数据更新后自动重新认定）"
      expandable={{ render: (row) => <Reasons row={row} /> }}
      columns={[
        {
          key: 'entName',
          title: '企业',
          render: (r) => <CompanyLink entId={r.entId} name={r.entName} />,
        },
        { key: 'inBook', title: '本行客户', width: 140, render: (r) => (r.inBook ? '是' : '否（监控企业）') },
        {
          key: 'articles',
          title: '认定依据',
          render: (r) =>
            [...new Set(r.value.reasons.map((x) => RPT_ARTICLES[x.article].citation))].map((c) => (
              <Tag key={c} data-testid="related-article">
                {c}
              </Tag>
            )),
        },
        { key: 'changedAt', title: '认定变更时间（北京时间）', width: 180 },
        { key: 'computedAt', title: '计算时间（北京时间）', width: 170 },
      ]}
    />
  );
}
