/*
 * A screening run's work (on the job system, `platform/jobs/workRuns`): the input companies with their
 * shareholders, investments and 董监高 (core/relations), checked against risk records as of the run's day (the one
 * risk source, core/risk/riskSummary), the institution's loaded lists (latest version of each) and its grey list.
 * The result is kept as one snapshot text with its SHA-256, and the report rendered from it, in one transaction.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  SCREENING_RULE_VERSION,
  chinaTime,
  dayBegins,
  type ScreeningHit,
  type ScreeningSnapshot,
  type ScreeningSubject,
} from '@esee/contracts';
import { percent } from '../../../core/relations/ownership';
import { dbRelations } from '../../../core/relations/relationGraph';
import { riskSummaries } from '../../../core/risk/riskSummary';
import type { Db } from '../../../platform/db/database';
import type { WorkRunContext } from '../../../platform/jobs/workRuns';
import { renderPdf } from '../../../platform/files/pdf';
import { screeningReport } from './document';
import { greyState, latestListVersions, listEntries } from './lists';
import { matchList, ordered, personCodes, registerPeople } from './matching';

export const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The subjects of the input companies: each company, its shareholders, investments and 董监高, once per company. */
async function subjectsOf(db: Db, inputs: ScreeningSnapshot['inputs']): Promise<ScreeningSubject[]> {
  const ids = inputs.map((i) => i.entId);
  const relations = await dbRelations(db).relationsOf(ids, ['invest', 'post']);
  const entities = await dbRelations(db).entities([...new Set(relations.flatMap((r) => [r.from, r.to]))]);
  const related = [...entities.values()].filter((e) => e.kind === 'C').map((e) => e.id);
  const codes = new Map(
    related.length
      ? (await db.selectFrom('company').select(['ent_id', 'credit_code']).where('ent_id', 'in', related).execute()).map(
          (c) => [c.ent_id, c.credit_code],
        )
      : [],
  );
  const out: ScreeningSubject[] = [];
  for (const input of inputs) {
    const roles = new Map<string, string[]>();
    const add = (id: string, role: string) => roles.set(id, [...(roles.get(id) ?? []), role]);
    for (const r of relations) {
      if (r.type === 'invest' && r.to === input.entId && r.from !== input.entId)
        add(r.from, `股东（${percent(r.ratio ?? 0)}%）`);
      if (r.type === 'invest' && r.from === input.entId && r.to !== input.entId)
        add(r.to, `对外投资（${percent(r.ratio ?? 0)}%）`);
      if (r.type === 'post' && r.to === input.entId) add(r.from, `董监高（${r.post ?? ''}）`);
    }
    out.push({
      id: input.entId,
      name: input.name,
      kind: 'company',
      role: '本企业',
      ofName: input.name,
      creditCode: input.creditCode,
    });
    for (const [id, list] of [...roles].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const e = entities.get(id);
      if (!e) continue;
      out.push({
        id,
        name: e.name,
        kind: e.kind === 'C' ? 'company' : 'person',
        role: [...new Set(list)].sort().join('、'),
        ofName: input.name,
        creditCode: e.kind === 'C' ? (codes.get(id) ?? null) : null,
      });
    }
  }
  return out;
}

/** Risk-record hits of the company subjects as of `asOf`: one per company with any risk record dated by then. */
async function riskHits(db: Db, subjects: readonly ScreeningSubject[], asOf: string): Promise<ScreeningHit[]> {
  const companies = subjects.filter((s) => s.kind === 'company');
  const summaries = await riskSummaries(
    db,
    companies.map((s) => s.id),
    dayBegins(asOf),
  );
  const hits: ScreeningHit[] = [];
  for (const subject of companies) {
    const summary = summaries.get(subject.id);
    if (!summary || summary.total === 0) continue;
    const items = summary.items.filter((i) => i.count > 0);
    hits.push({
      key: `risk|风险记录|${subject.ofName}|${subject.id}|risk`,
      subject,
      source: 'risk',
      match: 'record',
      listName: '风险记录',
      entryName: subject.name,
      entryCode: subject.creditCode,
      detail: items.map((i) => `${i.label} ${i.count}条（最近 ${i.latestDate ?? '-'}）`).join('；'),
      listedDate: summary.latestDate,
    });
  }
  return hits;
}

/** Which of the entries' person codes are ids of the register's people (an entry naming the person by identity). */
async function knownPeople(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.selectFrom('person').select('person_id').where('person_id', 'in', codes).execute();
  return new Set(rows.map((r) => r.person_id));
}

/** Run one screening: read, match, keep the snapshot and its report. */
export async function runScreening(db: Db, runId: number, context: WorkRunContext, clock: () => Date): Promise<void> {
  const run = await db
    .selectFrom('screening_run as r')
    .leftJoin('app_user as u', 'u.id', 'r.user_id')
    .innerJoin('institution as i', 'i.id', 'r.inst_id')
    .select([
      'r.id',
      'r.inst_id',
      'r.ent_ids',
      sql<string>`to_char(r.as_of, 'YYYY-MM-DD')`.as('as_of'),
      'u.display_name',
      'i.name as inst_name',
    ])
    .where('r.id', '=', runId)
    .executeTakeFirstOrThrow();
  context.progress(0.1, '读取筛查对象');
  const companies = await db
    .selectFrom('company')
    .select(['ent_id', 'name', 'credit_code'])
    .where('ent_id', 'in', run.ent_ids)
    .execute();
  const byId = new Map(companies.map((c) => [c.ent_id, c]));
  const inputs = run.ent_ids
    .filter((id) => byId.has(id))
    .map((id) => ({ entId: id, name: byId.get(id)!.name, creditCode: byId.get(id)!.credit_code }));
  const subjects = await subjectsOf(db, inputs);
  context.progress(0.35, '核对风险记录');
  const hits = await riskHits(db, subjects, run.as_of);
  context.progress(0.55, '比对名单');
  const versions = await latestListVersions(db, run.inst_id);
  const lists = await Promise.all(versions.map(async (v) => ({ v, entries: await listEntries(db, v.id) })));
  const grey = await greyState(db, run.inst_id);
  const known = await knownPeople(db, personCodes([...lists.flatMap((l) => l.entries), ...grey.entries]));
  for (const { v, entries } of lists)
    hits.push(...matchList(subjects, registerPeople(entries, known), 'list', v.listName));
  hits.push(...matchList(subjects, registerPeople(grey.entries, known), 'grey', '灰名单'));
  const snapshot: ScreeningSnapshot = {
    runId: run.id,
    asOf: run.as_of,
    screenedAt: chinaTime(clock()),
    user: run.display_name ?? '-',
    ruleVersion: SCREENING_RULE_VERSION,
    lists: versions.map((v) => ({ listName: v.listName, version: v.version, entryCount: v.entryCount })),
    greyVersion: grey.version,
    greyCount: grey.entries.length,
    inputs,
    subjectCount: subjects.length,
    hits: ordered(hits),
    // Last, where the API writes an optional field: the text of the answer's snapshot is the text checksummed.
    institution: run.inst_name,
  };
  const text = JSON.stringify(snapshot);
  const snapshotSha = sha256(text);
  context.progress(0.8, '生成报告');
  const pdf = await renderPdf(screeningReport(snapshot, snapshotSha));
  await db
    .updateTable('screening_run')
    .set({
      snapshot: text,
      snapshot_sha256: snapshotSha,
      hit_count: snapshot.hits.length,
      pdf,
      pdf_sha256: sha256(pdf),
    })
    .where('id', '=', runId)
    .execute();
}
