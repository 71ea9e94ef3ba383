import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { PartyRow as BidderRow } from '../../../core/pairCheck/facts';
import { registerRecord } from '../../../core/evidence';
import type { LinkFact, NearMissFact } from './score';

const LAWSUIT_KINDS = ['caseFiling', 'courtNotice', 'judgmentDocument'];

export interface RecordRow {
  record_id: string;
  company_id: string;
  kind: string;
  record_date: string | null;
  payload: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The weak signals the register's records support (product pages §2.3): an equity pledge between two
 * bidders (one the pledgee of the other's shares, or the pledgor of them), a lawsuit both are parties to
 * (the same case number in both, or one naming the other as plaintiff or defendant), and a patent both
 * applied for (the same application number). Mutual guarantees are not computed: the register carries no
 * guarantee records (record-kinds: 对外担保 for listed companies only, not in the data set).
 */
export async function weakFacts(
  db: Db,
  bidders: readonly BidderRow[],
): Promise<{ facts: LinkFact[]; nearMisses: NearMissFact[] }> {
  const { rows } = await sql<RecordRow>`
    select record_id, company_id, kind, record_date::text as record_date, payload from record
    where company_id = any(${sql.val(bidders.map((b) => b.ent_id))})
      and kind = any(${sql.val(['equityPledge', 'patent', ...LAWSUIT_KINDS])})`.execute(db);
  return weakLinks(rows, bidders);
}

/**
 * The weak links among the bidders' records (pure: `weakFacts` reads the records), each with its records; an
 * equity pledge between two bidders that is no longer in force is a near miss.
 */
export function weakLinks(
  rows: readonly RecordRow[],
  bidders: readonly Pick<BidderRow, 'ent_id' | 'name'>[],
): { facts: LinkFact[]; nearMisses: NearMissFact[] } {
  const index = new Map(bidders.map((b, i) => [b.ent_id, i]));
  const facts: LinkFact[] = [];
  const nearMisses: NearMissFact[] = [];
  const evidence = (row: RecordRow) =>
    registerRecord(row, { id: row.company_id, name: bidders[index.get(row.company_id)!]!.name });
  const seen = new Set<string>();
  const add = (a: number, b: number, fact: Omit<LinkFact, 'a' | 'b'>, key: string) => {
    const k = `${Math.min(a, b)}|${Math.max(a, b)}|${fact.signal}|${key}`;
    if (a === b || seen.has(k)) return;
    seen.add(k);
    facts.push({ a, b, ...fact });
  };
  const named = (value: string, self: number) =>
    value ? bidders.flatMap((o, j) => (j !== self && value.includes(o.name) ? [j] : [])) : [];
  const byCase = new Map<string, { i: number; row: RecordRow }[]>();
  const byPatent = new Map<string, { i: number; row: RecordRow }[]>();

  for (const row of rows) {
    const i = index.get(row.company_id)!;
    const p = row.payload;
    if (row.kind === 'equityPledge') {
      const detail = `股权出质（登记编号${text(p.regNumber)}，${text(p.regDate)}）：出质人${text(p.pledgor)}，质权人${text(p.pledgee)}，标的为${bidders[i]!.name}股权`;
      for (const j of new Set([...named(text(p.pledgee), i), ...named(text(p.pledgor), i)]))
        // Only pledges in force: an ended one carries no date to weigh it by.
        if (text(p.status) === '无效')
          nearMisses.push({
            a: i,
            b: j,
            signal: 'equityPledge',
            detail,
            reason: '出质登记状态为无效（已解除），登记未载明解除日期，不计',
            records: [evidence(row)],
          });
        else add(i, j, { signal: 'equityPledge', detail, records: [evidence(row)] }, text(p.regNumber));
    } else if (row.kind === 'patent') {
      const no = text(p.appNumber);
      if (no) byPatent.set(no, [...(byPatent.get(no) ?? []), { i, row }]);
    } else {
      const caseNo = text(p.caseNo);
      if (caseNo) byCase.set(caseNo, [...(byCase.get(caseNo) ?? []), { i, row }]);
      // Judgments name their parties in the title (甲与乙买卖合同纠纷一审民事判决书).
      for (const j of new Set([
        ...named(text(p.plaintiff), i),
        ...named(text(p.defendant), i),
        ...named(text(p.title), i),
      ]))
        add(i, j, { signal: 'sharedLawsuit', detail: lawsuitDetail(p), records: [evidence(row)] }, caseNo);
    }
  }
  for (const [caseNo, list] of byCase)
    for (const x of list)
      for (const y of list)
        if (x.i < y.i)
          add(
            x.i,
            y.i,
            {
              signal: 'sharedLawsuit',
              detail: lawsuitDetail(x.row.payload),
              records: [evidence(x.row), evidence(y.row)],
            },
            caseNo,
          );
  for (const [no, list] of byPatent)
    for (const x of list)
      for (const y of list)
        if (x.i < y.i)
          add(
            x.i,
            y.i,
            {
              signal: 'sharedPatent',
              detail: `共同申请专利${text(x.row.payload.patentName)}（申请号${no}）`,
              records: [evidence(x.row), evidence(y.row)],
            },
            no,
          );
  return { facts, nearMisses };
}

function lawsuitDetail(p: Record<string, unknown>): string {
  const parties = [p.plaintiff ? `原告${text(p.plaintiff)}` : '', p.defendant ? `被告${text(p.defendant)}` : '']
    .filter(Boolean)
    .join('，');
  return `共同涉诉：${text(p.caseNo)}${p.caseReason ? ` ${text(p.caseReason)}` : ''}${parties ? `（${parties}）` : ''}`;
}
