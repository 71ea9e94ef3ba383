import { Tag } from 'antd';
import type { DataColumn } from '@esee/ui';

/** The 状态 column of a list of things switched on and off: a green 启用 or a plain 停用 tag. */
export const enabledColumn = <T extends { enabled: boolean }>(width = 80): DataColumn<T> => ({
  key: 'enabled',
  title: '状态',
  width,
  render: (r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
});
