import { sql } from 'kysely';
import {
  RECORD_KINDS,
  type CreditSource,
  type DdDimension,
  type EnterpriseInfo,
  type PrivateSphere,
  type RelationType,
  type RiskChecklist,
  type SuspectedPair,
} from '@esee/contracts';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { shareholders } from '../../../core/companies/companyStructure';
import type { Db } from '../../../platform/db/database';
import { recordPage } from '../../../core/companies/records';
import { dbRelations } from '../../../core/relations/relationGraph';
import { riskChecklist } from '../../../core/risk/riskChecklist';
import { actualController } from '../../../core/relations/actualController';
import { dbGraph } from '../../../core/relations/ownershipDb';
import { describePath, discoverPaths } from '../../../core/relations/discovery';
import { hubText } from '../../../core/relations/hubs';
import { suspectedPairs } from '../../../core/relations/suspectedRelations';
import { privateSphere } from './privateSphere';

type Row = Record<string, unknown>;

/** Relation paths to a counterpart: short walks, a few paths each, so ten counterparts stay quick. */
const COUNTERPART_HOPS = 4;
const COUNTERPART_PATHS = 5;
/** Companies sharing a contact with the company investigated, listed at most. */
const SUSPECTED_MAX = 20;

export interface RiskFinding {
  label: string;
  group: string;
  count: number;
  recent: number;
  source: CreditSource | null;
}

export interface CounterpartRelation {
  entId: string;
  name: string;
  /** Shortest path length in links, or null when none was found within COUNTERPART_HOPS. */
  hops: number | null;
  paths: string[];
  /** Hubs not walked through (public bodies, persons with hundreds of posts). */
  hubs: string[];
  /** Contacts the two share (疑似关系). */
  shared: string[];
}

/** What a due-diligence report shows, read once when the job runs (the snapshot). */
export interface DdContent {
  info: EnterpriseInfo;
  dimensions: DdDimension[];
  projectName: string | null;
  grade: string;
  checklist: RiskChecklist;
  risks: RiskFinding[];
  shareholders: Row[];
  controller: { name: string; share: number; chain: string } | null;
  sphere: PrivateSphere | null;
  suspected: SuspectedPair[];
  counterparts: CounterpartRelation[];
  news: Row[];
}

const titleOf = (kind: string) => RECORD_KINDS.find((k) => k.kind === kind)?.title ?? kind;

/** The relation types the counterpart walk follows: 股权关系 → holdings, 任职关系 → posts and representation. */
export function relationTypesOf(dimensions: readonly DdDimension[]): RelationType[] {
  const types: RelationType[] = [];
  if (dimensions.includes('equity')) types.push('invest');
  if (dimensions.includes('post')) types.push('post', 'legal');
  return types.length ? types : ['invest', 'post', 'legal'];
}

/**
 * Read what the chosen dimensions need, through the platform reads the other pages use (company facts,
 * shareholders, the risk checklist and grade, relationship discovery, suspected relations, 私域排查, news).
 * Dimensions left out are not read.
 */
export async function readDdContent(
  db: Db,
  params: { entId: string; dimensions: DdDimension[]; projectName: string | null; counterpartIds: string[] },
  at: Date,
): Promise<DdContent> {
  const { entId, dimensions } = params;
  const wants = (d: DdDimension) => dimensions.includes(d);
  const info = await enterpriseInfo(db, entId);
  const [checklist, newest, holders, control, sphere, suspected, counterparts, news] = await Promise.all([
    riskChecklist(db, entId, at),
    newestRecords(db, entId),
    wants('equity') ? shareholders(db, entId, { offset: 0, limit: 20 }).then((p) => p.list as Row[]) : [],
    wants('equity') ? actualController(dbGraph(db), entId) : null,
    wants('privateSphere') ? privateSphere(db, entId) : null,
    wants('suspected') ? suspectedPairs(db, [entId], SUSPECTED_MAX) : [],
    counterpartRelations(db, entId, params.counterpartIds, relationTypesOf(dimensions)),
    wants('news') ? recordPage(db, { entId }, 'news', { offset: 0, limit: 10 }).then((p) => p.list as Row[]) : [],
  ]);
  const groups = [...(wants('judicial') ? ['司法'] : []), ...(wants('operating') ? ['经营', '税务'] : [])];
  return {
    info,
    dimensions,
    projectName: params.projectName,
    grade: checklist.grade,
    checklist,
    risks: checklist.items
      .filter((i) => groups.includes(i.group) && i.count > 0)
      .map((i) => ({
        label: i.label,
        group: i.group,
        count: i.count,
        recent: i.recent,
        source: newest.get(i.kind) ?? null,
      })),
    shareholders: holders,
    controller:
      control?.controller && control.chain.length
        ? {
            name: control.controller.name,
            share: control.share,
            chain: control.chain.map((l) => `${l.holder.name} → ${l.company.name}`).join('；'),
          }
        : null,
    sphere,
    suspected,
    counterparts,
    news,
  };
}

/** The newest record of each kind a company has: the source a risk finding cites. */
async function newestRecords(db: Db, entId: string): Promise<Map<string, CreditSource>> {
  const { rows } = await sql<{ record_id: string; kind: string; day: string | null }>`
    select distinct on (kind) record_id, kind, to_char(record_date, 'YYYY-MM-DD') as day
    from record where company_id = ${entId}
    order by kind, record_date desc nulls last, record_id
  `.execute(db);
  return new Map(rows.map((r) => [r.kind, { kind: r.kind, kindTitle: titleOf(r.kind), id: r.record_id, date: r.day }]));
}

/** Relation paths (关系发现) and shared contacts (疑似关系) between the company and each counterpart. */
async function counterpartRelations(
  db: Db,
  entId: string,
  counterpartIds: readonly string[],
  types: RelationType[],
): Promise<CounterpartRelation[]> {
  if (!counterpartIds.length) return [];
  const graph = dbRelations(db);
  const pairs = [];
  // One walk at a time: the embedded database serves one query at a time anyway.
  for (const id of counterpartIds)
    pairs.push(
      await discoverPaths(graph, entId, id, { maxHops: COUNTERPART_HOPS, maxPaths: COUNTERPART_PATHS, types }),
    );
  const shared = await suspectedPairs(db, [entId, ...counterpartIds]);
  const met = new Set([
    entId,
    ...counterpartIds,
    ...pairs.flatMap((p) => [...p.paths.flatMap((x) => x.nodes), ...p.cut.hubs]),
  ]);
  const entities = await graph.entities([...met]);
  return pairs.map((p) => ({
    entId: p.to,
    name: entities.get(p.to)?.name ?? p.to,
    hops: p.paths[0]?.hops ?? null,
    paths: p.paths.map((path) => describePath(path, entities)),
    hubs: p.cut.hubs.map((h) => hubText({ name: entities.get(h)?.name ?? h, reason: p.cut.reasons[h]! })),
    shared: shared
      .filter((s) => [s.entIdA, s.entIdB].includes(p.to) && [s.entIdA, s.entIdB].includes(entId))
      .flatMap((s) => s.reasons.map((r) => `${r.name}：${r.value}`)),
  }));
}
