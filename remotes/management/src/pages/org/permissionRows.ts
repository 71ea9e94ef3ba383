import type { PermissionNode } from '@esee/contracts';

/** A permission tree as antd's Table nests it: a row per node, `children` only where there are some. */
export interface PermissionRow {
  key: string;
  node: PermissionNode;
  children?: PermissionRow[];
}

export const permissionRows = (nodes: PermissionNode[]): PermissionRow[] =>
  nodes.map((node) => ({
    key: node.fullAuthStr,
    node,
    ...(node.children.length ? { children: permissionRows(node.children) } : {}),
  }));
