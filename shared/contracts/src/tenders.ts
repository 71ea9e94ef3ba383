import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DaySchema } from './request';
import { NullableYuan } from './money';
import { PageNoFields } from './paging';

/**
 * 招标项目 (tenders) and their bids, public register data like the companies: the 围串标核查 imports a
 * tender's bidders, prices and bid-document metadata from them (product pages §2.3).
 */

/** 招标人类型: who publishes a tender. */
export const BUYER_TYPES = ['政府机关', '事业单位', '国有企业', '民营企业', '高校', '医院'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/** A tender id: letters, digits, `_` and `-`. */
export const TenderIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

export const TenderQuerySchema = Type.Object(
  {
    /** Words of the title or the buyer's name. */
    keyword: Type.Optional(Type.String({ maxLength: 50, pattern: '^[^\\u0000]*$' })),
    /** 开标日期 from / to, inclusive. */
    from: Type.Optional(DaySchema),
    to: Type.Optional(DaySchema),
    /** A province, city or district code (a prefix of the tender's district). */
    regionCode: Type.Optional(Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', maxLength: 6 })),
    ...PageNoFields,
  },
  { additionalProperties: false },
);
export type TenderQuery = Static<typeof TenderQuerySchema>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const TenderSummarySchema = Type.Object({
  tenderId: Type.String(),
  title: Type.String(),
  buyerName: Type.String(),
  buyerType: Type.String(),
  regionCode: Type.String(),
  openDate: Type.String(),
  budget: NullableYuan('预算金额', '未公布'),
  bidCount: Type.Integer(),
  /** Null while the tender has no winner (not yet opened, or failed). */
  winnerName: Nullable(Type.String()),
});
export type TenderSummary = Static<typeof TenderSummarySchema>;

export const TenderPageSchema = Type.Object({ total: Type.Integer(), list: Type.Array(TenderSummarySchema) });
export type TenderPage = Static<typeof TenderPageSchema>;

export const TenderBidSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  price: NullableYuan('投标报价', '未公开'),
  won: Type.Boolean(),
  /** 投标委托代理人 */
  agentName: Nullable(Type.String()),
  /** 投标文件编制人 */
  preparer: Nullable(Type.String()),
  /** 项目负责人 */
  projectManager: Nullable(Type.String()),
  /** 投标保证金缴纳账户 */
  depositAccount: Nullable(Type.String()),
  /** 投标文件制作机器码 (MAC) */
  fileMachineCode: Nullable(Type.String()),
});
export type TenderBid = Static<typeof TenderBidSchema>;

export const TenderDetailSchema = Type.Object({
  tenderId: Type.String(),
  title: Type.String(),
  buyerName: Type.String(),
  buyerEntId: Nullable(Type.String()),
  buyerType: Type.String(),
  regionCode: Type.String(),
  industryCode: Nullable(Type.String()),
  budget: NullableYuan('预算金额', '未公布'),
  publishDate: Type.String(),
  openDate: Type.String(),
  agency: Nullable(Type.String()),
  bids: Type.Array(TenderBidSchema),
});
export type TenderDetail = Static<typeof TenderDetailSchema>;

export const TenderDetailQuerySchema = Type.Object({ tenderId: TenderIdSchema }, { additionalProperties: false });
