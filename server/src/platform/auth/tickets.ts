import { createHash, randomBytes } from 'node:crypto';
import { IntegrationLimit } from '@esee/contracts';
import type { Db } from '../db/database';

/**
 * One-time tickets: `login` is exchanged for a session (`/framework/login_token`), `reset` sets a new password,
 * `integration` goes with a link into an institution's own system, which redeems it to learn who came.
 */
export type TicketKind = 'login' | 'reset' | 'integration';

/** How long a ticket lives: login and integration tickets are used at once; a reset leaves time to type a password. */
export const TICKET_TTL_MS: Record<TicketKind, number> = {
  login: 60_000,
  reset: 10 * 60_000,
  integration: IntegrationLimit.TICKET_TTL_SECONDS * 1000,
};

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-time ticket for the user (an integration ticket names its target): only its hash is kept. */
export async function issueTicket(
  db: Db,
  kind: TicketKind,
  userId: number,
  now: Date,
  target: string | null = null,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.deleteFrom('login_ticket').where('expires_at', '<', now).execute();
  await db
    .insertInto('login_ticket')
    .values({
      ticket_hash: hashTicket(ticket),
      kind,
      user_id: userId,
      target,
      expires_at: new Date(now.getTime() + TICKET_TTL_MS[kind]),
    })
    .execute();
  return ticket;
}

/** The user a live ticket is for, without using it up. */
export async function ticketUser(db: Db, kind: TicketKind, ticket: string, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('login_ticket')
    .select('user_id')
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Use a ticket up: the user it was for and its target, or null when it is unknown, spent or expired. */
export async function redeemTicket(
  db: Db,
  kind: TicketKind,
  ticket: string,
  now: Date,
): Promise<{ userId: number; target: string | null } | null> {
  const row = await db
    .updateTable('login_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, target: row.target } : null;
}
