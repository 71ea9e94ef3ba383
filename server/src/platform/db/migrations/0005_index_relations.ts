import { sql, type Kysely } from 'kysely';

/**
 * Relationship discovery walks from a person to the companies they represent, and suspected relations
 * match companies on address and website as well as phone and e-mail. Hash indexes: equality only, and
 * no length limit on long addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index company_legal_rep_idx on company (legal_rep_id) where legal_rep_id is not null;
    create index company_address_idx on company using hash (address) where address is not null;
    create index company_website_idx on company using hash (website) where website is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_website_idx, company_address_idx, company_legal_rep_idx`.execute(db);
}
