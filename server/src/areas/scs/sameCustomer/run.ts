import { sql } from 'kysely';
import type { ScsFamilyTiesReport } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { inBatches, STATEMENT_BATCH, WIDE_ROW_BATCH } from '../../../platform/db/batches';
import type { WorkRunContext } from '../../../platform/jobs/workRuns';
import { runTaskAnswering } from '../../../platform/workers/answer';
import type { RunOptions } from '../../../platform/workers/pool';
import { latestRunId } from '../shared/latestRun';
import { controllingHolder } from '../../../core/relations/actualController';
import type { Entity, Holding } from '../../../core/relations/ownership';
import { afterScsRun } from '../shared/scsRunHooks';
import { totalExposureSql } from './book';
import { minedLinksOf } from './minedSuggestions';
import { familyTiesOf } from './familyTies';
import { lastDataLoad, type IdentifyParams } from './followData';
import { agreementsOf, groupOverridesOf, type Agreement } from './overrides';
import { groupingOptionsInEffect } from '../shared/scsRules';
import type { IdentifyInput, IdentifyOutput, RegisterData } from './identify';
import { scsIdentifyTask } from './identifyTask';
import type { EngineOptions, Group, BookCustomer, DependenceLink, RunDiff, StoredGroup } from './grouping';

/** How far up the control chains are read (the engine's default depth). */
const MAX_DEPTH = 10;

interface HolderRow {
  company_id: string;
  holder_kind: 'C' | 'P';
  holder_id: string;
  holder_name: string;
  ratio: number;
}

/**
 * The part of the register the grouping needs, loaded a level at a time: the holders of the book's
 * customers, of their controllers, and so on up (one query a level for the whole frontier), and the head
 * offices of branches. Only the controlling holder is followed, so the walk stays on the control chains. Plain
 * data, for the worker task (`identify.ts` rebuilds the look-ups). `onLevel` hears of each level as it is read.
 */
export async function loadRegister(
  db: Db,
  customers: readonly BookCustomer[],
  agreements: readonly Agreement[] = [],
  onLevel?: (depth: number) => void,
): Promise<RegisterData> {
  const entities = new Map<string, Entity>(customers.map((c) => [c.entId, { id: c.entId, kind: 'C', name: c.name }]));
  const agreed = new Map(agreements.map((a) => [a.controlledId, a.controllerId]));
  for (const a of agreements)
    if (!entities.has(a.controllerId))
      entities.set(a.controllerId, { id: a.controllerId, kind: 'C', name: a.controllerName });
  const holders = new Map<string, Holding[]>();
  const heads = new Map<string, string>();
  let frontier = customers.map((c) => c.entId);
  for (let depth = 0; depth <= MAX_DEPTH && frontier.length; depth++) {
    onLevel?.(depth);
    const rows = await inBatches(
      frontier,
      async (ids) =>
        (
          await sql<HolderRow>`
            select s.company_id, s.holder_kind, s.holder_id, s.ratio::float8 as ratio,
                   coalesce(hc.name, hp.name, s.holder_id) as holder_name
            from shareholding s
            left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
            left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
            where s.company_id = any(${sql.val(ids)})
          `.execute(db)
        ).rows,
    );
    const branches = await inBatches(
      frontier,
      async (ids) =>
        (
          await sql<{ branch_id: string; parent_id: string; parent_name: string }>`
            select b.branch_id, b.parent_id, c.name as parent_name
            from branch b join company c on c.ent_id = b.parent_id
            where b.branch_id = any(${sql.val(ids)})
          `.execute(db)
        ).rows,
    );
    for (const id of frontier) holders.set(id, []);
    for (const r of rows) {
      const holder: Entity = { id: r.holder_id, kind: r.holder_kind, name: r.holder_name };
      if (!entities.has(holder.id)) entities.set(holder.id, holder);
      holders.get(r.company_id)!.push({ holder, company: entities.get(r.company_id)!, ratio: Number(r.ratio) });
    }
    for (const b of branches) {
      heads.set(b.branch_id, b.parent_id);
      if (!entities.has(b.parent_id)) entities.set(b.parent_id, { id: b.parent_id, kind: 'C', name: b.parent_name });
    }
    const next = new Set<string>();
    for (const id of frontier) {
      const control = controllingHolder(holders.get(id)!);
      const up = agreed.has(id)
        ? entities.get(agreed.get(id)!)
        : control
          ? control.holding.holder
          : heads.has(id)
            ? entities.get(heads.get(id)!)
            : undefined;
      if (up && up.kind === 'C' && !holders.has(up.id)) next.add(up.id);
    }
    frontier = [...next];
  }
  return {
    entities: [...entities.values()],
    holders: [...holders].map(([id, list]) => [id, list.map((h) => ({ holder: h.holder, ratio: h.ratio }))]),
    heads: [...heads],
    agreements: [...agreed],
  };
}

