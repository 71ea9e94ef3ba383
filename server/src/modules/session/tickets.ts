import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database';

/** How long a ticket lives: a login ticket is used at once; a reset leaves time to type a password. */
export const TICKET_TTL_MS = { login: 60_000, reset: 10 * 60_000 } as const;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-time ticket for the user: only its hash is kept. */
export async function issueTicket(db: Db, kind: 'login' | 'reset', userId: number, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.deleteFrom('login_ticket').where('expires_at', '<', now).execute();
  await db
    .insertInto('login_ticket')
    .values({
      ticket_hash: hashTicket(ticket),
      kind,
      user_id: userId,
      expires_at: new Date(now.getTime() + TICKET_TTL_MS[kind]),
    })
    .execute();
  return ticket;
}

/** The user a live ticket is for, without using it up. */
export async function ticketUser(db: Db, kind: 'login' | 'reset', ticket: string, now: Date): Promise<number | null> {
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

/** Use a ticket up; the user it was for, or null when it is unknown, spent or expired. */
export async function redeemTicket(db: Db, kind: 'login' | 'reset', ticket: string, now: Date): Promise<number | null> {
  const row = await db
    .updateTable('login_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
