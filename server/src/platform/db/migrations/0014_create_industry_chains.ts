import { sql, type Kysely } from 'kysely';

/**
 * CBA 产业链找客: the industry chains, their segments with the basis of membership (GB/T 4754 code prefixes
 * and business-scope keywords), and the membership itself, computed at load (`data/chains.ts`) so that a
 * chain's counts read an index instead of scanning a million business scopes per request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table industry_chain (
      chain_id text primary key,
      name text not null,
      description text not null default ''
    );
    create table industry_chain_node (
      chain_id text not null references industry_chain (chain_id) on delete cascade,
      node_id text not null,
      stage text not null,
      name text not null,
      sort_order integer not null,
      industry_codes text[] not null default '{}',
      keywords text[] not null default '{}',
      primary key (chain_id, node_id)
    );
    create table company_chain_node (
      chain_id text not null,
      node_id text not null,
      ent_id text not null references company (ent_id) on delete cascade,
      primary key (chain_id, node_id, ent_id),
      foreign key (chain_id, node_id) references industry_chain_node (chain_id, node_id) on delete cascade
    );
    create index company_chain_node_ent_idx on company_chain_node (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists company_chain_node, industry_chain_node, industry_chain`.execute(db);
}
