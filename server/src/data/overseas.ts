import { sql } from 'kysely';
import { isOverseasRegistryNo, isRealDay, OVERSEAS_JURISDICTION_NAMES, OVERSEAS_STATUSES } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import type { OverseasRow } from './format';
import { textLines } from './jsonl';

/**
 * Checks of an overseas line beyond its schema: a known registry and a registry number in its format, a known
 * status, real days, a holder's id where its kind needs one (and none for a name only), holders' stakes at most
 * 100%, each mainland company once, a ratio for a stake and none for contractual control. (Links to people,
 * companies and other overseas companies are checked with the others' in load.ts.)
 */
export function overseasProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // A line its schema refused is reported once, by the schema.
  if (!Array.isArray(row.holdings) || !Array.isArray(row.holders) || !Array.isArray(row.officers)) return problems;
  const company = row as unknown as OverseasRow;
  if (!(OVERSEAS_JURISDICTION_NAMES as string[]).includes(company.jurisdiction))
    problems.push(`注册地 ${company.jurisdiction} 不在 ${OVERSEAS_JURISDICTION_NAMES.join('、')} 之中`);
  else if (!isOverseasRegistryNo(company.jurisdiction, company.registryNo))
    problems.push(`注册编号 ${company.registryNo} 不符合${company.jurisdiction}的编号格式`);
  if (!(OVERSEAS_STATUSES as readonly string[]).includes(company.status))
    problems.push(`状态 ${company.status} 不在 ${OVERSEAS_STATUSES.join('、')} 之中`);
  const days: [string, string | null | undefined][] = [
    ['incorporationDate', company.incorporationDate],
    ...company.officers.flatMap((o, i): [string, string | null | undefined][] => [
      [`officers[${i}].appointedDate`, o.appointedDate],
      [`officers[${i}].resignedDate`, o.resignedDate],
    ]),
    ...company.holdings.map((h, i): [string, string | null | undefined] => [`holdings[${i}].since`, h.since]),
  ];
  for (const [field, day] of days) if (day != null && !isRealDay(day)) problems.push(`${field} ${day} 不是有效日期`);
  for (const [i, h] of company.holders.entries()) {
    if (h.holderKind === 'N' && h.holderId != null) problems.push(`holders[${i}] 仅有名称的股东不应有 holderId`);
    if (h.holderKind !== 'N' && h.holderId == null) problems.push(`holders[${i}].holderId 缺失`);
    if (h.holderKind === 'O' && h.holderId === company.overseasId) problems.push(`holders[${i}] 企业不能持有自身`);
  }
  const stake = company.holders.reduce((sum, h) => sum + (h.ratio ?? 0), 0);
  if (stake > 1.0001) problems.push('股东持股比例合计超过 100%');
  const seen = new Set<string>();
  for (const [i, h] of company.holdings.entries()) {
    if (seen.has(h.entId)) problems.push(`境内企业 ${h.entId} 重复`);
    seen.add(h.entId);
    if (h.kind === 'equity' && h.ratio == null) problems.push(`holdings[${i}] 股权控制须有持股比例`);
    if (h.kind === 'vie' && h.ratio != null) problems.push(`holdings[${i}] 协议控制不应有持股比例`);
  }
  return problems;
}

/** The ids an overseas line names, by kind: people (officers, holders), companies, other overseas companies. */
export function overseasLinks(row: OverseasRow): { P: string[]; C: string[]; O: string[] } {
  return {
    P: [
      ...row.officers.flatMap((o) => (o.personId ? [o.personId] : [])),
      ...row.holders.flatMap((h) => (h.holderKind === 'P' && h.holderId ? [h.holderId] : [])),
    ],
    C: [
      ...row.holdings.map((h) => h.entId),
      ...row.holders.flatMap((h) => (h.holderKind === 'C' && h.holderId ? [h.holderId] : [])),
    ],
    O: row.holders.flatMap((h) => (h.holderKind === 'O' && h.holderId ? [h.holderId] : [])),
  };
}

const CHILD_COLUMNS = {
  overseas_officer:
    'overseas_id text, sort_order integer, name text, position text, person_id text, appointed_date date, resigned_date date',
  overseas_holder: 'overseas_id text, sort_order integer, holder_kind text, holder_id text, name text, ratio numeric',
  overseas_holding: 'overseas_id text, ent_id text, kind text, ratio numeric, since date',
} as const;
type Child = keyof typeof CHILD_COLUMNS;

/**
 * Write the officers, holders and holdings of an overseas file: a line replaces all three. Runs in the load's
 * transaction, after the company rows.
 */
export async function loadOverseasChildren(trx: Db, file: string): Promise<void> {
  let ids: string[] = [];
  let rows: Record<Child, Record<string, unknown>[]> = { overseas_officer: [], overseas_holder: [], overseas_holding: [] };
  const flush = async () => {
    if (!ids.length) return;
    for (const table of Object.keys(CHILD_COLUMNS) as Child[]) {
      await sql`delete from ${sql.table(table)} where overseas_id = any(${ids}::text[])`.execute(trx);
      const columns = CHILD_COLUMNS[table];
      const names = columns.split(', ').map((c) => c.split(' ')[0]!);
      if (rows[table].length)
        await sql`
          insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
          select ${sql.join(names.map((n) => sql.ref(n)))}
          from jsonb_to_recordset(${JSON.stringify(rows[table])}::jsonb) as x(${sql.raw(columns)})
        `.execute(trx);
    }
    ids = [];
    rows = { overseas_officer: [], overseas_holder: [], overseas_holding: [] };
  };
  for await (const text of textLines(file)) {
    if (!text.trim()) continue;
    const c = JSON.parse(text) as OverseasRow;
    ids.push(c.overseasId);
    c.officers.forEach((o, i) =>
      rows.overseas_officer.push({
        overseas_id: c.overseasId,
        sort_order: i,
        name: o.name,
        position: o.position,
        person_id: o.personId ?? null,
        appointed_date: o.appointedDate ?? null,
        resigned_date: o.resignedDate ?? null,
      }),
    );
    c.holders.forEach((h, i) =>
      rows.overseas_holder.push({
        overseas_id: c.overseasId,
        sort_order: i,
        holder_kind: h.holderKind,
        holder_id: h.holderId ?? null,
        name: h.name,
        ratio: h.ratio,
      }),
    );
    for (const h of c.holdings)
      rows.overseas_holding.push({
        overseas_id: c.overseasId,
        ent_id: h.entId,
        kind: h.kind,
        ratio: h.ratio,
        since: h.since ?? null,
      });
    if (ids.length >= 1000) await flush();
  }
  await flush();
}
