import type { EnterpriseGraph, NeighbourGroup } from '@esee/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** 持股60.00%, as the other graphs label a shareholding. */
const shareLabel = sql`'持股' || to_char(s.ratio * 100, 'FM990.00') || '%'`;

/**
 * 企业图谱 (frameworkTree): the company with its legal representative, shareholders, investments,
 * executives and branches, largest first, each group capped with its true total.
 */
export async function enterpriseGraph(db: Db, entId: string, limit = 50): Promise<EnterpriseGraph | null> {
  const root = await db
    .selectFrom('company')
    .select([
      'ent_id',
      'name',
      'status',
      'legal_rep',
      'legal_rep_id',
      sql<number | null>`reg_capital::float8`.as('reg_capital'),
      sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('est_date'),
    ])
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!root) return null;
  type Row = { id: string; kind: 'C' | 'P'; name: string; label: string; total: number };
  const group = async (key: NeighbourGroup['key'], title: string, query: Promise<{ rows: Row[] }>) => {
    const { rows } = await query;
    return {
      key,
      title,
      total: Number(rows[0]?.total ?? 0),
      items: rows.map(({ id, kind, name, label }) => ({ id, kind, name, label })),
    } satisfies NeighbourGroup;
  };
  const groups = await Promise.all([
    group(
      'shareholders',
      '股东',
      sql<Row>`
        select s.holder_id as id, s.holder_kind as kind, coalesce(hc.name, hp.name, s.holder_id) as name,
               ${shareLabel} as label, count(*) over () as total
        from shareholding s
        left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
        left join person hp on s.holder_kind = 'P' and hp.person_id = s.holder_id
        where s.company_id = ${entId}
        order by s.ratio desc, s.holder_id limit ${limit}`.execute(db),
    ),
    group(
      'investments',
      '对外投资',
      sql<Row>`
        select s.company_id as id, 'C' as kind, c.name, ${shareLabel} as label, count(*) over () as total
        from shareholding s join company c on c.ent_id = s.company_id
        where s.holder_id = ${entId}
        order by s.ratio desc, s.company_id limit ${limit}`.execute(db),
    ),
    group(
      'executives',
      '主要人员',
      sql<Row>`
        select e.person_id as id, 'P' as kind, p.name, string_agg(e.post, '、' order by e.post) as label, count(*) over () as total
        from executive e join person p on p.person_id = e.person_id
        where e.company_id = ${entId}
        group by e.person_id, p.name
        order by min(e.post), e.person_id limit ${limit}`.execute(db),
    ),
    group(
      'branches',
      '分支机构',
      sql<Row>`
        select b.branch_id as id, 'C' as kind, c.name, c.status as label, count(*) over () as total
        from branch b join company c on c.ent_id = b.branch_id
        where b.parent_id = ${entId}
        order by c.est_date desc nulls last, b.branch_id limit ${limit}`.execute(db),
    ),
  ]);
  const legalRep: NeighbourGroup = {
    key: 'legalRep',
    title: '法定代表人',
    total: root.legal_rep ? 1 : 0,
    items: root.legal_rep
      ? [{ id: root.legal_rep_id ?? '', kind: 'P', name: root.legal_rep, label: '法定代表人' }]
      : [],
  };
  return {
    root: {
      id: root.ent_id,
      kind: 'C',
      name: root.name,
      status: root.status,
      legalRep: root.legal_rep,
      regCapital: root.reg_capital,
      establishDate: root.est_date,
    },
    groups: [legalRep, ...groups],
    limit,
  };
}
