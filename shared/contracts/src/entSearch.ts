import { Type, type Static } from '@sinclair/typebox';

/** The CBA 单企业查询 page's permission key (spec 1 §2, menu entry). */
export const ENT_SEARCH_PERMISSION = 'app:cba:marketing:entSearch';

/** Days a risk item counts as new in the 值得关注 strip. */
export const NEW_RISK_DAYS = 90;
/** Days a change of legal representative or shareholders counts as recent. */
export const RECENT_CHANGE_DAYS = 365;

export type RiskGroup = '司法' | '经营' | '税务' | '状态';

/** The risk checklist of 单企业查询: one row per record kind, in the order the strip shows them. */
export const RISK_CHECKLIST: readonly { kind: string; label: string; group: RiskGroup }[] = [
  { kind: 'dishonest', label: '失信', group: '司法' },
  { kind: 'consumptionLimit', label: '限高', group: '司法' },
  { kind: 'executedPerson', label: '被执行', group: '司法' },
  { kind: 'finalCase', label: '终本', group: '司法' },
  { kind: 'equityFreeze', label: '股权冻结', group: '司法' },
  { kind: 'abnormalOperation', label: '经营异常', group: '经营' },
  { kind: 'seriousViolation', label: '严重违法', group: '经营' },
  { kind: 'penalty', label: '行政处罚', group: '经营' },
  { kind: 'liquidation', label: '清算', group: '经营' },
  { kind: 'simpleCancellation', label: '简易注销', group: '经营' },
  { kind: 'taxArrears', label: '欠税', group: '税务' },
];

/** `POST /esee/cba/entSearch/riskChecklist`: the company asked about. */
export const RiskChecklistQuerySchema = Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) });

const RiskItemSchema = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  group: Type.String(),
  count: Type.Integer(),
  /** Of them, dated in the last NEW_RISK_DAYS days. */
  recent: Type.Integer(),
  latestDate: Type.Union([Type.String(), Type.Null()]),
});

const ChangeSchema = Type.Object({
  date: Type.String(),
  item: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});

/** Its answer: the checklist with counts, the status flag, and what a banker should look at. */
export const RiskChecklistSchema = Type.Object({
  entId: Type.String(),
  asOf: Type.String(),
  items: Type.Array(RiskItemSchema),
  /** 吊销 or 注销 when the registration status says so, else null. */
  statusFlag: Type.Union([Type.Literal('吊销'), Type.Literal('注销'), Type.Null()]),
  status: Type.String(),
  watch: Type.Object({
    regCapital: Type.Union([Type.Number(), Type.Null()]),
    paidCapital: Type.Union([Type.Number(), Type.Null()]),
    /** paid / registered, 0..1+; null when either is unknown or registered is 0. */
    paidRatio: Type.Union([Type.Number(), Type.Null()]),
    /** Changes of legal representative or shareholders in the last RECENT_CHANGE_DAYS days, newest first. */
    keyChanges: Type.Array(ChangeSchema),
    /** Risk items of the checklist dated in the last NEW_RISK_DAYS days. */
    newRisks: Type.Integer(),
  }),
});
export type RiskChecklist = Static<typeof RiskChecklistSchema>;
export type RiskChecklistItem = Static<typeof RiskItemSchema>;

/** 吊销 or 注销 from a registration status text, else null (吊销 first: "吊销，未注销" is revoked). */
export function statusFlagOf(status: string): '吊销' | '注销' | null {
  if (status.includes('吊销')) return '吊销';
  if (status.includes('注销')) return '注销';
  return null;
}
