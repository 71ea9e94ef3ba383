import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  chinaTime,
  expectedAnswerer,
  FEEDBACK_SIDE_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TRANSITIONS,
  COMPANY_CORRECTIONS_MAX,
  FEEDBACK_TYPES,
  FeedbackMessage,
  RECORD_KIND_BY_KEY,
  type FeedbackDesk,
  type CompanyCorrections,
  type FeedbackDetail,
  type FeedbackSide,
  type FeedbackRow,
  type FeedbackStatus,
  type FeedbackType,
} from '@esee/contracts';
import { dataScopeUserIds, whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import type { Database } from '../../../platform/db/schema';
import type { Db } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/http/errors';

type FeedbackQuery = SelectQueryBuilder<
  Database & { f: Database['feedback']; i: Database['institution'] },
  'f' | 'i',
  object
>;

/**
 * Who a desk call acts for. The institution's desk: its own feedback, in the
 * caller's data scope (as other institution lists). The platform's desk:
 * every institution's, for the platform administrator (`super`) only.
 */
export interface DeskScope {
  side: 'institution' | 'platform';
  narrow: <Q extends FeedbackQuery>(qb: Q) => Q;
}

export async function deskScope(db: Db, request: FastifyRequest, desk: FeedbackDesk | undefined): Promise<DeskScope> {
  const user = requireUser(request);
  if (desk === 'platform') {
    if (!(await request.access()).can('super')) throw forbidden(FeedbackMessage.PLATFORM_ONLY);
    return { side: 'platform', narrow: (qb) => qb };
  }
  const ids = await dataScopeUserIds(db, user);
  return {
    side: 'institution',
    narrow: (qb) => whereInScope(qb.where('f.inst_id', '=', user.instId), 'f.user_id', ids) as typeof qb,
  };
}

/** Feedback with its institution: the base of every list and detail. */
export const feedbackBase = (db: Db) =>
  db.selectFrom('feedback as f').innerJoin('institution as i', 'i.id', 'f.inst_id') as unknown as FeedbackQuery;

/** The list columns of a feedback query, newest first is the caller's. */
export const rowsOf = (qb: FeedbackQuery) =>
  qb
    .leftJoin('app_user as u', 'u.id', 'f.user_id')
    .leftJoin('app_user as a', 'a.id', 'f.assignee_id')
    .select([
      'f.id',
      'f.type',
      'f.title',
      'f.status',
      'f.ent_id',
      'f.ent_name',
      'f.record_kind',
      'f.record_id',
      'f.user_id',
      'f.content',
      'f.page_path',
      'f.phone',
      'f.created_at',
      'f.updated_at',
      'i.code as inst_code',
      'i.name as inst_name',
      'u.display_name as user_name',
      'a.display_name as assignee_name',
      sql<number>`(select count(*)::int from feedback_message m where m.feedback_id = f.id and m.side <> 'member')`.as(
        'replies',
      ),
    ]);
type RawRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

export function toRow(r: RawRow): FeedbackRow {
  const type = r.type as FeedbackType;
  const status = r.status as FeedbackStatus;
  return {
    id: r.id,
    type,
    typeLabel: FEEDBACK_TYPES[type],
    title: r.title,
    status,
    statusLabel: FEEDBACK_STATUSES[status],
    entId: r.ent_id,
    entName: r.ent_name,
    recordKind: r.record_kind,
    recordTitle: r.record_kind ? (RECORD_KIND_BY_KEY.get(r.record_kind)?.title ?? null) : null,
    recordId: r.record_id,
    instCode: r.inst_code,
    instName: r.inst_name,
    userId: r.user_id,
    userName: r.user_name ?? '（已删除）',
    assigneeName: r.assignee_name ?? null,
    expected: expectedAnswerer(type),
    replies: Number(r.replies),
    createdAt: chinaTime(r.created_at),
    updatedAt: chinaTime(r.updated_at),
  };
}

/** Who wrote a message, as the reader sees it: a member reads the platform's replies as 平台客服. */
const authorOf = (side: FeedbackSide, name: string | null, forMember: boolean) =>
  side === 'platform' && forMember
    ? FEEDBACK_SIDE_LABELS.platform
    : side === 'member'
      ? (name ?? '（已删除）')
      : `${FEEDBACK_SIDE_LABELS[side]}${name ? `（${name}）` : ''}`;

/**
 * One feedback with its thread, or 404. `forMember`: the member's own view,
 * where the platform's replies read 平台客服 and no status change is offered.
 */
export async function detailOf(db: Db, qb: FeedbackQuery, id: number, forMember: boolean): Promise<FeedbackDetail> {
  const row = await rowsOf(qb.where('f.id', '=', id)).executeTakeFirst();
  if (!row) throw notFound(FeedbackMessage.MISSING);
  const messages = await db
    .selectFrom('feedback_message as m')
    .leftJoin('app_user as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.side', 'm.content', 'm.created_at', 'u.display_name'])
    .where('m.feedback_id', '=', id)
    .orderBy('m.id')
    .execute();
  const status = row.status as FeedbackStatus;
  return {
    ...toRow(row),
    content: row.content,
    pagePath: row.page_path,
    phone: row.phone,
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side,
      author: authorOf(m.side, m.display_name, forMember),
      content: m.content,
      createdAt: chinaTime(m.created_at),
    })),
    next: forMember ? [] : FEEDBACK_TRANSITIONS[status],
  };
}

/**
 * The 数据纠错 of the institution's members about a company, newest first, each with its latest answer as a member
 * reads it: what any member who opens the company sees (the corrections are the institution's, not one member's).
 */
export async function companyCorrections(db: Db, instId: number, entId: string): Promise<CompanyCorrections> {
  const rows = await rowsOf(
    feedbackBase(db).where('f.inst_id', '=', instId).where('f.ent_id', '=', entId).where('f.type', '=', 'DATA'),
  )
    .orderBy('f.id', 'desc')
    .limit(COMPANY_CORRECTIONS_MAX)
    .execute();
  const replies = rows.length
    ? await db
        .selectFrom('feedback_message as m')
        .leftJoin('app_user as u', 'u.id', 'm.author_id')
        .select(['m.feedback_id', 'm.side', 'm.content', 'm.created_at', 'u.display_name'])
        .where(
          'm.feedback_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('m.side', '<>', 'member')
        .orderBy('m.id', 'desc')
        .execute()
    : [];
  const latest = new Map<number, (typeof replies)[number]>();
  for (const m of replies) if (!latest.has(m.feedback_id)) latest.set(m.feedback_id, m);
  return {
    open: rows.filter((r) => r.status !== 'CLOSED').length,
    list: rows.map((r) => {
      const reply = latest.get(r.id);
      return {
        ...toRow(r),
        content: r.content,
        latestReply: reply
          ? {
              author: authorOf(reply.side, reply.display_name, true),
              content: reply.content,
              createdAt: chinaTime(reply.created_at),
            }
          : null,
      };
    }),
  };
}
