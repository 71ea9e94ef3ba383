import { sql } from 'kysely';
import {
  DD_HOLDER_MIN_RATIO,
  DD_KEY_PERSONS_MAX,
  DD_MANY_COMPANIES,
  DD_SPHERE_MAX,
  normalizeCompanyName,
  RECORD_KINDS,
  SPHERE_FLAG_LABELS,
  statusFlagOf,
  type CreditSource,
  type KeyPerson,
  type PrivateSphere,
  type SphereCompany,
  type SphereFlag,
  type SphereFlagCode,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { byLabel, riskSummaries } from '../../../core/risk/riskSummary';
import { actualController } from '../../../core/relations/actualController';
import { dbGraph } from '../../../core/relations/ownershipDb';

/** Ties read for all key persons together at most: a person with thousands of posts cannot slow the page down. */
const TIES_MAX = 5000;
/** The record kinds that say two companies trade (the 客户/供应商 of annual reports and won bids). */
const TRADE_KINDS = ['customer', 'supplier'] as const;

interface CompanyRow {
  ent_id: string;
  name: string;
  status: string;
  active: boolean;
  address: string | null;
  phone: string | null;
}

interface Tie {
  person_id: string;
  ent_id: string;
  role: 'legal' | 'post' | 'holder';
  post: string | null;
  ratio: number | null;
}

const titleOf = (kind: string) => RECORD_KINDS.find((k) => k.kind === kind)?.title ?? kind;
const registration = (entId: string): CreditSource => ({
  kind: 'company',
  kindTitle: '工商登记',
  id: entId,
  date: null,
});
const share = (ratio: number) => `${Math.round(ratio * 10_000) / 100}%`;

/** A person's roles in one company, as the page lists them: 法定代表人, posts, 股东（持股 x%）. */
function rolesOf(ties: readonly Tie[]): string[] {
  const roles: string[] = [];
  if (ties.some((t) => t.role === 'legal')) roles.push('法定代表人');
  for (const t of ties) if (t.role === 'post' && t.post && !roles.includes(t.post)) roles.push(t.post);
  const holding = ties.find((t) => t.role === 'holder');
  if (holding) roles.push(`股东（持股 ${share(holding.ratio ?? 0)}）`);
  return roles;
}

/**
 * 私域排查 (spec 2 §7 investigation/privateSphere): a company's key persons — legal representative,
 * officers, natural-person holders of 5% or more, the actual controller when the control chain ends at a
 * person — and, for each, the other companies they hold or serve in, with their roles there, status and
 * risk counts, flagged where such a company trades with the company investigated (its 客户/供应商 records
 * either way), shares its registered address or phone, is revoked or cancelled, or has 失信/被执行 records.
 * People are the register's person ids (a name alone never joins two people). A fixed number of queries,
 * each bounded, whatever the company.
 */
export async function privateSphere(db: Db, entId: string): Promise<PrivateSphere> {
  const target = await db
    .selectFrom('company')
    .select(['ent_id', 'name', 'name_norm', 'status', 'active', 'address', 'phone', 'legal_rep_id'])
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!target) throw notFound('未找到该企业');

  // Key persons and their roles here, in the order the page lists them.
  const [officers, holders, control] = await Promise.all([
    db
      .selectFrom('executive')
      .select(['person_id', 'post'])
      .where('company_id', '=', entId)
      .orderBy('person_id')
      .execute(),
    db
      .selectFrom('shareholding')
      .select(['holder_id', sql<number>`ratio::float8`.as('ratio')])
      .where('company_id', '=', entId)
      .where('holder_kind', '=', 'P')
      .where(sql<number>`ratio::float8`, '>=', DD_HOLDER_MIN_RATIO)
      .orderBy('ratio', 'desc')
      .orderBy('holder_id')
      .execute(),
    actualController(dbGraph(db), entId),
  ]);
  const roles = new Map<string, string[]>();
  const add = (id: string, role: string) => {
    const list = roles.get(id) ?? [];
    if (!list.includes(role)) list.push(role);
    roles.set(id, list);
  };
  if (target.legal_rep_id) add(target.legal_rep_id, '法定代表人');
  if (control.controller?.kind === 'P') add(control.controller.id, '实际控制人');
  for (const h of holders) add(h.holder_id, `股东（持股 ${share(h.ratio)}）`);
  for (const o of officers) add(o.person_id, o.post);
  const personsTotal = roles.size;
  const ids = [...roles.keys()].slice(0, DD_KEY_PERSONS_MAX);

  const [people, ties] = await Promise.all([
    ids.length ? db.selectFrom('person').select(['person_id', 'name']).where('person_id', 'in', ids).execute() : [],
    tiesOf(db, ids),
  ]);
  const nameOf = new Map(people.map((p) => [p.person_id, p.name]));
  const sphereIds = [...new Set(ties.map((t) => t.ent_id).filter((id) => id !== entId))];
  const [companies, risks, flags] = await Promise.all([
    sphereIds.length
      ? db
          .selectFrom('company')
          .select(['ent_id', 'name', 'status', 'active', 'address', 'phone'])
          .where('ent_id', 'in', sphereIds)
          .execute()
      : ([] as CompanyRow[]),
    riskSummaries(db, [entId, ...sphereIds]),
    sphereFlags(db, target, sphereIds),
  ]);
  const companyOf = new Map(companies.map((c) => [c.ent_id, c]));
  const targetRisk = risks.get(entId);

  const persons: KeyPerson[] = ids.map((personId) => {
    const mine = ties.filter((t) => t.person_id === personId);
    const byCompany = new Map<string, Tie[]>();
    for (const t of mine) byCompany.set(t.ent_id, [...(byCompany.get(t.ent_id) ?? []), t]);
    const sphere: SphereCompany[] = [];
    for (const [id, companyTies] of byCompany) {
      const c = companyOf.get(id);
      if (id === entId || !c) continue;
      const risk = risks.get(id);
      sphere.push({
        entId: id,
        name: c.name,
        status: c.status,
        roles: rolesOf(companyTies),
        riskCounts: byLabel(risk),
        riskTotal: risk?.total ?? 0,
        grade: risk?.grade ?? 'A',
        flags: flags.get(id) ?? [],
      });
    }
    sphere.sort(
      (a, b) =>
        b.flags.length - a.flags.length ||
        b.riskTotal - a.riskTotal ||
        Number(companyOf.get(b.entId)!.active) - Number(companyOf.get(a.entId)!.active) ||
        a.entId.localeCompare(b.entId),
    );
    return {
      personId,
      name: nameOf.get(personId) ?? personId,
      roles: roles.get(personId)!,
      companyCount: byCompany.size,
      manyCompanies: byCompany.size >= DD_MANY_COMPANIES,
      sphere: sphere.slice(0, DD_SPHERE_MAX),
      sphereTotal: sphere.length,
      flaggedCount: sphere.filter((s) => s.flags.length).length,
    };
  });

  return {
    entId,
    name: target.name,
    status: target.status,
    grade: targetRisk?.grade ?? 'A',
    riskCounts: byLabel(targetRisk),
    persons,
    personsTotal,
    manyCompaniesThreshold: DD_MANY_COMPANIES,
  };
}

