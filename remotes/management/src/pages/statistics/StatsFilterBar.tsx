import { useState, type ReactNode } from 'react';
import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useLoad } from '@esee/react';
import { FilterSelect } from '@esee/ui';
import { InstitutionPicker } from '../../components/InstitutionPicker';
import { statsApi, type StatsFilter } from './statsApi';
import { today } from '@esee/http';

const DAY = 'YYYY-MM-DD';

/** The last `days` China days, ending today. */
export function lastDays(days: number): Pick<StatsFilter, 'start' | 'end'> {
  return { start: today(1 - days), end: today() };
}

/** A page's filters: the range (the last 7 days at first), the department and, for `super`, the institution. */
export function useStatsFilter<F extends StatsFilter>(initial?: Partial<F>) {
  const [filter, setFilter] = useState<F>({ ...lastDays(7), ...initial } as F);
  const set = (patch: Partial<F>) => setFilter((f) => ({ ...f, ...patch }));
  return [filter, set] as const;
}

/**
 * The filter row of the statistics and trace pages: institution (the platform administrator only),
 * date range and department. Changing the institution clears the department, which was another's.
 */
export function StatsFilterBar<F extends StatsFilter>({
  filter,
  set,
  children,
  showUnit = true,
}: {
  filter: F;
  set: (patch: Partial<F>) => void;
  children?: ReactNode;
  showUnit?: boolean;
}) {
  const units = useLoad(() => statsApi.departments(filter.instCode), [filter.instCode]);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <InstitutionPicker
        testId="stats-inst"
        value={filter.instCode}
        onChange={(instCode) => set({ instCode, unitId: undefined } as Partial<F>)}
      />
      {/* The picker drops a data-testid given to it: the test id is on a wrapper. */}
      <span data-testid="stats-range">
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(filter.start), dayjs(filter.end)]}
          disabledDate={(d) => d.format(DAY) > today()}
          onChange={(range) =>
            range?.[0] && range[1] && set({ start: range[0].format(DAY), end: range[1].format(DAY) } as Partial<F>)
          }
        />
      </span>
      {showUnit && (
        <FilterSelect
          placeholder="全部部门"
          minWidth={160}
          search
          testId="stats-unit"
          options={units.data?.map((u) => ({ value: u.id, label: u.name }))}
          value={filter.unitId}
          onChange={(unitId) => set({ unitId: unitId as number | undefined } as Partial<F>)}
        />
      )}
      {children}
    </Space>
  );
}
