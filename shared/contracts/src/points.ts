import { Type, type Static } from '@sinclair/typebox';
import { RowIdSchema } from './request';

/**
 * 埋点 (issue 21, spec 2 §7 Points): named spots of the product whose use the platform counts. The platform
 * administrator keeps the catalogue; the clients record hits (fire-and-forget); an institution's managers
 * read their members' hits back. Days are China's (UTC+8).
 */

/** A point's code: what `pointId` carries in URLs and in the add call. */
export const POINT_ID_PATTERN = '^[A-Za-z0-9._-]{2,64}$';
/** More hits than this by one user on one point within a minute are dropped (one client cannot flood the table). */
export const POINT_HITS_PER_MINUTE = 30;
/** The most points the chart draws at once. */
export const POINT_GRAPH_MAX = 10;

/** Where a point sits: the remote or solution of the product it counts in. */
export const POINT_MODULES = [
  { value: 'shell', label: '平台框架' },
  { value: 'company', label: '企业与项目' },
  { value: 'monitor', label: '企业监控' },
  { value: 'management', label: '机构管理' },
  { value: 'cba', label: 'CBA 对公营销' },
  { value: 'prma', label: 'PRMA 合作方风险' },
  { value: 'iba', label: 'IBA 投行业务' },
  { value: 'scs', label: 'SCS 同一客户' },
  { value: 'campaign', label: '运营活动' },
] as const;
export type PointModule = (typeof POINT_MODULES)[number]['value'];
export const POINT_MODULE_LABELS: Record<string, string> = Object.fromEntries(
  POINT_MODULES.map((m) => [m.value, m.label]),
);

export const PointMessage = {
  MISSING: '埋点不存在',
  DISABLED: '埋点已停用',
  TOO_MANY: '埋点上报过于频繁，已忽略',
  EXISTS: '埋点编码已存在',
  BAD_MODULE: '所属模块无效',
} as const;

const PointId = Type.String({ pattern: POINT_ID_PATTERN, minLength: 2, maxLength: 64 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const InstCode = Type.Optional(Type.String({ maxLength: 32 }));
const Page = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const Str = Type.String();
const NullStr = Type.Union([Type.String(), Type.Null()]);

// ---- recording ----

export const PointAddSchema = Type.Object({
  pointId: PointId,
  /** The company the hit concerns, when there is one. */
  entId: Type.Optional(Type.String({ maxLength: 64 })),
  /** The page it happened on. */
  path: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PointAdd = Static<typeof PointAddSchema>;
export const PointAddedSchema = Type.Object({ recorded: Type.Boolean() });

// ---- the catalogue ----

export const PointDefSchema = Type.Object({
  pointId: Str,
  name: Str,
  module: Str,
  moduleLabel: Str,
  description: Str,
  enabled: Type.Boolean(),
  /** Hits ever recorded, every institution. */
  hits: Type.Integer(),
  updatedAt: Str,
});
export type PointDef = Static<typeof PointDefSchema>;

const DefFields = {
  name: Type.String({ minLength: 1, maxLength: 50 }),
  module: Type.String({ minLength: 1, maxLength: 32 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  enabled: Type.Optional(Type.Boolean()),
};
export const PointDefAddSchema = Type.Object({ pointId: PointId, ...DefFields });
export type PointDefAdd = Static<typeof PointDefAddSchema>;
export const PointDefUpdateSchema = Type.Object({
  pointId: PointId,
  name: Type.Optional(DefFields.name),
  module: Type.Optional(DefFields.module),
  description: DefFields.description,
  enabled: DefFields.enabled,
});
export type PointDefUpdate = Static<typeof PointDefUpdateSchema>;

export const PointOptionSchema = Type.Object({ pointId: Str, name: Str, module: Str, enabled: Type.Boolean() });
export type PointOption = Static<typeof PointOptionSchema>;
export const PointSearchParamSchema = Type.Object({
  points: Type.Array(PointOptionSchema),
  modules: Type.Array(Type.Object({ value: Str, label: Str })),
});
export type PointSearchParam = Static<typeof PointSearchParamSchema>;

// ---- reading hits back ----

export const PointPersonalQuerySchema = Type.Object({
  pointId: Type.Optional(Type.String({ maxLength: 64 })),
  start: Type.Optional(Day),
  end: Type.Optional(Day),
  ...Page,
});
export type PointPersonalQuery = Static<typeof PointPersonalQuerySchema>;

export const PointManagerQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  pointId: Type.Optional(Type.String({ maxLength: 64 })),
  userId: Type.Optional(RowIdSchema),
  unitId: Type.Optional(RowIdSchema),
  ...Page,
});
export type PointManagerQuery = Static<typeof PointManagerQuerySchema>;

export const PointHitSchema = Type.Object({
  id: Str,
  pointId: Str,
  pointName: Str,
  module: Str,
  userId: Type.Integer(),
  username: Str,
  name: Str,
  /** The member's department when the hit was recorded. */
  unitName: NullStr,
  entId: NullStr,
  entName: NullStr,
  path: NullStr,
  at: Str,
});
export type PointHit = Static<typeof PointHitSchema>;
export const PointHitPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(PointHitSchema) });

export const PointGraphQuerySchema = Type.Object({
  instCode: InstCode,
  start: Day,
  end: Day,
  /** Absent or empty: the busiest points of the range. */
  pointIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: POINT_GRAPH_MAX })),
  userId: Type.Optional(RowIdSchema),
  unitId: Type.Optional(RowIdSchema),
});
export type PointGraphQuery = Static<typeof PointGraphQuerySchema>;
export const PointGraphSchema = Type.Object({
  /** Every China day of the range, in order. */
  days: Type.Array(Str),
  /** Hits per day of each charted point, aligned with `days`. */
  series: Type.Array(Type.Object({ pointId: Str, name: Str, counts: Type.Array(Type.Integer()) })),
  /** Every point hit in the range: hits and distinct members, the busiest first. */
  totals: Type.Array(
    Type.Object({ pointId: Str, name: Str, module: Str, hits: Type.Integer(), users: Type.Integer() }),
  ),
  total: Type.Object({ hits: Type.Integer(), users: Type.Integer() }),
});
export type PointGraph = Static<typeof PointGraphSchema>;
