import { sql, type RawBuilder } from 'kysely';
import {
  CAPITAL_BANDS,
  CHAIN_STAGES,
  type ChainCompany,
  type ChainCompanyQuery,
  type ChainCounts,
  type ChainFinancing,
  type ChainLeader,
  type ChainNode,
  type ChainShare,
  type ChainSummary,
  type ChainTree,
  chinaMinute,
} from '@esee/contracts';
import { DISTRICTS, regionOf } from '../../../core/reference/regions';
import { windowTotal } from '../../../core/prospects/windowTotal';
import { holdsTechTag } from '../../../core/prospects/conditionSql';
import type { Db } from '../../../platform/db/database';

/** What a call is asked for: the day tags are valid on, and the institution whose customers are marked. */
export interface Viewer {
  today: string;
  instId: number;
}

const SPECIALIZED = ['省级专精特新', '国家级专精特新“小巨人”'];
const HIGH_TECH = ['高新技术企业'];

const isCustomer = (instId: number) =>
  sql<boolean>`exists (select 1 from institution_customer ic where ic.inst_id = ${instId} and ic.ent_id = c.ent_id)`;

const PROVINCES = new Map(DISTRICTS.map((d) => [d.code.slice(0, 2), d.province]));
export const provinceName = (code: string) => PROVINCES.get(code.slice(0, 2)) ?? code;
const regionText = (code: string | null) => {
  const r = regionOf(code);
  return r ? `${r.province}${r.city === r.province ? '' : r.city}${r.district}` : '-';
};

interface NodeRow {
  node_id: string;
  stage: string;
  name: string;
  industry_codes: string[];
  keywords: string[];
}

/** The basis of a segment in words, as the page shows it for audit. */
export function basisText(n: { industryCodes: readonly string[]; keywords: readonly string[] }): string {
  const parts = [
    ...(n.industryCodes.length ? [`行业代码 ${n.industryCodes.join('、')}`] : []),
    ...(n.keywords.length ? [`经营范围关键词 ${n.keywords.join('、')}`] : []),
  ];
  return `依据：${parts.join('；')}`;
}

/** Why a company is in a segment: the first code its industry starts with, else the first keyword of its scope. */
export function matchedBy(
  node: { industryCodes: readonly string[]; keywords: readonly string[] },
  company: { industryCode: string | null; scope: string | null },
): string | null {
  const code = node.industryCodes.find((k) => company.industryCode?.startsWith(k));
  if (code) return `行业代码 ${code}`;
  const word = node.keywords.find((k) => company.scope?.includes(k));
  return word ? `经营范围含「${word}」` : null;
}

const ZERO: ChainCounts = { companies: 0, listed: 0, specialized: 0, highTech: 0, customers: 0 };

export async function chainSummary(db: Db, chainId: string): Promise<ChainSummary | null> {
  const list = await chainSummaries(db, chainId);
  return list[0] ?? null;
}

/** The chains with their segment and (operating) company counts, the largest first. */
export async function chainSummaries(db: Db, only?: string): Promise<ChainSummary[]> {
  const { rows } = await sql<{
    chainId: string;
    name: string;
    description: string;
    segments: number;
    companies: number;
  }>`
    select ch.chain_id as "chainId", ch.name, ch.description,
      (select count(*) from industry_chain_node n where n.chain_id = ch.chain_id)::int as segments,
      (select count(distinct m.ent_id) from company_chain_node m join company c on c.ent_id = m.ent_id
        where m.chain_id = ch.chain_id and c.active)::int as companies
    from industry_chain ch
    where ${only === undefined ? sql`true` : sql`ch.chain_id = ${only}`}
    order by companies desc, ch.chain_id
  `.execute(db);
  return rows.map((r) => ({
    chainId: r.chainId,
    name: r.name,
    description: r.description,
    segmentCount: Number(r.segments),
    companies: Number(r.companies),
  }));
}

export async function chainNodes(db: Db, chainId: string): Promise<NodeRow[]> {
  const { rows } = await sql<NodeRow>`
    select node_id, stage, name, industry_codes, keywords from industry_chain_node
    where chain_id = ${chainId} order by sort_order`.execute(db);
  return rows;
}

