import type {
  ConsumeAnswer,
  ConsumeParams,
  ConsumeQuery,
  InstQuotaAnswer,
  QuotaFunction,
  QuotaPeriod,
  QuotaRow,
  UserQuotaAnswer,
} from '@esee/contracts';
import { downloadFile, http } from '@esee/http';

/** What a quota dialog saves: a limit and its period, or null to remove the quota. */
export interface QuotaChange {
  function: QuotaFunction;
  limit: number | null;
  period?: QuotaPeriod;
}

/** The quota and usage calls (issue 21). */
export const quotasApi = {
  institution: (instCode?: string) =>
    http.get<InstQuotaAnswer>('/framework/api/ops/quota/inst', instCode ? { instCode } : {}),
  setInstitution: (instCode: string, change: QuotaChange) =>
    http.post<QuotaRow[]>('/framework/api/ops/quota/inst', { instCode, ...change }),
  members: () => http.get<UserQuotaAnswer>('/framework/api/org/quota/user'),
  setMember: (userId: number, change: QuotaChange) =>
    http.post<UserQuotaAnswer>('/framework/api/org/quota/user', { userId, ...change }),
  usage: () => http.get<QuotaRow[]>('/framework/api/org/quota/usage'),
  params: () => http.post<ConsumeParams>('/esee/param/getParams4Consume', {}),
  records: (q: ConsumeQuery) => http.post<ConsumeAnswer>('/esee/record/getRecords4Consume', q),
  exportRecords: (q: ConsumeQuery) =>
    downloadFile(
      '/esee/record/exportRecords4Consume',
      Object.fromEntries(
        Object.entries(q)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
    ),
};
