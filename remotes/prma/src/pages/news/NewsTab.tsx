import { Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { PublicsenNews } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, EmptyState, FilterSelect, newsColumns, NewsFilterFields, NewsTrend } from '@esee/ui';
import { partnerNewsApi, type PartnerNewsFilter } from '../../api/partnerNews';
import { partnerArticleHref } from './paths';

/**
 * 舆情列表: the partners' news (of one partner), by dates, sentiment and category, reprints folded, with
 * the weekly negative trend — CBA 企业舆情's list with the partner list as its scope.
 */
export function NewsTab({
  filter,
  onChange,
  onAddPartners,
}: {
  filter: PartnerNewsFilter;
  onChange: (next: PartnerNewsFilter) => void;
  onAddPartners: () => void;
}) {
  const partners = useLoad(() => partnerNewsApi.partnerChoices(), []);
  const key = JSON.stringify(filter);
  const set = (patch: Partial<PartnerNewsFilter>) => onChange({ ...filter, ...patch });
  if (partners.status === 'ok' && partners.data.total === 0)
    return (
      <div data-testid="partner-news-no-partners">
        <EmptyState description="尚未添加合作方：添加或导入合作方名单后，这里显示合作方的舆情" />
        <div style={{ textAlign: 'center' }}>
          <Typography.Link onClick={onAddPartners}>去添加合作方</Typography.Link>
        </div>
      </div>
    );
  return (
    <>
      <Space wrap align="center" style={{ marginBottom: 16 }} data-testid="publicsen-filters">
        <Typography.Text type="secondary">合作方</Typography.Text>
        <FilterSelect
          placeholder="全部合作方"
          minWidth={200}
          value={filter.entId}
          onChange={(entId) => set({ entId })}
          testId="partner-news-partner"
          options={partners.data?.list.map((p) => ({ value: p.entId, label: p.entName }))}
        />
        <NewsFilterFields value={filter} onChange={set} day={dayjs} />
      </Space>
      <NewsTrend load={() => partnerNewsApi.trend(filter)} reloadKey={key} />
      <DataTable<PublicsenNews>
        testId="list-partner-news"
        reloadKey={key}
        rowKey={(n) => n.newsId}
        load={(page) => partnerNewsApi.list(filter, page)}
        columns={newsColumns<PublicsenNews>(partnerArticleHref)}
      />
    </>
  );
}
