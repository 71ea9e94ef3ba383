import { Checkbox, DatePicker, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { AdvSearchOptions, FinanceFilters } from '@esee/contracts';
import { FilterRow, listOrNone, TAG_LIMIT } from '@esee/ui';

type Choice = 'any' | 'yes' | 'no';
const choiceOf = (v: boolean | undefined): Choice => (v === undefined ? 'any' : v ? 'yes' : 'no');
const valueOf = (c: Choice): boolean | undefined => (c === 'any' ? undefined : c === 'yes');

/**
 * 金融筛选: listing board (未上市 among them), IPO stage, 辅导备案 with its days, sponsor, latest financing round
 * and 股改. Every change applies at once, as the conditions do.
 */
export function FinancePanel({
  options,
  value,
  onChange,
}: {
  options: AdvSearchOptions;
  value: FinanceFilters;
  onChange: (next: FinanceFilters) => void;
}) {
  const set = (patch: Partial<FinanceFilters>) => {
    const next = { ...value, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    onChange(next as FinanceFilters);
  };
  const tutoring: Choice = value.tutoringFrom || value.tutoringTo ? 'yes' : choiceOf(value.tutoring);
  return (
    <div data-testid="finance-panel">
      <FilterRow label="上市板块" testId="filter-board">
        <Checkbox.Group
          options={options.boards}
          value={value.boards ?? []}
          onChange={(v) => set({ boards: listOrNone(v as NonNullable<FinanceFilters['boards']>) })}
        />
      </FilterRow>
      <FilterRow label="IPO状态" testId="filter-ipo-stage">
        <Checkbox.Group
          options={options.ipoStages}
          value={value.ipoStages ?? []}
          onChange={(v) => set({ ipoStages: listOrNone(v as NonNullable<FinanceFilters['ipoStages']>) })}
        />
      </FilterRow>
      <FilterRow label="辅导备案" testId="filter-tutoring">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Radio.Group
            value={tutoring}
            onChange={(e) => {
              const c = e.target.value as Choice;
              // 未备案 has no days; 不限 clears them too.
              set(
                c === 'yes'
                  ? { tutoring: true }
                  : { tutoring: valueOf(c), tutoringFrom: undefined, tutoringTo: undefined },
              );
            }}
            options={[
              { value: 'any', label: '不限' },
              { value: 'yes', label: '已辅导备案' },
              { value: 'no', label: '未辅导备案' },
            ]}
          />
          {tutoring === 'yes' && (
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={['备案开始日期', '备案结束日期']}
              value={[
                value.tutoringFrom ? dayjs(value.tutoringFrom) : null,
                value.tutoringTo ? dayjs(value.tutoringTo) : null,
              ]}
              onChange={(v) =>
                set({
                  tutoring: true,
                  tutoringFrom: v?.[0]?.format('YYYY-MM-DD'),
                  tutoringTo: v?.[1]?.format('YYYY-MM-DD'),
                })
              }
              data-testid="tutoring-range"
            />
          )}
        </div>
      </FilterRow>
      <FilterRow label="保荐机构" testId="filter-sponsor">
        <Select
          mode="multiple"
          allowClear
          showSearch
          placeholder="选择保荐机构（可多选）"
          style={{ width: '100%', maxWidth: 560 }}
          {...TAG_LIMIT}
          optionFilterProp="label"
          notFoundContent="没有匹配的保荐机构"
          options={options.sponsors.map((s) => ({ value: s.name, label: `${s.name}（${s.count}）` }))}
          value={value.sponsors ?? []}
          onChange={(v: string[]) => set({ sponsors: listOrNone(v) })}
          data-testid="sponsor-select"
        />
      </FilterRow>
      <FilterRow label="最新融资轮次" testId="filter-latest-round">
        <Checkbox.Group
          options={options.rounds}
          value={value.latestRounds ?? []}
          onChange={(v) => set({ latestRounds: listOrNone(v) })}
        />
      </FilterRow>
      <FilterRow label="股改" testId="filter-joint-stock">
        <Radio.Group
          value={choiceOf(value.jointStock)}
          onChange={(e) => set({ jointStock: valueOf(e.target.value as Choice) })}
          options={[
            { value: 'any', label: '不限' },
            { value: 'yes', label: '已完成股改' },
            { value: 'no', label: '未股改' },
          ]}
        />
      </FilterRow>
    </div>
  );
}

/** The active finance filters as chips, each with the filters without it. */
export function financeChips(f: FinanceFilters): { key: string; label: string; without: () => FinanceFilters }[] {
  const chips: { key: string; label: string; without: () => FinanceFilters }[] = [];
  const drop = (patch: Partial<FinanceFilters>) => () => {
    const next = { ...f, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    return next as FinanceFilters;
  };
  const listChips = <K extends 'boards' | 'ipoStages' | 'sponsors' | 'latestRounds'>(key: K, title: string) => {
    for (const v of (f[key] ?? []) as string[])
      chips.push({
        key: `${key}:${v}`,
        label: `${title}：${v}`,
        without: drop({
          [key]: listOrNone(((f[key] ?? []) as string[]).filter((x) => x !== v)),
        } as Partial<FinanceFilters>),
      });
  };
  listChips('boards', '上市板块');
  listChips('ipoStages', 'IPO状态');
  if (f.tutoring === false)
    chips.push({ key: 'tutoring', label: '未辅导备案', without: drop({ tutoring: undefined }) });
  else if (f.tutoring || f.tutoringFrom || f.tutoringTo)
    chips.push({
      key: 'tutoring',
      label:
        f.tutoringFrom || f.tutoringTo
          ? `辅导备案：${f.tutoringFrom ?? '不限'} 至 ${f.tutoringTo ?? '不限'}`
          : '已辅导备案',
      without: drop({ tutoring: undefined, tutoringFrom: undefined, tutoringTo: undefined }),
    });
  listChips('sponsors', '保荐机构');
  listChips('latestRounds', '最新融资轮次');
  if (f.jointStock !== undefined)
    chips.push({
      key: 'jointStock',
      label: f.jointStock ? '已完成股改' : '未股改',
      without: drop({ jointStock: undefined }),
    });
  return chips;
}
