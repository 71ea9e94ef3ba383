import { Type, type Static } from '@sinclair/typebox';
import type { IntegrationTargetKey } from './gateway';

/**
 * The integration calls of spec 1 §7 (issue 23): links into an institution's own systems (the targets its
 * platform administrator sets on 网关设置), the one-time ticket those systems redeem to learn who came, the product
 * information fetched from the institution's product service, the institution check of the login page, and the
 * user's recently viewed companies.
 */

export const IntegrationMessage = {
  /** No target set or switched off: the spec's warning for a missing authorisation (spec 1 §8). */
  TARGET_UNSET: '无权限操作，请联系管理员！',
  /** A ticket unknown, spent or expired (spec 1 §8: 认证失败). */
  TICKET_REFUSED: '认证失败',
  UPSTREAM_FAILED: '产品服务暂不可用，请稍后再试',
} as const;

export const IntegrationLimit = {
  /** A ticket lives this long: the target system redeems it at once. */
  TICKET_TTL_SECONDS: 60,
  /** The product service must answer within this. */
  UPSTREAM_TIMEOUT_MS: 5_000,
  /** Bytes of a product-service answer passed back at most. */
  UPSTREAM_MAX_BYTES: 1_000_000,
  /** Recently viewed companies kept and listed per user. */
  RECENT_COMPANIES: 20,
} as const;

const EntId = Type.String({ minLength: 1, maxLength: 64 });

/** What a link may carry to the target system: the company in view and the page asked for. */
export const IntegrationLinkQuerySchema = Type.Object({
  entId: Type.Optional(EntId),
  entName: Type.Optional(Type.String({ maxLength: 100 })),
  /** A page or action of the target system, passed through as `page`. */
  page: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_./-]*$' })),
});
export type IntegrationLinkQuery = Static<typeof IntegrationLinkQuerySchema>;

/** `GET /esee/integration/targets`: which of the institution's systems the pages may link to (no addresses). */
export const IntegrationTargetListSchema = Type.Array(Type.Object({ key: Type.String(), title: Type.String() }));
export type IntegrationTargetList = Static<typeof IntegrationTargetListSchema>;

/**
 * Where a page can link into the institution's own systems: `@esee/http` implements it, the `SystemLinks`
 * widget of `@esee/ui` is handed it.
 */
export interface IntegrationSource {
  /** The systems the institution has set (key, and the users' name for it). */
  targets: () => Promise<IntegrationTargetList>;
  /** A link with a one-time ticket into one of them; 无权限操作，请联系管理员！ when it is not set. */
  link: (key: IntegrationTargetKey, query: IntegrationLinkQuery) => Promise<string>;
}

export const TicketRedeemQuerySchema = Type.Object({ ticket: Type.String({ minLength: 20, maxLength: 100 }) });

/** Who a redeemed ticket was issued to, for the target system's own sign-in. */
export const TicketIdentitySchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  instCode: Type.String(),
  instName: Type.String(),
  /** Which integration issued it (`TOKEN_BS`, `BLACKLIST`, …). */
  target: Type.String(),
});
export type TicketIdentity = Static<typeof TicketIdentitySchema>;

export const ProductQuerySchema = Type.Object({ productId: Type.Optional(Type.String({ maxLength: 64 })) });

export const RecentCompanyAddSchema = Type.Object({ entId: EntId });

export const RecentCompanySchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  creditCode: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  viewedAt: Type.String(),
});
export type RecentCompany = Static<typeof RecentCompanySchema>;
