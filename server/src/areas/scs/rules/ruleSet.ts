import { sql } from 'kysely';
import { ResultCode, ScsRuleMessage, ScsRulePublishPayload, ScsRuleStatus, chinaMinute } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import { now } from '../../../platform/clock';
import type { ChangeKind } from '../shared/review/changes';
import { contentHash } from '../shared/scsRules';

/**
 * The lifecycle both SCS rule sets share (同一客户分组规则 and 标签规则): numbered versions, one open draft
 * edited in place, deletion of a draft, and publication through a reviewed change. What differs between
 * the two (what a rule says, its dry run or preview) stays with each.
 */
export interface RuleSet<D extends RuleDraft> {
  /** The table of the versions. */
  table: 'scs_group_rule' | 'scs_label_rule';
  /** The column naming a version line (a criterion, a tag code): each line has its own versions and one draft. */
  line: 'criterion' | 'code';
  /** The column keeping a draft's check (dry run, preview); `<check>_hash` is the content hash it was of. */
  check: 'dry_run' | 'preview';
  /** The refusal of a publish whose draft has no check of its content as it stands. */
  checkRequired: string;
  /** The publish change kind, whose pending changes lock their draft (scope `<scopeName>:<id>`). */
  kind: string;
  scopeName: string;
  /** The advisory lock of an institution's rules of this set: one writer at a time. */
  lockBase: number;
  /** Only to tie the set to its drafts' type (the columns `lockVersion` reads). */
  readonly draft?: D;
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

/** A version of the institution with its line and check (what editing and publishing need), locked for update. */
function lockVersion<D extends RuleDraft>(trx: Db, set: RuleSet<D>, instId: number, id: number) {
  const { ref } = trx.dynamic;
  return trx
    .selectFrom(set.table)
    .select([
      'id',
      'status',
      'version',
      'content',
      'content_hash',
      ref(set.line),
      ref(set.check),
      ref(`${set.check}_hash`),
    ])
    .where('inst_id', '=', instId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<D | undefined>;
}

/** A draft of the institution that no pending change names, locked for the caller's transaction. */
export async function editableDraft<D extends RuleDraft>(trx: Db, set: RuleSet<D>, instId: number, id: number) {
  const row = await lockVersion(trx, set, instId, id);
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

/** The open draft of a version line, if any. */
async function openDraftId(trx: Db, set: RuleSet<RuleDraft>, instId: number, line: string) {
  const open = await trx
    .selectFrom(set.table)
    .select('id')
    .where('inst_id', '=', instId)
    .where(trx.dynamic.ref(set.line), '=', line)
    .where('status', '=', ScsRuleStatus.DRAFT)
    .executeTakeFirst();
  return open?.id;
}

/** The newest version number of a line, 0 when it has none. */
async function newestVersion(trx: Db, set: RuleSet<RuleDraft>, instId: number, line: string) {
  const max = await trx
    .selectFrom(set.table)
    .select(sql<number>`coalesce(max(version), 0)::int`.as('v'))
    .where('inst_id', '=', instId)
    .where(trx.dynamic.ref(set.line), '=', line)
    .executeTakeFirstOrThrow();
  return max.v;
}

/** Add a version to a line as a new draft; its id. */
async function insertDraft(
  trx: Db,
  set: RuleSet<RuleDraft>,
  user: SessionUser,
  draft: { line: string; version: number; content: unknown; hash: string },
  now: Date,
) {
  const values = {
    inst_id: user.instId,
    version: draft.version,
    content: JSON.stringify(draft.content),
    content_hash: draft.hash,
    created_by: user.userId,
    created_at: now,
  };
  const row = await trx
    .insertInto(set.table)
    .values({ ...values, [set.line]: draft.line })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Save a draft of a line as the only writer: rewrite the draft named, else the line's open draft, else add
 * the line's next version as a draft. A set that opens its own lines (`newLine`) does so when none is named,
 * and refuses a named line it has no version of. Returns the draft's id.
 */
export function saveDraft<D extends RuleDraft>(
  db: Db,
  set: RuleSet<D>,
  user: SessionUser,
  input: { id?: number; line?: string; content: unknown },
  now: Date,
  o: {
    /** Refuse an existing draft that the input may not rewrite. */
    fits?: (draft: D) => void;
    newLine?: (trx: Db) => Promise<string>;
  } = {},
) {
  const hash = contentHash(input.content);
  return writeRules(db, set, user.instId, async (trx) => {
    const { line } = input;
    const draftId = input.id ?? (line === undefined ? undefined : await openDraftId(trx, set, user.instId, line));
    if (draftId !== undefined) {
      const draft = await editableDraft(trx, set, user.instId, draftId);
      o.fits?.(draft);
      await rewriteDraft(trx, set, draft.id, input.content, hash);
      return draft.id;
    }
    if (line === undefined) {
      if (!o.newLine) throw notFound(ScsRuleMessage.NO_RULE);
      return insertDraft(trx, set, user, { line: await o.newLine(trx), version: 1, content: input.content, hash }, now);
    }
    const newest = await newestVersion(trx, set, user.instId, line);
    if (newest === 0 && o.newLine) throw notFound(ScsRuleMessage.NO_RULE);
    return insertDraft(trx, set, user, { line, version: newest + 1, content: input.content, hash }, now);
  });
}

/** Keep a draft's check with the content it was computed for, if the draft still has that content. */
export async function keepCheck(
  db: Db,
  set: RuleSet<RuleDraft>,
  draft: { id: number; content_hash: string },
  result: unknown,
) {
  await db
    .updateTable(set.table)
    .set({ [set.check]: JSON.stringify(result), [`${set.check}_hash`]: draft.content_hash })
    .where('id', '=', draft.id)
    .where('content_hash', '=', draft.content_hash)
    .where('status', '=', ScsRuleStatus.DRAFT)
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
  const draft = await lockVersion(trx, set, instId, payload.ruleId);
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

/** Whether a draft's check (its dry run, preview) is there and of its content as it stands. */
function checkedAsItStands<D extends RuleDraft>(set: RuleSet<D>, draft: D) {
  const row = draft as unknown as Record<string, unknown>;
  return !!row[set.check] && row[`${set.check}_hash`] === draft.content_hash;
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
    describe: (db: Db, instId: number, draft: D) => Promise<{ before: unknown; summary: string; target: string }>;
    /** Refuse content that no longer holds, on approval. */
    valid: (draft: D) => void;
    /** The after snapshot (also the proposed one the checker sees: the draft's content, as `before`'s fields). */
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
      if (!checkedAsItStands(set, draft)) throw badRequest(set.checkRequired);
      return {
        ...(await o.describe(db, instId, draft)),
        proposed: o.after(draft),
        scope: `${set.scopeName}:${draft.id}`,
      };
    },
    async apply(trx, instId, payload, ctx) {
      return o.after(await publishDraft(trx, set, instId, payload, ctx.changeId, o.valid));
    },
  };
}
