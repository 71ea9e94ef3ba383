import { RECORD_KIND_BY_KEY, type EvidenceRecord, type OwnershipPath } from '@esee/contracts';

/**
 * The source records of a derived figure (issue 42), in the one shape of `@esee/contracts` evidence.ts: records
 * of the register (by the column dictionary: what the date is, the amount, the case number) and of its own
 * tables (a shareholding, a change record, the registration).
 */

export const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

type Company = { id: string; name: string } | null;

const base = (company: Company) => ({
  companyId: company?.id ?? null,
  companyName: company?.name ?? null,
  amount: null,
  caseNo: null,
});

/** A row of `record`: its kind, id, date and payload. */
export interface RegisterRecordRow {
  record_id: string;
  kind: string;
  /** YYYY-MM-DD. */
  record_date: string | null;
  payload: unknown;
}

const value = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * A record of the register as evidence. The date is named by the kind's date column (立案日期, 登记日期), the
 * amount is its first money column (元), the case number its 案号; `text` defaults to its first columns that say
 * what it is (案由：买卖合同纠纷；原告：…).
 */
export function registerRecord(row: RegisterRecordRow, company: Company, text?: string): EvidenceRecord {
  const kind = RECORD_KIND_BY_KEY.get(row.kind);
  const p = (row.payload ?? {}) as Record<string, unknown>;
  const columns = kind?.columns ?? [];
  const money = columns.find((c) => c.type === 'money' && typeof p[c.key] === 'number');
  const caseNo = value(p.caseNo) || value(p.caseCode) || null;
  const told =
    text ??
    columns
      .filter(
        (c) => !c.detailOnly && c.key !== kind?.dateKey && ['string', 'enum', 'company', 'person'].includes(c.type),
      )
      .filter((c) => !['caseNo', 'caseCode'].includes(c.key) && value(p[c.key]))
      .slice(0, 3)
      .map((c) => `${c.title}：${value(p[c.key])}`)
      .join('；');
  return {
    ...base(company),
    kind: row.kind,
    kindTitle: kind?.title ?? row.kind,
    id: row.record_id,
    date: row.record_date?.slice(0, 10) ?? null,
    dateLabel: row.record_date ? (columns.find((c) => c.key === kind?.dateKey)?.title ?? '日期') : '',
    text: told,
    amount: money ? (p[money.key] as number) : null,
    caseNo,
  };
}

/** A change record (变更记录) as evidence: its id and 变更日期, with what it changed in words. */
export function changeRecord(
  row: { record_id: string; change_date: string; item: string },
  company: Company,
  text: string,
): EvidenceRecord {
  return {
    ...base(company),
    kind: 'changeRecord',
    kindTitle: '变更记录',
    id: row.record_id,
    date: row.change_date.slice(0, 10),
    dateLabel: '变更日期',
    text: `${row.item}：${text}`,
  };
}

/** A shareholding of the register: who holds what share, with its 认缴出资日期 where the register gives it. */
export function shareholdingRecord(
  holding: { holderName: string; ratio: number; subscribedDate: string | null },
  company: NonNullable<Company>,
): EvidenceRecord {
  return {
    ...base(company),
    kind: 'shareholding',
    kindTitle: '股东信息',
    id: null,
    date: holding.subscribedDate,
    dateLabel: holding.subscribedDate ? '认缴出资日期' : '',
    text: `${holding.holderName} 持股 ${pct(holding.ratio)}`,
  };
}

/** A fact of the registration (工商登记): the legal representative, an address, a phone; dated where it can be. */
export function registrationRecord(
  company: NonNullable<Company>,
  text: string,
  date: string | null = null,
  dateLabel = '',
): EvidenceRecord {
  return { ...base(company), kind: 'company', kindTitle: '工商登记', id: company.id, date, dateLabel, text };
}

/** A post of the register (主要人员): who serves in which post; the register keeps no date for it. */
export function postRecord(name: string, post: string, company: NonNullable<Company>): EvidenceRecord {
  return {
    ...base(company),
    kind: 'executive',
    kindTitle: '主要人员',
    id: null,
    date: null,
    dateLabel: '',
    text: `${name} 任 ${post}`,
  };
}

/** A one-link path: `holder` holds `ratio` of `company`. */
export const holdingPath = (
  holder: { id: string; kind: 'C' | 'P'; name: string },
  company: { id: string; name: string },
  ratio: number,
): OwnershipPath => ({
  entities: [holder, { id: company.id, kind: 'C', name: company.name }],
  ratios: [ratio],
  share: ratio,
});
