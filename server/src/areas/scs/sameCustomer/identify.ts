import type { ScsFamilyTiesReport } from '@esee/contracts';
import type { Entity, Holding } from '../../../core/relations/ownership';
import { familyTiesReport, type KeptTie } from './familyTies';
import {
  diffRuns,
  identifyGroups,
  type BookCustomer,
  type DependenceLink,
  type EngineOptions,
  type Group,
  type GuaranteeLink,
  type Register,
  type RunDiff,
  type StoredGroup,
} from './grouping';
import { applyMinedLinks, type MinedLinkRow } from './minedSuggestions';
import { applyOverridesTo, type GroupOverride } from './overrides';
import { labelCore } from './roles';

/*
 * The computing part of an identification run, as one pure function over plain data: the request thread loads
 * the data (`run.ts`), the worker task `scs.identify` (`identifyTask.ts`) runs this, the request thread stores
 * the result. Nothing here reads the database: the worker's module graph stays light.
 */

/** The part of the register a run needs, as plain data (a `Register` is rebuilt from it in the worker). */
export interface RegisterData {
  entities: Entity[];
  /** Each loaded company's holders (a company loaded with none has an empty list). */
  holders: [companyId: string, holdings: { holder: Entity; ratio: number }[]][];
  heads: [branchId: string, headId: string][];
  agreements: [controlledId: string, controllerId: string][];
}

export interface IdentifyInput {
  customers: BookCustomer[];
  register: RegisterData;
  family: { ties: KeptTie[]; unlinked: number };
  guarantees: GuaranteeLink[];
  dependences: DependenceLink[];
  minedLinks: MinedLinkRow[];
  overrides: GroupOverride[];
  rules: { options: EngineOptions; maxDepth: number; dependenceThreshold: number };
  /** The groups of the run before (null: none), to diff against; absent when nothing is stored (a dry run). */
  previous?: StoredGroup[] | null;
}

export interface IdentifyOutput {
  groups: Group[];
  familyTies: ScsFamilyTiesReport;
  diff?: RunDiff;
}

/** Synchronous look-ups over the loaded register, as the engine reads it. */
export function registerOf(data: RegisterData): Register {
  const entities = new Map(data.entities.map((e) => [e.id, e]));
  const holders = new Map<string, Holding[]>();
  for (const [companyId, list] of data.holders) {
    const company = entities.get(companyId)!;
    holders.set(
      companyId,
      list.map((h) => ({ holder: h.holder, company, ratio: h.ratio })),
    );
  }
  const heads = new Map(data.heads);
  const agreed = new Map(data.agreements);
  return {
    entity: (id) => entities.get(id),
    holdersOf: (id) => holders.get(id) ?? [],
    headOfficeOf: (id) => heads.get(id),
    agreementOf: (id) => agreed.get(id),
  };
}

/**
 * The groups of a book: the engine, the family-ties report (from the engine's groups, before suggestions and
 * overrides change them), mined suggestions, approved group actions, the core's label, and what changed since
 * the run before when `previous` is given.
 */
export function identify(input: IdentifyInput): IdentifyOutput {
  const { customers, rules } = input;
  const groups = identifyGroups(
    {
      register: registerOf(input.register),
      customers,
      family: input.family.ties,
      guarantees: input.guarantees,
      dependences: input.dependences,
      maxDepth: rules.maxDepth,
      dependenceThreshold: rules.dependenceThreshold,
    },
    rules.options,
  );
  // Which ties joined companies: read from the engine's groups, before suggestions and overrides change them.
  const familyTies = familyTiesReport(input.family.ties, input.family.unlinked, groups);
  applyMinedLinks(groups, customers, input.minedLinks);
  applyOverridesTo(groups, input.overrides, customers);
  // Overrides may change a group's core or members: 母公司 only where the core controls every other member.
  for (const g of groups) labelCore(g);
  return { groups, familyTies, ...(input.previous !== undefined && { diff: diffRuns(input.previous, groups) }) };
}
