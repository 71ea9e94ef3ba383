import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_FILES, type CompanyRow, type DataFileName, type ParkRow } from '../format';
import { READY_MARKER } from '../inbox';
import { setFile, textLines } from '../jsonl';
import { SECTIONS, type Industry } from '../../core/reference/industries';
import { shortCity, shortProvince } from '../../core/reference/regions';
import { REGIONLESS_MIN_CAPITAL } from '../rules/nameRegion';
import { placeOf } from './authorities';
import { addressIn } from './companies';
import { formatCapital, formatHolders, otherCapital, otherScope, subjectKindOf } from './history';
import { GIVEN_CHARS, SURNAMES } from './names';
import { Random } from './random';
import { companyFacts, DAILY_KINDS, recordOfDay, type Holder, type RecordContext } from './records';
import { JsonlWriter } from './writer';
import { registrationsOfDay } from './newcomers';
import { ParkPlacement } from './parkPlacement';

export interface UpdateOptions {
  /** The data set the update is for: its companies.jsonl (and holders) are read. */
  from: string;
  /** The day the changes happened, YYYY-MM-DD. */
  day: string;
  out: string;
  seed?: number;
  /** Share of companies with news that day. */
  share?: number;
}

/** Register changes of a day, as the registry publishes them. */
const CHANGE_ITEMS: readonly (readonly [ChangeKind, number])[] = [
  ['holders', 30],
  ['legalRep', 15],
  ['capital', 15],
  ['scope', 20],
  ['address', 20],
];
type ChangeKind = 'holders' | 'legalRep' | 'capital' | 'scope' | 'address';
const ENDED = ['吊销，未注销', '注销', '停业'];

const INDUSTRIES = new Map<string, Industry>(SECTIONS.flatMap((s) => s.classes.map((c) => [c.code, { ...c, section: s.section }] as const)));

type Row = CompanyRow & Record<string, unknown>;
interface HoldingRow {
  companyId: string;
  holderKind: 'C' | 'P';
  holderId: string;
  ratio: number;
  subscribedAmount?: number | null;
  subscribedDate?: string | null;
}

interface Planned {
  row: Row;
  action: 'status' | 'change' | 'records';
  item?: ChangeKind;
}

/** The rows of one of the data set's files, plain or gzipped; none when the set has no such file. */
async function* jsonLines<T>(folder: string, name: DataFileName): AsyncGenerator<T> {
  const file = setFile(folder, DATA_FILES[name].file);
  if (!file) return;
  for await (const line of textLines(file)) if (line) yield JSON.parse(line) as T;
}

/** The trade name (字号) in a company name: region, industry word and legal form taken off. */
function tradeNameOf(row: Row, industry: Industry | undefined): string {
  const place = placeOf(row.regionCode);
  let name = row.name.replace(/（[^）]*）|\([^)]*\)/g, '');
  for (const prefix of [place.province, place.city, shortProvince(place.province), shortCity(place.city)])
    if (name.startsWith(prefix)) {
      name = name.slice(prefix.length);
      break;
    }
  name = name.replace(/(集团)?(有限责任公司|有限公司|股份有限公司|合伙企业|分公司)$/, '');
  for (const word of [...(industry?.words ?? [])].sort((a, b) => b.length - a.length))
    if (name.endsWith(word)) {
      name = name.slice(0, -word.length);
      break;
    }
  return name.length >= 2 && name.length <= 3 ? name : '';
}

/**
 * A realistic day of changes to a data set (issue 8): for a small share of its companies, new records
 * dated that day (court and risk records, news with sentiment, at the rates of a risky company), change
 * records that start from the company's current value (the row, or its holders) and end at the new one,
 * which the update also writes (the row, the holders, a new legal representative), and a few status
 * changes, and the day's new registrations (small companies founded that day, at the rate of the data set's
 * last year). Written as a data set in the ingestion format, `READY` last, so it can be written straight
 * into a server's inbox. Each change starts from the data set in `from`, not from earlier updates.
 */
