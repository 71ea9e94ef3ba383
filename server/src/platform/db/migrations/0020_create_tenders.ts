import { sql, type Kysely } from 'kysely';

/**
 * PRMA 围串标核查: the tenders (招标项目) of the data set and their bids, with the bid-document metadata
 * (投标委托代理人, 编制人, 项目负责人, 保证金账户, 文件制作机器码) the Art. 40 signals compare. A tender line
 * of the data set replaces the tender and its bids. The winner's id and the bid count are kept on the
 * tender, so the searchable list reads one table. Companies are not foreign keys: a bidder or buyer stays
 * named in the tender even if a later set no longer carries it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tender (
      tender_id text primary key,
      title text not null,
      buyer_name text not null,
      buyer_ent_id text,
      buyer_type text not null,
      region_code char(6) not null,
      industry_code text,
      budget numeric,
      publish_date date not null,
      open_date date not null,
      agency text,
      bid_count integer not null default 0,
      winner_ent_id text
    );
    create index tender_open_date_idx on tender (open_date desc, tender_id);
    create index tender_region_idx on tender (region_code);
    create table tender_bid (
      tender_id text not null references tender (tender_id) on delete cascade,
      ent_id text not null,
      sort_order integer not null,
      price numeric,
      won boolean not null default false,
      agent_name text,
      preparer text,
      project_manager text,
      deposit_account text,
      file_machine_code text,
      primary key (tender_id, ent_id)
    );
    create index tender_bid_ent_idx on tender_bid (ent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tender_bid, tender`.execute(db);
}
