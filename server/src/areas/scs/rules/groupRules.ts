import {
  SCS_GROUP_CRITERIA,
  SCS_GROUP_CRITERION_LABEL,
  SCS_GROUP_RULE_PERMISSION,
  SCS_THRESHOLD_BOUNDS,
  ScsRuleMessage,
  ScsRuleStatus,
  type ScsDryRun,
  type ScsGroupCriterion,
  type ScsGroupRule,
  type ScsGroupRuleContent,
  type ScsGroupRuleSave,
  chinaMinute,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { latestRunId } from '../shared/latestRun';
import { badRequest, notFound } from '../../../platform/http/errors';
import { compareGroups, type ComparedGroup } from './impact';
import { contentHash, DEFAULT_GROUP_RULES, paramsFrom, rulesInEffect, scsIdentify } from '../shared/scsRules';
import { now } from '../../../platform/clock';
import { conflict, deleteDraft, keepCheck, publishKind, publishPayload, saveDraft } from './ruleSet';
import { listedStatus, pendingRuleIds, VERSION_COLUMNS, versionHistory } from './ruleSet';
import type { RuleDraft, RuleSet } from './ruleSet';

export const GROUP_RULE_KIND = 'groupRule.publish';
const codeOf = (criterion: string) => `GR-0${SCS_GROUP_CRITERIA.indexOf(criterion as ScsGroupCriterion) + 1}`;

/** The grouping rules: one version line per criterion, each draft dry-run before it is submitted. */
const groupRules: RuleSet<GroupDraft> = {
  table: 'scs_group_rule',
  line: 'criterion',
  check: 'dry_run',
  checkRequired: ScsRuleMessage.DRY_RUN_REQUIRED,
  kind: GROUP_RULE_KIND,
  scopeName: 'groupRule',
  lockBase: 1_930_000_000,
};
interface GroupDraft extends RuleDraft {
  criterion: string;
  dry_run: unknown;
  dry_run_hash: string | null;
}

/** A rule as 数据复核 shows it (before/after): flat fields, the threshold in percent. */
function snapshot(content: ScsGroupRuleContent, extra: Record<string, unknown> = {}) {
  return {
    description: content.description,
    legalBasis: content.legalBasis,
    relationTypes: content.relationTypes,
    threshold: content.threshold === null ? null : `${Math.round(content.threshold * 1000) / 10}%`,
    maxDepth: content.maxDepth,
    automatic: content.automatic,
    effectiveDate: content.effectiveDate,
    ...extra,
  };
}

/** Write the default rules of an institution that has none (idempotent, safe under concurrent first use). */
export async function ensureDefaultGroupRules(db: Db, instId: number): Promise<void> {
  const any = await db
    .selectFrom('scs_group_rule')
    .select('id')
    .where('inst_id', '=', instId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('scs_group_rule')
    .values(
      SCS_GROUP_CRITERIA.map((criterion) => {
        const d = DEFAULT_GROUP_RULES[criterion];
        return {
          inst_id: instId,
          criterion,
          version: 1,
          status: d.published ? ScsRuleStatus.PUBLISHED : ScsRuleStatus.DRAFT,
          content: JSON.stringify(d.content),
          content_hash: contentHash(d.content),
          published_at: d.published ? new Date('2010-06-04T00:00:00Z') : null,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['inst_id', 'criterion', 'version']).doNothing())
    .execute();
}

/** A threshold within its criterion's bounds, or none where the criterion has none. */
export function checkContent(criterion: ScsGroupCriterion, content: ScsGroupRuleContent): void {
  const bounds = SCS_THRESHOLD_BOUNDS[criterion];
  if (!bounds) {
    if (content.threshold !== null) throw badRequest(`${ScsRuleMessage.THRESHOLD}：该规则不设阈值`);
    return;
  }
  if (content.threshold === null) throw badRequest(ScsRuleMessage.THRESHOLD_MISSING);
  if (content.threshold < bounds.min || content.threshold > bounds.max)
    throw badRequest(
      `${ScsRuleMessage.THRESHOLD}：${bounds.label}须在 ${bounds.min * 100}% 至 ${bounds.max * 100}% 之间`,
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

function rowsOf(db: Db, instId: number) {
  return db
    .selectFrom('scs_group_rule as r')
    .leftJoin('app_user as u', 'u.id', 'r.created_by')
    .select([...VERSION_COLUMNS, 'r.criterion', 'r.dry_run', 'r.dry_run_hash'])
    .where('r.inst_id', '=', instId);
}

/** Every version of the institution's grouping rules, by criterion then newest first, with their status. */
export async function listGroupRules(db: Db, instId: number, now: Date): Promise<ScsGroupRule[]> {
  await ensureDefaultGroupRules(db, instId);
  const [rows, effect, pending] = await Promise.all([
    rowsOf(db, instId).orderBy('r.criterion').orderBy('r.version', 'desc').execute(),
    rulesInEffect(db, instId, now),
    pendingRuleIds(db, instId, GROUP_RULE_KIND),
  ]);
  const order = (c: string) => SCS_GROUP_CRITERIA.indexOf(c as ScsGroupCriterion);
  return rows
    .sort((a, b) => order(a.criterion) - order(b.criterion) || b.version - a.version)
    .map((r) => present(r, effect.ids, pending));
}

function present(r: Row, inEffect: Map<string, number>, pending: Set<number>): ScsGroupRule {
  const effectId = inEffect.get(r.criterion);
  let status = listedStatus(r, pending);
  // A published version older than the one in effect is superseded; a newer one waits for its date.
  if (r.status === ScsRuleStatus.PUBLISHED && effectId !== undefined && r.id !== effectId && r.id < effectId)
    status = ScsRuleStatus.EXPIRED;
  return {
    id: r.id,
    code: codeOf(r.criterion),
    criterion: r.criterion,
    name: SCS_GROUP_CRITERION_LABEL[r.criterion as ScsGroupCriterion] ?? r.criterion,
    version: r.version,
    status,
    inEffect: effectId === r.id,
    content: r.content as ScsGroupRuleContent,
    ...versionHistory(r),
    dryRun: r.dry_run && r.dry_run_hash === r.content_hash ? (r.dry_run as ScsDryRun) : null,
  };
}

async function oneRule(db: Db, instId: number, id: number, now: Date): Promise<ScsGroupRule> {
  const row = await rowsOf(db, instId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ScsRuleMessage.NO_RULE);
  const [effect, pending] = await Promise.all([
    rulesInEffect(db, instId, now),
    pendingRuleIds(db, instId, GROUP_RULE_KIND),
  ]);
  return present(row, effect.ids, pending);
}

/**
 * Save a draft: update the one named, or open a new version of the criterion (the criterion's open draft
 * is reused, so there is one draft per criterion). Editing clears nothing stored but the dry run no longer
 * matches the content, so a new dry run is needed before submitting.
 */
export async function saveGroupRule(db: Db, user: SessionUser, input: ScsGroupRuleSave, now: Date) {
  checkContent(input.criterion, input.content);
  await ensureDefaultGroupRules(db, user.instId);
  const id = await saveDraft(db, groupRules, user, { ...input, line: input.criterion }, now, {
    fits: (draft) => {
      if (draft.criterion !== input.criterion) throw badRequest('草稿与规则类型不一致');
    },
  });
  return oneRule(db, user.instId, id, now);
}

/** Delete a draft (not one waiting for review). */
export const deleteGroupRule = (db: Db, instId: number, id: number) => deleteDraft(db, groupRules, instId, id);

/** The publish payload of a draft as it stands (what the generic submit call also accepts). */
export const publishPayloadOf = (db: Db, instId: number, id: number) => publishPayload(db, groupRules, instId, id);

/** The groups of the institution's latest stored run, as the dry run compares them. */
async function storedGroups(db: Db, instId: number): Promise<{ runId: number | null; groups: ComparedGroup[] }> {
  const run = await latestRunId(db, instId);
  if (!run) return { runId: null, groups: [] };
  const rows = await db
    .selectFrom('scs_group as g')
    .innerJoin('scs_group_member as m', 'm.group_id', 'g.id')
    .select(['g.group_key', 'g.name', 'm.ent_id', 'm.ent_name', 'm.suggested'])
    .where('g.run_id', '=', run.id)
    .orderBy('g.id')
    .orderBy('m.ent_id')
    .execute();
  const groups = new Map<string, { key: string; name: string; members: ComparedGroup['members'][number][] }>();
  for (const r of rows) {
    let g = groups.get(r.group_key);
    if (!g) groups.set(r.group_key, (g = { key: r.group_key, name: r.name, members: [] }));
    g.members.push({ entId: r.ent_id, entName: r.ent_name, suggested: r.suggested });
  }
  return { runId: run.id, groups: [...groups.values()] };
}

/**
 * Dry run of a draft: the identification with the draft in place of its criterion's rule in effect,
 * compared with the latest stored run; nothing of the run is stored, only the result on the draft (with
 * the content it was computed for).
 */
export async function dryRunGroupRule(db: Db, instId: number, id: number, now: Date): Promise<ScsDryRun> {
  const draft = await db
    .selectFrom('scs_group_rule')
    .select(['id', 'criterion', 'status', 'content', 'content_hash'])
    .where('inst_id', '=', instId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!draft) throw notFound(ScsRuleMessage.NO_RULE);
  if (draft.status !== ScsRuleStatus.DRAFT) throw conflict(ScsRuleMessage.NOT_DRAFT);
  const { rules } = await rulesInEffect(db, instId, now);
  rules[draft.criterion as ScsGroupCriterion] = draft.content as ScsGroupRuleContent;
  const [groups, stored] = await Promise.all([scsIdentify(db, instId, paramsFrom(rules)), storedGroups(db, instId)]);
  const impact = compareGroups(
    stored.groups,
    groups.map((g) => ({ key: g.key, name: g.name, members: g.members })),
  );
  const result: ScsDryRun = {
    ...impact,
    baseRunId: stored.runId,
    groupCount: groups.length,
    computedAt: chinaMinute(now),
  };
  await keepCheck(db, groupRules, draft, result);
  return result;
}

/**
 * 'groupRule.publish': a draft goes to review with its dry run (the checker sees the impact); approval
 * publishes it as the criterion's newest version (the one before reads as 已失效 once the new one is in
 * effect).
 */
export const groupRulePublishKind = publishKind(groupRules, {
  title: '发布同一客户分组规则',
  right: SCS_GROUP_RULE_PERMISSION,
  async describe(db, instId, draft) {
    const criterion = draft.criterion as ScsGroupCriterion;
    const { rules } = await rulesInEffect(db, instId, now());
    const content = draft.content as ScsGroupRuleContent;
    const impact = draft.dry_run as ScsDryRun;
    const threshold = content.threshold === null ? '' : `，阈值 ${Math.round(content.threshold * 1000) / 10}%`;
    return {
      before: rules[criterion] ? snapshot(rules[criterion]) : null,
      summary: `${codeOf(criterion)} ${SCS_GROUP_CRITERION_LABEL[criterion]} v${draft.version}${threshold}，深度 ${content.maxDepth}，${content.automatic ? '自动归组' : '仅建议'}，${content.effectiveDate} 生效；试运行：${impact.text}`,
      target: `${SCS_GROUP_CRITERION_LABEL[criterion]} v${draft.version}`,
    };
  },
  valid: (draft) => checkContent(draft.criterion as ScsGroupCriterion, draft.content as ScsGroupRuleContent),
  after: (draft) =>
    snapshot(draft.content as ScsGroupRuleContent, {
      version: draft.version,
      impact: (draft.dry_run as ScsDryRun | null)?.text ?? null,
    }),
});
