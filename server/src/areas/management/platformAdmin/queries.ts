import type { FastifyInstance } from 'fastify';
import { PlatformMessage } from '@esee/contracts';
import { revokeUserSessions } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
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
