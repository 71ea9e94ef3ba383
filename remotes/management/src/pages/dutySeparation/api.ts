import type { Duty, DutySeparationStatus } from '@esee/contracts';
import { http } from '@esee/http';

const BASE = '/esee/manager/role/separation';

/** 三员分立's calls (`/esee/manager/role/separation/*`). */
export const separationApi = {
  status: () => http.get<DutySeparationStatus>(`${BASE}/status`),
  switch: (enabled: boolean) => http.post<DutySeparationStatus>(`${BASE}/switch`, { enabled }),
  setDuty: (roleId: number, duty: Duty | null) => http.post<DutySeparationStatus>(`${BASE}/setDuty`, { roleId, duty }),
  generate: () => http.post<{ created: string[] }>(`${BASE}/generate`, {}),
};
