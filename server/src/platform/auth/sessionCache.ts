import { randomUUID } from 'node:crypto';
import type { SharedState } from '../sharedState/sharedState';
import type { SessionUser } from './sessions';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;
/** The shared state's topic: a session ended on some instance. */
export const SESSIONS_TOPIC = 'sessions';

/**
 * Recently seen sessions, so that a burst of calls (typing in the search box)
 * costs one session lookup, not one per call. A session ended here (logout, an
 * administrator's change) is forgotten at once, and the other server instances
 * are told through the shared state: they drop their whole cache at once (what
 * ended is a rule over the sessions, not a key they could look up), which costs
 * each active user one lookup. Without shared state (one instance) nothing else
 * holds sessions.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  /** Tells this cache's own invalidations from the other instances'. */
  private readonly id = randomUUID();

  constructor(private readonly shared?: Pick<SharedState, 'invalidate' | 'onInvalidate'>) {
    shared?.onInvalidate(SESSIONS_TOPIC, (from) => {
      if (from !== this.id) this.entries.clear();
    });
  }

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

  /** Forget a session (logout), or every session of a user (password change, disabled account), on every instance. */
  forget(match: (user: SessionUser) => boolean): void {
    for (const [token, { user }] of this.entries) if (match(user)) this.entries.delete(token);
    this.shared?.invalidate(SESSIONS_TOPIC, this.id);
  }
}
