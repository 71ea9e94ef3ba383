import { sql } from 'kysely';
import {
  PERSON_POST_ROLES,
  postRoleOf,
  postRolesOf,
  type PersonPostCompany,
  type PersonPostHistory,
  type PersonPostResult,
  type PersonPostRole,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { GRAPH_TIME_LIMIT_MS, percent, type OwnershipGraph } from '../../../core/relations/ownership';
import { PERSON_LIST_CAP } from './people';

/** The downward walk for 最终受益: links at most, steps at most, and shares too small to matter. */
const MAX_DEPTH = 8;
const MAX_STEPS = 5000;
const MIN_SHARE = 0.0001;
/** Floating-point products of two-decimal percentages: compare with a tolerance. */
const EPSILON = 1e-9;

interface TieRow {
  entId: string;
  entName: string;
  regStatus: string;
  establishDate: string | null;
  regCapital: number | null;
  regCapitalCurrency: string;
  legal: boolean;
  ratio: number | null;
  subscribedAmount: number | null;
  posts: string[];
}

interface Beneficial {
  share: number;
  terms: string[];
}

/**
 * The companies a person holds directly or through companies, with the summed share (each chain's stakes
 * multiplied). A path never visits a company twice (cross-holdings end it); shares under 0.01% are not
 * followed further, and the walk stops at its depth, step and time limits.
 */
export async function downwardShares(graph: OwnershipGraph, personId: string): Promise<Map<string, Beneficial>> {
  const shares = new Map<string, Beneficial>();
  const deadline = performance.now() + GRAPH_TIME_LIMIT_MS;
  let steps = 0;
  const walk = async (id: string, product: number, ratios: number[], onPath: Set<string>): Promise<void> => {
    if (ratios.length >= MAX_DEPTH || steps >= MAX_STEPS || performance.now() > deadline) return;
    for (const h of await graph.holdingsOf(id)) {
      const company = h.company.id;
      const share = product * h.ratio;
      if (onPath.has(company) || share < MIN_SHARE) continue;
      steps++;
      const chain = [...ratios, h.ratio];
      const seen = shares.get(company) ?? { share: 0, terms: [] };
      seen.share += share;
      seen.terms.push(chain.map((r) => `${percent(r).toFixed(2)}%`).join(' × '));
      shares.set(company, seen);
      await walk(company, share, chain, new Set([...onPath, company]));
    }
  };
  await walk(personId, 1, [], new Set([personId]));
  return shares;
}

const COMPANY_COLUMNS = sql`
  c.ent_id as "entId", c.name as "entName", c.status as "regStatus",
  to_char(c.est_date, 'YYYY-MM-DD') as "establishDate", c.reg_capital::float8 as "regCapital",
  c.reg_capital_currency as "regCapitalCurrency"
`;

/** The person's companies today: each with their roles there, direct stake, posts and 最终受益 share. */
async function currentTies(db: Db, personId: string): Promise<TieRow[]> {
  const result = await sql<TieRow>`
    with ties as (
      select ent_id as company_id, true as legal, null::float8 as ratio, null::float8 as amount, null::text as post
      from company where legal_rep_id = ${personId}
      union all
      select company_id, false, round(ratio * 100, 4)::float8, subscribed_amount::float8, null
      from shareholding where holder_kind = 'P' and holder_id = ${personId}
      union all
      select company_id, false, null, null, post from executive where person_id = ${personId}
    )
    select ${COMPANY_COLUMNS}, bool_or(t.legal) as legal, max(t.ratio) as ratio, max(t.amount) as "subscribedAmount",
           coalesce(array_agg(distinct t.post) filter (where t.post is not null), '{}') as posts
    from ties t join company c on c.ent_id = t.company_id
    group by c.ent_id
    order by c.active desc, bool_or(t.legal) desc, max(t.ratio) desc nulls last, c.reg_capital desc nulls last, c.ent_id
    limit ${PERSON_LIST_CAP + 1}
  `.execute(db);
  return result.rows;
}

/** Change items that name who represents, holds and runs a company. */
const LEGAL_REP_ITEMS = ['法定代表人变更', '负责人变更', '执行事务合伙人变更'];
const HOLDER_ITEMS = ['投资人(股权)变更'];
const STAFF_ITEMS = ['董事备案', '监事备案', '经理备案'];

/** 张三 60.00%；李四 40.00% → name → percent. */
function holdersOf(text: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (text ?? '').split('；')) {
    const m = /^(.+) (\d+(?:\.\d+)?)%$/.exec(part.trim());
    if (m) out.set(m[1]!, (out.get(m[1]!) ?? 0) + Number(m[2]));
  }
  return out;
}

/** 张三（执行董事）、李四（监事） → the posts of `name`. */
function postsOf(text: string | null, name: string): string[] {
  const posts: string[] = [];
  for (const part of (text ?? '').split('、')) {
    const m = /^(.+)（(.+)）$/.exec(part.trim());
    if (m && m[1] === name) posts.push(m[2]!);
  }
  return posts;
}

/**
 * Roles that ended, and stakes that changed, in the companies the person is tied to today, read from their
 * change records by the person's name. Change records name people by name only: in another company the
 * name alone could be a namesake, so exits from companies the person has no tie to left are not shown.
 */
