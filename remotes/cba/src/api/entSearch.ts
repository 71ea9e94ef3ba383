import type { CheckUserAnswer, CompanyQuery, EnterpriseInfo, RiskChecklist } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** CBA 单企业查询: the company detail's header call, and the risk checklist of this page. */
export const entSearchApi = {
  info: (query: CompanyQuery) => http.post<EnterpriseInfo>('/esee/enterpriseInfo/getEnterpriseInfo', query, quiet),
  /** Whether the user may look companies up now, and what is left of the 企业查询 quota. */
  checkUser: () => http.post<CheckUserAnswer>('/esee/baseinfo/checkUser', {}, quiet),
  riskChecklist: (entId: string) => http.post<RiskChecklist>('/esee/cba/entSearch/riskChecklist', { entId }, quiet),
};
