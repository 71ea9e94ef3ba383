import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { HubBook } from '../relations/hubs';
import { parseHolders } from './changeText';
import type { LinkFact } from './score';

/** The link signals the register gives (`gatherFacts`); each solution names and weighs them its own way. */
export type RegisterSignal =
  | 'sameLegalRep'
  | 'control'
  | 'sameController'
  | 'crossHolding'
  | 'commonHolder'
  | 'sharedExecutive'
  | 'samePhone'
  | 'sameEmail'
  | 'sameWebsite'
  | 'sameAddress';

/** The company columns the facts need (`PARTY_COLUMNS`). */
export const PARTY_COLUMNS = sql`ent_id, name, credit_code, legal_rep, legal_rep_id, address, phone, email, website`;

/** A party (a bidder, a deal's party) as the facts need it. */
export interface PartyRow {
  ent_id: string;
  name: string;
  credit_code: string | null;
  legal_rep: string | null;
  legal_rep_id: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

interface Holding {
  company: number;
  holderId: string | null;
  kind: 'C' | 'P';
  name: string;
  ratio: number;
  endedOn: string | null;
}

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;
/** Addresses compare after width folding and without spaces (ER §3 normalisation, first steps). */
const normAddress = (a: string) => a.normalize('NFKC').replace(/\s+/g, '');
const HOLDER_CHANGE = '投资人(股权)变更';
const REP_CHANGES = ['法定代表人变更', '执行事务合伙人变更', '负责人变更'];

/**
 * Everything that links two parties (PRMA bidders, IBA deal parties), read from the register: legal
 * representatives, holdings (current, and those ended per the change records), executives, branches,
 * contacts and addresses with how many companies share them. Also the hubs the facts run through (`viaHubs`).
 */
export async function gatherFacts(
  db: Db,
  parties: readonly PartyRow[],
): Promise<{ facts: LinkFact<RegisterSignal>[]; hubs: Map<string, string> }> {
  const ids = parties.map((b) => b.ent_id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const nameOf = (i: number) => parties[i]!.name;
  const facts: LinkFact<RegisterSignal>[] = [];
  const hubs = new Map<string, string>();
  const pairs = function* () {
    for (let a = 0; a < parties.length; a++) for (let b = a + 1; b < parties.length; b++) yield [a, b] as const;
  };

  const [holders, posts, branches, changes] = await Promise.all([
    sql<{
      company_id: string;
      holder_kind: 'C' | 'P';
      holder_id: string;
      ratio: number;
      name: string;
    }>`
      select s.company_id, s.holder_kind, s.holder_id, s.ratio::float8 as ratio,
             coalesce(c.name, p.name, s.holder_id) as name
      from shareholding s
      left join company c on s.holder_kind = 'C' and c.ent_id = s.holder_id
      left join person p on s.holder_kind = 'P' and p.person_id = s.holder_id
      where s.company_id = any(${sql.val(ids)})`.execute(db),
    sql<{ company_id: string; person_id: string; post: string; name: string }>`
      select e.company_id, e.person_id, e.post, p.name from executive e join person p on p.person_id = e.person_id
      where e.company_id = any(${sql.val(ids)})`.execute(db),
    sql<{ parent_id: string; branch_id: string }>`
      select parent_id, branch_id from branch where parent_id = any(${sql.val(ids)}) and branch_id = any(${sql.val(ids)})`.execute(
      db,
    ),
    sql<{
      company_id: string;
      change_date: string;
      item: string;
      before_content: string | null;
      after_content: string | null;
    }>`
      select company_id, change_date::text as change_date, item, before_content, after_content from change_record
      where company_id = any(${sql.val(ids)}) and item = any(${sql.val([HOLDER_CHANGE, ...REP_CHANGES])})
      order by change_date`.execute(db),
  ]);

  // Holdings: current ones with ids, ended ones (from the change records) with names only.
  const holdings: Holding[] = holders.rows.map((h) => ({
    company: index.get(h.company_id)!,
    holderId: h.holder_id,
    kind: h.holder_kind,
    name: h.name,
    ratio: h.ratio,
    endedOn: null,
  }));
  const pastReps: { company: number; name: string; endedOn: string }[] = [];
  for (const c of changes.rows) {
    const company = index.get(c.company_id)!;
    if (c.item === HOLDER_CHANGE) {
      const after = parseHolders(c.after_content);
      for (const [name, ratio] of parseHolders(c.before_content))
        if (!after.has(name))
          holdings.push({ company, holderId: null, kind: 'P', name, ratio, endedOn: c.change_date });
    } else if (c.before_content) pastReps.push({ company, name: c.before_content, endedOn: c.change_date });
  }
  const holderKey = (h: Holding) => h.holderId ?? `name:${h.name}`;
  const sameHolder = (x: Holding, y: Holding) =>
    x.holderId && y.holderId ? x.holderId === y.holderId : x.name === y.name;
  const via = (h: Holding) => (h.holderId ? { id: h.holderId, name: h.name, kind: h.kind } : null);
  const laterEnd = (...days: (string | null)[]) => {
    const ended = days.filter((d): d is string => Boolean(d)).sort();
    return ended[0] ?? null; // the link ended when the first of its two legs did
  };

  for (const [a, b] of pairs()) {
    const ofA = holdings.filter((h) => h.company === a);
    const ofB = holdings.filter((h) => h.company === b);
    // One party holding the other: control (>50%) or a minority holding.
    for (const [holder, held, list] of [
      [a, b, ofB],
      [b, a, ofA],
    ] as const)
      for (const h of list.filter((x) => x.holderId === parties[holder]!.ent_id || x.name === nameOf(holder))) {
        facts.push({
          a: holder,
          b: held,
          signal: h.ratio > 0.5 ? 'control' : 'crossHolding',
          detail: `${nameOf(holder)}${h.endedOn ? '曾' : ''}持有${nameOf(held)} ${pct(h.ratio)}`,
          endedOn: h.endedOn,
          ratio: h.ratio,
        });
      }
    // A common holder: the same controller when it holds over half of both, else a common ≥5% holder.
    const seen = new Set<string>();
    for (const x of ofA)
      for (const y of ofB.filter((h) => sameHolder(x, h))) {
        if (x.ratio < 0.05 || y.ratio < 0.05 || seen.has(holderKey(x))) continue;
        seen.add(holderKey(x));
        const endedOn = laterEnd(x.endedOn, y.endedOn);
        facts.push({
          a,
          b,
          signal: x.ratio > 0.5 && y.ratio > 0.5 ? 'sameController' : 'commonHolder',
          detail: `${endedOn ? '曾为' : ''}共同股东 ${x.name}（${nameOf(a)} ${pct(x.ratio)}，${nameOf(b)} ${pct(y.ratio)}）`,
          via: via(x) ?? via(y),
          endedOn,
        });
      }
  }

  for (const br of branches.rows)
    facts.push({
      a: index.get(br.parent_id)!,
      b: index.get(br.branch_id)!,
      signal: 'control',
      detail: `${parties[index.get(br.branch_id)!]!.name}是${parties[index.get(br.parent_id)!]!.name}的分支机构（管理关系）`,
    });

  // Legal representatives, now and before.
  for (const [a, b] of pairs()) {
    const [x, y] = [parties[a]!, parties[b]!];
    if (x.legal_rep_id && x.legal_rep_id === y.legal_rep_id)
      facts.push({
        a,
        b,
        signal: 'sameLegalRep',
        detail: `法定代表人均为${x.legal_rep}`,
        via: { id: x.legal_rep_id, name: x.legal_rep ?? '', kind: 'P' },
      });
    const reps = (i: number, now: PartyRow) => [
      ...(now.legal_rep ? [{ name: now.legal_rep, endedOn: null as string | null }] : []),
      ...pastReps.filter((r) => r.company === i),
    ];
    for (const r of reps(a, x))
      for (const s of reps(b, y))
        if (r.name === s.name && (r.endedOn || s.endedOn))
          facts.push({
            a,
            b,
            signal: 'sameLegalRep',
            detail: `${r.name}${r.endedOn ? `曾任${x.name}法定代表人` : `任${x.name}法定代表人`}，${s.endedOn ? '曾任' : '任'}${y.name}法定代表人`,
            endedOn: laterEnd(r.endedOn, s.endedOn),
          });
  }

  // Shared directors, supervisors and officers (交叉任职), the legal representative included.
  const people = new Map<string, { name: string; posts: Map<number, string> }>();
  for (const p of posts.rows) {
    const entry = people.get(p.person_id) ?? { name: p.name, posts: new Map() };
    const i = index.get(p.company_id)!;
    entry.posts.set(i, entry.posts.has(i) ? `${entry.posts.get(i)}、${p.post}` : p.post);
    people.set(p.person_id, entry);
  }
  parties.forEach((x, i) => {
    if (!x.legal_rep_id) return;
    const entry = people.get(x.legal_rep_id) ?? { name: x.legal_rep ?? '', posts: new Map() };
    if (!entry.posts.has(i)) entry.posts.set(i, '法定代表人');
    people.set(x.legal_rep_id, entry);
  });
  for (const [id, p] of people) {
    const at = [...p.posts.keys()].sort((m, n) => m - n);
    for (let k = 0; k < at.length; k++)
      for (let l = k + 1; l < at.length; l++) {
        const [a, b] = [at[k]!, at[l]!];
        const bothReps = parties[a]!.legal_rep_id === id && parties[b]!.legal_rep_id === id;
        if (bothReps) continue; // already the statutory signal
        facts.push({
          a,
          b,
          signal: 'sharedExecutive',
          detail: `${p.name}在${nameOf(a)}任${p.posts.get(a)}，在${nameOf(b)}任${p.posts.get(b)}`,
          via: { id, name: p.name, kind: 'P' },
        });
      }
  }

  // Contacts and addresses; an address counts with how many companies are registered there.
  const addresses = [...new Set(parties.map((b) => b.address).filter((a): a is string => Boolean(a)))];
  const hosted = new Map(
    (
      await sql<{ address: string; n: number }>`
        select address, count(*)::int as n from company where address = any(${sql.val(addresses)}) group by address`.execute(
        db,
      )
    ).rows.map((r) => [r.address, r.n]),
  );
  const contacts = [
    ['phone', 'samePhone', '联系电话'],
    ['email', 'sameEmail', '电子邮箱'],
    ['website', 'sameWebsite', '网址'],
  ] as const;
  for (const [a, b] of pairs()) {
    const [x, y] = [parties[a]!, parties[b]!];
    for (const [column, signal, label] of contacts)
      if (x[column] && x[column].trim().toLowerCase() === y[column]?.trim().toLowerCase())
        facts.push({ a, b, signal, detail: `${label}相同：${x[column]}` });
    if (x.address && y.address && normAddress(x.address) === normAddress(y.address))
      facts.push({
        a,
        b,
        signal: 'sameAddress',
        detail: `注册地址相同：${x.address}`,
        addressCompanies: Math.max(hosted.get(x.address) ?? 2, hosted.get(y.address) ?? 2),
      });
  }
  const stakes = holders.rows.map((h) => ({ holderId: h.holder_id, ratio: h.ratio }));
  for (const [id, reason] of await viaHubs(db, facts, ids, stakes)) hubs.set(id, reason);
  return { facts, hubs };
}

/**
 * The hubs (the one hub rule, `core/relations/hubs.ts`) among the entities the facts run through (a common
 * holder, a shared officer, a common controller), the parties themselves aside: links through them do not count.
 * Each reason says the stakes the hub holds in the parties (`stakes`): 「基金，持股 6%、8%」.
 */
export async function viaHubs(
  db: Db,
  facts: readonly { via?: { id: string } | null }[],
  parties: readonly string[],
  stakes: readonly { holderId: string; ratio: number }[] = [],
): Promise<Map<string, string>> {
  const own = new Set(parties);
  const vias = facts.flatMap((f) => (f.via && !own.has(f.via.id) ? [f.via.id] : []));
  const book = new HubBook(db);
  const hubs = await book.check(vias);
  for (const s of stakes) book.noteStake(s.holderId, s.ratio);
  return new Map(hubs.map((h) => [h.id, book.reasonOf(h.id)!]));
}
