import { MONEY_UNIT } from './money';
import type { ColumnType, RecordColumn } from './recordKinds';

/**
 * A column of the column dictionary (record kinds and company sections);
 * `extra` in the order the JSON lists it (values, width, detailOnly, idKey).
 * A money column carries its unit, 元 (the API's), and its title names none: the cell says 万元.
 */
export const col = (key: string, title: string, type: ColumnType, extra: Partial<RecordColumn> = {}): RecordColumn => ({
  key,
  title,
  type,
  ...(type === 'money' ? { unit: MONEY_UNIT } : {}),
  ...extra,
});
