import { Type, type Static } from '@sinclair/typebox';
import { RECORD_KIND_BY_KEY } from './recordKinds';

/*
 * A company's risk summary: which records count as risks, grouped and counted one way. Every page, report and
 * answer that says how many risks a company has (the detail page, 单企业查询, the profile reports, the credit
 * report's evidence, due diligence, monitoring, the assistant, the prospect lists) reads the server's one
 * computation of it (`server/src/core/risk/riskSummary.ts`) over this list.
 */

/** Days a risk record counts as new (近90天新增). */
export const NEW_RISK_DAYS = 90;

export type RiskGroup = '司法' | '经营' | '税务' | '状态';
export type RiskLevel = '高风险' | '中风险' | '警示';

export interface RiskKind {
  kind: string;
  /** The short label the strips and tables show (失信, 限高 …). */
  label: string;
  group: RiskGroup;
  level: RiskLevel;
  /** Only records whose `role` is one of these count (a judged case counts against its 被告, not its 原告). */
  roles?: readonly string[];
}

/** The parties a judgment goes against: a judged case is a risk of the company only in these roles. */
export const DEFENDANT_ROLES = ['被告', '被上诉人'] as const;

const risk = (kind: string, label: string, group: RiskGroup, roles?: readonly string[]): RiskKind => {
  const level = RECORD_KIND_BY_KEY.get(kind)?.risk ?? '中风险';
  return roles ? { kind, label, group, level, roles } : { kind, label, group, level };
};

/**
 * Every kind of record that counts as a company's risk, in the order the pages list them: the column
 * dictionary's risk kinds (those with a `risk` level) and judged cases where the company is the defendant.
 */
export const RISK_KINDS: readonly RiskKind[] = [
  risk('dishonest', '失信', '司法'),
  risk('consumptionLimit', '限高', '司法'),
  risk('executedPerson', '被执行', '司法'),
  risk('finalCase', '终本', '司法'),
  risk('equityFreeze', '股权冻结', '司法'),
  risk('bankruptcy', '破产重整', '司法'),
  risk('judicialAuction', '司法拍卖', '司法'),
  risk('judgmentDocument', '败诉/被告', '司法', DEFENDANT_ROLES),
  risk('courtAnnouncement', '法院公告', '司法'),
  risk('courtNotice', '开庭公告', '司法'),
  risk('abnormalOperation', '经营异常', '经营'),
  risk('seriousViolation', '严重违法', '经营'),
  risk('penalty', '行政处罚', '经营'),
  risk('liquidation', '清算', '经营'),
  risk('simpleCancellation', '简易注销', '经营'),
  risk('equityPledge', '股权出质', '经营'),
  risk('chattelMortgage', '动产抵押', '经营'),
  risk('taxArrears', '欠税', '税务'),
];
export const RISK_KIND_BY_KEY = new Map(RISK_KINDS.map((k) => [k.kind, k]));

/** Whether a record of `kind` with `payload` counts as a risk (what the server's SQL condition says, for a row in hand). */
export function countsAsRisk(kind: string, payload: Readonly<Record<string, unknown>> | null): boolean {
  const risk = RISK_KIND_BY_KEY.get(kind);
  return Boolean(risk && (!risk.roles || risk.roles.includes(String(payload?.role ?? ''))));
}

export const RiskItemSchema = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  group: Type.String(),
  level: Type.String(),
  count: Type.Integer(),
  /** Of them, dated within the window (近 NEW_RISK_DAYS 天). */
  recent: Type.Integer(),
  latestDate: Type.Union([Type.String(), Type.Null()]),
});
export type RiskItem = Static<typeof RiskItemSchema>;

/** The window `recent` counts cover: the NEW_RISK_DAYS days ending on `to` (YYYY-MM-DD, Beijing). */
export const RiskWindowSchema = Type.Object({ days: Type.Integer(), from: Type.String(), to: Type.String() });

export const RiskSummarySchema = Type.Object({
  entId: Type.String(),
  /** The day the records were read as of (records dated later are not counted). */
  asOf: Type.String(),
  window: RiskWindowSchema,
  /** One item per risk kind, in RISK_KINDS' order, kinds without records included with 0. */
  items: Type.Array(RiskItemSchema),
  total: Type.Integer(),
  recent: Type.Integer(),
  latestDate: Type.Union([Type.String(), Type.Null()]),
  /** A (no risk record) … E (a knock-out): the grade of `server/src/core/risk/riskSummary.ts`. */
  grade: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C'), Type.Literal('D'), Type.Literal('E')]),
});
export type RiskSummary = Static<typeof RiskSummarySchema>;

/** `POST /esee/enterpriseInfo/getRiskSummary`: the company asked about. */
export const RiskSummaryQuerySchema = Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The sentence a report or page says for a summary: how many kinds and records, and how many are new. */
export function riskSummaryText(s: Pick<RiskSummary, 'items' | 'total' | 'recent' | 'window'>): string {
  if (!s.total) return '未发现司法与经营风险信息。';
  const kinds = s.items.filter((i) => i.count > 0).length;
  return `发现 ${kinds} 类风险信息，共 ${s.total} 条，其中近${s.window.days}天新增 ${s.recent} 条。`;
}
