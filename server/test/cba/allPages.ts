import { expect } from 'vitest';
import { ResultCode } from '@esee/contracts';
import type { Client } from '../fixtures';

/**
 * Every row of a paged list, asked 50 at a time until the rows reach its total; each page must answer OK
 * (the answer is shown when it does not). `body` is the list's request without its paging.
 */
export async function allPages<T>(client: Client, url: string, body: object): Promise<{ list: T[]; total: number }> {
  const list: T[] = [];
  for (let page = 1; ; page++) {
    const res = await client.post(url, { ...body, pageNo: page, pageSize: 50 });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    list.push(...(res.data.list as T[]));
    if (list.length >= res.data.total) return { list, total: res.data.total as number };
  }
}
