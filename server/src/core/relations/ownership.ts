/**
 * The ownership graph the relationship algorithms walk: who holds what share of whom. The algorithms are
 * pure functions over this interface, so they are tested on hand-built structures and run on the database
 * through a loader that answers the same questions.
 */
export type { Entity, EntityKind } from './relationGraph';
import type { Entity } from './relationGraph';

/** How long one graph answer may keep reading (the embedded database serves one query at a time). */
export const GRAPH_TIME_LIMIT_MS = 1500;

/** One holding: `holder` owns `ratio` (0–1) of `company`. */
export interface Holding {
  holder: Entity;
  company: Entity;
  ratio: number;
}

export interface OwnershipGraph {
  entity(id: string): Promise<Entity | undefined>;
  /** Who holds shares of `companyId`. */
  holdersOf(companyId: string): Promise<Holding[]>;
  /** What `holderId` holds shares of. */
  holdingsOf(holderId: string): Promise<Holding[]>;
  /**
   * Load the holders (or holdings) of many entities at once, so that asking for each of them afterwards
   * costs nothing: a walk that goes a level at a time asks the database once a level, not once a node.
   */
  preload(links: 'holders' | 'holdings', ids: readonly string[]): Promise<void>;
}

/** An in-memory graph, for tests and for small structures already loaded. */
export function memoryGraph(
  entities: readonly Entity[],
  holdings: readonly [string, string, number][],
): OwnershipGraph {
  const byId = new Map(entities.map((e) => [e.id, e]));
  const edges: Holding[] = holdings.map(([holder, company, ratio]) => {
    const h = byId.get(holder);
    const c = byId.get(company);
    if (!h || !c) throw new Error(`unknown entity in holding ${holder} → ${company}`);
    return { holder: h, company: c, ratio };
  });
  return {
    entity: async (id) => byId.get(id),
    holdersOf: async (id) => edges.filter((e) => e.company.id === id),
    holdingsOf: async (id) => edges.filter((e) => e.holder.id === id),
    preload: async () => undefined,
  };
}

/** Shares as percentages with two decimals, as the pages show them. */
export const percent = (ratio: number) => Math.round(ratio * 10000) / 100;
