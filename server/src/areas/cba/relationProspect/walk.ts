import { sql } from 'kysely';
import type { RelationKind } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { HubBook } from '../../../core/relations/hubs';
import type { Path, Step } from './rank';

export interface WalkOptions {
  types: readonly RelationKind[];
  depth: 1 | 2;
  minRatio: number;
  hubHoldings: number;
}

/** Paths one walk keeps at most: a level that would pass it stops there (`cut`). */
const MAX_PATHS = 50_000;

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Db, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

/** A company's controller: over 50%, or the only largest holder (ER §2.4), holding at least `min`. */
const controls = (min: number) => sql`s.ratio >= ${min} and (s.ratio > 0.5 or s.ratio > all(
  select o.ratio from shareholding o
  where o.company_id = s.company_id and not (o.holder_id = s.holder_id and o.holder_kind = s.holder_kind)))`;

/** Joins each company's link to a third entity with that entity's other companies. */
function through(
  firsts: { from: string; via: string; post?: string | null; ratio?: number }[],
  seconds: { via: string; to: string; post?: string | null; ratio?: number }[],
  make: (
    a: { from: string; via: string; post?: string | null; ratio?: number },
    b: { to: string; post?: string | null; ratio?: number },
  ) => Step,
): Step[] {
  const byVia = new Map<string, typeof seconds>();
  for (const b of seconds) byVia.set(b.via, [...(byVia.get(b.via) ?? []), b]);
  return firsts.flatMap((a) => (byVia.get(a.via) ?? []).filter((b) => b.to !== a.from).map((b) => make(a, b)));
}

