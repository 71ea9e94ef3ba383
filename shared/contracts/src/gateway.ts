import { Type, type Static } from '@sinclair/typebox';
import { RowIdSchema } from './request';

/**
 * 网关设置 and 授权管理 (issue 21): per institution the addresses its members
 * may sign in from, where the integration calls redirect to, the external
 * channels embedding `/external/*` pages; and its licence (service end, seat
 * limit) with the history of its changes. The platform administrator's
 * calls need `super`; an institution reads its own licence.
 */

export const GatewayMessage = {
  ADDRESS_REFUSED: '当前网络地址不允许登录，请联系机构管理员',
  CHANNEL_MISSING: '渠道不存在',
  CHANNEL_TAKEN: '渠道代码已存在',
  TARGET_UNKNOWN: '集成地址不存在',
} as const;

/** The answer when adding or enabling members would pass an institution's seat limit. */
export const seatsFullMessage = (limit: number) => `成员数已达授权上限（${limit}）`;

export const GatewayLimit = {
  ADDRESSES: 100,
  ADDRESS_LENGTH: 50,
  URL_LENGTH: 500,
  CHANNELS: 20,
  ORIGINS: 20,
  ORIGIN_LENGTH: 200,
  /** Characters of a generated channel secret (base64url of 32 random bytes). */
  SECRET_LENGTH: 43,
  NOTE_LENGTH: 200,
  SEATS_MAX: 1_000_000,
} as const;

/**
 * The integration calls of spec 1 §7 an institution redirects somewhere of its own: `title` for the platform
 * administrator who sets the address, `label` for the users who follow the link.
 */
export const INTEGRATION_TARGETS = [
  {
    key: 'TOKEN_BS',
    method: 'POST',
    path: '/esee/token-bs/index/redirectUrl',
    title: '业务系统跳转（token-bs）',
    label: '行内业务系统',
  },
  {
    key: 'TOKEN_CRS',
    method: 'POST',
    path: '/esee/token-crs/index/redirectUrl',
    title: '征信系统跳转（token-crs）',
    label: '征信查询系统',
  },
  { key: 'BS_INVOKE', method: 'GET', path: '/esee/bs/invokeUrl', title: '业务系统调用地址', label: '行内流水系统' },
  { key: 'BLACKLIST', method: 'POST', path: '/esee/blackList/getUrl', title: '黑名单地址', label: '黑名单系统' },
  {
    key: 'CMSCHINA_PRODUCT',
    method: 'GET',
    path: '/esee/cmschina/product',
    title: '产品地址（cmschina）',
    label: '产品服务',
  },
] as const;
export type IntegrationTargetKey = (typeof INTEGRATION_TARGETS)[number]['key'];

const InstCode = Type.String({ minLength: 1, maxLength: 20 });
const Day = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }), Type.Null()]);

export const GatewayInstQuerySchema = Type.Object({ instCode: InstCode });

export const LoginAllowSchema = Type.Object({
  instCode: Type.String(),
  entries: Type.Array(Type.String()),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** The address the caller is seen from, to help writing the list. */
  yourAddress: Type.String(),
});
export type LoginAllow = Static<typeof LoginAllowSchema>;

export const LoginAllowSaveSchema = Type.Object({
  instCode: InstCode,
  entries: Type.Array(Type.String({ maxLength: GatewayLimit.ADDRESS_LENGTH }), { maxItems: GatewayLimit.ADDRESSES }),
});

export const IntegrationTargetSchema = Type.Object({
  key: Type.String(),
  path: Type.String(),
  title: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type IntegrationTarget = Static<typeof IntegrationTargetSchema>;

export const IntegrationTargetSaveSchema = Type.Object({
  instCode: InstCode,
  key: Type.String({ maxLength: 40 }),
  /** null or empty: the target removed. */
  url: Type.Union([Type.String({ maxLength: GatewayLimit.URL_LENGTH }), Type.Null()]),
  enabled: Type.Boolean(),
});

export const ExternalChannelSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  origins: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** The secret's last 4 characters; the secret itself is shown once only. */
  secretTail: Type.String(),
  createdAt: Type.String(),
  rotatedAt: Type.String(),
});
export type ExternalChannel = Static<typeof ExternalChannelSchema>;

/** A channel just created or given a new secret: the only answer that carries the secret. */
export const ChannelWithSecretSchema = Type.Object({ channel: ExternalChannelSchema, secret: Type.String() });
export type ChannelWithSecret = Static<typeof ChannelWithSecretSchema>;

const Origins = Type.Array(Type.String({ maxLength: GatewayLimit.ORIGIN_LENGTH }), {
  maxItems: GatewayLimit.ORIGINS,
});
export const ChannelCreateSchema = Type.Object({
  instCode: InstCode,
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{2,32}$', maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  origins: Origins,
  enabled: Type.Optional(Type.Boolean()),
});
export const ChannelUpdateSchema = Type.Object({
  instCode: InstCode,
  channelId: RowIdSchema,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  origins: Type.Optional(Origins),
  enabled: Type.Optional(Type.Boolean()),
});
export const ChannelIdSchema = Type.Object({ instCode: InstCode, channelId: RowIdSchema });

export const LicenceSchema = Type.Object({
  instCode: Type.String(),
  instName: Type.String(),
  enabled: Type.Boolean(),
  validUntil: Type.Union([Type.String(), Type.Null()]),
  /** Days of service left counting today (China time); 0: ends today; negative: ended; null: no end. */
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  seatLimit: Type.Union([Type.Integer(), Type.Null()]),
  seatsUsed: Type.Integer(),
  solutions: Type.Array(Type.String()),
});
export type Licence = Static<typeof LicenceSchema>;

export const LicenceListQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  page_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const LicenceSaveSchema = Type.Object({
  instCode: InstCode,
  validUntil: Day,
  seatLimit: Type.Union([Type.Integer({ minimum: 0, maximum: GatewayLimit.SEATS_MAX }), Type.Null()]),
  note: Type.Optional(Type.String({ maxLength: GatewayLimit.NOTE_LENGTH })),
});

export const LicenceHistorySchema = Type.Object({
  id: Type.Integer(),
  changedBy: Type.String(),
  validUntilBefore: Type.Union([Type.String(), Type.Null()]),
  validUntilAfter: Type.Union([Type.String(), Type.Null()]),
  seatLimitBefore: Type.Union([Type.Integer(), Type.Null()]),
  seatLimitAfter: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.String(),
  createdAt: Type.String(),
});
export type LicenceHistory = Static<typeof LicenceHistorySchema>;

/** An institution's own licence, on its 机构信息 page. */
export const OwnLicenceSchema = Type.Object({
  validUntil: Type.Union([Type.String(), Type.Null()]),
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  seatLimit: Type.Union([Type.Integer(), Type.Null()]),
  seatsUsed: Type.Integer(),
});
export type OwnLicence = Static<typeof OwnLicenceSchema>;
