import type {
  ChannelWithSecret,
  ExternalChannel,
  IntegrationTarget,
  Licence,
  LicenceHistory,
  LoginAllow,
  OwnLicence,
} from '@esee/contracts';
import { http } from '@esee/http';
import type { PageData } from '@esee/ui';

/** 网关设置 and 授权管理 (issue 21): the platform administrator's calls, and an institution's own licence. */
export const gatewayApi = {
  loginAllow: (instCode: string) => http.get<LoginAllow>('/esee/platform/gateway/loginAllow', { instCode }),
  saveLoginAllow: (instCode: string, entries: string[]) =>
    http.post<LoginAllow>('/esee/platform/gateway/loginAllow', { instCode, entries }),
  targets: (instCode: string) => http.get<IntegrationTarget[]>('/esee/platform/gateway/targets', { instCode }),
  saveTarget: (instCode: string, key: string, url: string | null, enabled: boolean) =>
    http.post<IntegrationTarget[]>('/esee/platform/gateway/target', { instCode, key, url, enabled }),
  channels: (instCode: string) => http.get<ExternalChannel[]>('/esee/platform/gateway/channels', { instCode }),
  createChannel: (body: { instCode: string; code: string; name: string; origins: string[] }) =>
    http.post<ChannelWithSecret>('/esee/platform/gateway/channel/create', body),
  updateChannel: (body: {
    instCode: string;
    channelId: number;
    name?: string;
    origins?: string[];
    enabled?: boolean;
  }) => http.post<ExternalChannel>('/esee/platform/gateway/channel/update', body),
  rotateChannel: (instCode: string, channelId: number) =>
    http.post<ChannelWithSecret>('/esee/platform/gateway/channel/rotate', { instCode, channelId }),
  deleteChannel: (instCode: string, channelId: number) =>
    http.post<null>('/esee/platform/gateway/channel/delete', { instCode, channelId }),
  licences: (q: { keyword?: string; page_num: number; page_size: number }) =>
    http.get<PageData<Licence>>('/esee/platform/licence/list', q),
  saveLicence: (body: { instCode: string; validUntil: string | null; seatLimit: number | null; note: string }) =>
    http.post<Licence>('/esee/platform/licence/save', body),
  licenceHistory: (instCode: string) => http.get<LicenceHistory[]>('/esee/platform/licence/history', { instCode }),
  ownLicence: () => http.get<OwnLicence>('/esee/institution/licence'),
};

/** The lines of a textarea, trimmed, without empty ones. */
export const lines = (text: string) =>
  text
    .split(/[\n,，;；\s]+/)
    .map((l) => l.trim())
    .filter(Boolean);
