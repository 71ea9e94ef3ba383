import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { PageNoSchema, PageSizeSchema } from './request';

/**
 * The page fields of a list request, spread into its schema: `pageNo`, or
 * `pageNum` where the spec's API names it so, and `pageSize`; both optional.
 * Not exported by the package.
 */
export const PageNoFields = { pageNo: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) };
export const PageNumFields = { pageNum: Type.Optional(PageNoSchema), pageSize: Type.Optional(PageSizeSchema) };

/** A page of a list: the total, the counts of the page's own (`counts`, in their order), then the rows. */
export const pageOf = <T extends TSchema, C extends TProperties>(item: T, counts: C) =>
  Type.Object({ total: Type.Integer(), ...counts, list: Type.Array(item) });
