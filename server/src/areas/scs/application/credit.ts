import { sql } from 'kysely';
import {
  EXPOSURE_PRODUCTS,
  GROUP_CONCENTRATION_LIMIT,
  SINGLE_CONCENTRATION_LIMIT,
  type CreditGroupDetail,
  type CreditGroupRow,
  type CreditWarning,
  type Exposures,
  chinaMinute,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { latestRunId } from '../shared/latestRun';
import { notFound } from '../../../platform/http/errors';
import { available, concentration, usage } from './limits';

/*
 * 统一授信 (product notes §4.5) over the latest identification run: a group's approved limit and its
 * members' allocations are kept by the group key (stable across runs), the used amounts are the book's
 * exposures, the capital is the institution's net tier-1 capital.
 */

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
const cents = (n: number) => Math.round(n * 100) / 100;

export async function capitalOf(db: Db, instId: number): Promise<number | null> {
  const row = await db
    .selectFrom('scs_credit_setting')
    .select('net_tier1_capital')
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  return num(row?.net_tier1_capital);
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
}

async function membersOf(db: Db, instId: number, groupIds: number[]): Promise<MemberRow[]> {
  if (!groupIds.length) return [];
  const { rows } = await sql<MemberRow>`
    select g.id as group_id, g.group_key, m.ent_id, m.ent_name, m.role,
           coalesce(ic.loan_amount, 0)::float8 as loan, coalesce(ic.bill_amount, 0)::float8 as bill,
           coalesce(ic.guarantee_amount, 0)::float8 as guarantee, coalesce(ic.bond_amount, 0)::float8 as bond,
           coalesce(ic.off_balance_amount, 0)::float8 as off_balance,
           ml.limit_amount::float8 as limit_amount, ml.frozen_amount::float8 as frozen_amount
    from scs_group g
    join scs_group_member m on m.group_id = g.id
    left join institution_customer ic on ic.inst_id = ${instId} and ic.ent_id = m.ent_id
    left join scs_member_limit ml on ml.inst_id = ${instId} and ml.group_key = g.group_key and ml.ent_id = m.ent_id
    where g.inst_id = ${instId} and g.id = any(${sql.val(groupIds)})
    order by case m.role when '母公司' then 0 when '成员' then 1 else 2 end, m.ent_name`.execute(db);
  return rows;
}

const exposuresOf = (m: Pick<MemberRow, 'loan' | 'bill' | 'guarantee' | 'bond' | 'off_balance'>): Exposures => {
  const e = { loan: m.loan, bill: m.bill, guarantee: m.guarantee, bond: m.bond, offBalance: m.off_balance };
  return { ...e, total: cents(e.loan + e.bill + e.guarantee + e.bond + e.offBalance) };
};

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
): Promise<{ runAt: Date | null; capital: number | null; list: CreditGroupRow[] }> {
  const run = await latestRunId(db, instId);
  const capital = await capitalOf(db, instId);
  if (!run) return { runAt: null, capital, list: [] };
  const groups = await db
    .selectFrom('scs_group as g')
    .innerJoin('company as c', 'c.ent_id', 'g.core_ent_id')
    .select(['g.id', 'g.group_key', 'g.name', 'c.name as core_name', 'g.member_count'])
    .where('g.run_id', '=', run.id)
    .where('g.inst_id', '=', instId)
    .execute();
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
  const list = groups.map((g): CreditGroupRow => {
    const ms = members.filter((m) => m.group_id === g.id);
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
      concentration: concentration(exposure, capital, false),
    };
  });
  const worst = (r: CreditGroupRow) =>
    Math.max(r.limitUsage.ratio ?? 0, (r.concentration.ratio ?? 0) / GROUP_CONCENTRATION_LIMIT);
  list.sort((a, b) => worst(b) - worst(a) || b.exposure - a.exposure || a.groupId - b.groupId);
  return { runAt: run.created_at, capital, list };
}

/** One group's unified credit view: members, products, warnings, the concentration trend. */
export async function creditDetail(db: Db, instId: number, groupId: number): Promise<CreditGroupDetail> {
  const group = await currentGroup(db, instId, groupId);
  const [members, limits, capital, trend] = await Promise.all([
    membersOf(db, instId, [group.id]),
    groupLimits(db, instId, [group.group_key]),
    capitalOf(db, instId),
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
  const groupLimit = limits.get(group.group_key) ?? null;
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
      concentration: concentration(used.total, capital, true),
    };
  });
  const used = sumExposures(memberViews.map((m) => m.used));
  const frozen = cents(memberViews.reduce((s, m) => s + m.frozen, 0));
  const limitUsage = usage(used.total, groupLimit);
  const groupConcentration = concentration(used.total, capital, false);
  const warnings: CreditWarning[] = [];
  const warn = (scope: string, name: string, limitName: string, u: { ratio: number | null; step: number | null }) => {
    if (u.step !== null && u.ratio !== null) warnings.push({ scope, name, limitName, ratio: u.ratio, step: u.step });
  };
  warn('集团', group.name, '集团授信额度', limitUsage);
  warn('集团', group.name, `集团集中度（${GROUP_CONCENTRATION_LIMIT * 100}%）`, {
    ratio: groupConcentration.ratio,
    step: groupConcentration.step,
  });
  for (const m of memberViews) {
    warn('成员', m.entName, '成员授信额度', m.limitUsage);
    warn('成员', m.entName, `单一客户集中度（${SINGLE_CONCENTRATION_LIMIT * 100}%）`, m.concentration);
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
    concentration: groupConcentration,
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
  if (!rows.length) return;
  await db
    .insertInto('scs_credit_snapshot')
    .values(
      rows.map((g) => ({
        inst_id: instId,
        group_key: g.groupKey,
        taken_at: now,
        cause,
        exposure: g.exposure,
        group_limit: g.groupLimit,
        capital,
      })),
    )
    .execute();
}
