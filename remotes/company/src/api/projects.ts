import type { ListPage } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export interface Project {
  id: number;
  name: string;
  note: string;
  companyCount: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectCompany {
  entId: string;
  orgName: string;
  orgStatus: string;
  legRepName: string | null;
  creditCode: string | null;
  estDate: string | null;
  regCapital: number | null;
  note: string;
  addedAt: string;
}

export interface ProjectDetail {
  project: Project;
  companies: ListPage<ProjectCompany>;
}

/** Project management calls (`/esee/projectManage`): an institution's named lists of companies. */
export const projectsApi = {
  list: () => http.get<Project[]>('/esee/projectManage/list', undefined, quiet),
  create: (body: { name: string; note?: string }) => http.post<Project>('/esee/projectManage/create', body),
  update: (body: { id: number; name?: string; note?: string }) =>
    http.post<Project>('/esee/projectManage/update', body),
  remove: (id: number) => http.post<null>('/esee/projectManage/delete', { id }),

  detail: (id: number, pageNo: number) =>
    http.get<ProjectDetail>('/esee/projectManage/detail', { id, pageNo, pageSize: PAGE_SIZE }, quiet),
  addCompanies: (id: number, entIds: string[]) =>
    http.post<{ added: number; existing: number }>('/esee/projectManage/addCompanies', { id, entIds }),
  removeCompanies: (id: number, entIds: string[]) =>
    http.post<{ removed: number }>('/esee/projectManage/removeCompanies', { id, entIds }),
  companyNote: (id: number, entId: string, note: string) =>
    http.post<null>('/esee/projectManage/companyNote', { id, entId, note }),
};
