import type { TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorMessage, ResultCode, ScsChangeStatus, ScsReviewMessage, SCS_REVIEW_PERMISSION } from '@esee/contracts';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../../platform/auth/plugin';
import type { Db } from '../../../../platform/db/database';
import { AppError, badRequest, forbidden, notFound, validationMessage } from '../../../../platform/http/errors';
import { validatorCompiler } from '../../../../platform/http/validation';

/**
 * The SCS maker-checker core (数据维护 → 数据复核). A change kind says who may submit it, what its payload
 * is, how to read the state before and how to apply it. A submitted change waits as 待复核 (PENDING) until a
 * user with the review right, of another role than the maker's and not the maker, approves or rejects it;
 * approval applies the change and records after/checker/time in the same transaction: the decided rows are
 * the versioned history.
 */
export interface ChangeKind<P> {
  /** e.g. 'family.add', 'member.confirm', 'groupRule.publish' */
  kind: string;
  /** Chinese label shown in 数据复核, e.g. '新增家族关系' */
  title: string;
  /** The maker's right, e.g. 'app:scs:data:maintenance' or 'app:scs:rule:group' */
  right: string;
  /** TypeBox schema of P (closed objects, bounded strings/numbers). */
  payload: TSchema;
  /**
   * Read current state, refuse an invalid change (throw AppError in the spec's envelope), return the
   * before snapshot (null when creating), the proposed after snapshot (what approval will make of it, in
   * the same fields as `before`, null when deleting: the checker compares the two field by field), a
   * one-line Chinese summary and an optional target label. `scope` (optional) marks what the change
   * concerns for the pages' 「待复核」 marks, e.g. 'group:<key>'.
   */
  prepare(
    db: Db,
    instId: number,
    payload: P,
  ): Promise<{ before: unknown; proposed: unknown; summary: string; target?: string; scope?: string }>;
  /**
   * Apply the approved change inside the approval transaction (re-check what prepare checked: state may
   * have changed since submission); return the after snapshot.
   */
  apply(
    trx: Db,
    instId: number,
    payload: P,
    ctx: { changeId: number; makerId: number; checkerId: number },
  ): Promise<unknown>;
}

/** Who submits or decides: the session user's id, institution, role and rights. */
export interface ReviewUser {
  id: number;
  instId: number;
  roleId: number;
  rights: { can: (right: string) => boolean };
}

/** The session user as the review core sees them. */
export async function reviewUser(request: FastifyRequest): Promise<ReviewUser> {
  const user = requireUser(request);
  const access = await request.access();
  return { id: user.userId, instId: user.instId, roleId: user.roleId, rights: { can: (r) => access.can(r) } };
}

/** Change statuses. */
export const ChangeStatus = ScsChangeStatus;

type Check = ((value: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; schemaPath: string }[] | null;
};

interface Registered {
  kind: ChangeKind<unknown>;
  check: Check;
}

const kinds = new Map<string, Registered>();

/** Register a change kind (at module registration); registering the same kind again replaces it. */
export function registerChangeKind<P>(kind: ChangeKind<P>): void {
  const check = validatorCompiler({ schema: kind.payload, httpPart: 'body', method: 'POST', url: '' }) as Check;
  kinds.set(kind.kind, { kind: kind as ChangeKind<unknown>, check });
}

/** A registered kind, or undefined. */
export const changeKind = (kind: string): ChangeKind<unknown> | undefined => kinds.get(kind)?.kind;

/** The registered kinds (for the review page's filter). */
export const changeKinds = (): ChangeKind<unknown>[] => [...kinds.values()].map((k) => k.kind);

/** A snapshot as stored (jsonb), null for none. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Largest number of attachments on one change. */
export const MAX_ATTACHMENTS = 5;

/**
 * Submit a change: the kind's maker right, the payload against its schema, prepare (refusals and the before
 * snapshot), then one row 待复核 and its attachments (the maker's own, not yet on another change).
 */
