import { sql } from 'kysely';
import type { EvidenceRecord } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { changeRecord, holdingPath, pct, postRecord, registrationRecord, shareholdingRecord } from '../evidence';
import { HubBook } from '../relations/hubs';
import { PartyHistory, type ChangeRow, type Ended } from './history';
import type { LinkFact, NearMissFact } from './score';

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
export const PARTY_COLUMNS = sql`ent_id, name, credit_code, legal_rep, legal_rep_id, address, phone, email, website,
  to_char(est_date, 'YYYY-MM-DD') as est_date`;

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
  /** 成立日期, YYYY-MM-DD: what is registered without a change record is as of it. */
  est_date: string | null;
}

interface Holding {
  company: number;
  holderId: string | null;
  kind: 'C' | 'P';
  name: string;
  ratio: number;
  startedOn: string | null;
  endedOn: string | null;
  records: EvidenceRecord[];
}

/** A common holder holds at least this much of each party (product pages §2.3: 各持股5%以上). */
const COMMON_HOLDER_MIN = 0.05;
/** Addresses compare after width folding and without spaces (ER §3 normalisation, first steps). */
const normAddress = (a: string) => a.normalize('NFKC').replace(/\s+/g, '');

/**
 * Everything that links two parties (PRMA bidders, IBA deal parties), read from the register: legal
 * representatives, holdings, posts (current, and those ended per the change records), branches, contacts and
 * addresses with how many companies share them. Each fact carries its source records with their dates and, for
 * holdings, its path; the near misses are the links checked that fell short of a signal (a common holder under
 * 5% in one party, a holding without control). Also the hubs the facts run through (`viaHubs`).
 */
