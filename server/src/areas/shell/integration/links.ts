import {
  IntegrationMessage,
  ResultCode,
  type IntegrationLinkQuery,
  type IntegrationTargetKey,
  type TicketIdentity,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import { issueTicket, redeemTicket } from '../../../platform/auth/tickets';
import type { Db } from '../../../platform/db/database';
import { AppError, forbidden } from '../../../platform/http/errors';
import { integrationTarget } from '../../../core/institutions/gateway';

/**
 * The link into one of the institution's systems: its target URL (网关设置) with a one-time ticket for the user
 * and what the caller passed through (the company in view, the page asked for). No target: the spec's warning.
 */
export async function linkWithTicket(
  db: Db,
  user: SessionUser,
  target: IntegrationTargetKey,
  query: IntegrationLinkQuery,
  now: Date,
): Promise<string> {
  const base = await integrationTarget(db, user.instCode, target);
  if (!base) throw forbidden(IntegrationMessage.TARGET_UNSET);
  const url = new URL(base);
  url.searchParams.set('ticket', await issueTicket(db, 'integration', user.userId, now, target));
  for (const key of ['entId', 'entName', 'page'] as const) {
    const value = query[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** The user a ticket was issued to, once: unknown, spent, expired or for a disabled member is 认证失败. */
export async function redeemIntegrationTicket(db: Db, ticket: string, now: Date): Promise<TicketIdentity> {
  const redeemed = await redeemTicket(db, 'integration', ticket, now);
  const row =
    redeemed &&
    (await db
      .selectFrom('app_user as u')
      .innerJoin('institution as i', 'i.id', 'u.inst_id')
      .select(['u.id', 'u.username', 'u.display_name', 'i.code', 'i.name'])
      .where('u.id', '=', redeemed.userId)
      .where('u.enabled', '=', true)
      .where('i.enabled', '=', true)
      .executeTakeFirst());
  if (!redeemed || !row) throw new AppError(ResultCode.UNAUTHORIZED, IntegrationMessage.TICKET_REFUSED, 401);
  return {
    userId: row.id,
    username: row.username,
    name: row.display_name,
    instCode: row.code,
    instName: row.name,
    target: redeemed.target ?? '',
  };
}
