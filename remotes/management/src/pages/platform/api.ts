import type {
  Company,
  CompanyManager,
  CompanySummary,
  FeatureModel,
  GlobalParam,
  GlobalSettings,
  PlatformInstParam,
} from '@esee/contracts';
import { call, http, sealPassword } from '@esee/http';
import type { PageData } from '@esee/ui';

/** The platform administrator's calls (issue 21, spec 2 §7): institutions, managers, models, parameters. */
export const platformApi = {
  companies: (q: { keyword?: string; enabled?: number; page_num: number; page_size: number }) =>
    http.get<PageData<Company>>('/esee/company/findAllCompany', q),
  createCompany: (body: { instCode: string; instName: string; solutions: string[]; validUntil?: string | null }) =>
    http.post<Company>('/esee/company/createCompany', body),
  updateCompany: (body: { instCode: string; instName?: string; enabled?: boolean; validUntil?: string | null }) =>
    call<Company>({ method: 'PUT', url: '/esee/company/updateCompany', data: body }),
  managers: (instCode: string) => http.post<CompanyManager[]>('/esee/company/findManagerByCompany', { instCode }),
  createManager: async (v: { instCode: string; username: string; name: string; password: string }) =>
    http.post<CompanyManager>('/esee/company/createUser', {
      instCode: v.instCode,
      username: v.username,
      name: v.name,
      pwd: await sealPassword(v.password),
    }),
  updateManager: async (v: {
    instCode: string;
    userId: number;
    name?: string;
    enableFlag?: 0 | 1;
    password?: string;
  }) =>
    call<CompanyManager>({
      method: 'PUT',
      url: '/esee/company/updateUserInfo',
      data: {
        instCode: v.instCode,
        userId: v.userId,
        name: v.name,
        enableFlag: v.enableFlag,
        pwd: v.password === undefined ? undefined : await sealPassword(v.password),
      },
    }),
  summary: (instCode: string) => http.post<CompanySummary>('/esee/analysis/company/qry', { instCode }),
  searchParams: () =>
    http.get<{ solutions: { value: string; label: string }[]; statuses: { value: number; label: string }[] }>(
      '/esee/company/searchParam/qryAll',
    ),
  models: () => http.get<FeatureModel[]>('/esee/company/modelList'),
  settableModels: () => http.get<{ code: string; title: string; kind: string }[]>('/esee/model/settableModelList'),
  companyModels: (instCode: string) =>
    http.get<{ instCode: string; models: string[] }>('/esee/company/companyModelList', { instCode }),
  saveCompanyModels: (instCode: string, models: string[]) =>
    http.post<{ instCode: string; models: string[] }>('/esee/company/saveCompanyModels', { instCode, models }),
  instParams: (instCode: string) =>
    http.get<PlatformInstParam[]>('/framework/api/ops/instParam', { inst_code: instCode }),
  saveInstParam: (instCode: string, name: string, value: string | null) =>
    http.post<null>('/framework/api/ops/instParam', { instCode, name, value }),
  globalParams: () => http.get<GlobalParam[]>('/esee/platform/globalParameter'),
  saveGlobalParam: (name: string, value: string | null) =>
    http.post<null>('/esee/platform/globalParameter', { name, value }),
  globalSettings: () => http.get<{ stored: GlobalSettings; fallback: GlobalSettings }>('/esee/platform/globalSetting'),
  saveGlobalSettings: (v: GlobalSettings) => http.post<null>('/esee/platform/globalSetting', v),
};

/** Every customer institution, for a picker (the list is small: one row per customer). */
export async function allCompanies(): Promise<Company[]> {
  const first = await platformApi.companies({ page_num: 1, page_size: 50 });
  const rest = [];
  for (let page = 2; (page - 1) * 50 < first.total; page++)
    rest.push(platformApi.companies({ page_num: page, page_size: 50 }));
  return [...first.list, ...(await Promise.all(rest)).flatMap((p) => p.list)];
}
