import {
  isRealDay,
  type BidderInput,
  type BidRiggingRequest,
  type BidRiggingResult,
  type BidSignalCode,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { gatherFacts, type PartyRow as BidderRow } from '../../../core/pairCheck/facts';
import { resolveParty } from '../../../core/pairCheck/parties';
import { bidFacts } from './bids';
import { priceFacts } from './prices';
import { defaultWeights, scoreBidders } from './score';
import { tenderDetail } from './tenders';
import { weakFacts } from './weak';

/**
 * One check: resolve the bidders, read their links, weigh them (`today` is the default tender date). With a
 * tender, its bidders, prices, opening day and title are the defaults, and its bid documents are compared.
 */
export async function runCheck(db: Db, body: BidRiggingRequest, today: string): Promise<BidRiggingResult> {
  if (body.tenderDate && !isRealDay(body.tenderDate)) throw badRequest('开标日期不是有效日期');
  const tender = body.tenderId ? await tenderDetail(db, body.tenderId) : null;
  const inputs: BidderInput[] | undefined =
    body.bidders ?? tender?.bids.map((b) => ({ entId: b.entId, name: b.name, ...(b.price ? { price: b.price } : {}) }));
  if (!inputs) throw badRequest('请填写投标人，或选择一个招标项目');
  const tenderDate = body.tenderDate ?? tender?.openDate ?? today;

  const bidders: BidderRow[] = [];
  const prices: (number | null)[] = [];
  const unmatched: string[] = [];
  for (const input of inputs) {
    const row = await resolveParty(db, input);
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
  const bidOf = new Map(tender?.bids.map((b) => [b.entId, b]));
  const result = scoreBidders({
    bidderCount: bidders.length,
    facts: [
      ...facts,
      ...priceFacts(prices, names),
      ...bidFacts(
        bidders.map((b) => bidOf.get(b.ent_id) ?? null),
        names,
      ),
      ...(await weakFacts(db, bidders)),
    ],
    hubs,
    tenderDate,
    weights,
  });
  const hubNames = new Map(
    facts.flatMap((f) => (f.via && result.excludedHubs.includes(f.via.id) ? [[f.via.id, f.via.name]] : [])),
  );
  return {
    tenderId: tender?.tenderId ?? null,
    projectName: body.projectName?.trim() || tender?.title.slice(0, 100) || '未命名项目',
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
