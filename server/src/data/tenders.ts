import { sql } from 'kysely';
import { BUYER_TYPES, isRealDay } from '@esee/contracts';
import type { Db } from '../platform/db/database';
import type { TenderRow } from './format';
import { regionOf } from '../core/reference/regions';
import { textLines } from './jsonl';

/**
 * Checks of a tender line beyond its schema: a known district and buyer type, real days with the opening
 * after the publication, each bidder once, and at most one winning bid. (Links to companies are checked
 * with the others' in load.ts.)
 */
export function tenderProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // A line its schema refused is reported once, by the schema.
  if (!Array.isArray(row.bids)) return problems;
  const tender = row as unknown as TenderRow;
  if (!regionOf(tender.regionCode)) problems.push(`regionCode ${tender.regionCode} 不是已知的区县`);
  if (!(BUYER_TYPES as readonly string[]).includes(tender.buyerType))
    problems.push(`招标人类型 ${tender.buyerType} 不在 ${BUYER_TYPES.join('、')} 之中`);
  for (const [field, day] of [
    ['publishDate', tender.publishDate],
    ['openDate', tender.openDate],
  ] as const)
    if (!isRealDay(day)) problems.push(`${field} ${day} 不是有效日期`);
  if (tender.openDate < tender.publishDate) problems.push('开标日期早于发布日期');
  const seen = new Set<string>();
  for (const bid of tender.bids) {
    if (seen.has(bid.entId)) problems.push(`投标人 ${bid.entId} 重复`);
    seen.add(bid.entId);
  }
  if (tender.bids.filter((b) => b.won).length > 1) problems.push('一个招标项目只能有一个中标人');
  return problems;
}

/**
 * Write the bids of a tenders file: a tender line replaces all its bids. Runs in the load's transaction,
 * after the tender rows.
 */
export async function loadTenderBids(trx: Db, file: string): Promise<void> {
  let tenders: string[] = [];
  let bids: Record<string, unknown>[] = [];
  const flush = async () => {
    if (!tenders.length) return;
    await sql`delete from tender_bid where tender_id = any(${tenders}::text[])`.execute(trx);
    if (bids.length)
      await sql`
        insert into tender_bid (tender_id, ent_id, sort_order, price, won, agent_name, preparer, project_manager,
                                deposit_account, file_machine_code)
        select tender_id, ent_id, sort_order, price, won, agent_name, preparer, project_manager, deposit_account,
               file_machine_code
        from jsonb_to_recordset(${JSON.stringify(bids)}::jsonb)
          as x(tender_id text, ent_id text, sort_order integer, price numeric, won boolean, agent_name text,
               preparer text, project_manager text, deposit_account text, file_machine_code text)
      `.execute(trx);
    tenders = [];
    bids = [];
  };
  for await (const text of textLines(file)) {
    if (!text.trim()) continue;
    const tender = JSON.parse(text) as TenderRow;
    tenders.push(tender.tenderId);
    tender.bids.forEach((b, i) =>
      bids.push({
        tender_id: tender.tenderId,
        ent_id: b.entId,
        sort_order: i,
        price: b.price,
        won: b.won,
        agent_name: b.agentName ?? null,
        preparer: b.preparer ?? null,
        project_manager: b.projectManager ?? null,
        deposit_account: b.depositAccount ?? null,
        file_machine_code: b.fileMachineCode ?? null,
      }),
    );
    if (bids.length >= 5000 || tenders.length >= 1000) await flush();
  }
  await flush();
}