/** The members of a chain (or one segment) that operate, aliased `c`, with the filters of the company list. */
function memberWhere(chainId: string, nodeId: string | undefined): RawBuilder<unknown> {
  return sql`c.active and exists (
    select 1 from company_chain_node m
    where m.ent_id = c.ent_id and m.chain_id = ${chainId} ${nodeId === undefined ? sql`` : sql`and m.node_id = ${nodeId}`}
  )`;
}

interface CountRow {
  stage: string | null;
  node_id: string | null;
  companies: number;
  listed: number;
  specialized: number;
  high_tech: number;
  customers: number;
}
const countsOf = (r: CountRow | undefined): ChainCounts =>
  r
    ? {
        companies: Number(r.companies),
        listed: Number(r.listed),
        specialized: Number(r.specialized),
        highTech: Number(r.high_tech),
        customers: Number(r.customers),
      }
    : { ...ZERO };

/**
 * A chain's counts by segment, by stage and whole, each company once per level: one pass over the
 * precomputed membership (company_chain_node), never over the business scopes.
 */
async function chainCounts(db: Db, chainId: string, v: Viewer): Promise<CountRow[]> {
  const { rows } = await sql<CountRow>`
    with m as (
      select n.stage, m.node_id, c.ent_id, c.listed,
        ${holdsTechTag(SPECIALIZED, v.today)} as specialized, ${holdsTechTag(HIGH_TECH, v.today)} as high_tech,
        ${isCustomer(v.instId)} as customer
      from company_chain_node m
      join industry_chain_node n on n.chain_id = m.chain_id and n.node_id = m.node_id
      join company c on c.ent_id = m.ent_id
      where m.chain_id = ${chainId} and c.active
    )
    select stage, node_id,
      count(distinct ent_id)::int as companies,
      count(distinct ent_id) filter (where listed)::int as listed,
      count(distinct ent_id) filter (where specialized)::int as specialized,
      count(distinct ent_id) filter (where high_tech)::int as high_tech,
      count(distinct ent_id) filter (where customer)::int as customers
    from m
    group by grouping sets ((stage, node_id), (stage), ())
  `.execute(db);
  return rows;
}

/** A chain as a tree: its stages in order, each with its segments, every level with its counts. */
export async function chainTree(db: Db, chain: ChainSummary, v: Viewer): Promise<ChainTree> {
  const [nodes, counts] = await Promise.all([chainNodes(db, chain.chainId), chainCounts(db, chain.chainId, v)]);
  const nodeCounts = new Map(counts.filter((r) => r.node_id !== null).map((r) => [r.node_id!, r]));
  const stageCounts = new Map(counts.filter((r) => r.node_id === null && r.stage !== null).map((r) => [r.stage!, r]));
  return {
    chain,
    counts: countsOf(counts.find((r) => r.stage === null && r.node_id === null)),
    stages: CHAIN_STAGES.map((stage) => ({
      stage,
      counts: countsOf(stageCounts.get(stage)),
      nodes: nodes.filter((n) => n.stage === stage).map((n) => toNode(n, countsOf(nodeCounts.get(n.node_id)))),
    })),
  };
}

export const toNode = (n: NodeRow, counts: ChainCounts): ChainNode => ({
  nodeId: n.node_id,
  stage: n.stage,
  name: n.name,
  industryCodes: n.industry_codes,
  keywords: n.keywords,
  basis: basisText({ industryCodes: n.industry_codes, keywords: n.keywords }),
  counts,
});

/** The counts of one segment (or the whole chain). */
export async function nodeCounts(db: Db, chainId: string, nodeId: string | undefined, v: Viewer) {
  const rows = await chainCounts(db, chainId, v);
  return countsOf(rows.find((r) => (nodeId === undefined ? r.stage === null : r.node_id === nodeId)));
}

const bandCondition = (key: string): RawBuilder<unknown> => {
  const b = CAPITAL_BANDS.find((x) => x.key === key)!;
  const wan = sql`c.reg_capital / 10000`;
  if (b.min === null) return sql`${wan} < ${b.max}`;
  return b.max === null ? sql`${wan} >= ${b.min}` : sql`${wan} >= ${b.min} and ${wan} < ${b.max}`;
};

