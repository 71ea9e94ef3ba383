import { sql } from 'kysely';
import { CAPITAL_BANDS } from '@esee/contracts';

/**
 * The registered-capital band of `c.reg_capital` (元) as CAPITAL_BANDS' keys (万元 bounds), or `none`
 * when the register has no capital: the statistics of 园区找客 and 地图找客 group by it.
 */
export const capitalBand = sql<string>`case
  when c.reg_capital is null then 'none'
  ${sql.join(
    CAPITAL_BANDS.map((b) => {
      const wan = sql`c.reg_capital / 10000`;
      const cond =
        b.min === null
          ? sql`${wan} < ${b.max}`
          : b.max === null
            ? sql`${wan} >= ${b.min}`
            : sql`${wan} >= ${b.min} and ${wan} < ${b.max}`;
      return sql`when ${cond} then ${b.key}`;
    }),
    sql` `,
  )}
  end`;

/** Counts by band in CAPITAL_BANDS' order (zeros included), then 未公示 when any company has no capital. */
export function capitalCounts(rows: { key: string; count: number }[]): { key: string; label: string; count: number }[] {
  const byKey = new Map(rows.map((r) => [r.key, Number(r.count)]));
  const none = byKey.get('none');
  return [
    ...CAPITAL_BANDS.map((b) => ({ key: b.key as string, label: b.label as string, count: byKey.get(b.key) ?? 0 })),
    ...(none ? [{ key: 'none', label: '未公示', count: none }] : []),
  ];
}