/** Every hop of the chosen kinds from the companies `ids`, hubs left out (and recorded). */
async function stepsFrom(db: Db, ids: string[], o: WalkOptions, hubs: HubBook): Promise<Step[]> {
  if (!ids.length) return [];
  const list = sql.val(ids);
  const steps: Step[] = [];
  const has = (k: RelationKind) => o.types.includes(k);
  // 对外投资 and 股东 read the same holdings, from the holder to the company and back.
  const holdings = [
    { kind: 'invest', from: sql.ref('holder_id'), to: sql.ref('company_id') },
    { kind: 'holder', from: sql.ref('company_id'), to: sql.ref('holder_id') },
  ] as const;
  for (const { kind, from, to } of holdings)
    if (has(kind))
      for (const r of await rowsOf<{ from: string; to: string; ratio: number }>(
        db,
        sql`select ${from} as "from", ${to} as "to", ratio::float8 as ratio from shareholding
            where holder_kind = 'C' and ${from} = any(${list}) and ratio >= ${o.minRatio}`,
      ))
        steps.push({ kind, ...r });
  if (has('branch'))
    for (const r of await rowsOf<{ from: string; to: string; up: boolean }>(
      db,
      sql`select parent_id as "from", branch_id as "to", false as up from branch where parent_id = any(${list})
          union all
          select branch_id, parent_id, true from branch where branch_id = any(${list})`,
    ))
      steps.push({ kind: 'branch', from: r.from, to: r.to, ...(r.up ? { up: true } : {}) });
  if (has('sibling')) {
    const firsts = await rowsOf<{ from: string; via: string; ratio: number }>(
      db,
      sql`select s.company_id as "from", s.holder_id as via, s.ratio::float8 as ratio from shareholding s
          where s.company_id = any(${list}) and ${controls(o.minRatio)}`,
    );
    await hubs.check(firsts.map((f) => f.via));
    const vias = [...new Set(firsts.map((f) => f.via).filter((v) => !hubs.isHub(v)))];
    const seconds = vias.length
      ? await rowsOf<{ via: string; to: string; ratio: number }>(
          db,
          sql`select s.holder_id as via, s.company_id as "to", s.ratio::float8 as ratio from shareholding s
              where s.holder_id = any(${sql.val(vias)}) and ${controls(o.minRatio)}`,
        )
      : [];
    steps.push(
      ...through(firsts, seconds, (a, b) => ({
        kind: 'sibling',
        from: a.from,
        to: b.to,
        via: a.via,
        viaRatio: a.ratio,
        ratio: b.ratio,
      })),
    );
  }
  if (has('executive')) {
    const firsts = await rowsOf<{ from: string; via: string; post: string }>(
      db,
      sql`select company_id as "from", person_id as via, string_agg(post, '、' order by post) as post
          from executive where company_id = any(${list}) group by company_id, person_id`,
    );
    await hubs.check(firsts.map((f) => f.via));
    const vias = [...new Set(firsts.map((f) => f.via).filter((v) => !hubs.isHub(v)))];
    const seconds = vias.length
      ? await rowsOf<{ via: string; to: string; post: string }>(
          db,
          sql`select person_id as via, company_id as "to", string_agg(post, '、' order by post) as post
              from executive where person_id = any(${sql.val(vias)}) group by company_id, person_id`,
        )
      : [];
    steps.push(
      ...through(firsts, seconds, (a, b) => ({
        kind: 'executive',
        from: a.from,
        to: b.to,
        via: a.via,
        fromPost: a.post ?? undefined,
        toPost: b.post ?? undefined,
      })),
    );
  }
  if (has('legalRep')) {
    const firsts = await rowsOf<{ from: string; via: string }>(
      db,
      sql`select ent_id as "from", legal_rep_id as via from company
          where ent_id = any(${list}) and legal_rep_id is not null`,
    );
    await hubs.check(firsts.map((f) => f.via));
    const vias = [...new Set(firsts.map((f) => f.via).filter((v) => !hubs.isHub(v)))];
    const seconds = vias.length
      ? await rowsOf<{ via: string; to: string }>(
          db,
          sql`select legal_rep_id as via, ent_id as "to" from company where legal_rep_id = any(${sql.val(vias)})`,
        )
      : [];
    steps.push(...through(firsts, seconds, (a, b) => ({ kind: 'legalRep', from: a.from, to: b.to, via: a.via })));
  }
  // The companies reached may be hubs themselves (a state-asset commission holding the seed, a fund).
  await hubs.check(steps.map((s) => s.to));
  for (const s of steps) if (s.kind === 'holder') hubs.noteStake(s.to, s.ratio);
  return steps.filter((s) => !hubs.isHub(s.to) && s.to !== s.from);
}

/**
 * Paths from the seeds, one or two hops: a level at a time for all seeds at once (a few queries a level).
 * A path never comes back to an entity it passed; the second level does not start from a seed.
 */
export async function walk(
  db: Db,
  seeds: readonly string[],
  o: WalkOptions,
  hubs: HubBook,
): Promise<{ paths: Path[]; cut: boolean }> {
  const seedSet = new Set(seeds);
  const first = (await stepsFrom(db, [...seedSet], o, hubs)).map((s) => ({ seed: s.from, target: s.to, steps: [s] }));
  let cut = first.length > MAX_PATHS;
  const paths: Path[] = first.slice(0, MAX_PATHS);
  if (o.depth === 2 && !cut) {
    const frontier = [...new Set(first.map((p) => p.target))].filter((id) => !seedSet.has(id));
    const next = new Map<string, Step[]>();
    for (const s of await stepsFrom(db, frontier, o, hubs)) next.set(s.from, [...(next.get(s.from) ?? []), s]);
    for (const p of first) {
      if (seedSet.has(p.target)) continue;
      for (const s of next.get(p.target) ?? []) {
        if (s.to === p.seed || s.via === p.seed || s.to === p.steps[0]!.via) continue;
        if (paths.length >= MAX_PATHS) {
          cut = true;
          break;
        }
        paths.push({ seed: p.seed, target: s.to, steps: [...p.steps, s] });
      }
    }
  }
  return { paths, cut };
}
