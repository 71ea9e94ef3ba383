import {
  chinaMinute,
  type ScsBookRow,
  type ScsControlRow,
  type ScsFamilyRow,
  type ScsGuaranteeRow,
  type ScsMaintenanceList,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { containing } from '../../../platform/db/paging';
import { changeKind, pendingScopes } from '../shared/review/changes';
import { countOf } from '../shared/listing';

/** What a tab's list reads: the trimmed keyword (if any) and the page. */
export interface TabPage {
  word?: string;
  offset: number;
  limit: number;
}

/** The pending changes of a tab: by row (scope `<tab>:<id>`) and the additions (`<tab>:new`). */
async function pendingOf(db: Db, instId: number, tab: string) {
  const rows = await pendingScopes(db, instId, `${tab}:`);
  const byRow = new Map<string, { changeId: number; title: string }>();
  const adds: { changeId: number; title: string; summary: string }[] = [];
  for (const r of rows) {
    const title = changeKind(r.kind)?.title ?? r.kind;
    if (r.scope === `${tab}:new`) adds.push({ changeId: r.id, title, summary: r.summary });
    else byRow.set(r.scope!.slice(tab.length + 1), { changeId: r.id, title });
  }
  return { byRow, adds };
}

/** A tab's page: the total, each row with its pending change (found by the row's key), and the pending additions. */
async function withPending<R, T>(
  db: Db,
  instId: number,
  tab: string,
  read: { count: Promise<{ n: number }>; rows: Promise<R[]> },
  row: (r: R) => { key: string; item: T },
) {
  const [count, rows, pending] = await Promise.all([read.count, read.rows, pendingOf(db, instId, tab)]);
  return {
    total: count.n,
    list: rows.map((r) => {
      const { key, item } = row(r);
      return { ...item, pending: pending.byRow.get(key) ?? null };
    }),
    pendingAdds: pending.adds,
  };
}

/** 家族关系: by either person's name. */
export function familyList(db: Db, instId: number, page: TabPage): Promise<ScsMaintenanceList<ScsFamilyRow>> {
  const { word } = page;
  let q = db.selectFrom('scs_family_relation').where('inst_id', '=', instId);
  if (word)
    q = q.where((eb) => eb.or([eb('person_a', 'ilike', containing(word)), eb('person_b', 'ilike', containing(word))]));
  const rows = q
    .select(['id', 'person_a', 'person_b', 'person_a_id', 'person_b_id', 'relation', 'created_at'])
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withPending(db, instId, 'family', { count: countOf(q), rows }, (r) => ({
    key: String(r.id),
    item: {
      id: r.id,
      personA: r.person_a,
      personB: r.person_b,
      personAId: r.person_a_id,
      personBId: r.person_b_id,
      relation: r.relation,
      createdAt: chinaMinute(new Date(r.created_at)),
    },
  }));
}

/** 担保关系: by either company's name. */
export function guaranteeList(db: Db, instId: number, page: TabPage): Promise<ScsMaintenanceList<ScsGuaranteeRow>> {
  const { word } = page;
  let q = db
    .selectFrom('scs_guarantee as g')
    .innerJoin('company as a', 'a.ent_id', 'g.guarantor_id')
    .innerJoin('company as b', 'b.ent_id', 'g.guaranteed_id')
    .where('g.inst_id', '=', instId);
  if (word)
    q = q.where((eb) => eb.or([eb('a.name', 'ilike', containing(word)), eb('b.name', 'ilike', containing(word))]));
  const rows = q
    .select(['g.id', 'g.guarantor_id', 'a.name as a_name', 'g.guaranteed_id', 'b.name as b_name', 'g.amount'])
    .orderBy('g.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withPending(db, instId, 'guarantee', { count: countOf(q), rows }, (r) => ({
    key: String(r.id),
    item: {
      id: r.id,
      guarantorId: r.guarantor_id,
      guarantorName: r.a_name,
      guaranteedId: r.guaranteed_id,
      guaranteedName: r.b_name,
      amount: Number(r.amount),
    },
  }));
}

/** 协议控制: by either company's name. */
export function controlList(db: Db, instId: number, page: TabPage): Promise<ScsMaintenanceList<ScsControlRow>> {
  const { word } = page;
  let q = db
    .selectFrom('scs_manual_control as m')
    .innerJoin('company as a', 'a.ent_id', 'm.controller_id')
    .innerJoin('company as b', 'b.ent_id', 'm.controlled_id')
    .where('m.inst_id', '=', instId);
  if (word)
    q = q.where((eb) => eb.or([eb('a.name', 'ilike', containing(word)), eb('b.name', 'ilike', containing(word))]));
  const rows = q
    .select([
      'm.id',
      'm.controller_id',
      'a.name as a_name',
      'm.controlled_id',
      'b.name as b_name',
      'm.basis',
      'm.created_at',
    ])
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withPending(db, instId, 'control', { count: countOf(q), rows }, (r) => ({
    key: String(r.id),
    item: {
      id: r.id,
      controllerId: r.controller_id,
      controllerName: r.a_name,
      controlledId: r.controlled_id,
      controlledName: r.b_name,
      basis: r.basis,
      createdAt: chinaMinute(new Date(r.created_at)),
    },
  }));
}

/** 数据修正: the book's customers by name, with their exposures, rating and limit. */
export async function bookList(db: Db, instId: number, page: TabPage): Promise<ScsMaintenanceList<ScsBookRow>> {
  const { word } = page;
  let q = db
    .selectFrom('institution_customer as ic')
    .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
    .where('ic.inst_id', '=', instId);
  if (word) q = q.where('c.name', 'ilike', containing(word));
  const rows = q
    .select(['ic.ent_id', 'c.name', ...BOOK_COLUMNS])
    .orderBy('c.name')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const list = await withPending(db, instId, 'book', { count: countOf(q), rows }, (r) => ({
    key: r.ent_id,
    item: { entId: r.ent_id, name: r.name, ...bookFigures(r) },
  }));
  // Corrections only edit existing customers: the book never has pending additions.
  return { ...list, pendingAdds: [] };
}

/** The book's exposure, rating and limit columns (数据修正). */
export const BOOK_COLUMNS = [
  'ic.loan_amount',
  'ic.bill_amount',
  'ic.guarantee_amount',
  'ic.bond_amount',
  'ic.off_balance_amount',
  'ic.rating',
  'ic.approved_limit',
] as const;

/** A book row's figures as the API shows them. */
export const bookFigures = (r: {
  loan_amount: string | number;
  bill_amount: string | number;
  guarantee_amount: string | number;
  bond_amount: string | number;
  off_balance_amount: string | number;
  rating: string | null;
  approved_limit: string | number | null;
}) => ({
  loan: Number(r.loan_amount),
  bill: Number(r.bill_amount),
  guarantee: Number(r.guarantee_amount),
  bond: Number(r.bond_amount),
  offBalance: Number(r.off_balance_amount),
  rating: r.rating,
  limit: r.approved_limit === null ? null : Number(r.approved_limit),
});