/** The segments of the chain each company is in, in the chain's order. */
async function segmentsOf(db: Db, chainId: string, entIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!entIds.length) return out;
  const { rows } = await sql<{ ent_id: string; name: string }>`
    select m.ent_id, n.name from company_chain_node m
    join industry_chain_node n on n.chain_id = m.chain_id and n.node_id = m.node_id
    where m.chain_id = ${chainId} and m.ent_id = any(${entIds}::text[])
    order by n.sort_order`.execute(db);
  for (const r of rows) out.set(r.ent_id, [...(out.get(r.ent_id) ?? []), r.name]);
  return out;
}

interface CompanyDbRow {
  entId: string;
  name: string;
  legalRep: string | null;
  regCapital: number | null;
  estDate: string | null;
  regionCode: string | null;
  industryName: string | null;
  industryCode: string | null;
  scope: string | null;
  listed: boolean;
  specialized: boolean;
  highTech: boolean;
  isCustomer: boolean;
  total: number;
}

const tagsOf = (c: { listed: boolean; specialized: boolean; highTech: boolean }) => [
  ...(c.listed ? ['上市'] : []),
  ...(c.specialized ? ['专精特新'] : []),
  ...(c.highTech ? ['高新技术企业'] : []),
];

/** A page of a chain's (or segment's) operating companies, the largest capital first. */
export async function chainCompanies(
  db: Db,
  q: ChainCompanyQuery,
  page: { offset: number; limit: number },
  v: Viewer,
): Promise<{ total: number; list: ChainCompany[] }> {
  const where: RawBuilder<unknown>[] = [memberWhere(q.chainId, q.nodeId)];
  if (q.regionCode) where.push(sql`c.region_code like ${`${q.regionCode}%`}`);
  if (q.capitalBand) where.push(bandCondition(q.capitalBand));
  if (q.tag === 'listed') where.push(sql`c.listed`);
  if (q.tag === 'specialized') where.push(holdsTechTag(SPECIALIZED, v.today));
  if (q.tag === 'highTech') where.push(holdsTechTag(HIGH_TECH, v.today));
  const { rows } = await sql<CompanyDbRow>`
    select c.ent_id as "entId", c.name, c.legal_rep as "legalRep", c.reg_capital::float8 as "regCapital",
      to_char(c.est_date, 'YYYY-MM-DD') as "estDate", c.region_code as "regionCode", c.industry_name as "industryName",
      c.industry_code as "industryCode", c.business_scope as scope, c.listed,
      ${holdsTechTag(SPECIALIZED, v.today)} as specialized, ${holdsTechTag(HIGH_TECH, v.today)} as "highTech",
      ${isCustomer(v.instId)} as "isCustomer", count(*) over ()::int as total
    from company c
    where ${sql.join(where, sql` and `)}
    order by c.reg_capital desc nulls last, c.ent_id
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  const total = await windowTotal(db, rows, page.offset, sql`company c`, where);
  const nodes = await chainNodes(db, q.chainId);
  const segments = await segmentsOf(
    db,
    q.chainId,
    rows.map((r) => r.entId),
  );
  return {
    total,
    list: rows.map((c) => {
      const own = segments.get(c.entId) ?? [];
      // The segment asked, or else the company's first segment, explains its place.
      const node = nodes.find((n) => (q.nodeId ? n.node_id === q.nodeId : own.includes(n.name)));
      const why = node
        ? matchedBy(
            { industryCodes: node.industry_codes, keywords: node.keywords },
            { industryCode: c.industryCode, scope: c.scope },
          )
        : null;
      return {
        entId: c.entId,
        name: c.name,
        legalRep: c.legalRep,
        regCapital: c.regCapital === null ? null : Number(c.regCapital),
        estDate: c.estDate,
        region: regionText(c.regionCode),
        industryName: c.industryName,
        tags: tagsOf(c),
        segments: own,
        matchedBy: why ?? '-',
        isCustomer: c.isCustomer,
      };
    }),
  };
}

/** Companies of the chain (or segment) by province, most first; `share` of all counted. */
export async function byProvince(db: Db, chainId: string, nodeId: string | undefined): Promise<ChainShare[]> {
  const { rows } = await sql<{ code: string; count: number }>`
    select left(c.region_code, 2) as code, count(*)::int as count
    from company c where ${memberWhere(chainId, nodeId)} and c.region_code is not null
    group by 1 order by 2 desc, 1`.execute(db);
  const all = rows.reduce((s, r) => s + Number(r.count), 0);
  return rows.map((r) => ({
    code: r.code,
    label: provinceName(r.code),
    count: Number(r.count),
    share: all ? Number(r.count) / all : 0,
  }));
}

/**
 * The leading companies of the chain (or segment) by registered capital: operating companies only. A partnership's
 * capital is its partners' subscriptions to a fund or holding vehicle and a branch has none of its own, so neither
 * leads an industry, however large the figure (a 供应链管理合伙企业 topped 新能源汽车 once).
 */
export async function leaders(
  db: Db,
  chainId: string,
  nodeId: string | undefined,
  v: Viewer,
  limit = 10,
): Promise<ChainLeader[]> {
  const { rows } = await sql<{
    entId: string;
    name: string;
    regCapital: number | null;
    regionCode: string | null;
    listed: boolean;
    specialized: boolean;
    highTech: boolean;
  }>`
    select c.ent_id as "entId", c.name, c.reg_capital::float8 as "regCapital", c.region_code as "regionCode", c.listed,
      ${holdsTechTag(SPECIALIZED, v.today)} as specialized, ${holdsTechTag(HIGH_TECH, v.today)} as "highTech"
    from company c where ${memberWhere(chainId, nodeId)} and c.reg_capital is not null
      and c.org_type not like '%合伙%' and c.name not like '%分公司'
    order by c.reg_capital desc, c.ent_id limit ${limit}`.execute(db);
  const segments = await segmentsOf(
    db,
    chainId,
    rows.map((r) => r.entId),
  );
  return rows.map((r) => ({
    entId: r.entId,
    name: r.name,
    regCapital: r.regCapital === null ? null : Number(r.regCapital),
    region: regionText(r.regionCode),
    segments: segments.get(r.entId) ?? [],
    tags: tagsOf(r),
  }));
}

/** The latest financing rounds of the chain's companies (the 融资事件 records). */
export async function chainFinancing(db: Db, chainId: string, limit = 10): Promise<ChainFinancing[]> {
  const { rows } = await sql<{
    eventId: string;
    entId: string;
    companyName: string;
    date: string;
    round: string | null;
    amountText: string | null;
    investors: string | null;
  }>`
    select r.record_id as "eventId", r.company_id as "entId", c.name as "companyName",
      to_char(r.record_date, 'YYYY-MM-DD') as date, r.payload->>'round' as round,
      r.payload->>'amountText' as "amountText", r.payload->>'investors' as investors
    from record r join company c on c.ent_id = r.company_id
    where r.kind = 'financing' and r.record_date is not null
      and exists (select 1 from company_chain_node m where m.chain_id = ${chainId} and m.ent_id = r.company_id)
    order by r.record_date desc, r.record_id
    limit ${limit}`.execute(db);
  const segments = await segmentsOf(db, chainId, [...new Set(rows.map((r) => r.entId))]);
  return rows.map((r) => ({
    eventId: r.eventId,
    entId: r.entId,
    companyName: r.companyName,
    date: r.date,
    round: r.round ?? '-',
    amountText: r.amountText || '未披露',
    investors: r.investors || '未披露',
    segments: segments.get(r.entId) ?? [],
  }));
}

/** When the companies were last loaded, Beijing time (the report's data snapshot). */
export async function snapshotAt(db: Db): Promise<string> {
  const { rows } = await sql<{ at: Date | null }>`select max(updated_at) as at from company`.execute(db);
  const at = rows[0]?.at ? new Date(rows[0].at) : new Date(0);
  return chinaMinute(at);
}

export const regionChoices = (shares: readonly ChainShare[]) =>
  [...shares].sort((a, b) => a.code.localeCompare(b.code)).map((s) => ({ code: s.code, name: s.label }));
