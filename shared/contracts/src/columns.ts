import type { ColumnType, RecordColumn } from './recordKinds';

/**
 * A column of the column dictionary (record kinds and company sections);
 * `extra` in the order the JSON lists it (values, width, detailOnly, idKey).
 */
export const col = (key: string, title: string, type: ColumnType, extra: Partial<RecordColumn> = {}): RecordColumn => ({
  key,
  title,
  type,
  ...extra,
});
