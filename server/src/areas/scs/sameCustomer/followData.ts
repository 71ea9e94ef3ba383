import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/**
 * The data files whose rows the grouping reads: holdings and branches (the control chains), the names of the companies
 * and people it shows, and the records of top suppliers and customers (economic dependence).
 */
const INPUT_FILES = ['shareholdings', 'branches', 'companies', 'people', 'records'];

/** The work-run kind of the identification, and the scope of an institution's runs (one at a time per book). */
export const IDENTIFY_RUN = 'scs.identify';
const BOOK_SCOPE = 'inst:';
export const bookScope = (instId: number) => `${BOOK_SCOPE}${instId}`;

/** Who started a run that a data load started, as the page says it. */
export const AFTER_LOAD_RUNNER = '数据更新后系统自动识别';

/** What an identification run is given: a run started by a data load names the load (people start it with none). */
export interface IdentifyParams {
  dataLoadId?: number;
}

/** The last data load, as a run reads it before it reads the register. */
export async function lastDataLoad(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from data_load`.execute(db);
  return rows[0]!.id;
}

/**
 * The institutions whose groups are behind the data (issue 42: same-customer groups follow the data): their latest
 * run read the register before a load that wrote one of the grouping's inputs, and no run has yet been started for
 * that load (one that failed is not started again by the same load; the next load, or a person, starts the next).
 * An institution that never ran the identification is not run for it.
 */
export async function institutionsBehind(db: Db): Promise<{ instId: number; dataLoadId: number }[]> {
  const { rows } = await sql<{ inst_id: number; data_load_id: number }>`
    with latest as (
      select distinct on (inst_id) inst_id, data_load_id from scs_run where published order by inst_id, id desc
    ), behind as (
      select l.inst_id, max(d.id) as data_load_id
      from latest l
      join institution i on i.id = l.inst_id and i.enabled
      join data_load d on d.id > coalesce(l.data_load_id, 0)
      where exists (
        select 1 from jsonb_each_text(d.summary) f
        where f.key = any(${sql.val(INPUT_FILES)}) and f.value::int > 0
      )
      group by l.inst_id
    )
    select b.inst_id, b.data_load_id::int as data_load_id
    from behind b
    where not exists (
      select 1 from work_run w
      where w.kind = ${IDENTIFY_RUN} and w.scope = ${BOOK_SCOPE} || b.inst_id
        and (w.params->>'dataLoadId')::int >= b.data_load_id
    )
    order by b.inst_id
  `.execute(db);
  return rows.map((r) => ({ instId: r.inst_id, dataLoadId: r.data_load_id }));
}
