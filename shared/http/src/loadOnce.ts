/**
 * `load` made to run once per key: every ask of a key shares one answer, kept for the page's life; a failed load is
 * forgotten, so the next ask tries again (a dropped connection costs one failure, not the rest of the visit). For
 * what the page fetches once: the server's key, code chunks, static files.
 */
export function loadOnce<T, K = void>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const kept = new Map<K, Promise<T>>();
  return (key) => {
    let answer = kept.get(key);
    if (!answer) {
      answer = load(key).catch((error: unknown) => {
        kept.delete(key);
        throw error;
      });
      kept.set(key, answer);
    }
    return answer;
  };
}
