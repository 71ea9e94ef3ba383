import { useSearchParams } from 'react-router';

/**
 * A page's filters kept in its URL (so a link or a reload shows the same list): the params, and `set`, which
 * sets the values given and drops the empty ones, replacing the history entry.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  return { params, set };
}
