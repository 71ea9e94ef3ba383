import { sql } from 'kysely';
import { chinaTime, POINT_HITS_PER_MINUTE, PointMessage, ResultCode } from '@esee/contracts';
import { whereInScope } from '../../../platform/auth/dataScope';
import type { SessionUser } from '../../../platform/auth/sessions';
import { chinaDaySql } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/errors';

/** A hit's time in China, for grouping by day. */
export const hitDay = chinaDaySql('h.created_at');

/**
 * Record one hit: a single insert that writes nothing when the point is unknown
 * or disabled, or when the user has already hit it POINT_HITS_PER_MINUTE times
 * in the last minute. Only a refused hit pays for a second query, to say why.
 */
export async function recordHit(
  db: Db,
  user: SessionUser,
  hit: { pointId: string; entId?: string; path?: string },
  now: Date,
): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const { rows } = await sql<{ id: string }>`
    insert into point_hit (point_id, inst_id, user_id, unit_id, ent_id, path, created_at)
    select d.point_id, ${user.instId}, ${user.userId},
      (select unit_id from app_user where id = ${user.userId}), ${hit.entId ?? null}, ${hit.path ?? null}, ${now}
    from point_def d
    where d.point_id = ${hit.pointId} and d.enabled
      and (select count(*) from point_hit r
           where r.user_id = ${user.userId} and r.point_id = ${hit.pointId} and r.created_at > ${minuteAgo})
          < ${POINT_HITS_PER_MINUTE}
    returning id`.execute(db);
  if (rows.length) return;
  const def = await db.selectFrom('point_def').select('enabled').where('point_id', '=', hit.pointId).executeTakeFirst();
  if (!def) throw notFound(PointMessage.MISSING);
  if (!def.enabled) throw new AppError(ResultCode.CONFLICT, PointMessage.DISABLED, 409);
  throw new AppError(ResultCode.TOO_MANY, PointMessage.TOO_MANY, 429);
}

/** Which hits a list or the chart reads: always one institution's, then narrowed. */
export interface HitScope {
  instId: number;
  /** The caller's data scope (null: the whole institution). */
  userIds: number[] | null;
  from?: Date;
  to?: Date;
  userId?: number;
  /** Hits recorded while the member was in one of these departments. */
  unitIds?: number[];
  pointId?: string;
  pointIds?: string[];
}

/** Hits (alias `h`) in a scope, with their point (`p`), member (`u`) and department (`d`). */
export function scopedHits(db: Db, s: HitScope) {
  let q = db
    .selectFrom('point_hit as h')
    .innerJoin('point_def as p', 'p.point_id', 'h.point_id')
    .innerJoin('app_user as u', 'u.id', 'h.user_id')
    .leftJoin('org_unit as d', 'd.id', 'h.unit_id')
    .where('h.inst_id', '=', s.instId);
  q = whereInScope(q, 'h.user_id', s.userIds);
  if (s.from) q = q.where('h.created_at', '>=', s.from);
  if (s.to) q = q.where('h.created_at', '<', s.to);
  if (s.userId !== undefined) q = q.where('h.user_id', '=', s.userId);
  if (s.unitIds) q = q.where('h.unit_id', 'in', s.unitIds.length ? s.unitIds : [0]);
  if (s.pointId) q = q.where('h.point_id', '=', s.pointId);
  if (s.pointIds) q = q.where('h.point_id', 'in', s.pointIds.length ? s.pointIds : ['']);
  return q;
}

/** One page of hits, the newest first, with the company's name where the hit names one. */
export async function hitPage(db: Db, s: HitScope, offset: number, limit: number) {
  const q = scopedHits(db, s);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('company as c', 'c.ent_id', 'h.ent_id')
      .select([
        'h.id',
        'h.point_id as pointId',
        'p.name as pointName',
        'p.module',
        'h.user_id as userId',
        'u.username',
        'u.display_name as name',
        'd.name as unitName',
        'h.ent_id as entId',
        'c.name as entName',
        'h.path',
        'h.created_at as at',
      ])
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((r) => ({ ...r, id: String(r.id), at: chinaTime(r.at) })),
  };
}
