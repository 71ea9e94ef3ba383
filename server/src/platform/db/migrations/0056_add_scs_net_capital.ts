import { sql, type Kysely } from 'kysely';

/**
 * SCS 统一授信 measures each limit against its own base: risk exposures against 一级资本净额 (大额风险暴露管理办法
 * 第十六至十八条), a customer's loan balance against 资本净额 (《商业银行法》第三十九条). The institution's setting
 * gains 资本净额; an institution that set only 一级资本净额 keeps it, its loan-balance measure shows as not set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_credit_setting add column net_capital numeric(18, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_credit_setting drop column net_capital`.execute(db);
}
