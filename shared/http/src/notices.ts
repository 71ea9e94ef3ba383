/**
 * Messages the client wants shown. The HTTP client knows no UI: the shell
 * subscribes once and shows them with antd. Identical messages within one
 * second are shown once (spec 1 §8: debounced 1 s). What happens before the
 * shell has subscribed (its first calls start before React renders) is kept
 * and handed to the first listener.
 */
export interface Notice {
  level: 'error' | 'warning';
  message: string;
  detail?: string;
}

type Listener<T> = (value: T) => void;

const DEBOUNCE_MS = 1000;
const noticeListeners = new Set<Listener<Notice>>();
const sessionListeners = new Set<Listener<void>>();
const lastShown = new Map<string, number>();
const unseenNotices: Notice[] = [];
let unseenSessionInvalid = false;

export function onNotice(listener: Listener<Notice>): () => void {
  noticeListeners.add(listener);
  for (const notice of unseenNotices.splice(0)) listener(notice);
  return () => noticeListeners.delete(listener);
}

export function onSessionInvalid(listener: Listener<void>): () => void {
  sessionListeners.add(listener);
  if (unseenSessionInvalid) {
    unseenSessionInvalid = false;
    listener();
  }
  return () => sessionListeners.delete(listener);
}

export function emitNotice(notice: Notice, now = performance.now()): void {
  const key = `${notice.level}:${notice.message}`;
  const last = lastShown.get(key);
  if (last !== undefined && now - last < DEBOUNCE_MS) return;
  lastShown.set(key, now);
  if (noticeListeners.size === 0) unseenNotices.push(notice);
  for (const l of noticeListeners) l(notice);
}

export function emitSessionInvalid(): void {
  if (sessionListeners.size === 0) unseenSessionInvalid = true;
  for (const l of sessionListeners) l();
}