/** The book of an institution, with total exposures, read in order a batch at a time. */
export async function bookOf(db: Db, instId: number): Promise<BookCustomer[]> {
  const book: BookCustomer[] = [];
  for (let after = ''; ;) {
    const rows = await db
      .selectFrom('institution_customer as ic')
      .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
      .select(['ic.ent_id as entId', 'c.name as name', totalExposureSql('ic').as('exposure')])
      .where('ic.inst_id', '=', instId)
      .where('ic.ent_id', '>', after)
      .orderBy('ic.ent_id')
      .limit(STATEMENT_BATCH)
      .execute();
    for (const r of rows) book.push({ entId: r.entId, name: r.name, exposure: Number(r.exposure) });
    if (rows.length < STATEMENT_BATCH) return book;
    after = rows[rows.length - 1]!.entId;
  }
}

/**
 * Economic dependence from the register's top customers and suppliers (年报, 招股书, 中标公告): a customer
 * of the book that names another customer of the book, by name, with its share.
 */
async function dependencesOf(db: Db, customers: readonly BookCustomer[]): Promise<DependenceLink[]> {
  const byName = new Map(customers.map((c) => [c.name, c.entId]));
  const rows = await inBatches(
    customers.map((c) => c.entId),
    async (ids) =>
      (
        await sql<{ company_id: string; kind: 'supplier' | 'customer'; name: string; ratio: number }>`
          select r.company_id, r.kind, r.payload->>'name' as name, (r.payload->>'ratio')::float8 as ratio
          from record r
          where r.kind in ('supplier', 'customer') and r.company_id = any(${sql.val(ids)})
        `.execute(db)
      ).rows,
  );
  return rows.flatMap((r) => {
    const on = byName.get(r.name);
    return on && on !== r.company_id
      ? [{ entId: r.company_id, onId: on, ratio: Number(r.ratio) / 100, kind: r.kind }]
      : [];
  });
}

/** The groups of the institution's latest run, as the diff needs them. */
async function latestGroups(db: Db, instId: number): Promise<StoredGroup[] | null> {
  const run = await latestRunId(db, instId);
  if (!run) return null;
  const groupIds = await db.selectFrom('scs_group').select('id').where('run_id', '=', run.id).orderBy('id').execute();
  const rows = await inBatches(
    groupIds.map((g) => g.id),
    (ids) =>
      db
        .selectFrom('scs_group as g')
        .innerJoin('scs_group_member as m', 'm.group_id', 'g.id')
        .select(['g.group_key', 'g.status', 'm.ent_id', 'm.ent_name'])
        .where('g.id', 'in', ids)
        .execute(),
    200,
  );
  const groups = new Map<
    string,
    { key: string; status: string; memberIds: string[]; memberNames: Map<string, string> }
  >();
  for (const r of rows) {
    let g = groups.get(r.group_key);
    if (!g)
      groups.set(r.group_key, (g = { key: r.group_key, status: r.status, memberIds: [], memberNames: new Map() }));
    g.memberIds.push(r.ent_id);
    g.memberNames.set(r.ent_id, r.ent_name);
  }
  return [...groups.values()];
}

/**
 * One identification run of an institution, as a work run (platform/jobs/workRuns: the page follows its progress),
 * started by a person or by a data load (`followData.ts`): its book, the control chains above it, its family ties and guarantees, the groups and what changed since the run
 * before, stored in one transaction; then the hooks (授信集中度 snapshots, 风险预警). The database is read and
 * written a batch of rows at a time; the grouping runs in a worker (`scs.identify`).
 */
export async function runIdentification(db: Db, run: WorkRunContext, params: IdentifyParams, now: Date): Promise<void> {
  const started = performance.now();
  run.progress(0, '读取客户名单与识别规则');
  // Read before the register: a load that lands while the run reads is after it, and starts the next run.
  const dataLoadId = await lastDataLoad(db);
  const [input, previous] = await Promise.all([
    identifyInput(db, run.instId, await groupingOptionsInEffect(db, run.instId, now), (depth) =>
      run.progress(0.05 + depth * 0.03, `读取股权与控制链（第 ${depth + 1} 层）`),
    ),
    latestGroups(db, run.instId),
  ]);
  run.progress(0.4, '识别分组');
  const { groups, familyTies, diff } = await identifyInWorker(
    { ...input, previous },
    { signal: run.signal, onProgress: (fraction) => run.progress(0.4 + 0.4 * fraction, '识别分组') },
  );
  const elapsedMs = Math.round(performance.now() - started);
  run.progress(0.8, '保存识别结果');
  const runId = await storeRun(db, run, now, input.customers, groups, diff!, elapsedMs, familyTies, {
    dataLoadId,
    afterLoad: params.dataLoadId !== undefined,
  });
  run.progress(0.9, '更新授信集中度与风险预警');
  await afterScsRun(db, run.instId, runId, now);
}

