import { useState } from 'react';
import { DatePicker, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { FilterSelect, type Choice } from '@esee/ui';

/** A labelled date range; either end may stay open. Days travel as YYYY-MM-DD. */
export function DateRange(props: {
  label: string;
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
  testId: string;
}) {
  return (
    <Space size={4}>
      <Typography.Text type="secondary">{props.label}</Typography.Text>
      <DatePicker.RangePicker
        value={[props.from ? dayjs(props.from) : null, props.to ? dayjs(props.to) : null]}
        allowEmpty={[true, true]}
        onChange={(range) => props.onChange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
        data-testid={props.testId}
      />
    </Space>
  );
}

/** Options of a filter with their counts: 科创板（12）; a choice without a label shows its value. */
export const counted = (list: readonly { value: string; label?: string; count: number }[] | undefined) =>
  list?.map((c) => ({ value: c.value, label: `${c.label ?? c.value}（${c.count}）` }));

/** The same, without the choices that count nothing. */
export const countedNonZero = (list: readonly { value: string; label?: string; count: number }[] | undefined) =>
  counted(list?.filter((c) => c.count));

/** A filter value that means "no filter": the request leaves such keys out. */
const isOff = (v: unknown) => v === undefined || v === '' || v === false || (Array.isArray(v) && !v.length);

/**
 * A list's filter kept in the page's state: `set` merges a patch and drops the keys that are off
 * (undefined, empty text, unchecked, no choice), so that the request and the reload key carry only what applies.
 */
export function useFilter<F extends object>(initial: F = {} as F) {
  const [filter, setFilter] = useState<F>(initial);
  const set = (patch: Partial<F>) =>
    setFilter((f) => Object.fromEntries(Object.entries({ ...f, ...patch }).filter(([, v]) => !isOff(v))) as F);
  return [filter, set] as const;
}

type Options = readonly Choice<string>[] | undefined;

/**
 * The controls of a list's filter, each bound to its fields: it shows them and sets them, undefined once cleared.
 * `many` chooses several values (a list field), `one` a single value, `dates` a from-to pair of days.
 * `minWidth` is in pixels (FilterSelect's default otherwise); `search` narrows long lists by typing.
 */
export function filterFields<F extends object>(filter: F, set: (patch: Partial<F>) => void) {
  const patch = (field: keyof F, value: unknown) => set({ [field]: value } as Partial<F>);
  const select =
    (multiple: boolean) =>
    (field: keyof F, placeholder: string, testId: string, options: Options, minWidth?: number, search?: boolean) => {
      const look = { placeholder, testId, options, minWidth, search };
      const onChange = (v: unknown) => patch(field, v);
      return multiple ? (
        <FilterSelect multiple {...look} value={filter[field] as string[] | undefined} onChange={onChange} />
      ) : (
        <FilterSelect {...look} value={filter[field] as string | undefined} onChange={onChange} />
      );
    };
  return {
    many: select(true),
    one: select(false),
    dates: (from: keyof F, to: keyof F, label: string, testId: string) => (
      <DateRange
        label={label}
        from={filter[from] as string | undefined}
        to={filter[to] as string | undefined}
        onChange={(a, b) => set({ [from]: a, [to]: b } as Partial<F>)}
        testId={testId}
      />
    ),
  };
}

/**
 * The keyword box of a list whose filter lives in the address: it shows the address's keyword (and shows it
 * again when the address changes, by remounting), searches on Enter or its button, trimmed, cleared to undefined.
 */
export function AddressKeyword({
  value,
  onSearch,
  placeholder,
  button = '查询',
  width = 320,
  maxLength = 50,
  testId,
}: {
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  placeholder: string;
  button?: string;
  width?: number;
  maxLength?: number;
  testId: string;
}) {
  return (
    <Input.Search
      key={value ?? ''}
      allowClear
      defaultValue={value}
      placeholder={placeholder}
      style={{ width }}
      maxLength={maxLength}
      enterButton={button}
      onSearch={(keyword) => onSearch(keyword.trim() || undefined)}
      data-testid={testId}
    />
  );
}
