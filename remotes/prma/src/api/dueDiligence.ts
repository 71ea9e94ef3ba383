import type {
  DdDimension,
  EntityCard,
  DdReportCreated,
  DdReportList,
  PrivateSphere,
  ProjectDimensions,
} from '@esee/contracts';
import { call, downloadFile, http } from '@esee/http';

/** A project of the institution, as the project list answers it (the fields the pages use). */
export interface ProjectChoice {
  id: number;
  name: string;
  companyCount: number;
}

const quiet = { silent: true };

/** PRMA 关系尽调: 私域排查, the dimensions applied per project, due-diligence reports. */
export const dueDiligenceApi = {
  /** Failures show the page's own failed state. */
  privateSphere: (entId: string) =>
    http.post<PrivateSphere>(`/esee/investigation/privateSphere?entId=${encodeURIComponent(entId)}`, undefined, quiet),
  /** The company's name for a page opened with `?entId=` (the graphs' node card). */
  company: (entId: string) =>
    call<EntityCard>({ method: 'POST', url: '/esee/entInfo/card', params: { entId }, silent: true }),
  projects: () => http.get<ProjectChoice[]>('/esee/projectManage/list', undefined, quiet),
  /** Without `dimensions`: the project's current ones. Saving shows its refusals as the catalogue's toast. */
  projectDimensions: (projectId: number) =>
    http.post<ProjectDimensions>('/esee/applyDimension/project', { projectId }, quiet),
  applyDimensions: (projectId: number, dimensions: DdDimension[]) =>
    http.post<ProjectDimensions>('/esee/applyDimension/project', { projectId, dimensions }),
  createReport: (body: { entId: string; projectId?: number; dimensions?: DdDimension[]; counterpartIds?: string[] }) =>
    http.post<DdReportCreated>('/esee/dueDiligence/report/create', body),
  /** Polled: its failures show the page's own failed state. */
  reports: () => http.post<DdReportList>('/esee/dueDiligence/report/list', {}, quiet),
  download: (jobId: number) => downloadFile('/esee/dueDiligence/report/download', { jobId: String(jobId) }),
  remove: (jobId: number) => http.post<null>('/esee/dueDiligence/report/delete', { jobId }),
};
