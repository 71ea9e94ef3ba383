import {
  PASSWORD_SEAL_ALGORITHM,
  ResultCode,
  type Captcha,
  type InstitutionChoice,
  type ChannelLoginRequest,
  type LoginResult,
  type PasswordChangeRequired,
  type PasswordPolicy,
  type SiteInfo,
} from '@esee/contracts';
import { ApiError, http, sealPassword } from '@esee/http';

const quiet = { silent: true, keepOnNavigate: true } as const;

/** What a login attempt came to (spec 1 §4): in, a password to set (309), or an institution to pick (201). */
export type LoginOutcome =
  | { kind: 'ok'; result: LoginResult; remember: boolean }
  | { kind: 'changePassword'; data: PasswordChangeRequired; message: string }
  | { kind: 'chooseInstitution'; data: InstitutionChoice; message: string };

export interface LoginInput {
  instCode?: string;
  username: string;
  password: string;
  rememberMe: boolean;
  /** The captcha's uuid (the nonce the password is sealed to, always) and its answer when it is shown. */
  captcha?: { uuid: string; code?: string };
}

/** The message of a failed call, for the form to show. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiError
    ? (error.envelope?.message ?? error.message)
    : error instanceof Error
      ? error.message
      : '登录失败，请稍后重试';

export const loginApi = {
  site: () => http.get<SiteInfo>('/framework/site', undefined, quiet),
  captcha: () => http.get<Captcha>('/framework/captcha', undefined, quiet),
  instExists: (instCode: string) => http.get<boolean>('/framework/displayLog', { instCode }, quiet),
  policy: (instCode: string) => http.get<PasswordPolicy>('/framework/pwd_strength', { inst_code: instCode }, quiet),

  async login(input: LoginInput): Promise<LoginOutcome> {
    const pwd = await sealPassword(input.password, input.captcha?.uuid);
    const { uuid, code } = input.captcha ?? {};
    const headers = uuid ? { uuid, ...(code ? { imageCode: code } : {}) } : undefined;
    const body = {
      authName: input.username.trim(),
      pwd,
      authType: PASSWORD_SEAL_ALGORITHM,
      instCode: input.instCode?.trim() || undefined,
      rememberMe: input.rememberMe,
    };
    try {
      const result = await http.post<LoginResult>('/framework/login', body, { ...quiet, headers });
      return { kind: 'ok', result, remember: input.rememberMe };
    } catch (error) {
      const env = error instanceof ApiError ? error.envelope : undefined;
      if (env?.code === ResultCode.LOGIN_SPECIAL)
        return { kind: 'changePassword', data: env.data as PasswordChangeRequired, message: env.message ?? '' };
      if (env?.code === ResultCode.LOGIN_CONTINUE)
        return { kind: 'chooseInstitution', data: env.data as InstitutionChoice, message: env.message ?? '' };
      throw error;
    }
  },

  resetPassword: async (password: string, token: string) =>
    http.post<LoginResult>('/framework/reset_password', { pwd: await sealPassword(password), token }, quiet),
  tokenLogin: (token: string) =>
    http.post<LoginResult>('/framework/login_token', undefined, { ...quiet, params: { token } }),
  thirdLogin: (accessToken: string) =>
    http.post<LoginResult>('/framework/externalAuth/thirdLogin', { accessToken }, quiet),
  channelLogin: (body: ChannelLoginRequest) =>
    http.post<LoginResult>('/framework/externalAuth/channelLogin', body, quiet),
};
