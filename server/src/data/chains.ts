import { sql } from 'kysely';
import type { Db } from '../platform/db/database';
import type { ChainRow } from './format';
import { textLines } from './jsonl';

/**
 * Checks of a chain line beyond its schema: node ids unique in the chain, every stage present, and a basis
 * for every node (a segment no company can match would read 0 for ever).
 */
export function chainProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // A line its schema refused is reported once, by the schema.
  if (!Array.isArray(row.nodes)) return problems;
  const nodes = row.nodes as ChainRow['nodes'];
  const ids = new Set<string>();
  for (const n of nodes) {
    if (ids.has(n.nodeId)) problems.push(`节点 ${n.nodeId} 重复`);
    ids.add(n.nodeId);
    if (!n.industryCodes?.length && !n.keywords?.length)
      problems.push(`节点 ${n.nodeId}（${n.name}）没有行业代码或经营范围关键词，无法归集企业`);
  }
  for (const stage of ['上游', '中游', '下游'])
    if (!nodes.some((n) => n.stage === stage)) problems.push(`产业链缺少${stage}环节`);
  return problems;
}

/** The chain ids of a chains file. */
async function chainIdsOf(file: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const text of textLines(file)) if (text.trim()) ids.push((JSON.parse(text) as ChainRow).chainId);
  return ids;
}

/**
 * Write the segments of a chains file: a chain line replaces all its nodes (and so, by the foreign key,
 * their membership, which `refreshChainMembership` then computes again).
 */
export async function loadChainNodes(trx: Db, file: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const text of textLines(file)) {
    if (!text.trim()) continue;
    const chain = JSON.parse(text) as ChainRow;
    ids.push(chain.chainId);
    await sql`delete from industry_chain_node where chain_id = ${chain.chainId}`.execute(trx);
    const nodes = chain.nodes.map((n, i) => ({
      chain_id: chain.chainId,
      node_id: n.nodeId,
      stage: n.stage,
      name: n.name,
      sort_order: i,
      industry_codes: n.industryCodes,
      keywords: n.keywords,
    }));
    await sql`
      insert into industry_chain_node (chain_id, node_id, stage, name, sort_order, industry_codes, keywords)
      select chain_id, node_id, stage, name, sort_order, industry_codes, keywords
      from jsonb_to_recordset(${JSON.stringify(nodes)}::jsonb)
        as x(chain_id text, node_id text, stage text, name text, sort_order integer, industry_codes text[], keywords text[])
    `.execute(trx);
  }
  return ids;
}

/** A company of alias `c` matches node `n`: its code starts with one of the codes, or its scope holds a keyword. */
const MATCHES = sql`(
  exists (select 1 from unnest(n.industry_codes) k where starts_with(c.industry_code, k))
  or exists (select 1 from unnest(n.keywords) k where strpos(c.business_scope, k) > 0)
)`;

const COMPANY_BATCH = 5000;

/**
 * Compute the membership again after a load: every company for the chains the load brought (a new or
 * changed basis), and every chain for the companies it brought (a new scope or industry, as `data:update`
 * writes). Runs in the load's transaction, so readers never see a half-computed chain.
 */
export async function refreshChainMembership(
  trx: Db,
  loaded: { chainsFile?: string; companiesFile?: string },
): Promise<void> {
  const chains = loaded.chainsFile ? await chainIdsOf(loaded.chainsFile) : [];
  if (chains.length) {
    await sql`delete from company_chain_node where chain_id = any(${chains}::text[])`.execute(trx);
    await sql`
      insert into company_chain_node (chain_id, node_id, ent_id)
      select n.chain_id, n.node_id, c.ent_id
      from industry_chain_node n join company c on ${MATCHES}
      where n.chain_id = any(${chains}::text[])
    `.execute(trx);
  }
  if (!loaded.companiesFile) return;
  // The companies of the file against the other chains (those just computed are whole already), if there are any
  // (a first load brings every chain: its million companies would be read again for none, 15 s).
  const { rows } = await sql<{ others: boolean }>`
    select exists (select 1 from industry_chain_node where not (chain_id = any(${chains}::text[]))) as others`.execute(trx);
  if (!rows[0]!.others) return;
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await sql`
      delete from company_chain_node
      where ent_id = any(${batch}::text[]) and not (chain_id = any(${chains}::text[]))
    `.execute(trx);
    await sql`
      insert into company_chain_node (chain_id, node_id, ent_id)
      select n.chain_id, n.node_id, c.ent_id
      from company c join industry_chain_node n on ${MATCHES}
      where c.ent_id = any(${batch}::text[]) and not (n.chain_id = any(${chains}::text[]))
    `.execute(trx);
    batch = [];
  };
  for await (const text of textLines(loaded.companiesFile)) {
    if (!text.trim()) continue;
    const id = (JSON.parse(text) as { entId?: unknown }).entId;
    if (typeof id === 'string') batch.push(id);
    if (batch.length >= COMPANY_BATCH) await flush();
  }
  await flush();
}
