import {
  BID_NEAR_MISS_LIMIT,
  isRealDay,
  type BidderInput,
  type BidRiggingRequest,
  type BidRiggingResult,
  type BidSignalCode,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { chainFacts, withPathRecords } from '../../../core/pairCheck/control';
import { gatherFacts, viaHubs, type PartyRow as BidderRow } from '../../../core/pairCheck/facts';
import { resolveParty } from '../../../core/pairCheck/parties';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { bidFacts, bidRecord } from './bids';
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
  const { facts: registerFacts, hubs, nearMisses } = await gatherFacts(db, bidders);
  // Control down chains of majority holdings (间接控股, 同受一方控制), with the records of every link.
  const chained = await chainFacts(dbGraph(db), bidders);
  for (const [id, reason] of await viaHubs(
    db,
    chained,
    bidders.map((b) => b.ent_id),
  ))
    hubs.set(id, reason);
  const facts = await withPathRecords(db, [...registerFacts, ...chained]);
  const names = bidders.map((b) => b.name);
  const parties = bidders.map((b) => ({ entId: b.ent_id, name: b.name }));
  const bidOf = new Map(tender?.bids.map((b) => [b.entId, b]));
  // Prices are the tender's bids' unless the body gave the bidders (and their prices).
  const price = priceFacts(prices, names, (i) =>
    tender && !body.bidders
      ? bidRecord(tender!, parties[i]!, '投标报价', `投标报价 ${prices[i]!.toLocaleString('zh-CN')} 元`, prices[i])
      : {
          ...bidRecord(
            { tenderId: '', openDate: tenderDate },
            parties[i]!,
            '核查录入报价',
            `投标报价 ${prices[i]!.toLocaleString('zh-CN')} 元`,
            prices[i],
          ),
          kind: 'price',
          id: null,
        },
  );
  const weak = await weakFacts(db, bidders);
  const result = scoreBidders({
    bidderCount: bidders.length,
    facts: [
      ...facts,
      ...price.facts,
      ...bidFacts(
        bidders.map((b) => bidOf.get(b.ent_id) ?? null),
        parties,
        tender,
      ),
      ...weak.facts,
    ],
    nearMisses: [...nearMisses, ...price.nearMisses, ...weak.nearMisses],
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
    nearMisses: result.nearMisses.slice(0, BID_NEAR_MISS_LIMIT),
    nearMissTotal: result.nearMisses.length,
    weights,
  };
}