export async function submitChange(
  db: Db,
  user: ReviewUser,
  input: { kind: string; payload: unknown; reason: string; attachmentIds?: number[] },
): Promise<{ changeId: number }> {
  const registered = kinds.get(input.kind);
  if (!registered) throw badRequest(`${ErrorMessage.BAD_REQUEST}：不支持的变更类型 ${input.kind.slice(0, 50)}`);
  const { kind, check } = registered;
  if (!user.rights.can(kind.right)) throw forbidden();
  const reason = input.reason.trim();
  if (!reason) throw badRequest(ScsReviewMessage.REASON_REQUIRED);
  if (!check(input.payload)) {
    const validation = (check.errors ?? []).map((e) => ({ ...e, instancePath: `/payload${e.instancePath}` }));
    throw badRequest(validationMessage({ validation, validationContext: 'body' }));
  }
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > MAX_ATTACHMENTS) throw badRequest(ScsReviewMessage.TOO_MANY_FILES);
  const prepared = await kind.prepare(db, user.instId, input.payload);
  return db.transaction().execute(async (trx) => {
    // One pending change at a time for the same row or member ('…:new' scopes add rows and may pile up).
    if (prepared.scope && !prepared.scope.endsWith(':new')) {
      const waiting = await trx
        .selectFrom('scs_change')
        .select('id')
        .where('inst_id', '=', user.instId)
        .where('status', '=', ChangeStatus.PENDING)
        .where('scope', '=', prepared.scope)
        .executeTakeFirst();
      if (waiting) throw new AppError(ResultCode.CONFLICT, ScsReviewMessage.PENDING_EXISTS, 409);
    }
    if (attachmentIds.length) {
      const mine = await trx
        .selectFrom('scs_attachment')
        .select('id')
        .where('inst_id', '=', user.instId)
        .where('uploaded_by', '=', user.id)
        .where('change_id', 'is', null)
        .where('id', 'in', attachmentIds)
        .forUpdate()
        .execute();
      if (mine.length !== attachmentIds.length) throw notFound(ScsReviewMessage.NO_ATTACHMENT);
    }
    const row = await trx
      .insertInto('scs_change')
      .values({
        inst_id: user.instId,
        kind: kind.kind,
        scope: prepared.scope ?? null,
        payload: JSON.stringify(input.payload),
        reason,
        summary: prepared.summary,
        target: prepared.target ?? null,
        before: json(prepared.before),
        proposed: json(prepared.proposed),
        maker_id: user.id,
        maker_role_id: user.roleId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (attachmentIds.length)
      await trx
        .updateTable('scs_attachment')
        .set({ change_id: row.id })
        .where('inst_id', '=', user.instId)
        .where('id', 'in', attachmentIds)
        .execute();
    return { changeId: row.id };
  });
}

/**
 * Decide a change. The checker needs the review right, must not be the maker and must hold another role
 * than the maker's; approval applies the change in the same transaction as the status update; a decided
 * change answers an error; a rejection needs a comment. Another institution's change is as good as none.
 */
export async function decideChange(
  db: Db,
  user: ReviewUser,
  input: { changeId: number; approve: boolean; comment?: string },
  now: Date,
): Promise<{ status: string }> {
  if (!user.rights.can(SCS_REVIEW_PERMISSION)) throw forbidden();
  const comment = input.comment?.trim() ?? '';
  if (!input.approve && !comment) throw badRequest(ScsReviewMessage.COMMENT_REQUIRED);
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('scs_change')
      .selectAll()
      .where('id', '=', input.changeId)
      .where('inst_id', '=', user.instId)
      .forUpdate()
      .executeTakeFirst();
    if (!change) throw notFound(ScsReviewMessage.NO_CHANGE);
    if (change.status !== ChangeStatus.PENDING)
      throw new AppError(ResultCode.CONFLICT, ScsReviewMessage.ALREADY_DECIDED, 409);
    if (change.maker_id === user.id) throw forbidden(ScsReviewMessage.OWN_CHANGE);
    if (change.maker_role_id === user.roleId) throw forbidden(ScsReviewMessage.SAME_ROLE);
    let after: unknown = null;
    if (input.approve) {
      const registered = kinds.get(change.kind);
      if (!registered) throw badRequest(`${ErrorMessage.BAD_REQUEST}：不支持的变更类型 ${change.kind}`);
      after = await registered.kind.apply(trx, user.instId, change.payload, {
        changeId: change.id,
        makerId: change.maker_id ?? 0,
        checkerId: user.id,
      });
    }
    const status = input.approve ? ChangeStatus.APPROVED : ChangeStatus.REJECTED;
    await trx
      .updateTable('scs_change')
      .set({
        status,
        after: json(after),
        checker_id: user.id,
        decided_at: now,
        comment: comment || null,
      })
      .where('id', '=', change.id)
      .execute();
    return { status };
  });
}

/** The pending changes' scopes of an institution with a prefix (e.g. 'group:'), for the pages' marks. */
export async function pendingScopes(db: Db, instId: number, prefix: string) {
  return db
    .selectFrom('scs_change')
    .select(['id', 'kind', 'scope', 'summary', 'payload', 'created_at'])
    .where('inst_id', '=', instId)
    .where('status', '=', ChangeStatus.PENDING)
    .where('scope', 'like', sql<string>`${prefix.replace(/[\\%_]/g, '\\$&')} || '%'`)
    .orderBy('id')
    .execute();
}