/** What the worker task reads: the book, the register above it, ties, guarantees, links, overrides and rules. */
async function identifyInput(
  db: Db,
  instId: number,
  rules: { options: EngineOptions; maxDepth: number; dependenceThreshold: number },
  onLevel?: (depth: number) => void,
): Promise<IdentifyInput> {
  const customers = await bookOf(db, instId);
  const [register, family, guarantees, dependences, minedLinks, overrides] = await Promise.all([
    agreementsOf(db, instId).then((agreements) => loadRegister(db, customers, agreements, onLevel)),
    familyTiesOf(db, instId),
    db
      .selectFrom('scs_guarantee')
      .select(['guarantor_id as guarantorId', 'guaranteed_id as guaranteedId', 'amount'])
      .where('inst_id', '=', instId)
      .execute(),
    customers.length ? dependencesOf(db, customers) : Promise.resolve([]),
    minedLinksOf(db, instId),
    groupOverridesOf(db, instId),
  ]);
  return {
    customers,
    register,
    family,
    guarantees: guarantees.map((g) => ({ ...g, amount: Number(g.amount) })),
    dependences,
    minedLinks,
    overrides,
    rules: { ...rules, maxDepth: Math.min(rules.maxDepth, MAX_DEPTH) },
  };
}

/** The grouping in a worker thread; a book too large for the worker's time or memory is refused in words. */
const identifyInWorker = (input: IdentifyInput, options?: RunOptions): Promise<IdentifyOutput> =>
  runTaskAnswering(
    scsIdentifyTask,
    input,
    { exhausted: '同一客户识别未能在限定的时间和内存内完成（客户名单或关联关系过多），请联系管理员' },
    options,
  );

/**
 * The groups of an institution's book under the given rule parameters (the published rules in effect for a
 * run; a draft in place of one for a dry run), with mined suggestions and approved group actions applied.
 * Nothing is stored; the grouping runs in a worker.
 */
export async function identifyOf(
  db: Db,
  instId: number,
  rules: { options: EngineOptions; maxDepth: number; dependenceThreshold: number },
): Promise<{ customers: BookCustomer[]; groups: Group[]; familyTies: ScsFamilyTiesReport }> {
  const input = await identifyInput(db, instId, rules);
  const { groups, familyTies } = await identifyInWorker(input);
  return { customers: input.customers, groups, familyTies };
}

/**
 * The run, its groups and their members, statements of up to `WIDE_ROW_BATCH` rows each, then published:
 * readers see the run whole or not at all (nothing half-written), while no transaction holds the embedded engine's
 * one connection for the whole write. A run cut short before it was published is removed here, or by the next run.
 */
async function storeRun(
  db: Db,
  by: { instId: number; userId: number | null },
  now: Date,
  customers: readonly BookCustomer[],
  groups: readonly Group[],
  diff: RunDiff,
  elapsedMs: number,
  familyTies: ScsFamilyTiesReport,
  data: { dataLoadId: number; afterLoad: boolean },
): Promise<number> {
  await db.deleteFrom('scs_run').where('inst_id', '=', by.instId).where('published', '=', false).execute();
  const run = await db
    .insertInto('scs_run')
    .values({
      inst_id: by.instId,
      created_by: by.userId,
      created_at: now,
      customer_count: customers.length,
      group_count: groups.length,
      elapsed_ms: elapsedMs,
      changes: JSON.stringify({
        ...diff.summary,
        removedGroupKeys: diff.removedGroups,
        familyTies,
        afterLoad: data.afterLoad,
      }),
      data_load_id: data.dataLoadId,
      published: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    // Ids come back in the order the rows were inserted (a serial, one statement at a time).
    const ids = await inBatches(
      groups,
      (batch) =>
        db
          .insertInto('scs_group')
          .values(
            batch.map((g) => {
              const d = diff.perGroup.get(g.key)!;
              return {
                run_id: run.id,
                inst_id: by.instId,
                group_key: g.key,
                name: g.name,
                core_ent_id: g.coreEntId,
                status: d.status,
                member_count: g.members.length,
                total_exposure: g.totalExposure,
                changes: JSON.stringify(d.change),
              };
            }),
          )
          .returning(['id', 'group_key'])
          .execute(),
      WIDE_ROW_BATCH,
    );
    const idOf = new Map(ids.map((r) => [r.group_key, r.id]));
    const members = groups.flatMap((g) =>
      g.members.map((m) => ({
        group_id: idOf.get(g.key)!,
        ent_id: m.entId,
        ent_name: m.entName,
        role: m.role,
        suggested: m.suggested,
        reason: m.reason,
        evidence: JSON.stringify(m.evidence),
      })),
    );
    await inBatches(
      members,
      async (batch) => {
        await db.insertInto('scs_group_member').values(batch).execute();
        return [];
      },
      WIDE_ROW_BATCH,
    );
    await db.updateTable('scs_run').set({ published: true }).where('id', '=', run.id).execute();
  } catch (error) {
    await db.deleteFrom('scs_run').where('id', '=', run.id).execute();
    throw error;
  }
  return run.id;
}
