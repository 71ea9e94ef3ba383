import { sql } from 'kysely';
import {
  isRealDay,
  normalizeCompanyName,
  type BidderInput,
  type BidRiggingRequest,
  type BidRiggingResult,
  type BidSignalCode,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { gatherFacts, type BidderRow } from './facts';
import { priceFacts } from './prices';
import { defaultWeights, scoreBidders } from './score';

const COLUMNS = sql`ent_id, name, credit_code, legal_rep, legal_rep_id, address, phone, email, website`;

/** A bidder picked (entId) or typed: full name, former name or unified social credit code. */
async function resolve(db: Db, input: BidderInput): Promise<BidderRow | undefined> {
  const text = input.name.trim();
  const norm = normalizeCompanyName(text);
  const { rows } = input.entId
    ? await sql<BidderRow>`select ${COLUMNS} from company where ent_id = ${input.entId}`.execute(db)
    : await sql<BidderRow>`
        select ${COLUMNS} from company
        where credit_code = ${text.toUpperCase()} or name_norm = ${norm} or ${norm} = any(former_norms)
        order by (credit_code = ${text.toUpperCase()}) desc, (name_norm = ${norm}) desc, active desc, ent_id
        limit 1`.execute(db);
  return rows[0];
}

/** One check: resolve the bidders, read their links, weigh them (`today` is the default tender date). */
export async function runCheck(db: Db, body: BidRiggingRequest, today: string): Promise<BidRiggingResult> {
  if (body.tenderDate && !isRealDay(body.tenderDate)) throw badRequest('开标日期不是有效日期');
  const tenderDate = body.tenderDate ?? today;

  const bidders: BidderRow[] = [];
  const prices: (number | null)[] = [];
  const unmatched: string[] = [];
  for (const input of body.bidders) {
    const row = await resolve(db, input);
    if (!row) unmatched.push(input.name);
    else if (bidders.some((b) => b.ent_id === row.ent_id)) throw badRequest(`投标人重复：${row.name}`);
    else {
      bidders.push(row);
      prices.push(input.price ?? null);
    }
  }
  if (bidders.length < 2)
    throw badRequest(
      unmatched.length ? `至少需要两家可识别的投标人，未找到：${unmatched.join('、')}` : '至少需要两家投标人',
    );

  const weights = { ...defaultWeights(), ...body.weights } as Record<BidSignalCode, number>;
  const { facts, hubs } = await gatherFacts(db, bidders);
  const names = bidders.map((b) => b.name);
  const result = scoreBidders({
    bidderCount: bidders.length,
    facts: [...facts, ...priceFacts(prices, names)],
    hubs,
    tenderDate,
    weights,
  });
  const hubNames = new Map(
    facts.flatMap((f) => (f.via && result.excludedHubs.includes(f.via.id) ? [[f.via.id, f.via.name]] : [])),
  );
  return {
    projectName: body.projectName?.trim() || '未命名项目',
    tenderDate,
    bidders: bidders.map((b, i) => ({ entId: b.ent_id, name: b.name, creditCode: b.credit_code, price: prices[i]! })),
    unmatched,
    pairs: result.pairs,
    level: result.level,
    linkedPairs: result.linkedPairs,
    clusters: result.clusters,
    excludedHubs: result.excludedHubs.map((id) => ({ id, name: hubNames.get(id) ?? id, reason: hubs.get(id)! })),
    weights,
  };
}
