import type { ReactNode } from 'react';
import type { OptionNode } from '@esee/contracts';

/**
 * One row of a filter panel: its label on the left, its controls on the right. `wrap` lays several
 * controls in a wrapping line (新成立企业's rows); otherwise the controls take the row as one block.
 */
export function FilterRow({
  label,
  children,
  testId,
  labelWidth = 84,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  labelWidth?: number;
  wrap?: boolean;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '6px 0' }} data-testid={testId}>
      <div style={{ width: labelWidth, flex: 'none', color: 'rgba(0,0,0,0.55)' }}>{label}</div>
      <div
        style={
          wrap
            ? { flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }
            : { flex: 1, minWidth: 0 }
        }
      >
        {children}
      </div>
    </div>
  );
}

/** A list value or none: an emptied list is dropped from the filters. */
export const listOrNone = <T,>(values: T[]): T[] | undefined => (values.length ? values : undefined);

/** A tree of codes (regions, industries) as a TreeSelect's data. */
export const treeSelectData = (nodes: readonly OptionNode[]): object[] =>
  nodes.map((n) => ({ value: n.code, title: n.name, children: n.children ? treeSelectData(n.children) : undefined }));

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/** A tree of codes as a Cascader's options; a node without children is a leaf. */
export const cascaderOptions = (nodes: readonly OptionNode[]): CascaderOption[] =>
  nodes.map((n) => ({
    value: n.code,
    label: n.name,
    children: n.children?.length ? cascaderOptions(n.children) : undefined,
  }));
