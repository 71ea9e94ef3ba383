import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS, type PublicsenNews } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { choices, DataTable, EmptyState, FilterSelect, newsColumns, NewsTrend } from '@esee/ui';
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
        <Typography.Text type="secondary">日期</Typography.Text>
        <DatePicker.RangePicker
          value={[filter.dateFrom ? dayjs(filter.dateFrom) : null, filter.dateTo ? dayjs(filter.dateTo) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
          }
          data-testid="publicsen-dates"
        />
        <Typography.Text type="secondary">情感</Typography.Text>
        <Segmented
          value={filter.sentiment ?? '全部'}
          options={['全部', ...NEWS_SENTIMENTS]}
          onChange={(v) => set({ sentiment: v === '全部' ? undefined : (v as PartnerNewsFilter['sentiment']) })}
          data-testid="publicsen-sentiment"
        />
        <Typography.Text type="secondary">分类</Typography.Text>
        <FilterSelect
          placeholder="全部分类"
          value={filter.category}
          onChange={(category) => set({ category })}
          options={choices(NEWS_CATEGORIES)}
          testId="publicsen-category"
        />
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
