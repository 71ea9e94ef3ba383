import { PAGE_SIZE } from '@esee/ui';

/** A list request's parameters: what it asks for, then the page and the product's page size. */
export const paged = <Q extends object>(query: Q, page: number) => ({ ...query, pageNo: page, pageSize: PAGE_SIZE });
