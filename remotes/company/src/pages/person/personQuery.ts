import type { PersonQuery } from '../../api/person';

/** Who a person page is about, from its query: `personId` (or `idNo`), else `persName` with `entName`. */
export function personQueryOf(params: URLSearchParams): PersonQuery | null {
  const personId = (params.get('personId') ?? params.get('idNo'))?.trim();
  if (personId) return { personId };
  const persName = params.get('persName')?.trim();
  if (!persName) return null;
  const entName = params.get('entName')?.trim();
  return entName ? { persName, entName } : { persName };
}

/** The query string that opens a person's pages. */
export const personSearch = (personId: string, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ personId, ...extra }).toString()}`;