/** Every company each person represents, serves in or holds (capped at TIES_MAX rows in all). */
async function tiesOf(db: Db, ids: readonly string[]): Promise<Tie[]> {
  if (!ids.length) return [];
  const list = sql.val([...ids]);
  const { rows } = await sql<Tie>`
    select person_id, ent_id, role, post, ratio from (
      select legal_rep_id as person_id, ent_id, 'legal' as role, null as post, null::float8 as ratio
        from company where legal_rep_id = any(${list})
      union all
      select person_id, company_id, 'post', post, null::float8 from executive where person_id = any(${list})
      union all
      select holder_id, company_id, 'holder', null, ratio::float8
        from shareholding where holder_kind = 'P' and holder_id = any(${list})
    ) t
    order by person_id, ent_id
    limit ${TIES_MAX}
  `.execute(db);
  return rows;
}

/** The flags of each sphere company against the company investigated, each with its source. */
async function sphereFlags(
  db: Db,
  target: { ent_id: string; name_norm: string; address: string | null; phone: string | null },
  sphereIds: readonly string[],
): Promise<Map<string, SphereFlag[]>> {
  const out = new Map<string, SphereFlag[]>();
  if (!sphereIds.length) return out;
  const ids = sql.val([...sphereIds]);
  const [companies, trades, risks] = await Promise.all([
    db
      .selectFrom('company')
      .select(['ent_id', 'name', 'name_norm', 'status', 'address', 'phone'])
      .where('ent_id', 'in', sphereIds)
      .execute(),
    // Trade records either way: the target's naming a sphere company, a sphere company's naming the target.
    sql<{ record_id: string; company_id: string; kind: string; day: string | null; name: string }>`
      select record_id, company_id, kind, to_char(record_date, 'YYYY-MM-DD') as day, payload->>'name' as name
      from record
      where kind = any(${sql.val([...TRADE_KINDS])}) and payload->>'name' is not null
        and (company_id = ${target.ent_id} or company_id = any(${ids}))
      order by record_date desc nulls last, record_id
    `.execute(db),
    // The newest 失信 and 被执行 record of each sphere company: the flags' sources.
    sql<{ record_id: string; company_id: string; kind: string; day: string | null }>`
      select distinct on (company_id, kind) record_id, company_id, kind, to_char(record_date, 'YYYY-MM-DD') as day
      from record
      where company_id = any(${ids}) and kind in ('dishonest', 'executedPerson')
      order by company_id, kind, record_date desc nulls last, record_id
    `.execute(db),
  ]);
  const flag = (id: string, code: SphereFlagCode, text: string, source: CreditSource) => {
    const list = out.get(id) ?? [];
    if (!list.some((f) => f.code === code)) list.push({ code, label: SPHERE_FLAG_LABELS[code], text, source });
    out.set(id, list);
  };
  const byNorm = new Map(companies.map((c) => [c.name_norm, c]));
  for (const t of trades.rows) {
    const source = { kind: t.kind, kindTitle: titleOf(t.kind), id: t.record_id, date: t.day };
    const role = t.kind === 'customer' ? '客户' : '供应商';
    const norm = normalizeCompanyName(t.name);
    if (t.company_id === target.ent_id) {
      const c = byNorm.get(norm);
      if (c) flag(c.ent_id, 'trades', `为被调查企业的${role}`, source);
    } else if (norm === target.name_norm) flag(t.company_id, 'trades', `被调查企业为其${role}`, source);
  }
  for (const c of companies) {
    if (target.address && c.address === target.address)
      flag(c.ent_id, 'sharedAddress', `注册地址相同：${c.address}`, registration(c.ent_id));
    if (target.phone && c.phone === target.phone)
      flag(c.ent_id, 'sharedPhone', `联系电话相同：${c.phone}`, registration(c.ent_id));
    const status = statusFlagOf(c.status);
    if (status) flag(c.ent_id, 'dissolved', `登记状态为${c.status}`, registration(c.ent_id));
  }
  for (const r of risks.rows) {
    const code = r.kind === 'dishonest' ? 'dishonest' : 'executed';
    flag(r.company_id, code, `有${titleOf(r.kind)}记录`, {
      kind: r.kind,
      kindTitle: titleOf(r.kind),
      id: r.record_id,
      date: r.day,
    });
  }
  return out;
}
