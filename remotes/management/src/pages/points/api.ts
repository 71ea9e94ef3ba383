import type {
  PointDef,
  PointDefAdd,
  PointDefUpdate,
  PointGraph,
  PointGraphQuery,
  PointHit,
  PointManagerQuery,
  PointSearchParam,
} from '@esee/contracts';
import { http } from '@esee/http';
import type { PageData } from '@esee/ui';

const P = '/esee/cms/point';

/** 埋点 calls (issue 21, spec 2 §7 Points): the catalogue (platform administrator) and the statistics (fmk). */
export const pointsApi = {
  searchParam: () => http.get<PointSearchParam>(`${P}/searchParam`),
  definitions: () => http.get<PointDef[]>(`${P}/define/list`),
  add: (body: PointDefAdd) => http.post<PointDef[]>(`${P}/define/add`, body),
  update: (body: PointDefUpdate) => http.post<PointDef[]>(`${P}/define/update`, body),
  graph: (q: PointGraphQuery) => http.post<PointGraph>(`${P}/graph`, q),
  hits: (q: Omit<PointManagerQuery, 'pageNum' | 'pageSize'>, pageNum: number) =>
    http.post<PageData<PointHit>>(`${P}/manager/qryList`, { ...q, pageNum, pageSize: 10 }),
};
