import { sql } from 'kysely';
import {
  EXPOSURE_PRODUCTS,
  type Capitals,
  type CreditGroupDetail,
  type CreditGroupRow,
  type CreditWarning,
  type ExposureMeasure,
  type Exposures,
  chinaMinute,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { latestRunId } from '../shared/latestRun';
import { notFound } from '../../../platform/http/errors';
import { inBatches } from '../../../platform/db/batches';
import { available, groupMeasure, isInterbank, memberMeasures, usage } from './limits';

/*
 * 统一授信 (product notes §4.5) over the latest identification run: a group's approved limit and its
 * members' allocations are kept by the group key (stable across runs), the used amounts are the book's
 * exposures, the capitals are the institution's 一级资本净额 and 资本净额 (each limit measured against its own).
 */

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
const cents = (n: number) => Math.round(n * 100) / 100;

/** The institution's 一级资本净额 and 资本净额 (null while not set). */
export async function capitalsOf(db: Db, instId: number): Promise<Capitals> {
  const row = await db
    .selectFrom('scs_credit_setting')
    .select(['net_tier1_capital', 'net_capital'])
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  return { tier1: num(row?.net_tier1_capital), net: num(row?.net_capital) };
}

/**
 * The latest run's group with the key of the group named (another institution's group: 404). A page
 * opened before a newer run still reaches its group: limits live by the key, stable across runs.
 */
export async function currentGroup(db: Db, instId: number, groupId: number) {
  const named = await db
    .selectFrom('scs_group')
    .select('group_key')
    .where('id', '=', groupId)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!named) throw notFound('识别组不存在');
  const run = await latestRunId(db, instId);
  const group = run
    ? await db
        .selectFrom('scs_group')
        .select(['id', 'group_key', 'name', 'core_ent_id'])
        .where('group_key', '=', named.group_key)
        .where('inst_id', '=', instId)
        .where('run_id', '=', run.id)
        .executeTakeFirst()
    : undefined;
  if (!group) throw notFound('该识别组在最近一次识别中已不存在');
  return group;
}

interface MemberRow {
  group_id: number;
  group_key: string;
  ent_id: string;
  ent_name: string;
  role: string;
  loan: number;
  bill: number;
  guarantee: number;
  bond: number;
  off_balance: number;
  limit_amount: number | null;
  frozen_amount: number | null;
  industry_code: string | null;
}

/** Groups whose members one statement reads (about five members a group). */
const GROUPS_PER_STATEMENT = 200;

/** The members of the groups with their exposures and limits, each group's in its order, a few hundred groups a statement. */
async function membersOf(db: Db, instId: number, groupIds: number[]): Promise<MemberRow[]> {
  return inBatches(
    groupIds,
    async (ids) =>
      (
        await sql<MemberRow>`
          select g.id as group_id, g.group_key, m.ent_id, m.ent_name, m.role,
                 coalesce(ic.loan_amount, 0)::float8 as loan, coalesce(ic.bill_amount, 0)::float8 as bill,
                 coalesce(ic.guarantee_amount, 0)::float8 as guarantee, coalesce(ic.bond_amount, 0)::float8 as bond,
                 coalesce(ic.off_balance_amount, 0)::float8 as off_balance,
                 ml.limit_amount::float8 as limit_amount, ml.frozen_amount::float8 as frozen_amount, c.industry_code
          from scs_group g
          join scs_group_member m on m.group_id = g.id
          left join company c on c.ent_id = m.ent_id
          left join institution_customer ic on ic.inst_id = ${instId} and ic.ent_id = m.ent_id
          left join scs_member_limit ml on ml.inst_id = ${instId} and ml.group_key = g.group_key and ml.ent_id = m.ent_id
          where g.inst_id = ${instId} and g.id = any(${sql.val(ids)})
          order by case m.role when '母公司' then 0 when '核心企业' then 0 when '成员' then 1 else 2 end, m.ent_name`.execute(
          db,
        )
      ).rows,
    GROUPS_PER_STATEMENT,
  );
}

const exposuresOf = (m: Pick<MemberRow, 'loan' | 'bill' | 'guarantee' | 'bond' | 'off_balance'>): Exposures => {
  const e = { loan: m.loan, bill: m.bill, guarantee: m.guarantee, bond: m.bond, offBalance: m.off_balance };
  return { ...e, total: cents(e.loan + e.bill + e.guarantee + e.bond + e.offBalance) };
};

