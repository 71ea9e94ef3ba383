import { sql } from 'kysely';
import type { RelationType } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { HubBook } from './hubs';

/* The relations among companies and people, as the relationship graphs and the related-party reads walk them. */

export type EntityKind = 'C' | 'P';

export interface Entity {
  id: string;
  kind: EntityKind;
  name: string;
}

/** One link, always from the holder, officer or representative to the company. */
export interface Relation {
  from: string;
  to: string;
  type: RelationType;
  /** invest: the share, 0–1. */
  ratio?: number;
  /** post: the post held. */
  post?: string;
}

/** The relations graph a walk follows, both ways. */
export interface RelationGraph {
  /** Every relation touching any of `ids`, of the given types. */
  relationsOf(ids: readonly string[], types: readonly RelationType[]): Promise<Relation[]>;
  entities(ids: readonly string[]): Promise<Map<string, Entity>>;
  /** The hubs among `ids` with why (the one hub rule, `hubs.ts`); none when absent. */
  hubs?(ids: readonly string[]): Promise<Map<string, string>>;
}

/**
 * The relations graph of the database, both ways, a level at a time: one query per level for the whole
 * frontier, each branch by its own index (shareholding by company and by holder, executive by company and
 * by person, company by legal representative).
 */
export function dbRelations(db: Db, hubs = new HubBook(db)): RelationGraph {
  return {
    async hubs(ids) {
      return new Map((await hubs.check(ids)).map((h) => [h.id, h.reason]));
    },
    async relationsOf(ids, types) {
      if (!ids.length) return [];
      const list = sql.val([...ids]);
      const parts = [];
      if (types.includes('invest'))
        parts.push(
          sql`select holder_id as "from", company_id as "to", 'invest' as type, ratio::float8 as ratio, null as post from shareholding where holder_id = any(${list})`,
          sql`select holder_id, company_id, 'invest', ratio::float8, null from shareholding where company_id = any(${list})`,
        );
      if (types.includes('post'))
        parts.push(
          sql`select person_id, company_id, 'post', null::float8, post from executive where person_id = any(${list})`,
          sql`select person_id, company_id, 'post', null::float8, post from executive where company_id = any(${list})`,
        );
      if (types.includes('legal'))
        parts.push(
          sql`select legal_rep_id, ent_id, 'legal', null::float8, null from company where legal_rep_id = any(${list})`,
          sql`select legal_rep_id, ent_id, 'legal', null::float8, null from company where ent_id = any(${list}) and legal_rep_id is not null`,
        );
      if (!parts.length) return [];
      const { rows } = await sql<
        Relation & { ratio: number | null; post: string | null }
      >`${sql.join(parts, sql` union all `)}`.execute(db);
      return rows.map((r) => ({
        from: r.from,
        to: r.to,
        type: r.type,
        ...(r.ratio === null ? {} : { ratio: Number(r.ratio) }),
        ...(r.post === null ? {} : { post: r.post }),
      }));
    },
    async entities(ids) {
      const out = new Map<string, Entity>();
      if (!ids.length) return out;
      const { rows } = await sql<Entity>`
        select ent_id as id, 'C' as kind, name from company where ent_id = any(${sql.val([...ids])})
        union all
        select person_id, 'P', name from person where person_id = any(${sql.val([...ids])})
      `.execute(db);
      for (const e of rows) out.set(e.id, e);
      return out;
    },
  };
}
