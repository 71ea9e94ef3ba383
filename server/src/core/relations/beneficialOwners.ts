import {
  InstParamName,
  isParamOn,
  NEAR_MISS_LIMIT,
  postRolesOf,
  type BeneficialOwnersResult,
  type OwnershipPath,
  type PostRole,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { loadInstParams } from '../institutions/institution';
import { actualController } from './actualController';
import type { Entity, OwnershipGraph } from './ownership';
import { percent } from './ownership';
import { companyOfficers, dbGraph } from './ownershipDb';

export interface UpwardOptions {
  /** How many links up at most (default 10). */
  maxDepth?: number;
  /** How many paths at most before the walk stops (default 5,000). */
  maxPaths?: number;
}

export interface UpwardResult {
  /** Every simple path from a natural person (or a company without holders) down to the company. */
  paths: OwnershipPath[];
  /** What was cut: a cycle's back edge is not followed, depth and path limits stop the walk. */
  cut: { cycles: number; depthReached: boolean; pathLimitReached: boolean };
}

/**
 * All simple ownership paths ending at `companyId`, walking up from it. A path never visits an entity twice,
 * so cross-holdings (A holds B holds A) end the path there and are counted, not followed.
 */
export async function pathsUp(
  graph: OwnershipGraph,
  companyId: string,
  options: UpwardOptions = {},
): Promise<UpwardResult> {
  const maxDepth = options.maxDepth ?? 10;
  const maxPaths = options.maxPaths ?? 5000;
  const root = await graph.entity(companyId);
  const cut = { cycles: 0, depthReached: false, pathLimitReached: false };
  const paths: OwnershipPath[] = [];
  if (!root) return { paths, cut };

  // Walk with the chain from the current entity down to the root.
  const walk = async (chain: Entity[], ratios: number[]): Promise<void> => {
    if (paths.length >= maxPaths) {
      cut.pathLimitReached = true;
      return;
    }
    const top = chain[0]!;
    const holders = top.kind === 'C' ? await graph.holdersOf(top.id) : [];
    const onChain = new Set(chain.map((e) => e.id));
    const next = holders.filter((h) => {
      if (!onChain.has(h.holder.id)) return true;
      cut.cycles++;
      return false;
    });
    const links = chain.length - 1;
    if (next.length === 0 || links >= maxDepth) {
      if (next.length) cut.depthReached = true;
      if (chain.length > 1) paths.push({ entities: chain, ratios, share: ratios.reduce((a, b) => a * b, 1) });
      return;
    }
    for (const h of next) await walk([h.holder, ...chain], [h.ratio, ...ratios]);
  };
  await walk([root], []);
  return { paths, cut };
}

export interface BeneficialOwnerOptions extends UpwardOptions {
  /** Default 0.25. */
  threshold?: number;
  /** Default true: 25% or more (PBOC–SAMR order 2024 No. 3); false: more than 25% (银发〔2017〕235号). */
  inclusive?: boolean;
  /** The people who control the company otherwise (the actual controller), for the second rule. */
  controllers?: () => Promise<Entity[]>;
  /** The company's senior managers, for the third rule. */
  seniorManagers?: () => Promise<Entity[]>;
}

/** Floating-point products of two-decimal percentages: compare with a tolerance, not exactly. */
const EPSILON = 1e-9;

/**
 * Beneficial owners (受益所有人): natural persons whose direct and indirect shares, multiplied down each
 * chain and summed over chains, reach the threshold. Where nobody does, the control rule applies (the
 * actual controller, if a person), and failing that the senior managers; the result says which rule applied.
 */
export async function beneficialOwners(
  graph: OwnershipGraph,
  companyId: string,
  options: BeneficialOwnerOptions = {},
): Promise<BeneficialOwnersResult> {
  const threshold = options.threshold ?? 0.25;
  const inclusive = options.inclusive ?? true;
  const { paths, cut } = await pathsUp(graph, companyId, options);
  const byPerson = new Map<string, OwnershipPath[]>();
  for (const path of paths) {
    const top = path.entities[0]!;
    if (top.kind !== 'P') continue;
    byPerson.set(top.id, [...(byPerson.get(top.id) ?? []), path]);
  }
  const qualifies = (share: number) => (inclusive ? share >= threshold - EPSILON : share > threshold + EPSILON);
  const everyone = [...byPerson.values()]
    .map((own) => {
      const share = own.reduce((sum, p) => sum + p.share, 0);
      const terms = own.map((p) => p.ratios.map((r) => `${percent(r).toFixed(2)}%`).join(' × '));
      return {
        person: own[0]!.entities[0]!,
        share,
        paths: own,
        calculation: `${terms.join(' + ')} = ${percent(share).toFixed(2)}%`,
      };
    })
    .sort((a, b) => b.share - a.share || a.person.id.localeCompare(b.person.id));
  const owners = everyone.filter((o) => qualifies(o.share));
  const nearMissesOf = (named: BeneficialOwnersResult['owners']) => {
    const ids = new Set(named.map((o) => o.person.id));
    return everyone.filter((o) => !ids.has(o.person.id)).slice(0, NEAR_MISS_LIMIT);
  };
  const result = { threshold, inclusive, cut };
  if (owners.length) return { ...result, rule: 'ownership', owners, nearMisses: nearMissesOf(owners) };

  const asOwners = (people: Entity[]) =>
    people
      .filter((p) => p.kind === 'P')
      .map((person) => ({
        person,
        share: byPerson.get(person.id)?.reduce((s, p) => s + p.share, 0) ?? 0,
        paths: byPerson.get(person.id) ?? [],
        calculation: '',
      }));
  const controllers = asOwners((await options.controllers?.()) ?? []);
  if (controllers.length)
    return { ...result, rule: 'control', owners: controllers, nearMisses: nearMissesOf(controllers) };
  const managers = asOwners((await options.seniorManagers?.()) ?? []);
  return { ...result, rule: 'seniorManagement', owners: managers, nearMisses: nearMissesOf(managers) };
}

/**
 * The company's 高级管理人员 for the beneficial-owner fallback (银发〔2017〕235号: where nobody controls the
 * company, its senior managers), by the one classification of a post title (`postRolesOf`, 公司法
 * 第二百六十五条: 经理、副经理、财务负责人、上市公司董事会秘书…). Where the register names none, the directors who
 * run it in their place; a 监事 never (第七十六条第四款: 董事、高级管理人员不得兼任监事).
 */
export async function seniorManagers(db: Db, entId: string): Promise<Entity[]> {
  const rows = await companyOfficers(db, entId);
  const withRole = (role: PostRole) => rows.filter((r) => postRolesOf(r.post).includes(role));
  const managers = withRole('高级管理人员');
  const seen = new Set<string>();
  return (managers.length ? managers : withRole('董事'))
    .filter((r) => !seen.has(r.person.id) && seen.add(r.person.id))
    .map((r) => r.person);
}

/** An institution's beneficial-owner rule (机构设置: the threshold, 0–1, and whether reaching it counts). */
export async function institutionOwnerRule(db: Db, instId: number): Promise<{ threshold: number; inclusive: boolean }> {
  const params = await loadInstParams(db, instId);
  const threshold = Number(params[InstParamName.BO_THRESHOLD]) / 100;
  return {
    threshold: Number.isFinite(threshold) && threshold > 0 && threshold <= 1 ? threshold : 0.25,
    inclusive: isParamOn(params[InstParamName.BO_INCLUSIVE]),
  };
}

/**
 * A company's beneficial owners by its viewer's institution's rule (受益所有人 threshold and whether reaching it
 * counts, 机构设置): the one answer of the 受益所有人 graph and the detail's 最终受益人. Null: no such company.
 */
export async function institutionBeneficialOwners(
  db: Db,
  instId: number,
  entId: string,
): Promise<BeneficialOwnersResult | null> {
  const graph = dbGraph(db);
  const [rule, company] = await Promise.all([institutionOwnerRule(db, instId), graph.entity(entId)]);
  if (!company || company.kind !== 'C') return null;
  return beneficialOwners(graph, entId, {
    ...rule,
    controllers: async () => {
      const { controller } = await actualController(graph, entId);
      return controller ? [controller] : [];
    },
    seniorManagers: () => seniorManagers(db, entId),
  });
}
