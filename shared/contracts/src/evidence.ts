import { Type, type Static } from '@sinclair/typebox';
import { col } from './columns';
import { NullableYuan } from './money';
import type { RecordColumn } from './recordKinds';

/**
 * The evidence of a derived figure (issue 42, 每个推导结论可解释): the source records it rests on with their dates,
 * the rule with the article it applies, and what was checked and did not qualify. One shape for the bid-rigging
 * signals, the credit report's deductions and the group's members; the ownership paths are `OwnershipPath`
 * (graphs.ts), as the beneficial owners give them.
 */

/**
 * One source record: a record of the register (a record kind of the column dictionary: 失信被执行人, 裁判文书…), or
 * one of the register's own tables — `shareholding` (股东信息), `executive` (主要人员), `changeRecord` (变更记录),
 * `company` (工商登记) — or a tender's bid (`tenderBid`, 投标文件) and a price typed into a check (`price`).
 */
export const EvidenceRecordSchema = Type.Object({
  kind: Type.String(),
  /** The kind's title: 股东信息, 变更记录, 失信被执行人. */
  kindTitle: Type.String(),
  /** The record's id where it has one (a record, a change record, `tenderId/entId` for a bid); null otherwise. */
  id: Type.Union([Type.String(), Type.Null()]),
  /** The company the record is filed under. */
  companyId: Type.Union([Type.String(), Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD; null where the register gives none (a phone number, a post without its filing). */
  date: Type.Union([Type.String(), Type.Null()]),
  /** What the date is: 变更日期, 认缴出资日期, 成立日期, 开标日期, 立案日期…; '' without a date. */
  dateLabel: Type.String(),
  /** What the record says, in a sentence: 张三 持股 4.90%; 编制人 王五. */
  text: Type.String(),
  amount: NullableYuan('涉案或交易金额'),
  /** 案号, where the record has one. */
  caseNo: Type.Union([Type.String(), Type.Null()]),
});
export type EvidenceRecord = Static<typeof EvidenceRecordSchema>;

/** An ownership or control path on the wire: `OwnershipPath` of graphs.ts, from the top holder down to the company. */
export const EvidencePathSchema = Type.Object({
  entities: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Union([Type.Literal('C'), Type.Literal('P')]),
      name: Type.String(),
    }),
  ),
  /** The direct share at each link, 0–1. */
  ratios: Type.Array(Type.Number()),
  /** The product of `ratios`. */
  share: Type.Number(),
});
export type EvidencePath = Static<typeof EvidencePathSchema>;

/** A rule's legal source: where it is (《招标投标法实施条例》第四十条第（一）项) and its words, quoted. */
export const EvidenceArticleSchema = Type.Object({
  citation: Type.String(),
  text: Type.String(),
});
export type EvidenceArticle = Static<typeof EvidenceArticleSchema>;

/** A record as it reads in a list: the date with what it is. */
export const evidenceDateText = (r: Pick<EvidenceRecord, 'date' | 'dateLabel'>): string =>
  r.date ? `${r.date}${r.dateLabel ? `（${r.dateLabel}）` : ''}` : '未登记日期';

/** A record in one line (a PDF cell, a footnote): 变更记录 2024-03-01（变更日期）：张三 → 李四. */
export const evidenceRecordText = (r: EvidenceRecord): string =>
  `${r.kindTitle}${r.companyName ? `（${r.companyName}）` : ''} ${evidenceDateText(r)}：${r.text}${
    r.caseNo && !r.text.includes(r.caseNo) ? `，案号${r.caseNo}` : ''
  }`;

/** 丁集团 →60.00%→ 戊控股 →70.00%→ 丙: a path from its top holder down, each link's share on its arrow. */
export const evidencePathText = (p: Pick<EvidencePath, 'entities' | 'ratios'>): string =>
  p.entities.map((e, k) => (k ? `→${(p.ratios[k - 1]! * 100).toFixed(2)}%→ ${e.name}` : e.name)).join(' ');

/** The source records' columns in the column dictionary; the date cell is read with its label (`evidenceDateText`). */
export const EVIDENCE_RECORD_COLUMNS: readonly RecordColumn[] = [
  col('kindTitle', '来源', 'string', { width: 110 }),
  col('companyName', '企业', 'company', { idKey: 'companyId', width: 200 }),
  col('text', '内容', 'text'),
  col('date', '日期', 'date', { width: 170 }),
  col('amount', '金额', 'money', { width: 110 }),
  col('caseNo', '案号', 'string', { width: 170 }),
];
