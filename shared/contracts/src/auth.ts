import { Type, type Static } from '@sinclair/typebox';

/** The one way a password travels: RSA-OAEP with SHA-256, the server's key from `GET /framework/auth_type`. */
export const PASSWORD_SEAL_ALGORITHM = 'RSA-OAEP-256';

/** `GET /framework/auth_type`: how to seal a password for the server. */
export const AuthTypeSchema = Type.Object({
  algorithm: Type.Literal(PASSWORD_SEAL_ALGORITHM),
  /** The server's public key, SPKI DER in base64. */
  publicKey: Type.String(),
  /** Key id; the sealed password is refused after a key change. */
  kid: Type.String(),
});
export type AuthType = Static<typeof AuthTypeSchema>;

/**
 * What is sealed: the password, the captcha uuid it goes with (a one-time
 * nonce, so a captured ciphertext cannot be replayed) and the time, in ms.
 */
export interface SealedPasswordPayload {
  p: string;
  n?: string;
  t: number;
}

/** A sealed password: base64 of the RSA-OAEP ciphertext of the JSON payload. */
const Sealed = (description: string) => Type.String({ minLength: 1, maxLength: 1024, description });

/** `GET /framework/captcha`: an image to read, or `enabled: false` when the server runs without captcha. */
export const CaptchaSchema = Type.Object({
  uuid: Type.String(),
  /** `data:image/png;base64,...`; null when captcha is off. */
  image: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  /** Seconds the image stays valid. */
  expiresIn: Type.Integer(),
});
export type Captcha = Static<typeof CaptchaSchema>;

/** `POST /framework/login` body (spec 1 §3, §7); the captcha travels in the `uuid` and `imageCode` headers. */
export const LoginRequestSchema = Type.Object({
  authName: Type.String({ minLength: 1, maxLength: 64, description: '用户名（去除首尾空格）' }),
  pwd: Sealed('密码，以 auth_type 给出的公钥加密'),
  authType: Type.Literal(PASSWORD_SEAL_ALGORITHM),
  /** Absent in the no-institution variant: the server finds the user's institution. */
  instCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '机构代码' })),
  rememberMe: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** What a successful login returns (spec 1 §7). */
export const LoginResultSchema = Type.Object({
  token: Type.String(),
  instCode: Type.String(),
  name: Type.String(),
  userId: Type.String(),
  instName: Type.String(),
  watermarkData: Type.Array(Type.String()),
  expireWarn: Type.Union([Type.String(), Type.Null()]),
});
export type LoginResult = Static<typeof LoginResultSchema>;

export const RoleType = { NORMAL: 'NORMAL', INST_MGR: 'INST_MGR' } as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];

/** `GET /esee/user/info`: the signed-in user. */
export const UserInfoSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  userType: Type.String(),
  roleType: Type.String(),
  instCode: Type.String(),
  instName: Type.String(),
  watermarkData: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** The headers that carry the session token; the server accepts either. */
export const TOKEN_HEADERS = ['x-token', 'ect-auth-token'] as const;

/** Login outcome 309: the password must be changed first (spec 1 §4: the message is handed back). */
export const PasswordChangeRequiredSchema = Type.Object({
  resetToken: Type.String(),
  instCode: Type.String(),
});
export type PasswordChangeRequired = Static<typeof PasswordChangeRequiredSchema>;

/** Login outcome 201 (no-institution login): the username exists in several institutions; pick one. */
export const InstitutionChoiceSchema = Type.Object({
  institutions: Type.Array(Type.Object({ instCode: Type.String(), instName: Type.String() })),
});
export type InstitutionChoice = Static<typeof InstitutionChoiceSchema>;

/** `POST /framework/reset_password`: a new password with the reset token of outcome 309. */
export const ResetPasswordRequestSchema = Type.Object({
  pwd: Sealed('新密码（加密）'),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

/** `POST /framework/api/user/update_password`: the signed-in user changes their password. */
export const UpdatePasswordRequestSchema = Type.Object({
  oldPwd: Sealed('原密码（加密）'),
  newPwd: Sealed('新密码（加密）'),
});

/** `POST /framework/externalAuth/thirdLogin`: a token signed by the institution's identity provider. */
export const ThirdLoginRequestSchema = Type.Object({ accessToken: Type.String({ minLength: 1, maxLength: 4096 }) });

/**
 * `POST /framework/externalAuth/channelLogin`: a page embedded by an institution's external channel (spec 1 §4
 * "External-page helper": channel and secretParamData). `secretParamData` is a compact JWE (`dir`, `A256GCM`)
 * made with the channel's secret (base64url of 32 bytes) as the key; its claims name the member (`sub`, the
 * username), `iat`, `exp` (at most {@link CHANNEL_PARAMS_MAX_LIFETIME_S} after `iat`) and a one-time `jti`.
 */
export const ChannelLoginRequestSchema = Type.Object({
  instCode: Type.String({ minLength: 1, maxLength: 20 }),
  channel: Type.String({ minLength: 1, maxLength: 50 }),
  secretParamData: Type.String({ minLength: 1, maxLength: 4096 }),
});
export type ChannelLoginRequest = Static<typeof ChannelLoginRequestSchema>;

/** How long a channel's secretParamData may live: the embedding site makes a fresh one for each page it opens. */
export const CHANNEL_PARAMS_MAX_LIFETIME_S = 300;

/** `POST /framework/api/user/login_ticket`: a one-time ticket for `POST /framework/login_token`. */
export const LoginTicketSchema = Type.Object({ ticket: Type.String(), expiresIn: Type.Integer() });

/** `GET /framework/site`: what the pages show before login. */
export const SiteInfoSchema = Type.Object({
  productName: Type.String(),
  servicePhone: Type.String(),
  serviceEmail: Type.String(),
  captcha: Type.Boolean(),
});
export type SiteInfo = Static<typeof SiteInfoSchema>;
