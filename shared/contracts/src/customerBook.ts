import { Type, type Static } from '@sinclair/typebox';

/**
 * The institution's customer book (本行客户): the companies it already banks,
 * imported by its administrators (batch import, file type CUSTOMER_BOOK).
 * 条件找客 and 融资事件 flag them and can leave them out.
 */
export const CustomerBookSummarySchema = Type.Object({
  count: Type.Integer(),
  /** The latest import, `YYYY-MM-DD HH:mm`; null when the book is empty. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  /** Whether the caller may import into it and clear it (the institution's administrators). */
  canManage: Type.Boolean(),
});
export type CustomerBookSummary = Static<typeof CustomerBookSummarySchema>;
