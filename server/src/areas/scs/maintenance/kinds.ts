import type { Static, TSchema } from '@sinclair/typebox';
import {
  ResultCode,
  ScsChangeKind,
  ScsControlEditPayload,
  ScsControlPayload,
  ScsCorrectionPayload,
  ScsFamilyEditPayload,
  ScsFamilyImportPayload,
  ScsFamilyPayload,
  ScsGuaranteeEditPayload,
  ScsGuaranteePayload,
  ScsRowIdPayload,
  SCS_MAINTENANCE_PERMISSION,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import { registerChangeKind } from '../shared/review/changes';
import { BOOK_COLUMNS, bookFigures } from './lists';
import { refuseRows, type RowError } from './rowErrors';

type Family = Static<typeof ScsFamilyPayload>;
type FamilyEdit = Static<typeof ScsFamilyEditPayload>;
type RowId = Static<typeof ScsRowIdPayload>;
type FamilyImport = Static<typeof ScsFamilyImportPayload>;
type Guarantee = Static<typeof ScsGuaranteePayload>;
type GuaranteeEdit = Static<typeof ScsGuaranteeEditPayload>;
type Control = Static<typeof ScsControlPayload>;
type ControlEdit = Static<typeof ScsControlEditPayload>;
type Correction = Static<typeof ScsCorrectionPayload>;

const right = SCS_MAINTENANCE_PERMISSION;
const conflict = (message: string) => new AppError(ResultCode.CONFLICT, message, 409);

/* 家族关系: two people of the register, by id. */

/** A tie as 数据复核 shows it: the two people (name and id) and the relation. */
interface FamilyTie {
  personAId: string;
  personA: string;
  personBId: string;
  personB: string;
  relation: string;
}

/** The names of the people (by id) in the register. */
async function personNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('person').select(['person_id', 'name']).where('person_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.person_id, r.name]));
}

/** The tie with the people's names read from the register; refuses the same person twice or an unknown id. */
async function familyTie(db: Db, p: Family): Promise<FamilyTie> {
  if (p.personAId === p.personBId) throw badRequest('两人不能为同一人');
  const names = await personNames(db, [p.personAId, p.personBId]);
  const [a, b] = [names.get(p.personAId), names.get(p.personBId)];
  if (!a || !b) throw badRequest('人员不存在，请从人员搜索结果中选择');
  return { personAId: p.personAId, personA: a, personBId: p.personBId, personB: b, relation: p.relation };
}

/** The row's columns. */
const columns = (t: FamilyTie) => ({
  person_a: t.personA,
  person_b: t.personB,
  person_a_id: t.personAId,
  person_b_id: t.personBId,
  relation: t.relation,
});

const TIE_COLUMNS = [
  'id',
  'person_a as personA',
  'person_b as personB',
  'person_a_id as personAId',
  'person_b_id as personBId',
  'relation',
] as const;

async function familyRow(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('scs_family_relation')
    .select(TIE_COLUMNS)
    .where('inst_id', '=', instId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('家族关系不存在');
  return row;
}

/** The id of a tie between the two people (either order), other than `except`. */
async function familyDuplicate(db: Db, instId: number, a: string, b: string, except = 0) {
  const row = await db
    .selectFrom('scs_family_relation')
    .select('id')
    .where('inst_id', '=', instId)
    .where('id', '!=', except)
    .where((eb) =>
      eb.or([
        eb.and([eb('person_a_id', '=', a), eb('person_b_id', '=', b)]),
        eb.and([eb('person_a_id', '=', b), eb('person_b_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The tie to store: the people known, not the same, not tied already. */
async function checkFamily(db: Db, instId: number, p: Family, except = 0): Promise<FamilyTie> {
  const tie = await familyTie(db, p);
  if (await familyDuplicate(db, instId, p.personAId, p.personBId, except))
    throw conflict(`${tie.personA}与${tie.personB}的家族关系已存在`);
  return tie;
}

const familyWords = (t: { personA: string; personB: string; relation: string }) =>
  `${t.personA}与${t.personB}：${t.relation}`;

/** Row errors of a family import: each row's problem and duplicates within the file or with the book. */
export async function familyImportErrors(db: Db, instId: number, rows: readonly Family[]) {
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    const problem = await familyTie(db, row).then(
      () => null,
      (e: Error) => e.message,
    );
    if (problem) {
      errors.push({ line, column: '姓名', message: problem });
      continue;
    }
    const key = [row.personAId, row.personBId].sort().join('\u0001');
    const first = seen.get(key);
    if (first) errors.push({ line, column: '姓名', message: `与第 ${first} 行重复` });
    else if (await familyDuplicate(db, instId, row.personAId, row.personBId))
      errors.push({ line, column: '姓名', message: '该家族关系已存在' });
    else seen.set(key, line);
  }
  return errors;
}

/* 担保关系 and 协议控制: companies of the register. */

async function companyNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('company').select(['ent_id', 'name']).where('ent_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.ent_id, r.name]));
}

async function twoCompanies(db: Db, a: string, b: string): Promise<[string, string]> {
  if (a === b) throw badRequest('两方不能为同一企业');
  const names = await companyNames(db, [a, b]);
  const [na, nb] = [names.get(a), names.get(b)];
  if (!na || !nb) throw badRequest('企业不存在，请从搜索结果中选择');
  return [na, nb];
}

async function guaranteeRow(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('scs_guarantee as g')
    .innerJoin('company as a', 'a.ent_id', 'g.guarantor_id')
    .innerJoin('company as b', 'b.ent_id', 'g.guaranteed_id')
    .select([
      'g.id',
      'g.guarantor_id as guarantorId',
      'a.name as guarantorName',
      'g.guaranteed_id as guaranteedId',
      'b.name as guaranteedName',
      'g.amount',
    ])
    .where('g.inst_id', '=', instId)
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('担保关系不存在');
  return { ...row, amount: Number(row.amount) };
}

async function checkGuarantee(db: Db, instId: number, p: Guarantee) {
  const names = await twoCompanies(db, p.guarantorId, p.guaranteedId);
  const dup = await db
    .selectFrom('scs_guarantee')
    .select('id')
    .where('inst_id', '=', instId)
    .where('guarantor_id', '=', p.guarantorId)
    .where('guaranteed_id', '=', p.guaranteedId)
    .executeTakeFirst();
  if (dup) throw conflict(`${names[0]}对${names[1]}的担保关系已存在`);
  return names;
}

async function controlRow(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('scs_manual_control as m')
    .innerJoin('company as a', 'a.ent_id', 'm.controller_id')
    .innerJoin('company as b', 'b.ent_id', 'm.controlled_id')
    .select([
      'm.id',
      'm.controller_id as controllerId',
      'a.name as controllerName',
      'm.controlled_id as controlledId',
      'b.name as controlledName',
      'm.basis',
    ])
    .where('m.inst_id', '=', instId)
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('协议控制关系不存在');
  return row;
}

async function checkControl(db: Db, instId: number, p: Control) {
  const names = await twoCompanies(db, p.controllerId, p.controlledId);
  const dup = await db
    .selectFrom('scs_manual_control')
    .select('id')
    .where('inst_id', '=', instId)
    .where('controlled_id', '=', p.controlledId)
    .executeTakeFirst();
  if (dup) throw conflict(`${names[1]}已有协议控制关系`);
  return names;
}

/* 数据修正: the book's exposures, rating and limit. */

async function bookRow(db: Db, instId: number, entId: string) {
  const row = await db
    .selectFrom('institution_customer as ic')
    .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
    .select(['ic.ent_id as entId', 'c.name', ...BOOK_COLUMNS])
    .where('ic.inst_id', '=', instId)
    .where('ic.ent_id', '=', entId)
    .executeTakeFirst();
  if (!row) throw notFound('该企业不在本机构客户名单中');
  return { entId: row.entId, name: row.name, ...bookFigures(row) };
}

/** A guarantee as 数据复核 shows it. */
const guaranteeSnapshot = (p: Guarantee, guarantorName: string, guaranteedName: string) => ({
  guarantorId: p.guarantorId,
  guarantorName,
  guaranteedId: p.guaranteedId,
  guaranteedName,
  amount: p.amount,
});

/** A 协议控制 edge as 数据复核 shows it. */
const controlSnapshot = (p: Control, controllerName: string, controlledName: string) => ({
  controllerId: p.controllerId,
  controllerName,
  controlledId: p.controlledId,
  controlledName,
  basis: p.basis.trim(),
});

/** A book row as a correction leaves it, in `bookRow`'s fields. */
const corrected = (before: { entId: string; name: string }, p: Correction) => ({
  entId: before.entId,
  name: before.name,
  loan: p.loan,
  bill: p.bill,
  guarantee: p.guarantee,
  bond: p.bond,
  offBalance: p.offBalance,
  rating: p.rating,
  limit: p.limit,
});

const cents = (n: number) => Math.round(n * 100) / 100 !== n;

/**
 * A change to one existing row of a tab (修改, 删除): the row as it stands is the before snapshot and is read
 * again on approval (404 once it is gone); the scope `<tab>:<id>` lets one change at a time wait for the row.
 */
function registerRowChange<P extends { id: number }, B>(o: {
  kind: string;
  title: string;
  payload: TSchema;
  tab: string;
  /** Refusals of the payload alone, before the row is read. */
  refuse?: (p: P) => void;
  read: (db: Db, instId: number, id: number) => Promise<B>;
  /** Refusals against the book, after the row is read. */
  check?: (db: Db, instId: number, p: P) => Promise<void>;
  words: (before: B, p: P) => { summary: string; target: string };
  /** The row as approval will leave it, in `before`'s fields (null: deleted). */
  proposed: (db: Db, before: B, p: P) => unknown;
  apply: (trx: Db, instId: number, p: P, before: B) => Promise<unknown>;
}): void {
  registerChangeKind<P>({
    kind: o.kind,
    title: o.title,
    right,
    payload: o.payload,
    async prepare(db, instId, p) {
      o.refuse?.(p);
      const before = await o.read(db, instId, p.id);
      await o.check?.(db, instId, p);
      const proposed = await o.proposed(db, before, p);
      return { before, proposed, ...o.words(before, p), scope: `${o.tab}:${p.id}` };
    },
    async apply(trx, instId, p) {
      const before = await o.read(trx, instId, p.id);
      await o.check?.(trx, instId, p);
      return o.apply(trx, instId, p, before);
    },
  });
}

/** The apply of a 删除 kind: the row goes; there is no after snapshot. */
const deleteRow =
  (table: 'scs_family_relation' | 'scs_guarantee' | 'scs_manual_control') =>
  async (trx: Db, instId: number, p: { id: number }) => {
    await trx.deleteFrom(table).where('id', '=', p.id).where('inst_id', '=', instId).execute();
    return null;
  };

/** Register the data-maintenance kinds (数据维护's four tabs and the family import). */
export function registerMaintenanceKinds(): void {
  registerChangeKind<Family>({
    kind: ScsChangeKind.FAMILY_ADD,
    title: '新增家族关系',
    right,
    payload: ScsFamilyPayload,
    async prepare(db, instId, p) {
      const tie = await checkFamily(db, instId, p);
      return {
        before: null,
        proposed: tie,
        summary: familyWords(tie),
        target: `${tie.personA}—${tie.personB}`,
        scope: 'family:new',
      };
    },
    async apply(trx, instId, p, ctx) {
      const tie = await checkFamily(trx, instId, p);
      return trx
        .insertInto('scs_family_relation')
        .values({ inst_id: instId, ...columns(tie), created_by: ctx.makerId || null })
        .returning(TIE_COLUMNS)
        .executeTakeFirstOrThrow();
    },
  });
  registerRowChange<FamilyEdit, Awaited<ReturnType<typeof familyRow>>>({
    kind: ScsChangeKind.FAMILY_EDIT,
    title: '修改家族关系',
    payload: ScsFamilyEditPayload,
    tab: 'family',
    read: familyRow,
    check: async (db, instId, p) => void (await checkFamily(db, instId, p, p.id)),
    words: (before) => ({ summary: `修改 ${familyWords(before)}`, target: `${before.personA}—${before.personB}` }),
    proposed: async (db, _before, p) => ({ id: p.id, ...(await familyTie(db, p)) }),
    async apply(trx, instId, p) {
      const tie = await familyTie(trx, p);
      await trx
        .updateTable('scs_family_relation')
        .set(columns(tie))
        .where('id', '=', p.id)
        .where('inst_id', '=', instId)
        .execute();
      return { id: p.id, ...tie };
    },
  });
  registerRowChange<RowId, Awaited<ReturnType<typeof familyRow>>>({
    kind: ScsChangeKind.FAMILY_DELETE,
    title: '删除家族关系',
    payload: ScsRowIdPayload,
    tab: 'family',
    read: familyRow,
    words: (before) => ({ summary: `删除 ${familyWords(before)}`, target: `${before.personA}—${before.personB}` }),
    proposed: () => null,
    apply: deleteRow('scs_family_relation'),
  });
  registerChangeKind<FamilyImport>({
    kind: ScsChangeKind.FAMILY_IMPORT,
    title: '批量导入家族关系',
    right,
    payload: ScsFamilyImportPayload,
    async prepare(db, instId, p) {
      refuseRows(await familyImportErrors(db, instId, p.rows));
      return {
        before: null,
        proposed: { rows: await Promise.all(p.rows.map((r) => familyTie(db, r))) },
        summary: `${p.fileName}：${p.rows.length} 条家族关系`,
        target: p.fileName,
        scope: 'family:new',
      };
    },
    async apply(trx, instId, p, ctx) {
      refuseRows(await familyImportErrors(trx, instId, p.rows));
      const ties = await Promise.all(p.rows.map((r) => familyTie(trx, r)));
      const rows = await trx
        .insertInto('scs_family_relation')
        .values(ties.map((t) => ({ inst_id: instId, ...columns(t), created_by: ctx.makerId || null })))
        .returning(TIE_COLUMNS)
        .execute();
      return { rows };
    },
  });

  registerChangeKind<Guarantee>({
    kind: ScsChangeKind.GUARANTEE_ADD,
    title: '新增担保关系',
    right,
    payload: ScsGuaranteePayload,
    async prepare(db, instId, p) {
      if (cents(p.amount)) throw badRequest('担保金额最多两位小数');
      const [a, b] = await checkGuarantee(db, instId, p);
      return {
        before: null,
        proposed: { ...guaranteeSnapshot(p, a, b) },
        summary: `${a} 为 ${b} 担保 ${p.amount} 元`,
        target: `${a}→${b}`,
        scope: 'guarantee:new',
      };
    },
    async apply(trx, instId, p) {
      const [a, b] = await checkGuarantee(trx, instId, p);
      const row = await trx
        .insertInto('scs_guarantee')
        .values({ inst_id: instId, guarantor_id: p.guarantorId, guaranteed_id: p.guaranteedId, amount: p.amount })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, ...guaranteeSnapshot(p, a, b) };
    },
  });
  registerRowChange<GuaranteeEdit, Awaited<ReturnType<typeof guaranteeRow>>>({
    kind: ScsChangeKind.GUARANTEE_EDIT,
    title: '修改担保关系',
    payload: ScsGuaranteeEditPayload,
    tab: 'guarantee',
    refuse: (p) => {
      if (cents(p.amount)) throw badRequest('担保金额最多两位小数');
    },
    read: guaranteeRow,
    words: (before, p) => ({
      summary: `${before.guarantorName} 为 ${before.guaranteedName} 担保金额 ${before.amount} → ${p.amount} 元`,
      target: `${before.guarantorName}→${before.guaranteedName}`,
    }),
    proposed: (_db, before, p) => ({ ...before, amount: p.amount }),
    async apply(trx, instId, p, before) {
      await trx
        .updateTable('scs_guarantee')
        .set({ amount: p.amount })
        .where('id', '=', p.id)
        .where('inst_id', '=', instId)
        .execute();
      return { ...before, amount: p.amount };
    },
  });
  registerRowChange<RowId, Awaited<ReturnType<typeof guaranteeRow>>>({
    kind: ScsChangeKind.GUARANTEE_DELETE,
    title: '删除担保关系',
    payload: ScsRowIdPayload,
    tab: 'guarantee',
    read: guaranteeRow,
    words: (before) => ({
      summary: `删除 ${before.guarantorName} 为 ${before.guaranteedName} 的担保`,
      target: `${before.guarantorName}→${before.guaranteedName}`,
    }),
    proposed: () => null,
    apply: deleteRow('scs_guarantee'),
  });

  registerChangeKind<Control>({
    kind: ScsChangeKind.CONTROL_ADD,
    title: '新增协议控制关系',
    right,
    payload: ScsControlPayload,
    async prepare(db, instId, p) {
      const [a, b] = await checkControl(db, instId, p);
      return {
        before: null,
        proposed: controlSnapshot(p, a, b),
        summary: `${a} 通过协议控制 ${b}（${p.basis.trim()}）`,
        target: `${a}→${b}`,
        scope: 'control:new',
      };
    },
    async apply(trx, instId, p, ctx) {
      const [a, b] = await checkControl(trx, instId, p);
      const row = await trx
        .insertInto('scs_manual_control')
        .values({
          inst_id: instId,
          controller_id: p.controllerId,
          controlled_id: p.controlledId,
          basis: p.basis.trim(),
          created_by: ctx.makerId || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, ...controlSnapshot(p, a, b) };
    },
  });
  registerRowChange<ControlEdit, Awaited<ReturnType<typeof controlRow>>>({
    kind: ScsChangeKind.CONTROL_EDIT,
    title: '修改协议控制关系',
    payload: ScsControlEditPayload,
    tab: 'control',
    read: controlRow,
    words: (before, p) => ({
      summary: `${before.controllerName} 控制 ${before.controlledName} 的依据：${before.basis} → ${p.basis.trim()}`,
      target: `${before.controllerName}→${before.controlledName}`,
    }),
    proposed: (_db, before, p) => ({ ...before, basis: p.basis.trim() }),
    async apply(trx, instId, p, before) {
      await trx
        .updateTable('scs_manual_control')
        .set({ basis: p.basis.trim() })
        .where('id', '=', p.id)
        .where('inst_id', '=', instId)
        .execute();
      return { ...before, basis: p.basis.trim() };
    },
  });
  registerRowChange<RowId, Awaited<ReturnType<typeof controlRow>>>({
    kind: ScsChangeKind.CONTROL_DELETE,
    title: '删除协议控制关系',
    payload: ScsRowIdPayload,
    tab: 'control',
    read: controlRow,
    words: (before) => ({
      summary: `删除 ${before.controllerName} 通过协议控制 ${before.controlledName}`,
      target: `${before.controllerName}→${before.controlledName}`,
    }),
    proposed: () => null,
    apply: deleteRow('scs_manual_control'),
  });

  registerChangeKind<Correction>({
    kind: ScsChangeKind.CORRECTION,
    title: '数据修正（敞口/评级）',
    right,
    payload: ScsCorrectionPayload,
    async prepare(db, instId, p) {
      for (const v of [p.loan, p.bill, p.guarantee, p.bond, p.offBalance, p.limit ?? 0])
        if (cents(v)) throw badRequest('金额最多两位小数');
      const before = await bookRow(db, instId, p.entId);
      return {
        before,
        proposed: corrected(before, p),
        summary: `修正 ${before.name} 的敞口/评级`,
        target: before.name,
        scope: `book:${p.entId}`,
      };
    },
    async apply(trx, instId, p) {
      const before = await bookRow(trx, instId, p.entId);
      await trx
        .updateTable('institution_customer')
        .set({
          loan_amount: p.loan,
          bill_amount: p.bill,
          guarantee_amount: p.guarantee,
          bond_amount: p.bond,
          off_balance_amount: p.offBalance,
          rating: p.rating,
          approved_limit: p.limit,
        })
        .where('inst_id', '=', instId)
        .where('ent_id', '=', p.entId)
        .execute();
      return corrected(before, p);
    },
  });
}
