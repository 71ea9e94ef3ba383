import type {
  RemoteCanaryStart,
  RemoteChange,
  RemoteHistoryRow,
  RemotePin,
  RemoteRelease,
  RemoteScope,
} from '@esee/contracts';
import { http } from '@esee/http';

/** 应用版本管理 calls (issue 21, platform administrator only). */
export const remoteVersionsApi = {
  list: () => http.get<RemoteRelease[]>('/framework/api/ops/remotes'),
  pin: (body: RemotePin) => http.post<RemoteChange>('/framework/api/ops/remotes/pin', body),
  unpin: (body: RemoteScope) => http.post<RemoteChange>('/framework/api/ops/remotes/unpin', body),
  rollback: (body: RemoteScope) => http.post<RemoteChange>('/framework/api/ops/remotes/rollback', body),
  canary: (body: RemoteCanaryStart) => http.post<RemoteChange>('/framework/api/ops/remotes/canary', body),
  stopCanary: (body: { name: string; instCode: string }) =>
    http.post<RemoteChange>('/framework/api/ops/remotes/canary/stop', body),
  history: (name?: string) => http.get<RemoteHistoryRow[]>('/framework/api/ops/remotes/history', { name }),
};

/** A version for people: null means the newest deployed. */
export const versionLabel = (v: string | null) => v ?? '最新版本';
