import { sql } from 'kysely';
import {
  BANK_FLOW_RULE_CATALOGUE,
  BANK_FLOW_RULES,
  DEFAULT_BANK_FLOW_THRESHOLDS,
  formatBankFlowThreshold,
  type BankFlowConclusion,
  type BankFlowSubjectKind,
  type BankFlowThresholdKey,
  type BankFlowThresholds,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { loadInstParams } from '../../../core/institutions/institution';
import { canEditThresholds, thresholdsFrom } from './thresholds';

/** The institution's thresholds: its parameter `bankFlowThresholds` over the defaults. */
export const thresholdsOf = async (db: Db, instId: number): Promise<BankFlowThresholds> =>
  thresholdsFrom((await loadInstParams(db, instId)).bankFlowThresholds);

/** The rule catalogue with the institution's thresholds, as the 规则与阈值 drawer shows it. */
export async function ruleCatalogue(db: Db, user: SessionUser) {
  const th = await thresholdsOf(db, user.instId);
  return {
    thresholds: { ...th },
    defaults: { ...DEFAULT_BANK_FLOW_THRESHOLDS },
    custom: (Object.keys(th) as BankFlowThresholdKey[]).some((k) => th[k] !== DEFAULT_BANK_FLOW_THRESHOLDS[k]),
    canEdit: canEditThresholds(user),
    rules: BANK_FLOW_RULES.map((rule) => {
      const c = BANK_FLOW_RULE_CATALOGUE[rule];
      return {
        rule,
        title: c.title,
        point: c.point,
        scope: c.scope,
        target: c.target,
        level: c.level,
        threshold: c.thresholds.map((k) => formatBankFlowThreshold(k, th[k])).join('，') || '—',
      };
    }),
  };
}

/** A new analysis of the user, with its reviewer (or none); its id. */
export async function createAnalysis(
  db: Db,
  user: SessionUser,
  name: string,
  reviewerId: number | null,
  clock: () => Date,
): Promise<number> {
  const { id } = await db
    .insertInto('bank_flow_analysis')
    .values({
      inst_id: user.instId,
      user_id: user.userId,
      reviewer_id: reviewerId,
      name,
      created_at: clock(),
      changed_at: clock(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Name an analysis's reviewer, or remove it (null). */
export async function setReviewer(db: Db, analysisId: number, reviewerId: number | null) {
  await db.updateTable('bank_flow_analysis').set({ reviewer_id: reviewerId }).where('id', '=', analysisId).execute();
}

/** Delete an analysis; its subjects, statements, transactions and flags go with it. */
export async function deleteAnalysis(db: Db, analysisId: number) {
  await db.deleteFrom('bank_flow_analysis').where('id', '=', analysisId).execute();
}

/** A register company by id (its id and name), or undefined. */
export const registerCompany = (db: Db, entId: string) =>
  db.selectFrom('company').select(['ent_id', 'name']).where('ent_id', '=', entId).executeTakeFirst();

/** How many subjects an analysis has. */
export async function subjectCount(db: Db, analysisId: number): Promise<number> {
  const { n } = await db
    .selectFrom('bank_flow_subject')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Add a subject to an analysis; its id, or undefined when the analysis has a subject of that name. */
export async function addSubject(
  db: Db,
  analysisId: number,
  subject: { kind: BankFlowSubjectKind; entId: string | null; name: string; role: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('bank_flow_subject')
    .values({
      analysis_id: analysisId,
      kind: subject.kind,
      ent_id: subject.entId,
      name: subject.name,
      role: subject.role,
    })
    .onConflict((oc) => oc.columns(['analysis_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Delete a subject with its statements; the analysis has changed since its last run. */
export async function deleteSubject(db: Db, subjectId: number, analysisId: number, clock: () => Date) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bank_flow_subject').where('id', '=', subjectId).execute();
    await trx.updateTable('bank_flow_analysis').set({ changed_at: clock() }).where('id', '=', analysisId).execute();
  });
}

/** Delete a statement with its transactions; the analysis has changed since its last run. */
export async function deleteStatement(db: Db, statementId: number, analysisId: number, clock: () => Date) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bank_flow_statement').where('id', '=', statementId).execute();
    await trx.updateTable('bank_flow_analysis').set({ changed_at: clock() }).where('id', '=', analysisId).execute();
  });
}

/** How many transactions an analysis has (its published statements'). */
export async function transactionCount(db: Db, analysisId: number): Promise<number> {
  const { n } = await db
    .selectFrom('bank_flow_statement')
    .select(sql<string>`coalesce(sum(row_count), 0)`.as('n'))
    .where('analysis_id', '=', analysisId)
    .where('published', '=', true)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The analyst's note and conclusion on a flag, which then waits for review (待复核). */
export async function noteFlag(
  db: Db,
  user: SessionUser,
  flagId: number,
  note: { note: string; conclusion: BankFlowConclusion },
  clock: () => Date,
) {
  await db
    .updateTable('bank_flow_flag')
    .set({
      note: note.note,
      conclusion: note.conclusion,
      noted_by: user.userId,
      noted_at: clock(),
      status: 'noted',
    })
    .where('id', '=', flagId)
    .execute();
}

/** The reviewer's sign-off of a noted flag: 已复核, or 已退回 with the comment. */
export async function signOffFlag(
  db: Db,
  user: SessionUser,
  flagId: number,
  review: { approve: boolean; comment: string | null },
  clock: () => Date,
) {
  await db
    .updateTable('bank_flow_flag')
    .set({
      status: review.approve ? 'signed' : 'returned',
      reviewed_by: user.userId,
      reviewed_at: clock(),
      review_comment: review.comment,
    })
    .where('id', '=', flagId)
    .where('status', '=', 'noted')
    .execute();
}

/** A project of the institution (its id and name), or undefined. */
export const projectOf = (db: Db, instId: number, projectId: number) =>
  db
    .selectFrom('project')
    .select(['id', 'name'])
    .where('id', '=', projectId)
    .where('inst_id', '=', instId)
    .executeTakeFirst();

/** The user's analysis of the project, made on first use (named after the project); its id. */
export async function projectAnalysis(
  db: Db,
  user: SessionUser,
  project: { id: number; name: string },
  clock: () => Date,
): Promise<number> {
  const existing = await db
    .selectFrom('bank_flow_analysis')
    .select('id')
    .where('user_id', '=', user.userId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  return (
    existing?.id ??
    (
      await db
        .insertInto('bank_flow_analysis')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          project_id: project.id,
          name: project.name.slice(0, 60),
          created_at: clock(),
          changed_at: clock(),
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'project_id'])
            .where('project_id', 'is not', null)
            .doUpdateSet({ project_id: project.id }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  );
}
