import { sql, type Kysely } from 'kysely';

/**
 * Each company gets a number (`company.num`), and the search keys hold it in place of the company's id: the text id
 * (`E000000002`, 11 bytes) was in every one of a company's thirty-odd keys and in each of their index entries, the
 * number is 4. With the columns ordered so that none is padded before the 8-byte rank, a million companies' database
 * is 7.0 GB where it was 7.75 (68 GB at ten million, measured, where key format 10's database did not fit the disk).
 * The keys are the same keys: they are carried over here, not written again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company add column num serial`.execute(db);
  await sql`create unique index company_num_idx on company (num)`.execute(db);
  await rebuildKeys(
    db,
    'num',
    sql`select k.rank, k.kind, k.key, c.num from company_search_key k
    join company c on c.ent_id = k.ent_id`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildKeys(
    db,
    'ent_id',
    sql`select k.rank, k.kind, k.key, c.ent_id from company_search_key k
    join company c on c.num = k.num`,
  );
  await sql`alter table company drop column num`.execute(db);
}

/** The keys' table made again with `company` (its column of the company) filled by `rows`, and its indexes. */
async function rebuildKeys(db: Kysely<unknown>, company: 'num' | 'ent_id', rows: ReturnType<typeof sql>) {
  const type = company === 'num' ? sql`integer` : sql`text`;
  const id = sql.ref(company);
  await sql`create table company_search_key_next (rank bigint not null, kind smallint not null,
    key text collate "C" not null, ${id} ${type} not null)`.execute(db);
  await sql`insert into company_search_key_next ${rows}`.execute(db);
  await sql`drop table company_search_key`.execute(db);
  await sql`alter table company_search_key_next rename to company_search_key`.execute(db);
  await sql`create index company_search_key_idx on company_search_key (kind, key, rank) include (${id})`.execute(db);
  await sql`create index company_search_key_length_idx on company_search_key (char_length(key), key)
    include (${id}) where kind = 5`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (char_length(key), reverse(key))
    include (key, ${id}) where kind = 5`.execute(db);
  await sql`create index company_search_key_company_idx on company_search_key (${id})`.execute(db);
  await sql`create index company_search_key_tail_pair_idx on company_search_key (left(key, 2), rank)
    include (${id}) where kind = 4`.execute(db);
}
