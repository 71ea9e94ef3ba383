import { sql, type RawBuilder } from 'kysely';
import type {
  OverseasAbove,
  OverseasDetail,
  OverseasHolder,
  OverseasLink,
  OverseasOfficer,
  OverseasSearchQuery,
  OverseasSubsidiary,
  OverseasSummary,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';

/** How far up the chain 境外上层企业 goes: red-chip structures are three or four layers deep. */
export const MAX_DEPTH = 6;

interface SummaryRow {
  overseas_id: string;
  name: string;
  name_zh: string | null;
  jurisdiction: string;
  registry_no: string;
  status: string;
  incorporation_date: string | null;
  company_type: string;
  exchange: string | null;
  stock_code: string | null;
  mainland_count: number;
  total?: number;
}

const SUMMARY_COLUMNS = sql`o.overseas_id, o.name, o.name_zh, o.jurisdiction, o.registry_no, o.status,
  to_char(o.incorporation_date, 'YYYY-MM-DD') as incorporation_date, o.company_type, o.exchange, o.stock_code,
  o.mainland_count`;

const toSummary = (r: SummaryRow): OverseasSummary => ({
  overseasId: r.overseas_id,
  name: r.name,
  nameZh: r.name_zh,
  jurisdiction: r.jurisdiction,
  registryNo: r.registry_no,
  status: r.status,
  incorporationDate: r.incorporation_date,
  companyType: r.company_type,
  exchange: r.exchange,
  stockCode: r.stock_code,
  mainlandCount: Number(r.mainland_count),
});

const ratioOf = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The overseas companies matching the filters, a page of them and their total: those holding mainland companies
 * first (the structures a banker looks for), then by name.
 */
export async function searchOverseas(db: Db, q: OverseasSearchQuery, page: { offset: number; limit: number }) {
  const where: RawBuilder<unknown>[] = [sql`true`];
  const keyword = q.keyword?.trim();
  if (keyword)
    where.push(
      sql`(strpos(lower(o.name), ${keyword.toLowerCase()}) > 0 or strpos(coalesce(o.name_zh, ''), ${keyword}) > 0 or o.registry_no = ${keyword})`,
    );
  if (q.jurisdiction) where.push(sql`o.jurisdiction = ${q.jurisdiction}`);
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.listed !== undefined) where.push(q.listed ? sql`o.exchange is not null` : sql`o.exchange is null`);
  if (q.withMainland !== undefined) where.push(q.withMainland ? sql`o.mainland_count > 0` : sql`o.mainland_count = 0`);
  const filter = sql.join(where, sql` and `);
  const { rows } = await sql<SummaryRow>`
    select ${SUMMARY_COLUMNS}, count(*) over ()::int as total
    from overseas_company o
    where ${filter}
    order by (o.mainland_count > 0) desc, (o.exchange is not null) desc, o.name, o.overseas_id
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count again.
  if (!rows.length && page.offset)
    total = Number(
      (await sql<{ n: number }>`select count(*)::int as n from overseas_company o where ${filter}`.execute(db)).rows[0]
        ?.n ?? 0,
    );
  return { total, list: rows.map(toSummary) };
}

/** One overseas company with its officers, holders, overseas subsidiaries and mainland companies; null if unknown. */
export async function overseasDetail(db: Db, overseasId: string): Promise<OverseasDetail | null> {
  const { rows } = await sql<SummaryRow & { address: string | null }>`
    select ${SUMMARY_COLUMNS}, o.address from overseas_company o where o.overseas_id = ${overseasId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const [officers, holders, subsidiaries, mainland] = await Promise.all([
    sql<{
      name: string;
      position: string;
      person_id: string | null;
      appointed: string | null;
      resigned: string | null;
    }>`
      select name, position, person_id, to_char(appointed_date, 'YYYY-MM-DD') as appointed,
        to_char(resigned_date, 'YYYY-MM-DD') as resigned
      from overseas_officer where overseas_id = ${overseasId} order by sort_order
    `.execute(db),
    sql<{ holder_kind: string; holder_id: string | null; name: string; ratio: unknown; jurisdiction: string | null }>`
      select h.holder_kind, h.holder_id, coalesce(o.name, h.name) as name, h.ratio, o.jurisdiction
      from overseas_holder h
      left join overseas_company o on h.holder_kind = 'O' and o.overseas_id = h.holder_id
      where h.overseas_id = ${overseasId}
      order by h.ratio desc nulls last, h.sort_order
    `.execute(db),
    sql<{ overseas_id: string; name: string; jurisdiction: string; ratio: unknown; status: string }>`
      select o.overseas_id, o.name, o.jurisdiction, h.ratio, o.status
      from overseas_holder h join overseas_company o on o.overseas_id = h.overseas_id
      where h.holder_kind = 'O' and h.holder_id = ${overseasId}
      order by h.ratio desc nulls last, o.name, o.overseas_id
    `.execute(db),
    mainlandBelow(db, overseasId),
  ]);
  return {
    ...toSummary(row),
    address: row.address,
    officers: officers.rows.map((o): OverseasOfficer => ({
      name: o.name,
      position: o.position,
      personId: o.person_id,
      appointedDate: o.appointed,
      resignedDate: o.resigned,
    })),
    holders: holders.rows.map((h): OverseasHolder => ({
      holderKind: h.holder_kind.trim() as OverseasHolder['holderKind'],
      holderId: h.holder_id,
      name: h.name,
      ratio: ratioOf(h.ratio),
      jurisdiction: h.jurisdiction,
    })),
    subsidiaries: subsidiaries.rows.map((s): OverseasSubsidiary => ({
      overseasId: s.overseas_id,
      name: s.name,
      jurisdiction: s.jurisdiction,
      ratio: ratioOf(s.ratio),
      status: s.status,
    })),
    mainland,
  };
}

/**
 * The mainland companies an overseas company holds or controls: its own links, then those of its overseas
 * subsidiaries layer by layer down to MAX_DEPTH (each subsidiary once, so a cycle ends; each mainland company
 * once, at its nearest layer), naming the subsidiary that holds them.
 */
async function mainlandBelow(db: Db, overseasId: string): Promise<OverseasLink[]> {
  const result: OverseasLink[] = [];
  const seenCompanies = new Set<string>();
  const seenOverseas = new Set([overseasId]);
  let layer = new Map<string, OverseasLink['via']>([[overseasId, null]]);
  for (let depth = 1; depth <= MAX_DEPTH && layer.size; depth++) {
    const ids = [...layer.keys()];
    const { rows } = await sql<{
      overseas_id: string;
      ent_id: string;
      name: string | null;
      status: string | null;
      kind: string;
      ratio: unknown;
      since: string | null;
    }>`
      select l.overseas_id, l.ent_id, c.name, c.status, l.kind, l.ratio, to_char(l.since, 'YYYY-MM-DD') as since
      from overseas_holding l left join company c on c.ent_id = l.ent_id
      where l.overseas_id = any(${ids}::text[])
      order by l.ratio desc nulls last, c.name, l.ent_id
    `.execute(db);
    for (const l of rows) {
      if (seenCompanies.has(l.ent_id)) continue;
      seenCompanies.add(l.ent_id);
      result.push({
        entId: l.ent_id,
        entName: l.name,
        regStatus: l.status,
        kind: l.kind as OverseasLink['kind'],
        ratio: ratioOf(l.ratio),
        since: l.since,
        via: layer.get(l.overseas_id) ?? null,
      });
    }
    if (depth === MAX_DEPTH) break;
    const children = await sql<{ overseas_id: string; name: string }>`
      select o.overseas_id, o.name
      from overseas_holder h join overseas_company o on o.overseas_id = h.overseas_id
      where h.holder_kind = 'O' and h.holder_id = any(${ids}::text[])
      order by o.overseas_id
    `.execute(db);
    layer = new Map();
    for (const c of children.rows)
      if (!seenOverseas.has(c.overseas_id)) {
        seenOverseas.add(c.overseas_id);
        layer.set(c.overseas_id, { overseasId: c.overseas_id, name: c.name });
      }
  }
  return result;
}

/** Whether a mainland company is in the register. */
export async function companyExists(db: Db, entId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('company').select('ent_id').where('ent_id', '=', entId).executeTakeFirst());
}

