import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { InstParamName } from '@esee/contracts';
import type { Db } from '../../src/platform/db/database';
import { addUser, withApp, type Client, type Engine, type TestApp } from '../fixtures';

export { addToBook, instId } from '../fixtures/params';

/** A company of the data set: its id and name. */
export interface Named {
  id: string;
  name: string;
}

/** The SCS test apps: the signed-in users every SCS file uses. */
export interface ScsApp {
  t: TestApp;
  admin: Client;
  analyst: Client;
  /** DEMO2's manager: another institution with SCS. */
  other: Client;
  /** A DEMO user with 单一客户 only. */
  single: Client;
}

/**
 * An app on an 800-company data set with SCS for two institutions (DEMO and DEMO2, so that isolation is tested
 * between two SCS books) and a DEMO user with 单一客户 only.
 */
export async function scsApp(
  engine: Engine,
  {
    seed = 5,
    beforeApp,
    env,
  }: { seed?: number; beforeApp?: (db: Db) => Promise<void>; env?: Record<string, string> } = {},
): Promise<ScsApp> {
  const t = await withApp({
    engine,
    env,
    data: { companies: 800, seed, today: new Date('2026-06-30') },
    beforeApp: async (db) => {
      await addUser(db, 'DEMO', 'single', ['app:scs:singleCustomer']);
      await sql`
        update inst_param set param_value = 'CBA,PRMA,SCS'
        where param_name = ${InstParamName.SUPPORT_APP}
          and inst_id = (select id from institution where code = 'DEMO2')
      `.execute(db);
      await beforeApp?.(db);
    },
  });
  const [admin, analyst, other, single] = await Promise.all([
    t.client('admin'),
    t.client('analyst'),
    t.client('demo2'),
    t.client({ instCode: 'DEMO', username: 'single' }),
  ]);
  return { t, admin, analyst, other, single };
}

/** A company holding over half of at least `size` others (and held over half by none), and `size` of those. */
export async function controlGroup(db: Db, size: number): Promise<{ head: Named; subs: Named[] }> {
  const parent = await sql<{ holder_id: string; name: string }>`
    select s.holder_id, c.name from shareholding s join company c on c.ent_id = s.holder_id
    where s.holder_kind = 'C' and s.ratio > 0.5
      and not exists (select 1 from shareholding up where up.company_id = s.holder_id and up.ratio > 0.5)
    group by s.holder_id, c.name having count(*) >= ${size} order by count(*) desc, s.holder_id limit 1
  `.execute(db);
  const head = { id: parent.rows[0]!.holder_id, name: parent.rows[0]!.name };
  const children = await sql<{ company_id: string; name: string }>`
    select s.company_id, c.name from shareholding s join company c on c.ent_id = s.company_id
    where s.holder_id = ${head.id} and s.ratio > 0.5 order by s.company_id limit ${size}
  `.execute(db);
  return { head, subs: children.rows.map((r) => ({ id: r.company_id, name: r.name })) };
}

/** `count` companies with no holder, no holding and no branch: customers no rule links. */
export async function loneCompanies(db: Db, count: number): Promise<Named[]> {
  const alone = await sql<{ ent_id: string; name: string }>`
    select c.ent_id, c.name from company c
    where not exists (select 1 from shareholding s where s.company_id = c.ent_id)
      and not exists (select 1 from shareholding s where s.holder_id = c.ent_id)
      and not exists (select 1 from branch b where b.branch_id = c.ent_id or b.parent_id = c.ent_id)
    order by c.ent_id limit ${count}
  `.execute(db);
  return alone.rows.map((r) => ({ id: r.ent_id, name: r.name }));
}

/** An .xlsx of one sheet named `sheet`. */
export function sheetFile(rows: unknown[][], sheet: string): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A person of the register (the only one of that name) who holds over half of one company, and that company. */
export interface Controller {
  id: string;
  name: string;
  company: Named;
}

/**
 * `count` people, each the only one of their name, holding over half of exactly one company that nobody else
 * controls and that holds, and has, no other company or branch: two of them tied as family make one group.
 */
export async function controllingPeople(db: Db, count: number): Promise<Controller[]> {
  const found = await sql<{ person_id: string; name: string; ent_id: string; ent_name: string }>`
    select s.holder_id as person_id, p.name, s.company_id as ent_id, c.name as ent_name
    from shareholding s join person p on p.person_id = s.holder_id join company c on c.ent_id = s.company_id
    where s.holder_kind = 'P' and s.ratio > 0.5
      and not exists (select 1 from shareholding o where o.company_id = s.company_id and o.holder_id <> s.holder_id and o.ratio > 0.5)
      and not exists (select 1 from shareholding x where x.holder_id = s.company_id)
      and not exists (select 1 from branch b where b.branch_id = s.company_id or b.parent_id = s.company_id)
      and (select count(*) from shareholding y where y.holder_id = s.holder_id and y.ratio > 0.5) = 1
      and (select count(*) from person q where q.name = p.name) = 1
    order by s.company_id limit ${count}
  `.execute(db);
  return found.rows.map((r) => ({ id: r.person_id, name: r.name, company: { id: r.ent_id, name: r.ent_name } }));
}
