import { sql } from 'kysely';
import {
  SCS_LABEL_RULE_PERMISSION,
  ScsRuleMessage,
  ScsRuleStatus,
  type ScsLabelPreview,
  type ScsLabelRule,
  type ScsLabelRuleContent,
  type ScsLabelRuleSave,
  type ScsTag,
  chinaMinute,
  labelConditionText,
  yuanToWan,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { checkCondition, matches, type LabelSubject } from './conditions';
import { deleteDraft, keepCheck, publishKind, publishPayload, saveDraft } from './ruleSet';
import { listedStatus, pendingRuleIds, VERSION_COLUMNS, versionHistory } from './ruleSet';
import type { RuleDraft, RuleSet } from './ruleSet';

export const LABEL_RULE_KIND = 'labelRule.publish';

/** The label rules: one version line per tag code, each draft previewed before it is submitted. */
const labelRules: RuleSet<LabelDraft> = {
  table: 'scs_label_rule',
  line: 'code',
  check: 'preview',
  checkRequired: ScsRuleMessage.PREVIEW_REQUIRED,
  kind: LABEL_RULE_KIND,
  scopeName: 'labelRule',
  lockBase: 1_940_000_000,
};
interface LabelDraft extends RuleDraft {
  code: string;
  preview: unknown;
  preview_hash: string | null;
}

/**
 * The book's customers (all, or the ids given) with every field a label tests, in one query: registry
 * fields, exposures, rating, the role in the latest run's groups, guarantee-circle membership and the risk
 * record counts.
 */
export async function labelSubjects(db: Db, instId: number, entIds?: readonly string[]): Promise<LabelSubject[]> {
  if (entIds && entIds.length === 0) return [];
  const only = entIds ? sql`and ic.ent_id = any(${sql.val([...entIds])})` : sql``;
  const rows = await sql<{
    ent_id: string;
    name: string;
    industry: string | null;
    province: string | null;
    reg: number | null;
    status: string;
    loan: number;
    bill: number;
    guarantee: number;
    bond: number;
    off_balance: number;
    rating: string | null;
    role: string | null;
    circle: boolean;
    dishonest: number;
    executed: number;
    abnormal: number;
  }>`
    with run as (select id from scs_run where inst_id = ${instId} and published order by id desc limit 1),
    book as (
      select ic.* from institution_customer ic where ic.inst_id = ${instId} ${only}
    ),
    risks as (
      select r.company_id,
             count(*) filter (where r.kind = 'dishonest')::int as dishonest,
             count(*) filter (where r.kind = 'executedPerson')::int as executed,
             count(*) filter (where r.kind = 'abnormalOperation')::int as abnormal
      from record r
      where r.company_id in (select ent_id from book)
        and r.kind in ('dishonest', 'executedPerson', 'abnormalOperation')
      group by r.company_id
    ),
    membership as (
      select m.ent_id,
             min(m.role) filter (where not m.suggested) as role,
             bool_or(g.group_key like 'G:%') as circle
      from scs_group_member m join scs_group g on g.id = m.group_id
      where g.run_id = (select id from run) and m.ent_id in (select ent_id from book)
      group by m.ent_id
    )
    select b.ent_id, c.name, c.industry_name as industry, left(c.region_code, 2) as province,
           c.reg_capital::float8 as reg, c.status,
           b.loan_amount::float8 as loan, b.bill_amount::float8 as bill, b.guarantee_amount::float8 as guarantee,
           b.bond_amount::float8 as bond, b.off_balance_amount::float8 as off_balance, b.rating,
           ms.role, coalesce(ms.circle, false) as circle,
           coalesce(rk.dishonest, 0) as dishonest, coalesce(rk.executed, 0) as executed,
           coalesce(rk.abnormal, 0) as abnormal
    from book b
    join company c on c.ent_id = b.ent_id
    left join membership ms on ms.ent_id = b.ent_id
    left join risks rk on rk.company_id = b.ent_id
    order by b.ent_id
  `.execute(db);
  return rows.rows.map((r) => {
    const amounts = [r.loan, r.bill, r.guarantee, r.bond, r.off_balance].map(Number);
    return {
      entId: r.ent_id,
      entName: r.name,
      industry: r.industry,
      province: r.province,
      // Stored in 元; the condition's field is in 万元 (SCS_LABEL_FIELDS): converted once, here.
      regCapital: yuanToWan(r.reg === null ? null : Number(r.reg)),
      status: r.status,
      totalExposure: amounts.reduce((s, a) => s + a, 0),
      loan: amounts[0]!,
      bill: amounts[1]!,
      guarantee: amounts[2]!,
      bond: amounts[3]!,
      offBalance: amounts[4]!,
      rating: r.rating,
      groupRole: r.role ?? '无',
      inGroup: r.role !== null,
      inGuaranteeCircle: r.circle,
      dishonestCount: r.dishonest,
      executedCount: r.executed,
      abnormalCount: r.abnormal,
    };
  });
}

/** The published label rules in effect: the newest published version of each tag. */
async function publishedLabels(db: Db, instId: number) {
  const rows = await db
    .selectFrom('scs_label_rule')
    .select(['id', 'code', 'content'])
    .where('inst_id', '=', instId)
    .where('status', '=', ScsRuleStatus.PUBLISHED)
    .orderBy('code')
    .orderBy('version', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.code) && seen.add(r.code));
}

