import { sql, type Kysely } from 'kysely';

/**
 * A partner's kind in a partnership (合伙企业): 普通合伙人 or 有限合伙人 (合伙企业法 第二条, 第六十一条: a limited
 * partnership has at least one general partner). Null for a company's shareholders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shareholding add column partner_type text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shareholding drop column partner_type`.execute(db);
}
