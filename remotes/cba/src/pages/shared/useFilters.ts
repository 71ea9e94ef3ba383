import { useState } from 'react';

/** A list's filters and a setter that changes some of them, the others kept. */
export function useFilters<F extends object>(): [F, (patch: Partial<F>) => void] {
  const [filters, setFilters] = useState<F>({} as F);
  return [filters, (patch) => setFilters((f) => ({ ...f, ...patch }))];
}
