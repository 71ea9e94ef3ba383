import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Entity, Holding, OwnershipGraph } from './ownership';

interface HoldingRow {
  company_id: string;
  company_name: string;
  holder_kind: 'C' | 'P';
  holder_id: string;
  holder_name: string;
  ratio: number;
}

const toHolding = (r: HoldingRow): Holding => ({
  holder: { id: r.holder_id, kind: r.holder_kind, name: r.holder_name },
  company: { id: r.company_id, kind: 'C', name: r.company_name },
  ratio: Number(r.ratio),
});

/**
 * The ownership graph of the database, for one request: each entity and its links are read once (by the
 * shareholding indexes on company and holder) and kept, so a walk that meets an entity again asks nothing;
 * `preload` reads a whole level in one query. Links come largest stake first (ties by id), whatever the plan: a
 * group's members and a path's order are the same on every engine and every run.
 */
export function dbGraph(db: Db): OwnershipGraph {
  const holders = new Map<string, Promise<Holding[]>>();
  const holdings = new Map<string, Promise<Holding[]>>();
  const entities = new Map<string, Promise<Entity | undefined>>();
  const readEntity = async (id: string): Promise<Entity | undefined> => {
    const c = await db.selectFrom('company').select(['ent_id', 'name']).where('ent_id', '=', id).executeTakeFirst();
    if (c) return { id: c.ent_id, kind: 'C', name: c.name };
    const p = await db
      .selectFrom('person')
      .select(['person_id', 'name'])
      .where('person_id', '=', id)
      .executeTakeFirst();
    return p ? { id: p.person_id, kind: 'P', name: p.name } : undefined;
  };
  const read = (where: ReturnType<typeof sql>) =>
    sql<HoldingRow>`
      select s.company_id, c.name as company_name, s.holder_kind, s.holder_id,
             coalesce(hc.name, hp.name, s.holder_id) as holder_name, s.ratio::float8 as ratio
      from shareholding s
      join company c on c.ent_id = s.company_id
      left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
      left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
      where ${where}
      order by s.ratio desc, s.company_id, s.holder_id
    `
      .execute(db)
      .then((r) => r.rows.map(toHolding));
  const once = <T>(cache: Map<string, Promise<T>>, id: string, load: () => Promise<T>) => {
    let hit = cache.get(id);
    if (!hit) cache.set(id, (hit = load()));
    return hit;
  };
  return {
    entity: (id) => once(entities, id, () => readEntity(id)),
    holdersOf: (id) => once(holders, id, () => read(sql`s.company_id = ${id}`)),
    holdingsOf: (id) => once(holdings, id, () => read(sql`s.holder_id = ${id}`)),
    async preload(links, ids) {
      const cache = links === 'holders' ? holders : holdings;
      const missing = [...new Set(ids)].filter((id) => !cache.has(id));
      if (!missing.length) return;
      const column = links === 'holders' ? 's.company_id' : 's.holder_id';
      const keyOf = (h: Holding) => (links === 'holders' ? h.company.id : h.holder.id);
      const byId = read(sql`${sql.ref(column)} = any(${sql.val(missing)})`).then((rows) => {
        const map = new Map<string, Holding[]>();
        for (const h of rows) map.set(keyOf(h), [...(map.get(keyOf(h)) ?? []), h]);
        return map;
      });
      for (const id of missing)
        cache.set(
          id,
          byId.then((map) => map.get(id) ?? []),
        );
      await byId;
    },
  };
}

/** A company's officers in the register (`executive`), each post a row, by person id. */
export async function companyOfficers(db: Db, companyId: string): Promise<{ person: Entity; post: string }[]> {
  const rows = await db
    .selectFrom('executive as e')
    .innerJoin('person as p', 'p.person_id', 'e.person_id')
    .select(['p.person_id', 'p.name', 'e.post'])
    .where('e.company_id', '=', companyId)
    .orderBy('p.person_id')
    .execute();
  return rows.map((r) => ({ person: { id: r.person_id, kind: 'P' as const, name: r.name }, post: r.post }));
}