export async function gatherFacts(
  db: Db,
  parties: readonly PartyRow[],
): Promise<{
  facts: LinkFact<RegisterSignal>[];
  hubs: Map<string, string>;
  nearMisses: NearMissFact<RegisterSignal>[];
}> {
  const ids = parties.map((b) => b.ent_id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const nameOf = (i: number) => parties[i]!.name;
  const own = (i: number) => ({ id: parties[i]!.ent_id, name: parties[i]!.name });
  const facts: LinkFact<RegisterSignal>[] = [];
  const nearMisses: NearMissFact<RegisterSignal>[] = [];
  const hubs = new Map<string, string>();
  const pairs = function* () {
    for (let a = 0; a < parties.length; a++) for (let b = a + 1; b < parties.length; b++) yield [a, b] as const;
  };

  const [holders, posts, branches, history] = await Promise.all([
    sql<{
      company_id: string;
      holder_kind: 'C' | 'P';
      holder_id: string;
      ratio: number;
      name: string;
      subscribed_date: string | null;
    }>`
      select s.company_id, s.holder_kind, s.holder_id, s.ratio::float8 as ratio,
             coalesce(c.name, p.name, s.holder_id) as name, to_char(s.subscribed_date, 'YYYY-MM-DD') as subscribed_date
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
    PartyHistory.read(db, ids),
  ]);

  // What a relation began with: its change record, else the registration as of the founding day.
  const began = (i: number, change: ChangeRow | undefined, text: string) =>
    change
      ? { startedOn: change.change_date, record: changeRecord(change, own(i), text) }
      : {
          startedOn: null,
          record: registrationRecord(
            own(i),
            `${text}（登记至今未见变更记录）`,
            parties[i]!.est_date,
            parties[i]!.est_date ? '成立日期' : '',
          ),
        };
  const ended = (i: number, e: Ended<unknown>, text: string) => changeRecord(e.change, own(i), text);

  // Holdings: current ones with ids, ended ones (from the change records) with names only.
  const holdings: Holding[] = holders.rows.map((h) => {
    const company = index.get(h.company_id)!;
    const added = history.holderAdded(h.company_id, h.name);
    return {
      company,
      holderId: h.holder_id,
      kind: h.holder_kind,
      name: h.name,
      ratio: h.ratio,
      startedOn: added?.change_date ?? null,
      endedOn: null,
      records: [
        shareholdingRecord({ holderName: h.name, ratio: h.ratio, subscribedDate: h.subscribed_date }, own(company)),
        ...(added ? [changeRecord(added, own(company), `新增股东 ${h.name} ${pct(h.ratio)}`)] : []),
      ],
    };
  });
  parties.forEach((p, company) => {
    for (const e of history.holdersEnded(p.ent_id))
      holdings.push({
        company,
        holderId: null,
        kind: 'P',
        name: e.name,
        ratio: e.value,
        startedOn: null,
        endedOn: e.change.change_date,
        records: [ended(company, e, `股东 ${e.name}（${pct(e.value)}）退出`)],
      });
  });
  const holderKey = (h: Holding) => h.holderId ?? `name:${h.name}`;
  const sameHolder = (x: Holding, y: Holding) =>
    x.holderId && y.holderId ? x.holderId === y.holderId : x.name === y.name;
  const via = (h: Holding) => (h.holderId ? { id: h.holderId, name: h.name, kind: h.kind } : null);
  const entity = (h: Holding) => ({ id: h.holderId ?? `name:${h.name}`, kind: h.kind, name: h.name });
  const firstEnd = (...days: (string | null)[]) => days.filter((d): d is string => Boolean(d)).sort()[0] ?? null; // a link ends when the first of its legs does
  const lastStart = (...days: (string | null)[]) =>
    days
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? null;

  for (const [a, b] of pairs()) {
    const ofA = holdings.filter((h) => h.company === a);
    const ofB = holdings.filter((h) => h.company === b);
    // One party holding the other: control (>50%) or a minority holding, which falls short of control.
    for (const [holder, held, list] of [
      [a, b, ofB],
      [b, a, ofA],
    ] as const)
      for (const h of list.filter((x) => x.holderId === parties[holder]!.ent_id || x.name === nameOf(holder))) {
        const detail = `${nameOf(holder)}${h.endedOn ? '曾' : ''}持有${nameOf(held)} ${pct(h.ratio)}`;
        facts.push({
          a: holder,
          b: held,
          signal: h.ratio > 0.5 ? 'control' : 'crossHolding',
          detail,
          startedOn: h.startedOn,
          endedOn: h.endedOn,
          ratio: h.ratio,
          records: h.records,
          paths: [holdingPath({ id: parties[holder]!.ent_id, kind: 'C', name: nameOf(holder) }, own(held), h.ratio)],
        });
        if (h.ratio <= 0.5)
          nearMisses.push({
            a: holder,
            b: held,
            signal: 'control',
            detail,
            reason: `持股${pct(h.ratio)}未过半数，不构成控股关系（计为相互持股）`,
            records: h.records,
          });
      }
    // A common holder: the same controller when it holds over half of both, else a common ≥5% holder.
    const seen = new Set<string>();
    for (const x of ofA)
      for (const y of ofB.filter((h) => sameHolder(x, h))) {
        if (seen.has(holderKey(x))) continue;
        seen.add(holderKey(x));
        const endedOn = firstEnd(x.endedOn, y.endedOn);
        const detail = `${endedOn ? '曾为' : ''}共同股东 ${x.name}（${nameOf(a)} ${pct(x.ratio)}，${nameOf(b)} ${pct(y.ratio)}）`;
        const records = [...x.records, ...y.records];
        const under = [x, y].filter((h) => h.ratio < COMMON_HOLDER_MIN);
        if (under.length) {
          nearMisses.push({
            a,
            b,
            signal: 'commonHolder',
            detail,
            reason: `${under.map((h) => `在${nameOf(h.company)}持股${pct(h.ratio)}`).join('、')}，未达${pct(COMMON_HOLDER_MIN)}`,
            via: via(x) ?? via(y),
            records,
          });
          continue;
        }
        const controls = x.ratio > 0.5 && y.ratio > 0.5;
        facts.push({
          a,
          b,
          signal: controls ? 'sameController' : 'commonHolder',
          detail,
          via: via(x) ?? via(y),
          startedOn: lastStart(x.startedOn, y.startedOn),
          endedOn,
          records,
          paths: [holdingPath(entity(x), own(a), x.ratio), holdingPath(entity(y), own(b), y.ratio)],
        });
        if (!controls && (x.ratio > 0.5 || y.ratio > 0.5))
          nearMisses.push({
            a,
            b,
            signal: 'sameController',
            detail,
            via: via(x) ?? via(y),
            reason: `${x.name}仅在${nameOf(x.ratio > 0.5 ? a : b)}持股过半，在${nameOf(x.ratio > 0.5 ? b : a)}持股${pct(Math.min(x.ratio, y.ratio))}未过半数，不构成同一控股股东（计为共同股东）`,
            records,
          });
      }
  }

  for (const br of branches.rows) {
    const [parent, branch] = [index.get(br.parent_id)!, index.get(br.branch_id)!];
    facts.push({
      a: parent,
      b: branch,
      signal: 'control',
      detail: `${nameOf(branch)}是${nameOf(parent)}的分支机构（管理关系）`,
      records: [
        registrationRecord(
          own(branch),
          `隶属企业：${nameOf(parent)}`,
          parties[branch]!.est_date,
          parties[branch]!.est_date ? '成立日期' : '',
        ),
      ],
    });
  }

  // Legal representatives, now and before.
  const reps = (i: number) => {
    const now = parties[i]!;
    const current = now.legal_rep
      ? [
          {
            name: now.legal_rep,
            endedOn: null as string | null,
            ...began(i, history.repAdded(now.ent_id, now.legal_rep), `法定代表人 ${now.legal_rep}`),
          },
        ]
      : [];
    return [
      ...current,
      ...history.repsEnded(now.ent_id).map((e) => ({
        name: e.name,
        endedOn: e.change.change_date,
        startedOn: null as string | null,
        record: ended(i, e, `${e.change.before_content} → ${e.change.after_content ?? '（空）'}`),
      })),
    ];
  };
  for (const [a, b] of pairs()) {
    const [x, y] = [parties[a]!, parties[b]!];
    const [ofA, ofB] = [reps(a), reps(b)];
    if (x.legal_rep_id && x.legal_rep_id === y.legal_rep_id)
      facts.push({
        a,
        b,
        signal: 'sameLegalRep',
        detail: `法定代表人均为${x.legal_rep}`,
        via: { id: x.legal_rep_id, name: x.legal_rep ?? '', kind: 'P' },
        startedOn: lastStart(ofA[0]?.startedOn ?? null, ofB[0]?.startedOn ?? null),
        records: [ofA[0]?.record, ofB[0]?.record].filter((r): r is EvidenceRecord => Boolean(r)),
      });
    for (const r of ofA)
      for (const s of ofB)
        if (r.name === s.name && (r.endedOn || s.endedOn))
          facts.push({
            a,
            b,
            signal: 'sameLegalRep',
            detail: `${r.name}${r.endedOn ? `曾任${x.name}法定代表人` : `任${x.name}法定代表人`}，${s.endedOn ? '曾任' : '任'}${y.name}法定代表人`,
            startedOn: lastStart(r.startedOn, s.startedOn),
            endedOn: firstEnd(r.endedOn, s.endedOn),
            records: [r.record, s.record],
          });
  }

  // Shared directors, supervisors and officers (交叉任职), the legal representative included; and those that ended.
  type Serving = { post: string; startedOn: string | null; endedOn: string | null; record: EvidenceRecord };
  const people = new Map<string, { name: string; posts: Map<number, Serving> }>();
  const serve = (key: string, name: string, i: number, serving: Serving) => {
    const entry = people.get(key) ?? { name, posts: new Map<number, Serving>() };
    const known = entry.posts.get(i);
    if (known && !known.endedOn && !serving.endedOn) known.post = `${known.post}、${serving.post}`;
    else if (!known || (known.endedOn && !serving.endedOn)) entry.posts.set(i, serving);
    people.set(key, entry);
  };
  for (const p of posts.rows) {
    const i = index.get(p.company_id)!;
    const added = history.postAdded(p.company_id, p.name);
    serve(p.person_id, p.name, i, {
      post: p.post,
      startedOn: added?.change_date ?? null,
      endedOn: null,
      record: added ? changeRecord(added, own(i), `新增 ${p.name}（${p.post}）`) : postRecord(p.name, p.post, own(i)),
    });
  }
  parties.forEach((x, i) => {
    if (!x.legal_rep_id) return;
    if (people.get(x.legal_rep_id)?.posts.has(i)) return;
    serve(x.legal_rep_id, x.legal_rep ?? '', i, {
      post: '法定代表人',
      endedOn: null,
      ...began(i, history.repAdded(x.ent_id, x.legal_rep ?? ''), `法定代表人 ${x.legal_rep}`),
    });
  });
  // Posts that ended match by name, as the filings give them: to a current holder of the name, else on their own.
  const byName = new Map([...people].map(([id, p]) => [p.name, id]));
  parties.forEach((x, i) => {
    for (const e of history.postsEnded(x.ent_id))
      serve(byName.get(e.name) ?? `name:${e.name}`, e.name, i, {
        post: e.value,
        startedOn: null,
        endedOn: e.change.change_date,
        record: ended(i, e, `${e.name}（${e.value}）离任`),
      });
  });
  for (const [id, p] of people) {
    const at = [...p.posts.keys()].sort((m, n) => m - n);
    for (let k = 0; k < at.length; k++)
      for (let l = k + 1; l < at.length; l++) {
        const [a, b] = [at[k]!, at[l]!];
        const bothReps = parties[a]!.legal_rep_id === id && parties[b]!.legal_rep_id === id;
        if (bothReps) continue; // already the statutory signal
        const [u, v] = [p.posts.get(a)!, p.posts.get(b)!];
        const served = (s: Serving) => (s.endedOn ? '曾任' : '任');
        facts.push({
          a,
          b,
          signal: 'sharedExecutive',
          detail: `${p.name}在${nameOf(a)}${served(u)}${u.post}，在${nameOf(b)}${served(v)}${v.post}`,
          via: id.startsWith('name:') ? null : { id, name: p.name, kind: 'P' },
          startedOn: lastStart(u.startedOn, v.startedOn),
          endedOn: firstEnd(u.endedOn, v.endedOn),
          records: [u.record, v.record],
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
  const addressRecord = (i: number) => {
    const x = parties[i]!;
    const changed = history.addressChanged(x.ent_id);
    return changed
      ? changeRecord(changed, own(i), `${changed.before_content ?? '（空）'} → ${changed.after_content ?? '（空）'}`)
      : registrationRecord(own(i), `注册地址 ${x.address}`, x.est_date, x.est_date ? '成立日期' : '');
  };
  for (const [a, b] of pairs()) {
    const [x, y] = [parties[a]!, parties[b]!];
    for (const [column, signal, label] of contacts)
      if (x[column] && x[column].trim().toLowerCase() === y[column]?.trim().toLowerCase())
        facts.push({
          a,
          b,
          signal,
          detail: `${label}相同：${x[column]}`,
          records: [a, b].map((i) => registrationRecord(own(i), `${label} ${parties[i]![column]}`)),
        });
    if (x.address && y.address && normAddress(x.address) === normAddress(y.address))
      facts.push({
        a,
        b,
        signal: 'sameAddress',
        detail: `注册地址相同：${x.address}`,
        addressCompanies: Math.max(hosted.get(x.address) ?? 2, hosted.get(y.address) ?? 2),
        startedOn: lastStart(
          history.addressChanged(x.ent_id)?.change_date ?? null,
          history.addressChanged(y.ent_id)?.change_date ?? null,
        ),
        records: [addressRecord(a), addressRecord(b)],
      });
  }
  const stakes = holders.rows.map((h) => ({ holderId: h.holder_id, ratio: h.ratio }));
  for (const [id, reason] of await viaHubs(db, facts, ids, stakes)) hubs.set(id, reason);
  return { facts, hubs, nearMisses };
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
