import type { ModelEndpoint, ModelEndpointSave, ModelEndpointTest } from '@esee/contracts';
import { http } from '@esee/http';

/** 大模型接入 (智能助手, issue 22): the platform administrator's calls; no call returns the API key. */
export const modelEndpointApi = {
  get: (instCode: string) => http.get<ModelEndpoint | null>('/esee/platform/modelEndpoint', { instCode }),
  list: () => http.get<ModelEndpoint[]>('/esee/platform/modelEndpoint/list', {}, { silent: true }),
  save: (body: ModelEndpointSave) => http.post<ModelEndpoint>('/esee/platform/modelEndpoint', body),
  remove: (instCode: string) => http.post<null>('/esee/platform/modelEndpoint/delete', { instCode }),
  // The model's own time-out is at most 120 s.
  test: (instCode: string) =>
    http.post<ModelEndpointTest>('/esee/platform/modelEndpoint/test', { instCode }, { timeout: 150_000 }),
};
