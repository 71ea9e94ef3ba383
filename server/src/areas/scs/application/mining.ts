import { sql } from 'kysely';
import {
  MINED_LINK_TYPES,
  postRolesOf,
  type GuaranteeStructure,
  type MinedEvidence,
  type MinedLink,
  type MinedLinkType,
  type ShellCluster,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { gatherFacts, PARTY_COLUMNS, type PartyRow, type RegisterSignal } from '../../../core/pairCheck/facts';
import { scorePairs, type LinkFact, type PairRules, type PairSignal } from '../../../core/pairCheck/score';
import { HubBook } from '../../../core/relations/hubs';
import { unionClusters } from './clusters';
import { guaranteeStructures } from './guarantees';

/*
 * 关系挖掘 (product notes §4.4): hidden links among the institution's customers. The register's link facts
 * come from the platform's pair check (the same code as PRMA's 围串标 check: contacts, addresses with how
 * many companies share them, officers, legal representatives); the institution's guarantees give circles
 * and chains; holdings give common funding sources. Each pair is scored by the platform's pair scoring.
 */

type Signal = MinedLinkType;

const NAME = Object.fromEntries(MINED_LINK_TYPES.map((t) => [t.code, t.name])) as Record<Signal, string>;
const signal = (code: Signal, weight: number, basis: string): PairSignal<'link'> => ({
  name: NAME[code],
  tier: 'link',
  weight,
  basis,
});
/** Weights: a pair's score is the sum of its distinct signals' heaviest evidence, at most 100. */
export const MINING_SIGNALS: Record<Signal, PairSignal<'link'>> = {
  phone: signal('phone', 40, '联系电话相同，可能为同一团队经营'),
  email: signal('email', 40, '电子邮箱相同，可能为同一团队经营'),
  address: signal('address', 30, '注册地址相同（集中注册地址降权）'),
  officer: signal('officer', 30, '董监高交叉任职'),
  legalRep: signal('legalRep', 50, '法定代表人为同一人'),
  guaranteeCircle: signal('guaranteeCircle', 60, '互保/连环担保圈，违约相关'),
  guaranteeChain: signal('guaranteeChain', 30, '担保链，风险沿链传导'),
  funding: signal('funding', 25, '共同的非控股股东（≥20%）或投资人，资金来源相同'),
};
const RULES: PairRules<Signal, 'link'> = {
  signals: MINING_SIGNALS,
  decisive: [],
  history: { months: 36, factor: 0.5, note: (endedOn) => `历史关系，${endedOn}已终止，按半数计` },
};
/** The register's signals this page reads; control belongs to identification itself. */
const FROM_REGISTER: Partial<Record<RegisterSignal, Signal>> = {
  samePhone: 'phone',
  sameEmail: 'email',
  sameAddress: 'address',
  sharedExecutive: 'officer',
  sameLegalRep: 'legalRep',
};
/** A common holder counts as a funding source from this share, below control. */
const FUNDING_MIN = 0.2;
/** Parties scored at most (the pair check is quadratic); the book's linked customers come first. */
const MAX_PARTIES = 400;

export interface MiningOutcome {
  customerCount: number;
  links: MinedLink[];
  structures: GuaranteeStructure[];
  clusters: ShellCluster[];
}

/** Every candidate link among the institution's customers, scored, with circles, chains and 马甲 clusters. */
export async function mineLinks(db: Db, instId: number, today: string): Promise<MiningOutcome> {
  const book = await db.selectFrom('institution_customer').select('ent_id').where('inst_id', '=', instId).execute();
  const ids = book.map((b) => b.ent_id);
  if (!ids.length) return { customerCount: 0, links: [], structures: [], clusters: [] };
  const inBook = sql.val(ids);

  // Candidates: customers that share a contact, an address, a legal representative or an officer with
  // another customer, take part in a guarantee, or share a holder of 20% or more.
  const [shared, guarantees, funding] = await Promise.all([
    sql<{ ent_id: string }>`
      with c as (select ent_id, phone, email, address, legal_rep_id from company where ent_id = any(${inBook})),
      keys as (
        select ent_id, 'p:' || phone as k from c where coalesce(phone, '') <> ''
        union all select ent_id, 'e:' || lower(email) from c where coalesce(email, '') <> ''
        union all select ent_id, 'a:' || address from c where coalesce(address, '') <> ''
        union all select ent_id, 'r:' || legal_rep_id from c where legal_rep_id is not null
        union all select company_id, 'o:' || person_id from executive where company_id = any(${inBook})
      ),
      shared as (select k from keys group by k having count(distinct ent_id) > 1)
      select distinct ent_id from keys join shared using (k)`.execute(db),
    db
      .selectFrom('scs_guarantee')
      .select([
        'guarantor_id as guarantorId',
        'guaranteed_id as guaranteedId',
        sql<number>`amount::float8`.as('amount'),
      ])
      .where('inst_id', '=', instId)
      .where('guarantor_id', 'in', ids)
      .where('guaranteed_id', 'in', ids)
      .execute(),
    sql<{
      company_id: string;
      holder_id: string;
      holder_kind: 'C' | 'P';
      name: string;
      org_type: string | null;
      ratio: number;
    }>`
      select s.company_id, s.holder_id, s.holder_kind, coalesce(c.name, p.name, s.holder_id) as name, c.org_type,
             s.ratio::float8 as ratio
      from shareholding s
      left join company c on s.holder_kind = 'C' and c.ent_id = s.holder_id
      left join person p on s.holder_kind = 'P' and p.person_id = s.holder_id
      where s.company_id = any(${inBook}) and s.ratio >= ${FUNDING_MIN} and s.ratio <= 0.5
        and s.holder_id in (
          select holder_id from shareholding
          where company_id = any(${inBook}) and ratio >= ${FUNDING_MIN} and ratio <= 0.5
          group by holder_id having count(*) > 1)`.execute(db),
  ]);
  // The one hub rule (core/relations/hubs): a fund, a public body or a holder of too many companies funds nothing.
  const fundingHubs = new Set((await new HubBook(db).check(funding.rows.map((r) => r.holder_id))).map((h) => h.id));
  const fundingRows = funding.rows.filter((r) => !fundingHubs.has(r.holder_id));
  const candidates = [
    ...new Set([
      ...guarantees.flatMap((g) => [g.guarantorId, g.guaranteedId]),
      ...fundingRows.map((r) => r.company_id),
      ...shared.rows.map((r) => r.ent_id),
    ]),
  ].slice(0, MAX_PARTIES);
  const parties = candidates.length
    ? (
        await sql<PartyRow>`select ${PARTY_COLUMNS} from company where ent_id = any(${sql.val(candidates)})
          order by ent_id`.execute(db)
      ).rows
    : [];
  const index = new Map(parties.map((p, i) => [p.ent_id, i]));
  const nameOf = (id: string) => parties[index.get(id)!]?.name ?? id;

  const { facts: registerFacts, hubs } =
    parties.length > 1 ? await gatherFacts(db, parties) : { facts: [], hubs: new Map() };
  const facts: LinkFact<Signal>[] = registerFacts.flatMap((f) => {
    const code = FROM_REGISTER[f.signal];
    return code ? [{ ...f, signal: code }] : [];
  });
  const officerName = await sharedPostNames(
    db,
    parties,
    facts.flatMap((f) => (f.signal === 'officer' && f.via ? [f.via.id] : [])),
  );

  // Guarantee circles and chains: every pair of companies in one structure.
  const structures = guaranteeStructures(
    guarantees.filter((g) => index.has(g.guarantorId) && index.has(g.guaranteedId)),
  );
  for (const s of structures) {
    const label = s.members.map(nameOf).join(' → ');
    const detail =
      s.kind === 'circle'
        ? `${s.members.length}家客户互保/连环担保：${label}`
        : `担保链（${s.members.length}家）：${label}`;
    for (let i = 0; i < s.members.length; i++)
      for (let j = i + 1; j < s.members.length; j++)
        facts.push({
          a: index.get(s.members[i]!)!,
          b: index.get(s.members[j]!)!,
          signal: s.kind === 'circle' ? 'guaranteeCircle' : 'guaranteeChain',
          detail,
        });
  }

  // Common funding: a holder of 20%–50% of two customers (public hubs say nothing).
  const byHolder = new Map<string, typeof fundingRows>();
  for (const r of fundingRows) byHolder.set(r.holder_id, [...(byHolder.get(r.holder_id) ?? []), r]);
  for (const rows of byHolder.values())
    for (let i = 0; i < rows.length; i++)
      for (let j = i + 1; j < rows.length; j++) {
        const [x, y] = [rows[i]!, rows[j]!];
        if (!index.has(x.company_id) || !index.has(y.company_id)) continue;
        facts.push({
          a: index.get(x.company_id)!,
          b: index.get(y.company_id)!,
          signal: 'funding',
          detail: `共同股东${x.name}（${nameOf(x.company_id)} ${pct(x.ratio)}，${nameOf(y.company_id)} ${pct(y.ratio)}）`,
          via: { id: x.holder_id, name: x.name, kind: x.holder_kind },
        });
      }

  const scored = scorePairs(
    {
      partyCount: parties.length,
      facts,
      hubs,
      day: today,
      weights: Object.fromEntries(Object.entries(MINING_SIGNALS).map(([k, s]) => [k, s.weight])) as Record<
        Signal,
        number
      >,
    },
    RULES,
  );
  const pushed = new Set(
    (await db.selectFrom('scs_mined_link').select(['ent_a', 'ent_b']).where('inst_id', '=', instId).execute()).map(
      (r) => `${r.ent_a}|${r.ent_b}`,
    ),
  );
  const links: MinedLink[] = scored.pairs
    .filter((p) => p.score > 0)
    .map((p) => {
      const [x, y] = [parties[p.a]!, parties[p.b]!].sort((m, n) => m.ent_id.localeCompare(n.ent_id));
      const evidence: MinedEvidence[] = p.evidence.map((e) => ({
        type: e.signal,
        name: e.signal === 'officer' && e.via ? officerName(e.via.id, p.a, p.b) : e.name,
        detail: e.detail,
        weight: e.weight,
        note: e.note,
      }));
      return {
        entIdA: x!.ent_id,
        nameA: x!.name,
        entIdB: y!.ent_id,
        nameB: y!.name,
        types: [...new Set(evidence.map((e) => e.type))],
        score: p.score,
        level: p.level,
        evidence,
        pushed: pushed.has(`${x!.ent_id}|${y!.ent_id}`),
      };
    });

  // 马甲公司: union-find over the same legal representative, phone or officer.
  const shellBasis: Partial<Record<Signal, string>> = {
    legalRep: '相同法定代表人',
    phone: '相同电话',
    officer: NAME.officer,
  };
  const clusters = unionClusters(
    parties.length,
    facts.flatMap((f) => {
      const basis = f.signal === 'officer' && f.via ? officerName(f.via.id, f.a, f.b) : shellBasis[f.signal];
      return basis && !f.endedOn && !(f.via && hubs.has(f.via.id)) ? [{ a: f.a, b: f.b, basis }] : [];
    }),
  )
    .filter((c) => c.members.length >= 2)
    .map((c) => ({
      members: c.members.map((i) => ({ entId: parties[i]!.ent_id, name: parties[i]!.name })),
      basis: c.basis,
    }));

  return {
    customerCount: ids.length,
    links,
    structures: structures.map((s) => ({
      kind: s.kind,
      members: s.members.map((id) => ({ entId: id, name: nameOf(id) })),
      links: s.links,
      amount: s.amount,
    })),
    clusters,
  };
}

/**
 * How a person shared by two customers is named, from their posts' roles at both (postRolesOf, 公司法
 * 第二百六十五条: a 监事 is never a 高管): 共同监事 when one role, 交叉任职（董事、监事） when several.
 */
async function sharedPostNames(
  db: Db,
  parties: readonly PartyRow[],
  personIds: string[],
): Promise<(personId: string, a: number, b: number) => string> {
  const posts = new Map<string, string[]>();
  const add = (personId: string, at: number, post: string) =>
    posts.set(`${personId}|${at}`, [...(posts.get(`${personId}|${at}`) ?? []), post]);
  const index = new Map(parties.map((p, i) => [p.ent_id, i]));
  if (personIds.length) {
    const rows = await db
      .selectFrom('executive')
      .select(['company_id', 'person_id', 'post'])
      .where('person_id', 'in', [...new Set(personIds)])
      .where('company_id', 'in', [...index.keys()])
      .execute();
    for (const r of rows) add(r.person_id, index.get(r.company_id)!, r.post);
    parties.forEach((p, i) => p.legal_rep_id && add(p.legal_rep_id, i, '法定代表人'));
  }
  return (personId, a, b) => {
    const roles = postRolesOf([...(posts.get(`${personId}|${a}`) ?? []), ...(posts.get(`${personId}|${b}`) ?? [])]);
    if (!roles.length) return NAME.officer;
    return roles.length === 1 ? `共同${roles[0]}` : `交叉任职（${roles.join('、')}）`;
  };
}

/** The reason a pushed link gives the member it suggests: its signals and strongest evidence. */
export function pushReason(link: MinedLink): string {
  const names = link.types.map((t) => NAME[t]).join('、');
  return `关系挖掘（${names}，评分${link.score}）：${link.evidence[0]?.detail ?? ''}`;
}

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;
