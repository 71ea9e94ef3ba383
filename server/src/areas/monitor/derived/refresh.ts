import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import {
  chinaMinute,
  DERIVED_ALERT_KINDS,
  type DerivedAlertEvidence,
  type DerivedKind,
  type DerivedOwners,
  type DerivedController,
  type DerivedGroup,
  type DerivedRelatedParty,
  type GroupResult,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { JobKind, JobQueue, RunningJob } from '../../../platform/jobs/queue';
import { nowSql, today } from '../../../platform/clock';
import { institutionOwnerRule } from '../../../core/relations/beneficialOwners';
import {
  changeText,
  controllerChanges,
  deriveConclusions,
  fingerprintOf,
  groupChanges,
  linksOf,
  ownerChanges,
  relatedChanges,
  ruleChanged,
  sourceRecords,
  type CompanyConclusions,
  type Conclusions,
  type OwnerRule,
} from '../../../core/relations/conclusions';
import type { OwnershipGraph } from '../../../core/relations/ownership';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { nearMissesOf, relatedCompanies, type RelatedSet } from '../../../core/relations/relatedParties';
import { dbPosts, partiesHashSql, partyEntries } from '../../../core/relations/relatedPartiesDb';

/** The data files whose rows are the conclusions' inputs: holdings, the people and companies they name, posts. */
const INPUT_FILES = ['shareholdings', 'executives', 'people', 'companies'] as const;
const KINDS: DerivedKind[] = ['beneficialOwners', 'actualController', 'group', 'relatedParty'];
/** Looks of `request` (one each data-inbox tick, 10 s by default) between two full looks at an unchanged scope. */
const FULL_LOOK_EVERY = 30;

/** The companies an institution watches: its users' monitored companies and its customer book. */
const scopeSql = sql`
  select inst_id, ent_id from monitored_company where status = 'MONITORING'
  union
  select inst_id, ent_id from institution_customer
`;

interface Load {
  id: number;
  loaded_at: Date;
  summary: unknown;
}

/**
 * Keeps the derived conclusions (core/relations/conclusions.ts) of the companies in scope up to the data, as a job
 * of the job system: a company without one gets its baseline silently; after data loads that wrote holdings,
 * people, posts or companies, every company in scope is computed again (the loader does not say which companies it
 * touched, and a holding high up a chain changes those below it); after an edited 关联方名单, every company's
 * related-party conclusion alone. A changed fingerprint is an alert of its own for each user of the institution
 * monitoring the company whose settings take it. Customers of the book that
 * nobody monitors keep their conclusion (changed_at) and alert nobody.
 */
export class DerivedRefresh {
  readonly kind: JobKind<object>;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.kind = {
      name: 'derived.refresh',
      leaseSeconds: 60,
      // Nobody waits for it: an SCS run or an import goes first.
      maintenance: true,
      // A state whose every attempt failed is tried again a quarter of an hour later, not at the next load only.
      againAfterSeconds: 15 * 60,
      run: (_data, job) => this.run(job),
      gaveUp: async (_data, reason) => this.log.error({ reason }, 'derived conclusions not refreshed'),
    };
    jobs.define(this.kind);
  }

  /** The scope as last looked into by `request` (its signature), and the cheap looks since. */
  private lookedAt: { scope: string; cheapLooks: number } | undefined;

  /**
   * Queue a refresh when there is something to do: a load past the watermark, an edited 关联方名单, or companies in
   * scope without a conclusion. The key is the state it answers, so every instance asking about the same state
   * queues one job. Finding the companies without a conclusion reads the whole scope against every conclusion
   * (10,000 customers: 50–150 ms, which on the embedded engine every request waits out), so it is done when the
   * scope's signature (sizes and newest additions) changed, and every `FULL_LOOK_EVERY` looks besides.
   */
  async request(): Promise<void> {
    const { rows: cheap } = await sql<{
      loads: number;
      mark: number | null;
      parties: string;
      parties_mark: string | null;
      scope: string;
    }>`
      select (select coalesce(max(id), 0) from data_load)::int as loads,
             (select load_id from derived_watermark where id = 1) as mark,
             ${partiesHashSql} as parties,
             (select parties from derived_watermark where id = 1) as parties_mark,
             (select count(*) || '/' || coalesce(max(added_at)::text, '') from monitored_company
               where status = 'MONITORING') || ';' ||
             (select count(*) || '/' || coalesce(max(added_at)::text, '') from institution_customer) as scope
    `.execute(this.db);
    const state = cheap[0]!;
    const behind = state.mark === null || state.loads > state.mark || state.parties !== (state.parties_mark ?? '');
    const seen = this.lookedAt;
    if (!behind && seen?.scope === state.scope && ++seen.cheapLooks < FULL_LOOK_EVERY) return;
    const { rows } = await sql<{ missing: string; missing_count: number; kept: number }>`
      select coalesce(md5(string_agg(s.inst_id || '/' || s.ent_id, ',' order by s.inst_id, s.ent_id)), '') as missing,
             count(*)::int as missing_count,
             (select count(*) from derived_conclusion)::int as kept
      from (${scopeSql}) s
      where not exists (select 1 from derived_conclusion d where d.inst_id = s.inst_id and d.ent_id = s.ent_id)
    `.execute(this.db);
    const scope = rows[0]!;
    this.lookedAt = { scope: state.scope, cheapLooks: 0 };
    if (!behind && scope.missing_count === 0) return;
    await this.jobs.send(this.kind, {}, `${state.loads}:${state.parties}:${scope.kept}:${scope.missing}`);
  }

  /** Bring every company in scope up to the data (see the class). */
  private async run(job: RunningJob): Promise<void> {
    const db = this.db;
    const maxLoad =
      (
        await db
          .selectFrom('data_load')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0;
    const watermark = await db
      .selectFrom('derived_watermark')
      .select(['load_id', 'parties'])
      .where('id', '=', 1)
      .executeTakeFirst();
    const mark = watermark?.load_id;
    const { rows: hashed } = await sql<{ parties: string }>`select ${partiesHashSql} as parties`.execute(db);
    const parties = hashed[0]!.parties;
    const loads: Load[] =
      mark === undefined
        ? []
        : await db
            .selectFrom('data_load')
            .select(['id', 'loaded_at', 'summary'])
            .where('id', '>', mark)
            .where('id', '<=', maxLoad)
            .orderBy('id')
            .execute();
    const inputsChanged = loads.some((l) =>
      INPUT_FILES.some((f) => Number((l.summary as Record<string, unknown> | null)?.[f] ?? 0) > 0),
    );
    // An edited 关联方名单 changes the related-party conclusions alone: the others rest on the register only.
    const listChanged = watermark !== undefined && (watermark.parties ?? '') !== parties;

    // Conclusions of companies no longer watched go: watched again later, a company gets a fresh baseline.
    await sql`
      delete from derived_conclusion d
      where not exists (select 1 from (${scopeSql}) s where s.inst_id = d.inst_id and s.ent_id = d.ent_id)
    `.execute(db);
    const { rows: scope } = await sql<{ inst_id: number; ent_id: string; kept: number }>`
      select s.inst_id, s.ent_id,
             (select count(*) from derived_conclusion d where d.inst_id = s.inst_id and d.ent_id = s.ent_id)::int as kept
      from (${scopeSql}) s
      order by s.ent_id, s.inst_id
    `.execute(db);

    const graph = dbGraph(db);
    const rules = new Map<number, Promise<OwnerRule>>();
    const ruleOf = (instId: number) => {
      let rule = rules.get(instId);
      if (!rule) rules.set(instId, (rule = institutionOwnerRule(db, instId)));
      return rule;
    };
    // The institution's related companies, derived once a job from its list.
    const related = new Map<number, Promise<RelatedSet>>();
    const relatedOf = (instId: number) => {
      let set = related.get(instId);
      if (!set)
        related.set(
          instId,
          (set = partyEntries(db, instId).then((entries) => relatedCompanies(graph, dbPosts(db), entries))),
        );
      return set;
    };
    // The same company under the same rule is computed once (institutions share companies and mostly rules), and
    // a group's tree once for all its members.
    const computed = new Map<string, Promise<CompanyConclusions | null>>();
    const trees = new Map<string, Promise<GroupResult>>();
    for (const { inst_id: instId, ent_id: entId, kept } of scope) {
      const whole = kept !== KINDS.length || inputsChanged;
      if (!whole && !listChanged) continue;
      if (job.signal.aborted) throw new Error('derived refresh cut short');
      const rule = await ruleOf(instId);
      if (!whole) {
        const relatedParty = await relatedPartyOf(graph, await relatedOf(instId), entId);
        await this.keep(instId, entId, rule, { relatedParty }, loads);
        continue;
      }
      const key = `${entId}:${rule.threshold}:${rule.inclusive}`;
      let next = computed.get(key);
      if (!next) computed.set(key, (next = deriveConclusions(db, graph, entId, rule, trees)));
      const conclusions = await next;
      if (conclusions) {
        const relatedParty = await relatedPartyOf(graph, await relatedOf(instId), entId);
        await this.keep(instId, entId, rule, { ...conclusions, relatedParty }, loads);
      }
    }
    await db
      .insertInto('derived_watermark')
      .values({ id: 1, load_id: maxLoad, parties })
      .onConflict((oc) => oc.column('id').doUpdateSet({ load_id: maxLoad, parties }))
      .execute();
  }

  /**
   * Store a company's conclusions (all of them, or those the change concerns); a changed one (same rule, other
   * fingerprint) alerts, in the same transaction. The stored ones are read locked: two instances refreshing at once
   * (a load while a refresh runs queues another) compute the same change, and the second, once the first has
   * committed, reads it as stored and alerts nobody again.
   */
  private async keep(instId: number, entId: string, rule: OwnerRule, conclusions: Partial<Conclusions>, loads: Load[]) {
    await this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('derived_conclusion')
        .select(['kind', 'value', 'fingerprint'])
        .where('inst_id', '=', instId)
        .where('ent_id', '=', entId)
        .orderBy('kind')
        .forUpdate()
        .execute();
      for (const kind of KINDS) {
        const value = conclusions[kind];
        if (value === undefined) continue;
        const fingerprint = fingerprintOf(kind, value);
        const old = stored.find((s) => s.kind === kind);
        const changed = old !== undefined && old.fingerprint !== fingerprint;
        await trx
          .insertInto('derived_conclusion')
          .values({ inst_id: instId, ent_id: entId, kind, value: JSON.stringify(value), fingerprint })
          .onConflict((oc) =>
            oc.columns(['inst_id', 'ent_id', 'kind']).doUpdateSet({
              value: JSON.stringify(value),
              fingerprint,
              computed_at: nowSql,
              changed_at: changed ? nowSql : sql`derived_conclusion.changed_at`,
            }),
          )
          .execute();
        if (changed && !ruleChanged(kind, old.value, rule))
          await this.alert(trx, instId, entId, kind, old.value as Conclusions[DerivedKind], value, loads);
      }
    });
  }

  /** One alert per user of the institution monitoring the company whose settings take the kind and level. */
  private async alert(
    trx: Db,
    instId: number,
    entId: string,
    kind: DerivedKind,
    before: Conclusions[DerivedKind],
    after: Conclusions[DerivedKind],
    loads: Load[],
  ) {
    const changes =
      kind === 'beneficialOwners'
        ? ownerChanges(before as DerivedOwners, after as DerivedOwners)
        : kind === 'group'
          ? groupChanges(before as DerivedGroup, after as DerivedGroup)
          : kind === 'relatedParty'
            ? relatedChanges(before as DerivedRelatedParty, after as DerivedRelatedParty)
            : controllerChanges(before as DerivedController, after as DerivedController);
    const { title, summary } = changeText(kind, before, after, changes);
    const evidence = {
      kind,
      before,
      after,
      changes,
      records: await sourceRecords(trx, linksOf(kind, after, before)),
      loads: loads.map((l) => ({ id: l.id, loadedAt: chinaMinute(l.loaded_at) })),
    } as DerivedAlertEvidence;
    await sql`
      insert into monitor_alert (user_id, inst_id, ent_id, source, kind, level, title, summary, event_date, evidence)
      select m.user_id, m.inst_id, m.ent_id, 'derived', r.kind, r.level, ${title}, ${summary}, ${today()}::date,
             ${JSON.stringify(evidence)}::jsonb
      from monitored_company m
      join monitor_rule r on r.source = 'derived' and r.kind = ${DERIVED_ALERT_KINDS[kind].kind}
      where m.inst_id = ${instId} and m.ent_id = ${entId} and m.status = 'MONITORING'
        and monitor_alert_for(r.kind, r.level, m.user_id)
    `.execute(trx);
  }
}

/** A company's 关联方 conclusion: the institution's reasons for it, and the parties checked that hold shares without. */
async function relatedPartyOf(graph: OwnershipGraph, set: RelatedSet, entId: string): Promise<DerivedRelatedParty> {
  const reasons = set.reasons.get(entId) ?? [];
  return { related: reasons.length > 0, reasons, nearMisses: await nearMissesOf(graph, entId, set, reasons) };
}
