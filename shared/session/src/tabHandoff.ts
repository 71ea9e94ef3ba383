/**
 * A signed-in tab hands its session to the tabs it opens. A login that is not
 * remembered keeps its token in sessionStorage, which a tab opened with
 * `noopener` (every company detail opens so) does not inherit; without this,
 * such a tab would show the login page. Tabs of the same origin only
 * (BroadcastChannel), and only to a tab that has no session of its own.
 */
const CHANNEL = 'esee.session';
/** How long a new tab waits for an answer before it shows the login page. */
const WAIT_MS = 300;

type Message = { type: 'ask' } | { type: 'token'; token: string };

const channel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

/** Answer new tabs with this tab's token while it has one; returns the way to stop. */
export function shareSessionWithNewTabs(currentToken: () => string | null): () => void {
  const ch = channel();
  if (!ch) return () => undefined;
  ch.onmessage = (event: MessageEvent<Message>) => {
    const token = currentToken();
    if (event.data?.type === 'ask' && token) ch.postMessage({ type: 'token', token } satisfies Message);
  };
  return () => ch.close();
}

/** Ask the other tabs for their session; null when none answers in time. */
export function askOtherTabsForToken(waitMs = WAIT_MS): Promise<string | null> {
  const ch = channel();
  if (!ch) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      clearTimeout(timer);
      ch.close();
      resolve(token);
    };
    const timer = setTimeout(() => done(null), waitMs);
    ch.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'token' && typeof event.data.token === 'string') done(event.data.token);
    };
    ch.postMessage({ type: 'ask' } satisfies Message);
  });
}
