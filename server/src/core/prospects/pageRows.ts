import { regionText } from './options';

/** A company row as read for a result page: capital in yuan, the region as its code. */
interface ReadRow {
  entId: string;
  regCapital: number | null;
  regionCode: string | null;
}

/**
 * A page's rows, read by id, put back in the index's order (a company the index knows and the table no
 * longer has is left out), with the capital in 万元 and the region as text, as the result tables show them.
 */
export function inIndexOrder<R extends ReadRow>(
  ids: readonly string[],
  rows: readonly R[],
): (Omit<R, 'regionCode' | 'regCapital'> & { regCapital: number | null; region: string })[] {
  const byId = new Map(rows.map((r) => [r.entId, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { regionCode, regCapital, ...r } = row;
    return [
      {
        ...r,
        regCapital: regCapital === null ? null : Math.round(regCapital / 100) / 100,
        region: regionText(regionCode),
      },
    ];
  });
}
