import { Type } from '@sinclair/typebox';
import { PageNoFields } from './paging';

/**
 * Parts of the company-filter request schemas (条件找客, 高级搜索, 新成立企业):
 * kept here, out of the package's exports, so each page's schema is made of
 * the same pieces.
 */

/** One of the values, typed as their union (an enum: a bad value is refused naming the field). */
export const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
/** Any of the values, each at most once. */
export const many = <T extends readonly string[]>(values: T) =>
  Type.Array(literals(values), { maxItems: values.length, uniqueItems: true });

/** Where and in what trade, each optional. */
export const REGION_INDUSTRY_FIELDS = {
  /** GB/T 2260: 2 digits a province, 4 a city, 6 a district. */
  regionCodes: Type.Optional(
    Type.Array(Type.String({ pattern: '^(\\d{2}|\\d{4}|\\d{6})$', maxLength: 6 }), {
      maxItems: 50,
      uniqueItems: true,
    }),
  ),
  /** GB/T 4754: a section letter or a class code (F5179). */
  industryCodes: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-T](\\d{2,4})?$', maxLength: 5 }), { maxItems: 50, uniqueItems: true }),
  ),
};

/** A result list's order and page. */
export const sortedPage = <T extends readonly string[]>(sorts: T) => ({
  sort: Type.Optional(literals(sorts)),
  ...PageNoFields,
});
