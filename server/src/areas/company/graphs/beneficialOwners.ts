import type { OwnershipPath, BeneficialOwnersResult } from '@esee/contracts';
import type { Entity, OwnershipGraph } from '../../../core/relations/ownership';
import { percent } from '../../../core/relations/ownership';

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
  const owners = [...byPerson.values()]
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
    .filter((o) => qualifies(o.share))
    .sort((a, b) => b.share - a.share || a.person.id.localeCompare(b.person.id));
  const result = { threshold, inclusive, cut };
  if (owners.length) return { ...result, rule: 'ownership', owners };

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
  if (controllers.length) return { ...result, rule: 'control', owners: controllers };
  return { ...result, rule: 'seniorManagement', owners: asOwners((await options.seniorManagers?.()) ?? []) };
}
