import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/** About one company in 60 is a demo institution's customer: a mid-sized bank's share of a region. */
const SHARE = 60;

/**
 * Give each demo institution a customer book (本行客户) of its own, once the demo companies are
 * loaded: active companies with at least 500万 of capital (the ones a corporate bank lends to), a
 * different deterministic pick per institution. Real institutions import theirs through batch import.
 */
export async function seedDemoCustomers(db: Db, instCodes: readonly string[]): Promise<void> {
  for (const code of instCodes)
    await sql`
      insert into institution_customer (inst_id, ent_id)
      select i.id, c.ent_id from institution i, company c
      where i.code = ${code} and c.active and c.reg_capital >= 5000000
        and abs(hashtext(c.ent_id || ${code})) % ${SHARE} = 0
      on conflict do nothing
    `.execute(db);
}
