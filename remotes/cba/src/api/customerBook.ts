import type { CustomerBookSummary } from '@esee/contracts';
import { http } from '@esee/http';

/** The institution's customer book (本行客户): its size, and clearing it (administrators). */
export const customerBookApi = {
  summary: () => http.get<CustomerBookSummary>('/esee/customerBook/summary', undefined, { silent: true }),
  clear: () => http.post<{ removed: number }>('/esee/customerBook/clear'),
};
