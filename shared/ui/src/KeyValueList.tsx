import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { displayText } from './format';

export interface KeyValue {
  label: string;
  value: ReactNode;
  /** Full width; text over 25 characters and sub-tables are wide on their own. */
  wide?: boolean;
}

const isWide = (item: KeyValue) =>
  item.wide ??
  (typeof item.value === 'string'
    ? [...item.value].length > 25
    : typeof item.value === 'object' && item.value !== null);

/**
 * The detail key-value list (spec 2 §2): short rows take half the width, long
 * rows and sub-tables the full width; empty values show '-'.
 */
export function KeyValueList({ items, testId = 'key-values' }: { items: readonly KeyValue[]; testId?: string }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      data-testid={testId}
      styles={{ label: { width: 150, whiteSpace: 'nowrap' } }}
      items={items.map((item) => ({
        key: item.label,
        label: item.label,
        span: isWide(item) ? 2 : 1,
        children:
          item.value === null || item.value === undefined || item.value === '' ? displayText(item.value) : item.value,
      }))}
    />
  );
}