/** The published tags of some customers of the book, in one pass over one query. */
export async function tagsOf(db: Db, instId: number, entIds: readonly string[]): Promise<Map<string, ScsTag[]>> {
  const out = new Map<string, ScsTag[]>();
  const rules = await publishedLabels(db, instId);
  if (rules.length === 0 || entIds.length === 0) return out;
  for (const subject of await labelSubjects(db, instId, entIds)) {
    const tags = rules
      .map((r) => r.content as ScsLabelRuleContent)
      .filter((c) => matches(subject, c.condition))
      .map((c) => ({ name: c.name, color: c.color }));
    if (tags.length) out.set(subject.entId, tags);
  }
  return out;
}

/** Which customers a condition tags (the first 100 listed). */
export async function previewLabel(
  db: Db,
  instId: number,
  content: ScsLabelRuleContent,
  now: Date,
): Promise<ScsLabelPreview> {
  checkCondition(content.condition);
  const subjects = await labelSubjects(db, instId);
  const hit = subjects.filter((s) => matches(s, content.condition));
  return {
    total: hit.length,
    bookSize: subjects.length,
    customers: hit.slice(0, 100).map((s) => ({ entId: s.entId, entName: s.entName })),
    computedAt: chinaMinute(now),
  };
}

/** A label rule as 数据复核 shows it (before/after). */
function labelSnapshot(content: ScsLabelRuleContent, extra: Record<string, unknown> = {}) {
  return {
    tagName: content.name,
    color: content.color,
    condition: labelConditionText(content.condition),
    description: content.description,
    ...extra,
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

function rowsOf(db: Db, instId: number) {
  return db
    .selectFrom('scs_label_rule as r')
    .leftJoin('app_user as u', 'u.id', 'r.created_by')
    .select([...VERSION_COLUMNS, 'r.code', 'r.preview', 'r.preview_hash'])
    .where('r.inst_id', '=', instId);
}

function present(r: Row, effect: Set<number>, newest: Map<string, number>, pending: Set<number>): ScsLabelRule {
  let status = listedStatus(r, pending);
  if (r.status === ScsRuleStatus.PUBLISHED && !effect.has(r.id) && (newest.get(r.code) ?? 0) > r.version)
    status = ScsRuleStatus.EXPIRED;
  return {
    id: r.id,
    code: r.code,
    version: r.version,
    status,
    inEffect: effect.has(r.id),
    content: r.content as ScsLabelRuleContent,
    ...versionHistory(r),
    preview: r.preview && r.preview_hash === r.content_hash ? (r.preview as ScsLabelPreview) : null,
  };
}

/** Every version of the institution's label rules, newest first per tag. */
export async function listLabelRules(db: Db, instId: number): Promise<ScsLabelRule[]> {
  const [rows, published, pending] = await Promise.all([
    rowsOf(db, instId).orderBy('r.code').orderBy('r.version', 'desc').execute(),
    publishedLabels(db, instId),
    pendingRuleIds(db, instId, LABEL_RULE_KIND),
  ]);
  const effect = new Set(published.map((p) => p.id));
  const newest = new Map<string, number>();
  for (const r of rows)
    if (r.status === ScsRuleStatus.PUBLISHED) newest.set(r.code, Math.max(newest.get(r.code) ?? 0, r.version));
  return rows.map((r) => present(r, effect, newest, pending));
}

async function oneLabel(db: Db, instId: number, id: number) {
  const rule = (await listLabelRules(db, instId)).find((r) => r.id === id);
  if (!rule) throw notFound(ScsRuleMessage.NO_RULE);
  return rule;
}

/** Save a draft: update the one named, open a new version of a tag (its open draft reused), or a new tag. */
export async function saveLabelRule(db: Db, user: SessionUser, input: ScsLabelRuleSave, now: Date) {
  checkCondition(input.content.condition);
  const id = await saveDraft(db, labelRules, user, { ...input, line: input.code || undefined }, now, {
    // A new tag takes the next free code LR-nnn.
    newLine: async (trx) => {
      const n = await trx
        .selectFrom('scs_label_rule')
        .select(sql<number>`coalesce(max(substring(code from 4)::int), 0)::int`.as('n'))
        .where('inst_id', '=', user.instId)
        .executeTakeFirstOrThrow();
      return `LR-${String(n.n + 1).padStart(3, '0')}`;
    },
  });
  return oneLabel(db, user.instId, id);
}

export const deleteLabelRule = (db: Db, instId: number, id: number) => deleteDraft(db, labelRules, instId, id);

/** Preview a saved draft and keep the result with it (needed before submitting). */
export async function previewLabelRule(db: Db, instId: number, id: number, now: Date): Promise<ScsLabelPreview> {
  const row = await db
    .selectFrom('scs_label_rule')
    .select(['id', 'content', 'content_hash', 'status'])
    .where('inst_id', '=', instId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ScsRuleMessage.NO_RULE);
  const preview = await previewLabel(db, instId, row.content as ScsLabelRuleContent, now);
  if (row.status === ScsRuleStatus.DRAFT) await keepCheck(db, labelRules, row, preview);
  return preview;
}

export const labelPublishPayloadOf = (db: Db, instId: number, id: number) => publishPayload(db, labelRules, instId, id);

/** 'labelRule.publish': a previewed draft goes to review; approval publishes it (the tag shows on 单一客户). */
export const labelRulePublishKind = publishKind(labelRules, {
  title: '发布标签规则',
  right: SCS_LABEL_RULE_PERMISSION,
  async describe(db, instId, draft) {
    const content = draft.content as ScsLabelRuleContent;
    const preview = draft.preview as ScsLabelPreview;
    const before = await db
      .selectFrom('scs_label_rule')
      .select('content')
      .where('inst_id', '=', instId)
      .where('code', '=', draft.code)
      .where('status', '=', ScsRuleStatus.PUBLISHED)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      before: before ? labelSnapshot(before.content as ScsLabelRuleContent) : null,
      summary: `标签「${content.name}」${draft.code} v${draft.version}：预览命中 ${preview.total} 户客户（共 ${preview.bookSize} 户）`,
      target: `${content.name}（${draft.code}）`,
    };
  },
  valid: (draft) => checkCondition((draft.content as ScsLabelRuleContent).condition),
  after: (draft) =>
    labelSnapshot(draft.content as ScsLabelRuleContent, {
      code: draft.code,
      version: draft.version,
      hits: (draft.preview as ScsLabelPreview | null)?.total ?? null,
    }),
});
