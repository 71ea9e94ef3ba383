import { http, type CallOptions } from '@esee/http';
import type {
  InstParam,
  LoginRequest,
  LoginResult,
  RemoteDescriptor,
  RightsMap,
  ServerMenuNode,
  UserInfo,
} from '@esee/contracts';

/** The session-level calls of spec 1 §7, plus the remote list of our design. */
export const sessionApi = {
  login: (body: LoginRequest, options?: CallOptions) => http.post<LoginResult>('/framework/login', body, options),
  logout: () => http.post<null>('/framework/api/logout', undefined, { silent: true }),
  userInfo: (token: string) => http.get<UserInfo>('/esee/user/info', { token }),
  instParams: (instCode: string) =>
    http.get<InstParam[]>(
      '/framework/api/ops/instParam/listInstParamData',
      { instCode, globalFlag: false },
      { silent: true },
    ),
  menu: () => http.get<ServerMenuNode[]>('/framework/api/user/menu'),
  rights: (keys: string[]) => http.post<RightsMap>('/framework/api/user/right', keys),
  remotes: () => http.get<RemoteDescriptor[]>('/framework/api/remotes'),
};
