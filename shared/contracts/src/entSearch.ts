import { Type, type Static } from '@sinclair/typebox';
import { RiskSummarySchema } from './riskSummary';
import { NullableYuan } from './money';

/** The CBA 单企业查询 page's permission key (spec 1 §2, menu entry). */
export const ENT_SEARCH_PERMISSION = 'app:cba:marketing:entSearch';

/** Days a change of legal representative or shareholders counts as recent. */
export const RECENT_CHANGE_DAYS = 365;

/** `POST /esee/cba/entSearch/riskChecklist`: the company asked about. */
export const RiskChecklistQuerySchema = Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) });

const ChangeSchema = Type.Object({
  date: Type.String(),
  item: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});

/** Its answer: the checklist with counts, the status flag, and what a banker should look at. */
export const RiskChecklistSchema = Type.Object({
  ...RiskSummarySchema.properties,
  /** 吊销 or 注销 when the registration status says so, else null. */
  statusFlag: Type.Union([Type.Literal('吊销'), Type.Literal('注销'), Type.Null()]),
  status: Type.String(),
  watch: Type.Object({
    regCapital: NullableYuan('注册资本'),
    paidCapital: NullableYuan('实缴资本'),
    /** paid / registered, 0..1+; null when either is unknown or registered is 0. */
    paidRatio: Type.Union([Type.Number(), Type.Null()]),
    /** Changes of legal representative or shareholders in the last RECENT_CHANGE_DAYS days, newest first. */
    keyChanges: Type.Array(ChangeSchema),
    /** Risk records dated within the summary's window (its `recent`). */
    newRisks: Type.Integer(),
  }),
});
export type RiskChecklist = Static<typeof RiskChecklistSchema>;

/** 吊销 or 注销 from a registration status text, else null (吊销 first: "吊销，未注销" is revoked). */
export function statusFlagOf(status: string): '吊销' | '注销' | null {
  if (status.includes('吊销')) return '吊销';
  if (status.includes('注销')) return '注销';
  return null;
}
