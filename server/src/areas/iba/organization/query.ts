import { sql, type RawBuilder } from 'kysely';
import {
  normalizeCompanyName,
  ORGANISATION_KINDS,
  type OrgOptions,
  type OrgPage,
  type OrgSearchQuery,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { regionText } from '../../../core/prospects/options';
import { regionRange } from '../../../core/prospects/query';

/**
 * Organisations that are not enterprises: credit code not starting with 9. Written word for word as the partial
 * index of migration 0054 is, so that every query reads the organisations only.
 */
const ORGANISATION = sql<boolean>`c.credit_code is not null and left(c.credit_code, 1) <> '9'`;
const kindLabel = (code: string) => ORGANISATION_KINDS[code] ?? '其他组织机构';

function conditions(q: OrgSearchQuery): { where: RawBuilder<boolean>; rank: RawBuilder<number> | null } {
  const parts: RawBuilder<boolean>[] = [ORGANISATION];
  let rank: RawBuilder<number> | null = null;
  const keyword = q.keyword?.trim();
  if (keyword) {
    // Names as the register's normal form has them (full and half width, brackets, spaces), or the whole code.
    const norm = normalizeCompanyName(keyword);
    const code = keyword.toUpperCase();
    parts.push(sql<boolean>`(strpos(c.name_norm, ${norm}) > 0
      or exists (select 1 from unnest(c.former_norms) f where strpos(f, ${norm}) > 0)
      or c.credit_code = ${code})`);
    // The name itself, then names starting with it, then the rest (former names, the code).
    rank = sql<number>`case when c.name_norm = ${norm} or c.credit_code = ${code} then 0
      when c.name_norm like ${`${norm.replace(/[\\%_]/g, '\\$&')}%`} then 1 when strpos(c.name_norm, ${norm}) > 0 then 2
      else 3 end`;
  }
  if (q.kinds?.length) parts.push(sql<boolean>`left(c.credit_code, 2) in (${sql.join(q.kinds)})`);
  if (q.regionCode) {
    const range = regionRange(q.regionCode);
    parts.push(
      range.from === range.to
        ? sql<boolean>`c.region_code = ${range.from}`
        : sql<boolean>`c.region_code >= ${range.from} and c.region_code < ${range.to}`,
    );
  }
  if (q.status) parts.push(sql<boolean>`c.active = ${q.status === 'active'}`);
  return { where: sql.join(parts, sql` and `) as RawBuilder<boolean>, rank };
}

/** A page of organisations: the best name matches first, then those in operation, the newest first. */
export async function searchOrganisations(
  db: Db,
  q: OrgSearchQuery,
  page: { offset: number; limit: number },
): Promise<OrgPage> {
  const { where, rank } = conditions(q);
  const { rows } = await sql<{
    ent_id: string;
    name: string;
    former_names: string[];
    credit_code: string;
    org_type: string;
    legal_rep: string | null;
    est_date: string | null;
    status: string;
    reg_capital: number | null;
    region_code: string | null;
    address: string | null;
    total: number;
  }>`
    select c.ent_id, c.name, c.former_names, c.credit_code, c.org_type, c.legal_rep,
      to_char(c.est_date, 'YYYY-MM-DD') as est_date, c.status, c.reg_capital::float8 as reg_capital, c.region_code,
      c.address, count(*) over ()::int as total
    from company c
    where ${where}
    order by ${rank ? sql`${rank}, ` : sql``}c.active desc, c.est_date desc nulls last, c.ent_id
    offset ${page.offset} limit ${page.limit}
  `.execute(db);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (page.offset > 0 ? await countOrganisations(db, q) : 0);
  return {
    total,
    list: rows.map((r) => ({
      entId: r.ent_id,
      name: r.name,
      formerNames: r.former_names,
      creditCode: r.credit_code,
      kindCode: r.credit_code.slice(0, 2),
      kind: kindLabel(r.credit_code.slice(0, 2)),
      orgType: r.org_type,
      legalRep: r.legal_rep,
      estDate: r.est_date,
      status: r.status,
      regCapital: r.reg_capital,
      region: regionText(r.region_code),
      address: r.address,
    })),
  };
}

async function countOrganisations(db: Db, q: OrgSearchQuery): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from company c where ${conditions(q).where}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The kinds of organisation the data set holds, most first. */
export async function organisationKinds(db: Db): Promise<OrgOptions['kinds']> {
  const { rows } = await sql<{ code: string; n: number }>`
    select left(c.credit_code, 2) as code, count(*)::int as n from company c where ${ORGANISATION}
    group by 1 order by 2 desc, 1
  `.execute(db);
  return rows.map((r) => ({ code: r.code, label: kindLabel(r.code), count: r.n }));
}