/** A group is 同业 (第十八条) only when every member is; one 非同业 member makes it 一组非同业关联客户. */
const allInterbank = (ms: MemberRow[]) => ms.length > 0 && ms.every((m) => isInterbank(m.industry_code));

const sumExposures = (list: Exposures[]): Exposures => {
  const out = { loan: 0, bill: 0, guarantee: 0, bond: 0, offBalance: 0, total: 0 };
  for (const e of list) {
    for (const { key } of EXPOSURE_PRODUCTS) out[key] = cents(out[key] + e[key]);
    out.total = cents(out.total + e.total);
  }
  return out;
};

async function groupLimits(db: Db, instId: number, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom('scs_group_limit')
    .select(['group_key', 'group_limit'])
    .where('inst_id', '=', instId)
    .where('group_key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.group_key, Number(r.group_limit)]));
}

/** The groups of the latest run with their limit usage and concentration, worst first. */
export async function creditList(
  db: Db,
  instId: number,
): Promise<{ runAt: Date | null; capital: Capitals; list: CreditGroupRow[] }> {
  const run = await latestRunId(db, instId);
  const capital = await capitalsOf(db, instId);
  if (!run) return { runAt: null, capital, list: [] };
  const groups = await db
    .selectFrom('scs_group as g')
    .innerJoin('company as c', 'c.ent_id', 'g.core_ent_id')
    .select(['g.id', 'g.group_key', 'g.name', 'c.name as core_name', 'g.member_count'])
    .where('g.run_id', '=', run.id)
    .where('g.inst_id', '=', instId)
    .execute();
  const { byGroup, limits } = await membersAndLimits(db, instId, groups);
  const list = groups.map((g): CreditGroupRow => {
    const ms = byGroup.get(g.id) ?? [];
    const exposure = sumExposures(ms.map(exposuresOf)).total;
    const limit = limits.get(g.group_key) ?? null;
    return {
      groupId: g.id,
      groupKey: g.group_key,
      name: g.name,
      coreName: g.core_name,
      memberCount: g.member_count,
      exposure,
      groupLimit: limit,
      allocated: cents(ms.reduce((s, m) => s + (m.limit_amount ?? 0), 0)),
      limitUsage: usage(exposure, limit),
      measure: groupMeasure(exposure, allInterbank(ms), capital),
    };
  });
  const worst = (r: CreditGroupRow) => Math.max(r.limitUsage.ratio ?? 0, (r.measure.ratio ?? 0) / r.measure.share);
  list.sort((a, b) => worst(b) - worst(a) || b.exposure - a.exposure || a.groupId - b.groupId);
  return { runAt: run.created_at, capital, list };
}

/** One group's unified credit view: members, products, warnings, the concentration trend. */
export async function creditDetail(db: Db, instId: number, groupId: number): Promise<CreditGroupDetail> {
  const group = await currentGroup(db, instId, groupId);
  const [members, limits, capital, trend] = await Promise.all([
    membersOf(db, instId, [group.id]),
    groupLimits(db, instId, [group.group_key]),
    capitalsOf(db, instId),
    db
      .selectFrom('scs_credit_snapshot')
      .select(['taken_at', 'cause', 'exposure', 'group_limit', 'capital'])
      .where('inst_id', '=', instId)
      .where('group_key', '=', group.group_key)
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(30)
      .execute(),
  ]);
  return creditView(group, members, limits.get(group.group_key) ?? null, capital, trend);
}

/** The groups' members (by group id) and their credit limits (by group key), two queries for all of them. */
async function membersAndLimits(db: Db, instId: number, groups: readonly { id: number; group_key: string }[]) {
  const [members, limits] = await Promise.all([
    membersOf(
      db,
      instId,
      groups.map((g) => g.id),
    ),
    groupLimits(
      db,
      instId,
      groups.map((g) => g.group_key),
    ),
  ]);
  return { byGroup: groupedBy(members), limits };
}

/**
 * The credit view of every group of the latest run, from three queries whatever their number (the warning scan
 * after a run reads them all: one query set a group took minutes over 2,000 groups). No trend.
 */
export async function creditViews(db: Db, instId: number): Promise<CreditGroupDetail[]> {
  const run = await latestRunId(db, instId);
  if (!run) return [];
  const groups = await db
    .selectFrom('scs_group')
    .select(['id', 'group_key', 'name', 'core_ent_id'])
    .where('inst_id', '=', instId)
    .where('run_id', '=', run.id)
    .orderBy('id')
    .execute();
  const [{ byGroup, limits }, capital] = await Promise.all([
    membersAndLimits(db, instId, groups),
    capitalsOf(db, instId),
  ]);
  return groups.map((g) => creditView(g, byGroup.get(g.id) ?? [], limits.get(g.group_key) ?? null, capital, []));
}

/** Member rows by group, each group's in the query's order. */
function groupedBy(members: readonly MemberRow[]): Map<number, MemberRow[]> {
  const byGroup = new Map<number, MemberRow[]>();
  for (const m of members) {
    const list = byGroup.get(m.group_id);
    if (list) list.push(m);
    else byGroup.set(m.group_id, [m]);
  }
  return byGroup;
}

interface SnapshotRow {
  taken_at: Date;
  cause: string;
  exposure: string | number;
  group_limit: string | number | null;
  capital: string | number | null;
}

/** A group's credit view from its loaded rows (pure). */
function creditView(
  group: { id: number; group_key: string; name: string },
  members: MemberRow[],
  groupLimit: number | null,
  capital: Capitals,
  trend: SnapshotRow[],
): CreditGroupDetail {
  const memberViews = members.map((m) => {
    const used = exposuresOf(m);
    return {
      entId: m.ent_id,
      entName: m.ent_name,
      role: m.role,
      limit: m.limit_amount,
      frozen: m.frozen_amount ?? 0,
      used,
      available: available(m.limit_amount, used.total, m.frozen_amount ?? 0),
      limitUsage: usage(used.total, m.limit_amount),
      interbank: isInterbank(m.industry_code),
      measures: memberMeasures(
        { exposure: used.total, loan: used.loan, interbank: isInterbank(m.industry_code) },
        capital,
      ),
    };
  });
  const used = sumExposures(memberViews.map((m) => m.used));
  const frozen = cents(memberViews.reduce((s, m) => s + m.frozen, 0));
  const limitUsage = usage(used.total, groupLimit);
  const measure = groupMeasure(used.total, allInterbank(members), capital);
  const warnings: CreditWarning[] = [];
  const warn = (scope: string, name: string, limitName: string, u: { ratio: number | null; step: number | null }) => {
    if (u.step !== null && u.ratio !== null) warnings.push({ scope, name, limitName, ratio: u.ratio, step: u.step });
  };
  // A measure's ratio is of its base; the warning reports the share of the limit used, as for credit limits.
  const warnMeasure = (scope: string, name: string, m: ExposureMeasure) =>
    warn(scope, name, `${m.title}（${m.base}的${Math.round(m.share * 100)}%）`, {
      ratio: m.ratio === null ? null : Math.round((m.ratio / m.share) * 10_000) / 10_000,
      step: m.step,
    });
  warn('集团', group.name, '集团授信额度', limitUsage);
  warnMeasure('集团', group.name, measure);
  for (const m of memberViews) {
    warn('成员', m.entName, '成员授信额度', m.limitUsage);
    for (const x of m.measures) warnMeasure('成员', m.entName, x);
  }
  return {
    groupId: group.id,
    groupKey: group.group_key,
    name: group.name,
    capital,
    groupLimit,
    allocated: cents(memberViews.reduce((s, m) => s + (m.limit ?? 0), 0)),
    frozen,
    used,
    available: available(groupLimit, used.total, frozen),
    limitUsage,
    measure,
    members: memberViews,
    warnings,
    trend: trend.reverse().map((t) => {
      const cap = num(t.capital);
      return {
        at: chinaMinute(t.taken_at),
        cause: t.cause,
        exposure: Number(t.exposure),
        groupLimit: num(t.group_limit),
        concentration: cap ? Math.round((Number(t.exposure) / cap) * 10_000) / 10_000 : null,
      };
    }),
  };
}

/** A concentration snapshot of the latest run's groups (all, or the one given), for the trend. */
export async function takeSnapshots(
  db: Db,
  instId: number,
  cause: string,
  now: Date,
  groupKey?: string,
): Promise<void> {
  const { list, capital } = await creditList(db, instId);
  const rows = list.filter((g) => !groupKey || g.groupKey === groupKey);
  await inBatches(rows, async (batch) => {
    await db
      .insertInto('scs_credit_snapshot')
      .values(
        batch.map((g) => ({
          inst_id: instId,
          group_key: g.groupKey,
          taken_at: now,
          cause,
          exposure: g.exposure,
          group_limit: g.groupLimit,
          capital: capital.tier1,
        })),
      )
      .execute();
    return [];
  });
}
