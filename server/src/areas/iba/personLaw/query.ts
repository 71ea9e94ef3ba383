import { sql } from 'kysely';
import {
  PERSON_JUDICIAL_ENDPOINTS,
  PERSON_LAW_COMPANIES,
  PERSON_LAW_SUGGESTIONS,
  type PersonLawCandidate,
  type PersonLawCandidates,
  type PersonLawQuery,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { rankedTies } from '../../../core/pairCheck/persons';

const KINDS = Object.keys(PERSON_JUDICIAL_ENDPOINTS);

/**
 * The people who bear a name, each with the companies they represent, run or hold (to tell namesakes apart) and
 * the judicial records naming them, by kind: those with records first, then those with most companies. `entName`
 * keeps the people tied to a company whose name holds it, and lists that company first; `withRecords` keeps those
 * named in a record. Judicial records name a person by id (`payload.personId`, the partial index of migration
 * 0004), so a namesake's records are never counted.
 */
export async function personLawCandidates(db: Db, q: PersonLawQuery): Promise<PersonLawCandidates> {
  const name = q.persName.trim();
  const ent = q.entName?.trim() || null;
  const { rows } = await sql<{
    person_id: string;
    company_count: number;
    companies: { entId: string; name: string }[] | string | null;
    counts: Record<string, number> | string | null;
    record_total: number;
    total: number;
    with_records: number;
  }>`
    with people as (select person_id from person where name = ${name}),
    ties as (
      select legal_rep_id as person_id, ent_id as company_id from company
      where legal_rep_id in (select person_id from people)
      union
      select e.person_id, e.company_id from executive e where e.person_id in (select person_id from people)
      union
      select s.holder_id, s.company_id from shareholding s
      where s.holder_kind = 'P' and s.holder_id in (select person_id from people)
    ),
    ranked as (${rankedTies(ent)}),
    companies as (
      select person_id, count(*)::int as company_count, bool_or(hit) as hit,
        json_agg(json_build_object('entId', ent_id, 'name', name) order by n)
          filter (where n <= ${PERSON_LAW_COMPANIES}) as companies
      from ranked group by person_id
    ),
    records as (
      select r.payload ->> 'personId' as person_id, r.kind, count(*)::int as n
      from record r
      where r.payload ? 'personId' and r.payload ->> 'personId' in (select person_id from people)
        and r.kind in (${sql.join(KINDS)})
      group by 1, 2
    ),
    judged as (
      select person_id, json_object_agg(kind, n) as counts, sum(n)::int as record_total from records group by person_id
    ),
    kept as (
      select p.person_id, coalesce(c.company_count, 0) as company_count, c.companies, j.counts,
        coalesce(j.record_total, 0) as record_total
      from people p
      left join companies c on c.person_id = p.person_id
      left join judged j on j.person_id = p.person_id
      where (${ent}::text is null or coalesce(c.hit, false))
        and (${q.withRecords === true} = false or j.record_total > 0)
    )
    select *, count(*) over ()::int as total, (count(*) filter (where record_total > 0) over ())::int as with_records
    from kept
    order by record_total > 0 desc, company_count desc, record_total desc, person_id
    limit ${PERSON_LAW_SUGGESTIONS}
  `.execute(db);
  const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const list: PersonLawCandidate[] = rows.map((r) => {
    const counts = json(r.counts) ?? {};
    return {
      personId: r.person_id,
      name,
      companyCount: r.company_count,
      companies: json(r.companies) ?? [],
      counts: Object.fromEntries(KINDS.map((k) => [k, Number(counts[k] ?? 0)])),
      recordTotal: r.record_total,
    };
  });
  return { total: rows[0]?.total ?? 0, withRecords: rows[0]?.with_records ?? 0, list };
}
