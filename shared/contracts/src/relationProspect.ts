import { Type, type Static } from '@sinclair/typebox';
import { NullableYuan } from './money';
import { RowIdSchema } from './request';
import { PageNoFields } from './paging';

/** CBA 关系找客 (product pages §1.5): prospects one or two hops from the bank's customers. */

/** The menu entry's permission; the server checks it with the right `marketing:relation`. */
export const RELATION_PROSPECT_PERMISSION = 'app:cba:marketing:relation';

/** Seeds per run at most (hand-picked or a whole project). */
export const MAX_RELATION_SEEDS = 50;
/** Prospects one run ranks at most; the rest are dropped (`truncated`). */
export const MAX_RELATION_PROSPECTS = 2000;
/** Default minimum holding on holding links (0–1). */
export const DEFAULT_MIN_RATIO = 0.05;
/** Default hub threshold: an entity holding shares in (or serving) more companies than this is a hub. */
export const DEFAULT_HUB_HOLDINGS = 50;

export const RELATION_KINDS = [
  { code: 'invest', name: '对外投资' },
  { code: 'holder', name: '股东' },
  { code: 'sibling', name: '兄弟公司' },
  { code: 'executive', name: '董监高任职' },
  { code: 'legalRep', name: '法人关联' },
  { code: 'branch', name: '分支机构' },
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number]['code'];
export const relationKindName = (code: RelationKind) => RELATION_KINDS.find((k) => k.code === code)!.name;

export const RelationKindSchema = Type.Union([
  Type.Literal('invest'),
  Type.Literal('holder'),
  Type.Literal('sibling'),
  Type.Literal('executive'),
  Type.Literal('legalRep'),
  Type.Literal('branch'),
]);

export const RelationProspectRequestSchema = Type.Object(
  {
    /** Seeds picked by hand; with `projectId` as well, the project's companies are only marked. */
    entIds: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: MAX_RELATION_SEEDS }),
    ),
    /** The institution's project: its companies are the seeds unless `entIds` are given. */
    projectId: Type.Optional(RowIdSchema),
    types: Type.Array(RelationKindSchema, { minItems: 1, maxItems: RELATION_KINDS.length, uniqueItems: true }),
    depth: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    /** Minimum holding on holding links, 0–1 (default 0.05). */
    minRatio: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    /** More holdings or posts than this makes a hub (default 50). */
    hubHoldings: Type.Optional(Type.Integer({ minimum: 2, maximum: 100_000 })),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type RelationProspectRequest = Static<typeof RelationProspectRequestSchema>;

export const RelationProspectSchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  /** The seed of the best path. */
  seedId: Type.String(),
  seedName: Type.String(),
  /** The best path in words: 甲公司 —持股60%→ 乙公司 ←董事— 张三 —总经理→ 丙公司. */
  path: Type.String(),
  /** The relation kinds along the best path, in order, each once. */
  types: Type.Array(RelationKindSchema),
  hops: Type.Integer(),
  /** How many seeds reach the prospect. */
  seedCount: Type.Integer(),
  /** Higher is warmer: fewer hops, larger stakes, more seeds. */
  warmth: Type.Number(),
  regCapital: NullableYuan('注册资本'),
  regCapitalCurrency: Type.String(),
  status: Type.String(),
  tags: Type.Array(Type.String()),
});
export type RelationProspect = Static<typeof RelationProspectSchema>;

export const RelationHubSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('C'), Type.Literal('P')]),
  name: Type.String(),
  /** Why it was left out: 政府机关/国资委, 基金, 持股或任职超过 N 家. */
  reason: Type.String(),
});
export type RelationHub = Static<typeof RelationHubSchema>;

export const RelationKnownSchema = Type.Object({
  entId: Type.String(),
  orgName: Type.String(),
  /** 种子企业 or 已在项目中: reached, not listed as a prospect. */
  mark: Type.String(),
});

export const RelationProspectResultSchema = Type.Object({
  total: Type.Integer(),
  list: Type.Array(RelationProspectSchema),
  seeds: Type.Array(Type.Object({ entId: Type.String(), orgName: Type.String() })),
  excludedHubs: Type.Array(RelationHubSchema),
  /** Seeds and project companies the walk reached: marked, not prospects. */
  known: Type.Array(RelationKnownSchema),
  /** Companies reached that are no longer in business (注销, 吊销…): not listed. */
  closed: Type.Integer(),
  /** More prospects than MAX_RELATION_PROSPECTS were found; the coldest were dropped. */
  truncated: Type.Boolean(),
});
export type RelationProspectResult = Static<typeof RelationProspectResultSchema>;
