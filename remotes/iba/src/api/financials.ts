import type { FinancialStatements } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** A company's statements and ratios, as the company detail reads them (the server computes every ratio). */
export const financialsApi = {
  statements: (entId: string) =>
    http.post<FinancialStatements>('/esee/enterpriseInfo/getFinancialStatements', { entId }, quiet),
};
