import { Cascader, DatePicker, Segmented, Switch, TreeSelect, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { NEW_ENT_MAX_RANGE_DAYS, type NewEntFilters, type NewEntOptions, type NewEntWindow } from '@esee/contracts';
import {
  cascaderOptions,
  choices,
  FilterRow,
  FilterSelect,
  KeywordSearch,
  listOrNone,
  TAG_LIMIT,
  treeSelectData,
} from '@esee/ui';

/** A province's code or a city's, as the cascader's path to it. */
const pathOf = (code: string) => (code.length > 2 ? [code.slice(0, 2), code] : [code]);

const STATUSES = [
  { value: 'active', label: '存续、在业' },
  { value: 'inactive', label: '注销、吊销等' },
] as const;

/**
 * The filters of 新成立企业: the window of establishment (a chosen range of at most a year, up to today),
 * region (provinces and cities), industry, capital, type, status, a word of the name, and leaving out the
 * institution's customers. Every change applies at once.
 */
export function NewEntFilterBar({
  options,
  value,
  onChange,
}: {
  options: NewEntOptions;
  value: NewEntFilters;
  onChange: (next: NewEntFilters) => void;
}) {
  const set = <K extends keyof NewEntFilters>(key: K, v: NewEntFilters[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  const today = dayjs(options.today);
  const window = value.window ?? '30d';
  const range: [Dayjs, Dayjs] | null =
    value.dateFrom && value.dateTo ? [dayjs(value.dateFrom), dayjs(value.dateTo)] : null;
  const chooseWindow = (w: NewEntWindow) => {
    const { dateFrom: _from, dateTo: _to, ...rest } = value;
    onChange({ ...rest, window: w });
  };
  return (
    <div data-testid="newent-filters">
      <FilterRow label="成立时间" labelWidth={72} wrap>
        <span data-testid="newent-window">
          <Segmented<NewEntWindow>
            value={window}
            onChange={chooseWindow}
            options={options.windows.map((w) => ({ value: w.key as NewEntWindow, label: w.label }))}
          />
        </span>
        {window === 'custom' && (
          <DatePicker.RangePicker
            value={range}
            placeholder={['开始日期', '结束日期']}
            data-testid="newent-range"
            disabledDate={(day, info) =>
              day.isAfter(today, 'day') ||
              (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= NEW_ENT_MAX_RANGE_DAYS)
            }
            onChange={(days) => {
              const [from, to] = days ?? [];
              onChange({
                ...value,
                window: 'custom',
                dateFrom: from?.format('YYYY-MM-DD'),
                dateTo: to?.format('YYYY-MM-DD'),
              });
            }}
          />
        )}
      </FilterRow>
      <FilterRow label="地区行业" labelWidth={72} wrap>
        <Cascader
          multiple
          showSearch
          options={cascaderOptions(options.regions)}
          showCheckedStrategy={Cascader.SHOW_PARENT}
          value={(value.regionCodes ?? []).map(pathOf)}
          onChange={(paths) =>
            set('regionCodes', listOrNone((paths as (string | number)[][]).map((p) => String(p[p.length - 1]))))
          }
          placeholder="所在地区（省、市，可多选）"
          style={{ minWidth: 240, maxWidth: 360 }}
          {...TAG_LIMIT}
          data-testid="newent-region"
        />
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeData={treeSelectData(options.industries)}
          value={value.industryCodes ?? []}
          onChange={(codes: string[]) => set('industryCodes', listOrNone(codes))}
          placeholder="所属行业（可多选）"
          style={{ minWidth: 240, maxWidth: 360 }}
          {...TAG_LIMIT}
          treeNodeFilterProp="title"
          data-testid="newent-industry"
        />
      </FilterRow>
      <FilterRow label="企业情况" labelWidth={72} wrap>
        <FilterSelect
          multiple
          placeholder="注册资本"
          minWidth={160}
          testId="newent-capital"
          options={options.capitalBands.map((b) => ({ value: b.key, label: b.label }))}
          value={value.capitalBands}
          onChange={(bands) => set('capitalBands', bands as NewEntFilters['capitalBands'])}
        />
        <FilterSelect
          multiple
          placeholder="企业类型"
          minWidth={160}
          testId="newent-type"
          options={choices(options.companyTypes)}
          value={value.companyTypes}
          onChange={(types) => set('companyTypes', types as NewEntFilters['companyTypes'])}
        />
        <FilterSelect
          placeholder="登记状态"
          minWidth={130}
          testId="newent-status"
          options={STATUSES}
          value={value.status}
          onChange={(status) => set('status', status as NewEntFilters['status'])}
        />
        <span data-testid="newent-keyword">
          <KeywordSearch
            placeholder="企业名称关键词"
            width={220}
            defaultValue={value.keyword}
            key={value.keyword ?? ''}
            onSearch={(keyword) => set('keyword', keyword)}
          />
        </span>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
          <Switch
            size="small"
            checked={value.excludeCustomers === true}
            onChange={(on) => set('excludeCustomers', on ? true : undefined)}
            data-testid="newent-exclude-customers"
          />
          <Typography.Text>排除本行已有客户</Typography.Text>
        </label>
      </FilterRow>
    </div>
  );
}
