import type { ReactElement } from 'react';
import { Select } from 'antd';
import { TAG_LIMIT } from './tagLimit';

type Value = string | number;

export interface Choice<V extends Value = string> {
  value: V;
  label: string;
}

/** Options whose label is their value (levels, types, rounds); undefined while the values load. */
export function choices<V extends string>(values: readonly V[] | undefined): Choice<V>[] | undefined {
  return values?.map((value) => ({ value, label: value }));
}

interface Common {
  /** Says what the filter is while nothing is chosen (所在地区, 园区级别). */
  placeholder: string;
  /**
   * Undefined while the options load. Typed loosely: the values come from the server's options call,
   * and the filter's type (from `value`) is what the page's query declares.
   */
  options: readonly Choice<Value>[] | undefined;
  /** Pixels; the select grows with its choice. */
  minWidth?: number;
  /** Pixels: a fixed width instead (a short filter beside a tab's table), the select not growing. */
  width?: number;
  /** Type to narrow the options by their label (long lists: regions, industries, investors). */
  search?: boolean;
  testId?: string;
}

interface Single<V extends Value> extends Common {
  multiple?: false;
  value: V | undefined;
  /** Undefined once cleared: the filter is off. */
  onChange: (value: V | undefined) => void;
}

interface Multiple<V extends Value> extends Common {
  multiple: true;
  value: readonly V[] | undefined;
  /** Undefined once the last choice is removed: the filter is off, not "none of them". */
  onChange: (value: V[] | undefined) => void;
}

/**
 * The filter select of every list page, always controlled (nothing chosen is passed on as `null`, which antd
 * shows as the placeholder): it shows the filter the page applies, never a choice the page has not taken up yet
 * (a filter kept in the address changes in a router transition, after the click). Clearable, a placeholder naming the filter, a minimum width,
 * optionally searchable by label or multiple. Nothing chosen is `undefined`, so a page's filter object
 * drops the key and the request leaves the filter out.
 */
export function FilterSelect<V extends string | number>(props: Multiple<V>): ReactElement;
export function FilterSelect<V extends string | number>(props: Single<V>): ReactElement;
export function FilterSelect(props: Single<Value> | Multiple<Value>): ReactElement {
  const { placeholder, options, minWidth = 140, width, search, testId } = props;
  const common = {
    allowClear: true,
    placeholder,
    style: width ? { width } : { minWidth },
    options: options as Choice[] | undefined,
    'data-testid': testId,
    ...(search ? { showSearch: true, optionFilterProp: 'label' } : {}),
  };
  if (props.multiple)
    return (
      <Select<Value[]>
        {...common}
        mode="multiple"
        {...TAG_LIMIT}
        value={(props.value as Value[] | undefined) ?? null}
        onChange={(values) => props.onChange(values?.length ? values : undefined)}
      />
    );
  return (
    <Select<Value> {...common} value={props.value ?? null} onChange={(value) => props.onChange(value ?? undefined)} />
  );
}