export async function generateUpdate(options: UpdateOptions): Promise<Record<string, number>> {
  const { from, day, out, share = 0.005 } = options;
  const rng = new Random((options.seed ?? 1) * 100_003 + Number(day.replaceAll('-', '')));
  const todayMs = Date.parse(`${day}T00:00:00Z`);
  const stamp = day.replaceAll('-', '');
  mkdirSync(out, { recursive: true });
  const writers = {
    people: new JsonlWriter(path.join(out, DATA_FILES.people.file)),
    companies: new JsonlWriter(path.join(out, DATA_FILES.companies.file)),
    shareholdings: new JsonlWriter(path.join(out, DATA_FILES.shareholdings.file)),
    executives: new JsonlWriter(path.join(out, DATA_FILES.executives.file)),
    changes: new JsonlWriter(path.join(out, DATA_FILES.changes.file)),
    records: new JsonlWriter(path.join(out, DATA_FILES.records.file)),
  };

  // The companies of the day and what happens to each.
  const names: string[] = [];
  const planned = new Map<string, Planned>();
  // Every name of the data set, and how many companies it has: the day's new registrations take other names.
  const taken = new Set<string>();
  for await (const row of jsonLines<Row>(from, 'companies')) {
    taken.add(row.name);
    // Counterparties: companies, not associations or foundations.
    if (names.length < 1000 && /公司$|）$/.test(row.name)) names.push(row.name);
    // A cancelled company has no more news, cases or changes.
    if (!rng.chance(share) || row.status === '注销') continue;
    const roll = rng.next();
    if (roll < 0.05 && !ENDED.includes(row.status)) planned.set(row.entId, { row, action: 'status' });
    else if (roll < 0.35) planned.set(row.entId, { row, action: 'change', item: rng.weighted(CHANGE_ITEMS) });
    else planned.set(row.entId, { row, action: 'records' });
  }

  // Their holders, with names: people and companies are looked up in the data set.
  const holdings = new Map<string, HoldingRow[]>();
  for await (const h of jsonLines<HoldingRow>(from, 'shareholdings'))
    if (planned.has(h.companyId)) holdings.set(h.companyId, [...(holdings.get(h.companyId) ?? []), h]);
  const holderNames = new Map<string, string>();
  for (const list of holdings.values()) for (const h of list) holderNames.set(`${h.holderKind}${h.holderId}`, '');
  if (holderNames.size) {
    for await (const p of jsonLines<{ personId: string; name: string }>(from, 'people'))
      if (holderNames.has(`P${p.personId}`)) holderNames.set(`P${p.personId}`, p.name);
    for await (const c of jsonLines<Row>(from, 'companies'))
      if (holderNames.has(`C${c.entId}`)) holderNames.set(`C${c.entId}`, c.name);
  }
  const holdersOf = (row: Row): Holder[] =>
    (holdings.get(row.entId) ?? []).map((h) => ({
      kind: h.holderKind,
      id: h.holderId,
      name: holderNames.get(`${h.holderKind}${h.holderId}`) || h.holderId,
      ratio: h.ratio,
      amount: h.subscribedAmount ?? null,
    }));

  let serial = 0;
  const id = (kind: string) => `U${stamp}-${++serial}-${kind}`;
  const newName = () => rng.pick(SURNAMES) + Array.from({ length: rng.chance(0.7) ? 2 : 1 }, () => rng.pick(GIVEN_CHARS)).join('');

  /** A change of the day: the row (and holders) as they become, and the change record from the old value. */
  const change = async (row: Row, item: ChangeKind): Promise<boolean> => {
    const kind = subjectKindOf(row.name);
    const record = async (name: string, before: string, after: string) =>
      writers.changes.write({ recordId: id('C'), companyId: row.entId, changeDate: day, item: name, before, after });
    switch (item) {
      case 'legalRep': {
        if (!row.legalRep) return false;
        let name = newName();
        while (name === row.legalRep) name = newName();
        const personId = `P-${id('P')}`;
        await writers.people.write({ personId, name, gender: rng.chance(0.6) ? 'M' : 'F', birthYear: rng.int(1960, 1998) });
        await writers.companies.write({ ...row, legalRep: name, legalRepId: personId });
        await record(kind === 'branch' ? '负责人变更' : kind === 'partnership' ? '执行事务合伙人变更' : '法定代表人变更', row.legalRep, name);
        return true;
      }
      case 'capital': {
        if (!row.regCapital || kind === 'branch') return false;
        // A company of 5000万 or more may be named without a region (rules/nameRegion.ts): its capital stays there.
        const drawn = otherCapital(rng, row.regCapital, false);
        const capital = row.regCapital >= REGIONLESS_MIN_CAPITAL ? Math.max(drawn, REGIONLESS_MIN_CAPITAL) : drawn;
        const paid = row.paidCapital != null ? Math.min(row.paidCapital, capital) : row.paidCapital;
        await writers.companies.write({ ...row, regCapital: capital, paidCapital: paid });
        // The holders' subscriptions follow the capital; their stakes stay.
        for (const h of holdings.get(row.entId) ?? []) await writers.shareholdings.write({ ...h, subscribedAmount: Math.round(capital * h.ratio) });
        await record(kind === 'organisation' ? '注册资金变更' : '注册资本变更', formatCapital(row.regCapital, row.regCapitalCurrency ?? '人民币'), formatCapital(capital, row.regCapitalCurrency ?? '人民币'));
        return true;
      }
      case 'scope': {
        if (!row.businessScope) return false;
        const scope = otherScope(rng, row.businessScope);
        if (scope === row.businessScope) return false;
        await writers.companies.write({ ...row, businessScope: scope });
        await record(kind === 'organisation' ? '业务范围变更' : '经营范围变更', row.businessScope, scope);
        return true;
      }
      case 'address': {
        if (!row.address) return false;
        let address = addressIn(rng, placeOf(row.regionCode).district);
        while (address === row.address) address = addressIn(rng, placeOf(row.regionCode).district);
        await writers.companies.write({ ...row, address });
        await record(kind === 'branch' ? '经营场所变更' : kind === 'partnership' ? '主要经营场所变更' : '住所变更', row.address, address);
        return true;
      }
      case 'holders': {
        // An update cannot take a holder away: a stake moves between holders, or part of one to a new holder.
        const rows = holdings.get(row.entId) ?? [];
        const current = holdersOf(row);
        if (!rows.length || kind !== 'company') return false;
        const round = (x: number) => Math.round(x * 10_000) / 10_000;
        const i = rng.int(0, rows.length - 1);
        const most = Math.floor((rows[i]!.ratio - 0.01) * 100);
        if (most < 1) return false;
        const moved = rng.int(1, Math.min(most, 49)) / 100;
        const after = current.map((h) => ({ ...h }));
        after[i]!.ratio = round(after[i]!.ratio - moved);
        const others = rows.map((_, j) => j).filter((j) => j !== i);
        const changed: HoldingRow[] = [{ ...rows[i]!, ratio: after[i]!.ratio, subscribedAmount: row.regCapital ? Math.round(row.regCapital * after[i]!.ratio) : null }];
        if (others.length && rng.chance(0.5)) {
          const j = rng.pick(others);
          after[j]!.ratio = round(after[j]!.ratio + moved);
          changed.push({ ...rows[j]!, ratio: after[j]!.ratio, subscribedAmount: row.regCapital ? Math.round(row.regCapital * after[j]!.ratio) : null });
        } else {
          const personId = `P-${id('P')}`;
          const name = newName();
          await writers.people.write({ personId, name, gender: rng.chance(0.6) ? 'M' : 'F', birthYear: rng.int(1960, 1998) });
          after.push({ kind: 'P', id: personId, name, ratio: moved, amount: null });
          changed.push({
            companyId: row.entId,
            holderKind: 'P',
            holderId: personId,
            ratio: moved,
            subscribedAmount: row.regCapital ? Math.round(row.regCapital * moved) : null,
            subscribedDate: rows[i]!.subscribedDate ?? null,
          });
        }
        for (const h of changed) await writers.shareholdings.write(h);
        await record('投资人(股权)变更', formatHolders(current), formatHolders(after));
        return true;
      }
    }
  };

  for (const { row, action, item } of planned.values()) {
    if (action === 'status') {
      await writers.companies.write({ ...row, status: rng.pick(ENDED) });
      continue;
    }
    if (action === 'change') {
      // An item the company has, else the first that it has.
      const items = [item!, ...CHANGE_ITEMS.map(([i]) => i).filter((i) => i !== item)];
      for (const i of items) if (await change(row, i)) break;
      continue;
    }
    const industry = INDUSTRIES.get(row.industryCode ?? '');
    const kind = subjectKindOf(row.name);
    const context: RecordContext = {
      rng,
      todayMs,
      company: companyFacts(row, kind, {
        tradeName: kind === 'company' || kind === 'partnership' ? tradeNameOf(row, industry) : '',
        industry: industry ?? null,
        estMs: row.estDate ? Math.min(todayMs, Date.parse(`${row.estDate}T00:00:00Z`)) : todayMs - 3_650 * 86_400_000,
        tier: 'risky',
        holders: holdersOf(row),
        staff: [],
        legalRepChanges: [],
        rounds: [],
      }),
      otherCompany: () => (names.length ? rng.pick(names) : '中国工商银行股份有限公司'),
    };
    // One or two records of the day, of the kinds a risky company gets.
    for (let n = rng.int(1, 2); n > 0; n--) {
      let payload = recordOfDay(context, rng.weighted(DAILY_KINDS), todayMs);
      for (let tries = 0; !payload && tries < 3; tries++) payload = recordOfDay(context, rng.weighted(DAILY_KINDS), todayMs);
      payload ??= recordOfDay(context, 'news', todayMs);
      if (payload) await writers.records.write({ recordId: id('R'), companyId: row.entId, ...payload });
    }
  }
  // The day's new registrations (新成立企业), from a stream of their own: the changes above stay as they were. Each is
  // placed by its industry among the data set's parks, as the generator places every company (parkPlacement.ts).
  const parks: ParkRow[] = [];
  for await (const park of jsonLines<ParkRow>(from, 'parks')) parks.push(park);
  const placement = new ParkPlacement(parks);
  const newcomers = new Random((options.seed ?? 1) * 100_019 + Number(stamp) + 7);
  for (const r of registrationsOfDay(newcomers, day, taken.size, taken)) {
    for (const p of r.people) await writers.people.write(p);
    await writers.companies.write({ ...r.company, ...placement.place(r.company) });
    for (const h of r.holdings) await writers.shareholdings.write(h);
    for (const e of r.executives) await writers.executives.write(e);
  }
  const summary = Object.fromEntries(Object.entries(writers).map(([k, w]) => [k, w.count]));
  await Promise.all(Object.values(writers).map((w) => w.close()));
  writeFileSync(path.join(out, READY_MARKER), '');
  return summary;
}
