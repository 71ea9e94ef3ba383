import type { CompanyQuery, EnterpriseInfo, RiskChecklist } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** CBA 单企业查询: the company detail's header call, and the risk checklist of this page. */
export const entSearchApi = {
  info: (query: CompanyQuery) => http.post<EnterpriseInfo>('/esee/enterpriseInfo/getEnterpriseInfo', query, quiet),
  riskChecklist: (entId: string) => http.post<RiskChecklist>('/esee/cba/entSearch/riskChecklist', { entId }, quiet),
};
