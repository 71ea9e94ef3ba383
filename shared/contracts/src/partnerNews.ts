import { Type, type Static } from '@sinclair/typebox';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS, PublicsenNewsSchema } from './publicsen';
import { DaySchema, RowIdSchema } from './request';
import { PageNumFields, pageOf } from './paging';

/**
 * PRMA 合作方舆情 (product pages §2.6): the news of the institution's partner list (合作方名单), as CBA
 * 企业舆情 shows a user's monitored companies, and an alert inbox: a new risk item of a partner becomes an
 * alert of the institution, read or unread per user, handled by anyone of the team.
 */

/** The page's menu entry; every call of 合作方舆情 needs it (granted with `app:prma`). */
export const PARTNER_NEWS_PERMISSION = 'app:prma:publicsen';

/** Companies an institution's partner list holds at most. */
export const PARTNER_LIST_MAX = 2000;
/** Companies one call adds at most. */
export const PARTNER_ADD_MAX = 50;
/** An item published more than this many days ago is not an alert, whenever it arrives. */
export const PARTNER_ALERT_DAYS = 90;
/** Longest handling note. */
export const PARTNER_ALERT_NOTE_MAX = 500;

/** Handling states of an alert: 待处理 → 处理中 → 已处理 or 已忽略. */
export const PARTNER_ALERT_STATUSES = ['pending', 'processing', 'handled', 'ignored'] as const;
export type PartnerAlertStatus = (typeof PARTNER_ALERT_STATUSES)[number];
export const PARTNER_ALERT_STATUS_TITLES: Record<PartnerAlertStatus, string> = {
  pending: '待处理',
  processing: '处理中',
  handled: '已处理',
  ignored: '已忽略',
};
/**
 * The moves a handler may make. A closed alert (已处理, 已忽略) can be taken up again (处理中) when it was
 * closed by mistake; nothing goes back to 待处理, which means no one has looked at it.
 */
export const PARTNER_ALERT_MOVES: Record<PartnerAlertStatus, readonly PartnerAlertStatus[]> = {
  pending: ['processing', 'handled', 'ignored'],
  processing: ['handled', 'ignored'],
  handled: ['processing'],
  ignored: ['processing'],
};

const EntId = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Status = Type.Union([
  Type.Literal('pending'),
  Type.Literal('processing'),
  Type.Literal('handled'),
  Type.Literal('ignored'),
]);

/** `POST /esee/prma/publicsen/partners`: the partner list, by name or code. */
export const PartnerListQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...PageNumFields,
});

export const PartnerSchema = Type.Object({
  entId: Type.String(),
  entName: Type.String(),
  status: Nullable(Type.String()),
  /** YYYY-MM-DD HH:mm, Beijing time; alerts are of news published from this day on. */
  addedAt: Type.String(),
  addedBy: Nullable(Type.String()),
  /** Alerts of the company not closed (待处理, 处理中). */
  openAlerts: Type.Integer(),
});
export type Partner = Static<typeof PartnerSchema>;

export const PartnerListSchema = Type.Object({ total: Type.Integer(), list: Type.Array(PartnerSchema) });
export type PartnerList = Static<typeof PartnerListSchema>;

/** `POST /esee/prma/publicsen/partners/add`. */
export const PartnerAddSchema = Type.Object({
  entIds: Type.Array(EntId, { minItems: 1, maxItems: PARTNER_ADD_MAX, uniqueItems: true }),
});
export const PartnerAddResultSchema = Type.Object({ added: Type.Integer(), existing: Type.Integer() });

/** `POST /esee/prma/publicsen/partners/remove`. */
export const PartnerRemoveSchema = Type.Object({ entId: EntId });

const Dates = { dateFrom: Type.Optional(DaySchema), dateTo: Type.Optional(DaySchema) };

/** `POST /esee/prma/publicsen/list`: the partners' news (of one partner with `entId`). */
export const PartnerNewsQuerySchema = Type.Object({
  entId: Type.Optional(EntId),
  ...Dates,
  sentiment: Type.Optional(Type.Union(NEWS_SENTIMENTS.map((s) => Type.Literal(s)))),
  category: Type.Optional(Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)))),
  ...PageNumFields,
});
export type PartnerNewsQuery = Static<typeof PartnerNewsQuerySchema>;

/** `POST /esee/prma/publicsen/trend`: the same scope, without sentiment (the trend is of negative news). */
export const PartnerTrendQuerySchema = Type.Object({
  entId: Type.Optional(EntId),
  ...Dates,
  category: Type.Optional(Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)))),
});

/** `POST /esee/prma/publicsen/alerts`: the inbox, by handling status, read state and partner. */
export const PartnerAlertQuerySchema = Type.Object({
  status: Type.Optional(Status),
  readState: Type.Optional(Type.Union([Type.Literal('unread'), Type.Literal('read')])),
  entId: Type.Optional(EntId),
  ...PageNumFields,
});
export type PartnerAlertQuery = Static<typeof PartnerAlertQuerySchema>;

export const PartnerAlertSchema = Type.Object({
  alertId: Type.Integer(),
  /** The story's copy the alert was made from; its reprints are one alert. */
  news: PublicsenNewsSchema,
  /** Read by this user. */
  read: Type.Boolean(),
  status: Status,
  /** Who set the status last, when (YYYY-MM-DD HH:mm, Beijing time) and why; null while 待处理. */
  handler: Nullable(Type.String()),
  handledAt: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** When the alert was made (the item became known), YYYY-MM-DD HH:mm. */
  createdAt: Type.String(),
});
export type PartnerAlert = Static<typeof PartnerAlertSchema>;

export const PartnerAlertListSchema = pageOf(PartnerAlertSchema, {
  /** Alerts this user has not read, whatever the filters: the page's badge. */
  unread: Type.Integer(),
});
export type PartnerAlertList = Static<typeof PartnerAlertListSchema>;

/** `GET /esee/prma/publicsen/alerts/unread`. */
export const PartnerAlertUnreadSchema = Type.Object({ unread: Type.Integer() });

/** `POST /esee/prma/publicsen/alerts/read`: mark alerts read (or unread again) for this user. */
export const PartnerAlertReadSchema = Type.Object({
  alertIds: Type.Array(RowIdSchema, { minItems: 1, maxItems: 50, uniqueItems: true }),
  read: Type.Boolean(),
});
export const PartnerAlertReadResultSchema = Type.Object({ updated: Type.Integer() });

/** `POST /esee/prma/publicsen/alerts/status`: move an alert on, with an optional note (required to ignore). */
export const PartnerAlertStatusSchema = Type.Object({
  alertId: RowIdSchema,
  status: Status,
  note: Type.Optional(Type.String({ maxLength: PARTNER_ALERT_NOTE_MAX })),
});
