import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { companySearchSource } from '@esee/http';
import { useLoad } from '@esee/react';
import { CompanySearch, FilterSelect, NewsFilterFields, type NewsFilterValue } from '@esee/ui';
import { publicsenApi } from '../../api/publicsen';

export interface FilterState extends NewsFilterValue {
  entId?: string;
  entName?: string;
  groupId?: number;
}

/**
 * 企业舆情 filters, the lines of its filter bar: whose news (a chosen company, else a monitoring group), then dates,
 * sentiment and category.
 */
export function usePublicsenFilterRows(value: FilterState, onChange: (next: FilterState) => void): ReactNode[] {
  const groups = useLoad(() => publicsenApi.groups(), []);
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return [
    <>
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
    </>,
    <NewsFilterFields key="fields" value={value} onChange={set} day={dayjs} />,
  ];
}
