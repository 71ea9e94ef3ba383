import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  GatewayInstQuerySchema,
  LicenceHistorySchema,
  LicenceListQuerySchema,
  LicenceSaveSchema,
  LicenceSchema,
  OwnLicenceSchema,
  parseSupportApp,
  type Licence,
  DAY_MS,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, ok } from '../../../platform/http/errors';
import { serviceDay } from '../../../core/institutions/institutions';
import { seatsUsed } from '../../../core/institutions/seats';
import { checkDate, customerInst, customerInstitutions } from './queries';

/** Days from today (China) to the last day of service: 0 = ends today, negative = ended, null = no end. */
export function daysLeft(validUntil: string | null, now: Date): number | null {
  if (!validUntil) return null;
  const today = serviceDay(now);
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * 授权管理 (issue 21): each customer institution's licence, its service end
 * (`institution.valid_until`, the same date 机构列表 edits and login checks)
 * and seat limit, changed with a note into the licence history; and an
 * institution's own licence for its 机构信息 page.
 */
export const licenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  const licences = async (filter: { keyword?: string; code?: string }): Promise<Licence[]> => {
    const query = customerInstitutions(db, filter)
      .select((eb) => [
        'institution.seat_limit',
        eb
          .selectFrom('app_user as u')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('u.inst_id', '=', 'institution.id')
          .where('u.enabled', '=', true)
          .where('u.resign_flag', '=', false)
          .as('used'),
      ])
      // Soonest end first, then those without an end.
      .orderBy(sql`institution.valid_until asc nulls last`)
      .orderBy('institution.code');
    const now = app.clock();
    return (await query.execute()).map((r) => ({
      instCode: r.code,
      instName: r.name,
      enabled: r.enabled,
      validUntil: r.valid_until,
      daysLeft: daysLeft(r.valid_until, now),
      seatLimit: r.seat_limit,
      seatsUsed: Number(r.used ?? 0),
      solutions: parseSupportApp(r.support),
    }));
  };

  app.get(
    '/esee/platform/licence/list',
    {
      config,
      schema: {
        tags,
        summary: '授权管理：机构的有效期、席位与解决方案（到期早的在前）',
        querystring: LicenceListQuerySchema,
        response: {
          200: EnvelopeSchema(Type.Object({ total: Type.Integer(), list: Type.Array(LicenceSchema) })),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const size = q.page_size ?? 10;
      const all = await licences({ keyword: q.keyword });
      const start = ((q.page_num ?? 1) - 1) * size;
      return ok({ total: all.length, list: all.slice(start, start + size) });
    },
  );

  app.post(
    '/esee/platform/licence/save',
    {
      config,
      schema: {
        tags,
        summary: '修改机构授权：有效期、席位上限与备注（记入授权记录）',
        body: LicenceSaveSchema,
        response: { 200: EnvelopeSchema(LicenceSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      checkDate(body.validUntil);
      const before = await db
        .selectFrom('institution')
        .select(['seat_limit', day('valid_until').as('valid_until')])
        .where('id', '=', inst.id)
        .executeTakeFirstOrThrow();
      const note = body.note?.trim() ?? '';
      if (before.valid_until === body.validUntil && before.seat_limit === body.seatLimit && !note)
        throw badRequest('授权没有变化');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('institution')
          .set({ valid_until: body.validUntil, seat_limit: body.seatLimit })
          .where('id', '=', inst.id)
          .execute();
        await trx
          .insertInto('licence_history')
          .values({
            inst_id: inst.id,
            changed_by: caller.userId,
            changed_by_name: `${caller.displayName}（${caller.username}）`,
            valid_until_before: before.valid_until,
            valid_until_after: body.validUntil,
            seat_limit_before: before.seat_limit,
            seat_limit_after: body.seatLimit,
            note,
          })
          .execute();
      });
      return ok((await licences({ code: inst.code }))[0]!);
    },
  );

  app.get(
    '/esee/platform/licence/history',
    {
      config,
      schema: {
        tags,
        summary: '机构的授权变更记录（新的在前）',
        querystring: GatewayInstQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(LicenceHistorySchema)) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.query.instCode);
      const rows = await db
        .selectFrom('licence_history')
        .select([
          'id',
          'changed_by_name',
          day('valid_until_before').as('vb'),
          day('valid_until_after').as('va'),
          'seat_limit_before',
          'seat_limit_after',
          'note',
          'created_at',
        ])
        .where('inst_id', '=', inst.id)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return ok(
        rows.map((r) => ({
          id: r.id,
          changedBy: r.changed_by_name,
          validUntilBefore: r.vb,
          validUntilAfter: r.va,
          seatLimitBefore: r.seat_limit_before,
          seatLimitAfter: r.seat_limit_after,
          note: r.note,
          createdAt: chinaTime(r.created_at),
        })),
      );
    },
  );

  app.get(
    '/esee/institution/licence',
    {
      config: { right: 'fmk' },
      schema: {
        tags,
        summary: '本机构的授权：有效期与席位（机构信息页）',
        response: { 200: EnvelopeSchema(OwnLicenceSchema) },
      },
    },
    async (request) => {
      const { instId } = requireUser(request);
      const row = await db
        .selectFrom('institution')
        .select(['seat_limit', day('valid_until').as('valid_until')])
        .where('id', '=', instId)
        .executeTakeFirstOrThrow();
      return ok({
        validUntil: row.valid_until,
        daysLeft: daysLeft(row.valid_until, app.clock()),
        seatLimit: row.seat_limit,
        seatsUsed: await seatsUsed(db, instId),
      });
    },
  );
};