/**
 * The overseas companies above a mainland one: those holding or controlling it (depth 1), then their overseas
 * holders layer by layer up to MAX_DEPTH, each company once (at its nearest depth), so a cycle ends.
 */
export async function overseasAbove(db: Db, entId: string): Promise<OverseasAbove[]> {
  const direct = await sql<SummaryRow & { kind: string; ratio: unknown }>`
    select ${SUMMARY_COLUMNS}, l.kind, l.ratio
    from overseas_holding l join overseas_company o on o.overseas_id = l.overseas_id
    where l.ent_id = ${entId}
    order by l.ratio desc nulls last, o.name, o.overseas_id
  `.execute(db);
  const result: OverseasAbove[] = direct.rows.map((r) => ({
    ...toSummary(r),
    kind: r.kind as OverseasAbove['kind'],
    ratio: ratioOf(r.ratio),
    depth: 1,
    via: null,
  }));
  const seen = new Set(result.map((r) => r.overseasId));
  let layer = result;
  for (let depth = 2; depth <= MAX_DEPTH && layer.length; depth++) {
    const below = new Map(layer.map((r) => [r.overseasId, r.name]));
    const { rows } = await sql<SummaryRow & { ratio: unknown; via: string }>`
      select ${SUMMARY_COLUMNS}, h.ratio, h.overseas_id as via
      from overseas_holder h join overseas_company o on o.overseas_id = h.holder_id
      where h.holder_kind = 'O' and h.overseas_id = any(${[...below.keys()]}::text[])
      order by h.ratio desc nulls last, o.name, o.overseas_id
    `.execute(db);
    layer = [];
    for (const r of rows) {
      if (seen.has(r.overseas_id)) continue;
      seen.add(r.overseas_id);
      layer.push({
        ...toSummary(r),
        kind: 'equity',
        ratio: ratioOf(r.ratio),
        depth,
        via: { overseasId: r.via, name: below.get(r.via)! },
      });
    }
    result.push(...layer);
  }
  return result;
}
