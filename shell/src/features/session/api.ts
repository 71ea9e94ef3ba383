import { http, type CallOptions } from '@esee/http';
import type { InstParam, RemoteDescriptor, RightsMap, ServerMenuNode, SiteInfo, UserInfo } from '@esee/contracts';

/** The session bootstrap outlives navigation: its calls are not cancelled when the user moves on. */
const kept: CallOptions = { keepOnNavigate: true };

/** The session-level calls of spec 1 §7, plus the remote list of our design. */
export const sessionApi = {
  logout: () => http.post<null>('/framework/api/logout', undefined, { ...kept, silent: true }),
  userInfo: (token: string) => http.get<UserInfo>('/esee/user/info', { token }, kept),
  instParams: (instCode: string) =>
    http.get<InstParam[]>(
      '/framework/api/ops/instParam/listInstParamData',
      { instCode, globalFlag: false },
      { ...kept, silent: true },
    ),
  menu: () => http.get<ServerMenuNode[]>('/framework/api/user/menu', undefined, { ...kept, silent: true }),
  rights: (keys: string[]) => http.post<RightsMap>('/framework/api/user/right', keys, kept),
  remotes: () => http.get<RemoteDescriptor[]>('/framework/api/remotes', undefined, kept),
  site: () => http.get<SiteInfo>('/framework/site', undefined, { ...kept, silent: true }),
};
