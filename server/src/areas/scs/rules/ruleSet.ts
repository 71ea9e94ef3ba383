import { sql } from 'kysely';
import { ResultCode, ScsRuleMessage, ScsRulePublishPayload, ScsRuleStatus, chinaMinute } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import { now } from '../../../platform/clock';
import type { ChangeKind } from '../shared/review/changes';

/**
 * The lifecycle both SCS rule sets share (同一客户分组规则 and 标签规则): numbered versions, one open draft
 * edited in place, deletion of a draft, and publication through a reviewed change. What differs between
 * the two (what a rule says, its dry run or preview) stays with each.
 */
export interface RuleSet<D extends RuleDraft> {
  /** The table of the versions. */
  table: 'scs_group_rule' | 'scs_label_rule';
  /** The publish change kind, whose pending changes lock their draft (scope `<scopeName>:<id>`). */
  kind: string;
  scopeName: string;
  /** The advisory lock of an institution's rules of this set: one writer at a time. */
  lockBase: number;
  /** A version of the institution with what the set's publish step needs, locked for update. */
  lockRow(trx: Db, instId: number, id: number): Promise<D | undefined>;
}

/** What every version has. */
export interface RuleDraft {
  id: number;
  status: string;
  version: number;
  content: unknown;
  content_hash: string;
}

export const conflict = (message: string) => new AppError(ResultCode.CONFLICT, message, 409);

/** The columns of a version as the rule lists show it (alias `r`, the maker joined as `u`). */
export const VERSION_COLUMNS = [
  'r.id',
  'r.version',
  'r.status',
  'r.content',
  'r.content_hash',
  'r.created_at',
  'r.published_at',
  'r.change_id',
  'u.display_name as created_by_name',
] as const;

/** Who made a version and when, when it was published and by which change, as the lists show it. */
export const versionHistory = (r: {
  created_by_name: string | null;
  created_at: Date;
  published_at: Date | null;
  change_id: number | null;
}) => ({
  createdBy: r.created_by_name,
  createdAt: chinaMinute(new Date(r.created_at)),
  publishedAt: r.published_at ? chinaMinute(new Date(r.published_at)) : null,
  changeId: r.change_id,
});

/** The listed status: a draft with a pending publish change reads 待复核. */
export const listedStatus = (r: { id: number; status: string }, pending: Set<number>) =>
  r.status === ScsRuleStatus.DRAFT && pending.has(r.id) ? ScsRuleStatus.PENDING : r.status;

/** The ids of the drafts whose publish change waits for review. */
export async function pendingRuleIds(db: Db, instId: number, kind: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('scs_change')
    .select('scope')
    .where('inst_id', '=', instId)
    .where('status', '=', 'PENDING')
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((r) => Number(r.scope?.split(':')[1])));
}

/** A draft of the institution that no pending change names, locked for the caller's transaction. */
export async function editableDraft<D extends RuleDraft>(trx: Db, set: RuleSet<D>, instId: number, id: number) {
  const row = await set.lockRow(trx, instId, id);
  if (!row) throw notFound(ScsRuleMessage.NO_RULE);
  if (row.status !== ScsRuleStatus.DRAFT) throw conflict(ScsRuleMessage.NOT_DRAFT);
  if ((await pendingRuleIds(trx, instId, set.kind)).has(row.id)) throw conflict(ScsRuleMessage.PENDING);
  return row;
}

/** Run `write` as the only writer of the institution's rules of the set (version numbers, one draft). */
export function writeRules<T>(db: Db, set: RuleSet<RuleDraft>, instId: number, write: (trx: Db) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${set.lockBase + instId})`.execute(trx);
    return write(trx);
  });
}

/** Put new content into a draft; its stored dry run or preview no longer matches and must be made again. */
export async function rewriteDraft(trx: Db, set: RuleSet<RuleDraft>, id: number, content: unknown, hash: string) {
  await trx
    .updateTable(set.table)
    .set({ content: JSON.stringify(content), content_hash: hash })
    .where('id', '=', id)
    .execute();
}

/** Delete a draft (not one waiting for review). */
export async function deleteDraft<D extends RuleDraft>(db: Db, set: RuleSet<D>, instId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    await editableDraft(trx, set, instId, id);
    await trx.deleteFrom(set.table).where('id', '=', id).execute();
  });
}

/** The publish payload of a draft as it stands (what the generic submit call also accepts). */
export async function publishPayload(db: Db, set: RuleSet<RuleDraft>, instId: number, id: number) {
  const row = await db
    .selectFrom(set.table)
    .select(['content_hash'])
    .where('inst_id', '=', instId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ScsRuleMessage.NO_RULE);
  return { ruleId: id, contentHash: row.content_hash };
}

/** The draft a publish change submits: editable, and as the maker saw it (its content hash). */
export async function submittedDraft<D extends RuleDraft>(
  db: Db,
  set: RuleSet<D>,
  instId: number,
  payload: ScsRulePublishPayload,
) {
  const draft = await editableDraft(db, set, instId, payload.ruleId);
  if (draft.content_hash !== payload.contentHash) throw conflict(ScsRuleMessage.CHANGED);
  return draft;
}

/**
 * Publish an approved draft inside the approval transaction: re-read it (still a draft, unchanged, and by
 * the set's `check` still valid), then mark it published by the change.
 */
export async function publishDraft<D extends RuleDraft>(
  trx: Db,
  set: RuleSet<D>,
  instId: number,
  payload: ScsRulePublishPayload,
  changeId: number,
  check: (draft: D) => void,
): Promise<D> {
  const draft = await set.lockRow(trx, instId, payload.ruleId);
  if (!draft) throw notFound(ScsRuleMessage.NO_RULE);
  if (draft.status !== ScsRuleStatus.DRAFT) throw conflict(ScsRuleMessage.NOT_DRAFT);
  if (draft.content_hash !== payload.contentHash) throw conflict(ScsRuleMessage.CHANGED);
  check(draft);
  await trx
    .updateTable(set.table)
    .set({ status: ScsRuleStatus.PUBLISHED, published_at: now(), change_id: changeId })
    .where('id', '=', draft.id)
    .execute();
  return draft;
}

/**
 * The publish change kind of a rule set: a draft whose check (dry run or preview) is of its content as it
 * stands goes to review, the checker seeing what the set describes; approval publishes it.
 */
export function publishKind<D extends RuleDraft>(
  set: RuleSet<D>,
  o: {
    title: string;
    right: string;
    /** Whether the draft's check is of its content as it stands, and the refusal when not. */
    checked: (draft: D) => boolean;
    unchecked: string;
    describe: (db: Db, instId: number, draft: D) => Promise<{ before: unknown; summary: string; target: string }>;
    /** Refuse content that no longer holds, on approval. */
    valid: (draft: D) => void;
    /** The after snapshot. */
    after: (draft: D) => unknown;
  },
): ChangeKind<ScsRulePublishPayload> {
  return {
    kind: set.kind,
    title: o.title,
    right: o.right,
    payload: ScsRulePublishPayload,
    async prepare(db, instId, payload) {
      const draft = await submittedDraft(db, set, instId, payload);
      if (!o.checked(draft)) throw badRequest(o.unchecked);
      return { ...(await o.describe(db, instId, draft)), scope: `${set.scopeName}:${draft.id}` };
    },
    async apply(trx, instId, payload, ctx) {
      return o.after(await publishDraft(trx, set, instId, payload, ctx.changeId, o.valid));
    },
  };
}