async function pastRoles(db: Db, name: string, companyIds: string[]): Promise<PersonPostHistory[]> {
  if (!companyIds.length) return [];
  const result = await sql<{
    entId: string;
    entName: string;
    regStatus: string;
    date: string;
    item: string;
    before: string | null;
    after: string | null;
  }>`
    select r.company_id as "entId", c.name as "entName", c.status as "regStatus",
           to_char(r.change_date, 'YYYY-MM-DD') as date, r.item, r.before_content as before, r.after_content as after
    from change_record r join company c on c.ent_id = r.company_id
    where r.company_id = any(${sql.val(companyIds)})
      and r.item = any(${sql.val([...LEGAL_REP_ITEMS, ...HOLDER_ITEMS, ...STAFF_ITEMS])})
      and strpos(coalesce(r.before_content, ''), ${name}) > 0
    order by r.change_date desc, r.record_id
  `.execute(db);
  const history: PersonPostHistory[] = [];
  for (const r of result.rows) {
    const base = { entId: r.entId, entName: r.entName, regStatus: r.regStatus, date: r.date, item: r.item };
    if (LEGAL_REP_ITEMS.includes(r.item)) {
      if (r.before?.trim() === name && r.after?.trim() !== name)
        history.push({ ...base, role: '法定代表人', change: '卸任', detail: `继任：${r.after ?? '—'}` });
    } else if (HOLDER_ITEMS.includes(r.item)) {
      const before = holdersOf(r.before).get(name);
      const after = holdersOf(r.after).get(name);
      if (before === undefined || before === after) continue;
      history.push(
        after === undefined
          ? { ...base, role: '股东', change: '退出', detail: `原持股 ${before.toFixed(2)}%` }
          : {
              ...base,
              role: '股东',
              change: '比例变更',
              detail: `原持股 ${before.toFixed(2)}%，变更后 ${after.toFixed(2)}%`,
            },
      );
    } else {
      const after = new Set(postsOf(r.after, name));
      for (const post of postsOf(r.before, name))
        if (!after.has(post)) history.push({ ...base, role: postRoleOf(post), change: '卸任', detail: `原任 ${post}` });
    }
  }
  return history;
}

/** A person's posts and holdings: today's companies with their roles, 最终受益 among them, and past roles. */
export async function personPosts(
  db: Db,
  graph: OwnershipGraph,
  person: { personId: string; name: string },
  rule: { threshold: number; inclusive: boolean },
): Promise<PersonPostResult> {
  const [details, rows, shares] = await Promise.all([
    db
      .selectFrom('person')
      .select(['gender', 'birth_year as birthYear'])
      .where('person_id', '=', person.personId)
      .executeTakeFirst(),
    currentTies(db, person.personId),
    downwardShares(graph, person.personId),
  ]);
  const truncated = rows.length > PERSON_LIST_CAP;
  const ties = rows.slice(0, PERSON_LIST_CAP);
  const qualifies = (share: number) =>
    rule.inclusive ? share >= rule.threshold - EPSILON : share > rule.threshold + EPSILON;
  const beneficial = new Map([...shares].filter(([, b]) => qualifies(b.share)));

  // Companies the person benefits from only through other companies: read them too.
  const tied = new Set(ties.map((t) => t.entId));
  const indirectIds = [...beneficial.keys()].filter((id) => !tied.has(id));
  const indirect = indirectIds.length
    ? (
        await sql<TieRow>`
          select ${COMPANY_COLUMNS}, false as legal, null::float8 as ratio, null::float8 as "subscribedAmount",
                 '{}'::text[] as posts
          from company c where c.ent_id = any(${sql.val(indirectIds)})
        `.execute(db)
      ).rows
    : [];
  const room = Math.max(0, PERSON_LIST_CAP - ties.length);
  const sorted = indirect.sort(
    (a, b) => beneficial.get(b.entId)!.share - beneficial.get(a.entId)!.share || a.entId.localeCompare(b.entId),
  );
  const current: PersonPostCompany[] = [...ties, ...sorted.slice(0, room)].map(({ legal, ...t }) => {
    const b = beneficial.get(t.entId);
    // 董事, 监事, 高级管理人员 by the posts' titles (postRolesOf, 公司法 第二百六十五条): a 监事 is never a 高管.
    const found = new Set<PersonPostRole>(postRolesOf(t.posts));
    if (legal) found.add('法定代表人');
    if (t.ratio !== null) found.add('股东');
    if (b) found.add('最终受益');
    const roles = PERSON_POST_ROLES.filter((r) => found.has(r));
    return {
      ...t,
      posts: [...t.posts].sort(),
      roles,
      beneficialShare: b ? percent(b.share) : null,
      beneficialCalculation: b ? `${b.terms.join(' + ')} = ${percent(b.share).toFixed(2)}%` : null,
    };
  });
  const roleCounts: Record<string, number> = {};
  for (const c of current) for (const r of c.roles) roleCounts[r] = (roleCounts[r] ?? 0) + 1;

  return {
    person: { ...person, gender: details?.gender ?? null, birthYear: details?.birthYear ?? null },
    threshold: percent(rule.threshold),
    inclusive: rule.inclusive,
    roleCounts,
    current,
    history: await pastRoles(db, person.name, [...tied]),
    truncated: truncated || sorted.length > room,
  };
}
