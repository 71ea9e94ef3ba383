import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { InstParamName, PlatformMessage } from '@esee/contracts';
import { revokeUserSessions } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { isCustomer } from '../../../core/institutions/institutions';

/**
 * A customer institution by code (upper-cased), as every platform call starts;
 * unknown codes and the platform's own institution answer 404 `机构不存在`.
 */
export async function customerInst(db: Db, instCode: string) {
  const row = await db
    .selectFrom('institution')
    .select(['id', 'code', 'name', 'enabled'])
    .where('code', '=', instCode.trim().toUpperCase())
    .where(isCustomer)
    .executeTakeFirst();
  if (!row) throw notFound(PlatformMessage.INST_MISSING);
  return row;
}

/** End sessions now, here and (through the database) on every server instance: of one member. */
export async function endUserSessions(app: FastifyInstance, userId: number): Promise<number> {
  app.sessionCache.forget((u) => u.userId === userId);
  return revokeUserSessions(app.db, userId, app.clock());
}

/** End every live session of an institution's members (the institution disabled). */
export async function endInstitutionSessions(app: FastifyInstance, instId: number): Promise<number> {
  app.sessionCache.forget((u) => u.instId === instId);
  const ended = await app.db
    .updateTable('user_session')
    .set({ revoked_at: app.clock() })
    .where('inst_id', '=', instId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** A unique-key violation, on either engine. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A real calendar day (2026-02-30 is not). */
export function checkDate(value: string | null | undefined): void {
  if (!value) return;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw badRequest(PlatformMessage.DATE_FORMAT);
}

/**
 * The customer institutions with what the platform's institution lists all show: code, name, enabled, the last day of
 * service (`valid_until`, a day) and the solutions parameter (`support`); optionally one (`code`), or those whose code
 * or name holds `keyword`.
 */
export function customerInstitutions(db: Db, filter: { keyword?: string; code?: string }) {
  let query = db
    .selectFrom('institution')
    .leftJoin('inst_param as p', (j) =>
      j.onRef('p.inst_id', '=', 'institution.id').on('p.param_name', '=', InstParamName.SUPPORT_APP),
    )
    .select([
      'institution.code',
      'institution.name',
      'institution.enabled',
      sql<string | null>`to_char(institution.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
      sql<string>`coalesce(p.param_value, p.default_value, '')`.as('support'),
    ])
    .where(isCustomer);
  if (filter.code) query = query.where('institution.code', '=', filter.code);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('institution.code', 'ilike', like), eb('institution.name', 'ilike', like)]));
  }
  return query;
}
