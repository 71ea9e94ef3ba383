import { Type } from '@sinclair/typebox';

/**
 * Building blocks of request schemas, each with its bounds: whatever a client
 * sends is refused by the schema (a 400 naming the field) before it can reach
 * a query. Numbers stay within the 32-bit columns they are compared with, and
 * digit strings (form bodies) are short enough to do the same.
 */

/** The largest value of a 32-bit integer column (serial ids). */
export const INT32_MAX = 2_147_483_647;

/** A row id (a serial column), as JSON. */
export const RowIdSchema = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/** A row id as a JSON number or, in a form body, a digit string (up to 999,999,999). */
export const FormRowIdSchema = Type.Union([RowIdSchema, Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 })]);

/** The deepest page a list may be asked for. */
export const MAX_PAGE_NO = 100_000;
/** Page number, as JSON. */
export const PageNoSchema = Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO });
/** Page size: spec 2 §9 offers 10 to 50. */
export const PageSizeSchema = Type.Integer({ minimum: 1, maximum: 50 });

/** A positive integer (page number, page size, year) as a JSON number or, in a form body, a digit string. */
export const FormInteger = Type.Union([
  Type.Integer({ minimum: 1, maximum: 9_999_999 }),
  Type.String({ pattern: '^[1-9][0-9]{0,6}$', maxLength: 7 }),
]);

/**
 * A day, YYYY-MM-DD, in the years a register holds (1900-2099): the database
 * refuses year 0. A pattern cannot tell 2026-02-30 from a real day; `isRealDay`
 * can.
 */
export const DaySchema = Type.String({
  pattern: '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  maxLength: 10,
});

/** Whether a YYYY-MM-DD string names a day of the calendar (not 2026-02-30). */
export function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** Line breaks and other control characters (C0, DEL, C1): never part of a name. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a name someone gives (a project, a monitoring group) is refused, or
 * null: blank, longer than `max` characters, or with a line break or another
 * control character. One rule for the form that asks and the server that keeps.
 */
export function nameProblem(name: string, label: string, max: number): string | null {
  const n = name.trim();
  if (!n) return `${label}不能为空`;
  if ([...n].length > max) return `${label}不能超过${max}个字`;
  if (CONTROL_CHARACTERS.test(n)) return `${label}不能包含换行或控制字符`;
  return null;
}
