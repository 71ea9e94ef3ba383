import type { SessionUser } from './sessions';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Recently seen sessions, so that a burst of calls (typing in the search box)
 * costs one session lookup, not one per call. A session ended here (logout)
 * is forgotten at once; one ended on another server instance, or by an
 * administrator, stops working within `SESSION_CACHE_MS`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();

  get(token: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, user: SessionUser, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { user, until: now + SESSION_CACHE_MS });
  }

  /** Forget a session (logout), or every session of a user (password change, disabled account). */
  forget(match: (user: SessionUser) => boolean): void {
    for (const [token, { user }] of this.entries) if (match(user)) this.entries.delete(token);
  }
}
