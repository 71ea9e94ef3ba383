import { DatePicker, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from '@esee/contracts';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { choices, CompanySearch, FilterSelect } from '@esee/ui';
import { publicsenApi } from '../../api/publicsen';

export interface FilterState {
  entId?: string;
  entName?: string;
  groupId?: number;
  dateFrom?: string;
  dateTo?: string;
  sentiment?: (typeof NEWS_SENTIMENTS)[number];
  category?: (typeof NEWS_CATEGORIES)[number];
}

/** 企业舆情 filters: whose news (a chosen company, else a monitoring group), dates, sentiment, category. */
export function PublicsenFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const groups = useLoad(() => publicsenApi.groups(), []);
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return (
    <div data-testid="publicsen-filters" style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <Space wrap align="center">
        <Typography.Text type="secondary">企业</Typography.Text>
        {value.entId ? (
          <Tag
            closable
            color="blue"
            onClose={() => set({ entId: undefined, entName: undefined })}
            data-testid="publicsen-company-chip"
          >
            {value.entName ?? value.entId}
          </Tag>
        ) : (
          <>
            <FilterSelect
              placeholder="全部监控企业"
              minWidth={180}
              value={value.groupId}
              onChange={(groupId) => set({ groupId })}
              testId="publicsen-group"
              // Cleared is every monitored company: the server's 全部分组 (id 0) is the placeholder.
              options={groups.data
                ?.filter((g) => g.groupId)
                .map((g) => ({
                  value: g.groupId,
                  label: `${g.groupName}（${g.groupMonitorCount}）`,
                }))}
            />
            <Typography.Text type="secondary">或查看</Typography.Text>
          </>
        )}
        <div style={{ width: 360 }}>
          <CompanySearch
            compact
            testId="publicsen-company"
            source={companySearchSource}
            onPick={(c) => set({ entId: c.entId, entName: c.orgName, groupId: undefined })}
          />
        </div>
      </Space>
      <Space wrap align="center">
        <Typography.Text type="secondary">日期</Typography.Text>
        <DatePicker.RangePicker
          value={[value.dateFrom ? dayjs(value.dateFrom) : null, value.dateTo ? dayjs(value.dateTo) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
          }
          data-testid="publicsen-dates"
        />
        <Typography.Text type="secondary">情感</Typography.Text>
        <Segmented
          value={value.sentiment ?? '全部'}
          options={['全部', ...NEWS_SENTIMENTS]}
          onChange={(v) => set({ sentiment: v === '全部' ? undefined : (v as FilterState['sentiment']) })}
          data-testid="publicsen-sentiment"
        />
        <Typography.Text type="secondary">分类</Typography.Text>
        <FilterSelect
          placeholder="全部分类"
          value={value.category}
          onChange={(category) => set({ category })}
          options={choices(NEWS_CATEGORIES)}
          testId="publicsen-category"
        />
      </Space>
    </div>
  );
}
