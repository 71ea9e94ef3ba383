import { Cascader } from 'antd';
import type { OptionNode } from '@esee/contracts';

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

const cascaderOptions = (nodes: readonly OptionNode[]): CascaderOption[] =>
  nodes.map((n) => ({
    value: n.code,
    label: n.name,
    children: n.children?.length ? cascaderOptions(n.children) : undefined,
  }));

/** The path of codes from the tree's top to `code` (32 → 3201 → 320105, or C → C3985); empty when not found. */
export function pathTo(nodes: readonly OptionNode[], code: string | undefined): string[] {
  if (!code) return [];
  for (const n of nodes) {
    if (n.code === code) return [n.code];
    const below = pathTo(n.children ?? [], code);
    if (below.length) return [n.code, ...below];
  }
  return [];
}

/**
 * One choice in a tree of codes (province, city, district; industry section and class), any level: the filter
 * takes the deepest code chosen, `undefined` once cleared. The trees come from the page's options call.
 */
export function CodeCascader({
  tree,
  value,
  onChange,
  placeholder,
  testId,
  width = 200,
}: {
  tree: readonly OptionNode[] | undefined;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  placeholder: string;
  testId: string;
  width?: number;
}) {
  return (
    <Cascader
      options={cascaderOptions(tree ?? [])}
      changeOnSelect
      showSearch
      allowClear
      value={pathTo(tree ?? [], value)}
      placeholder={placeholder}
      style={{ width }}
      loading={!tree}
      onChange={(path) => onChange((path as string[] | undefined)?.at(-1))}
      data-testid={testId}
    />
  );
}
