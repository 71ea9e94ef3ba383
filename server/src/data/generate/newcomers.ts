import type { CompanyRow, ExecutiveRow, PersonRow, ShareholdingRow } from '../format';
import { isWorkingDay } from '../../core/reference/holidays';
import { subscriptionDue } from '../rules/subscription';
import { CompanyFactory, orgTypeOf } from './companies';
import { GIVEN_CHARS, LIMITED_PARTNERSHIP, SURNAMES } from './names';
import { isoDay, type Random } from './random';

const DAY = 86_400_000;

/** Of the small private companies, the share founded in the year before the generation day. */
export const NEWCOMER_SHARE = 0.05;
/** Registries issue licences on working days; a few come out on a weekend or holiday (extended service days). */
const OFF_DAY_ACCEPTED = 0.05;

/**
 * The trickle of new registrations (新成立企业): the lognormal age of the data set leaves the last weeks
 * almost empty, where a register gets a steady stream of small companies every working day. A share of
 * the small companies is founded instead on a day of the last year (1 to 365 days before the generation
 * day, so that every record and change of theirs still falls after the founding), mostly on working days
 * of the mainland calendar. Drawn from a stream of its own: the companies' other draws stay as they were.
 */
export class Newcomers {
  constructor(
    private readonly r: Random,
    private readonly todayMs: number,
  ) {}

  /** The founding day (ms, a UTC midnight) of the next small company if it is a newcomer, else null. */
  next(): number | null {
    if (!this.r.chance(NEWCOMER_SHARE)) return null;
    let ms = this.todayMs - DAY;
    for (let tries = 0; tries < 8; tries++) {
      ms = this.todayMs - this.r.int(1, 365) * DAY;
      if (isWorkingDay(isoDay(ms)) || this.r.chance(OFF_DAY_ACCEPTED)) break;
    }
    return ms;
  }
}

/** Of a data set's companies, the share that are small private companies (the generator's groups take 30%). */
const SMALL_SHARE = 0.7;
/** A day's update numbers its new companies' codes from here, a thousand a day: apart from any data set's. */
const UPDATE_SERIALS = 90_000_000;

export interface Registration {
  company: CompanyRow;
  people: PersonRow[];
  holdings: ShareholdingRow[];
  executives: ExecutiveRow[];
}

/**
 * The new registrations of one day for a day's update (`generateUpdate`), at the rate the data set was
 * generated with: a data set of `companies` companies gets companies × 70% × 5% a year, on working days
 * (a few on a day off). Each is a small private company founded that day, owned by one to three new
 * people, the first its legal representative (执行董事兼总经理), with a 监事; names the data set has are
 * skipped, and codes are numbered apart from it.
 */
export function registrationsOfDay(
  r: Random,
  day: string,
  companies: number,
  taken: ReadonlySet<string>,
): Registration[] {
  const dayMs = Date.parse(`${day}T00:00:00Z`);
  const perWorkingDay = (companies * SMALL_SHARE * NEWCOMER_SHARE) / 250;
  const mean = isWorkingDay(day) ? perWorkingDay : perWorkingDay * OFF_DAY_ACCEPTED;
  const count = Math.min(999, Math.floor(mean) + (r.chance(mean - Math.floor(mean)) ? 1 : 0));
  const stamp = day.replaceAll('-', '');
  const factory = new CompanyFactory(r, dayMs, UPDATE_SERIALS + ((dayMs / DAY) % 9000) * 1000);
  const person = (id: string): PersonRow => ({
    personId: id,
    name: r.pick(SURNAMES) + Array.from({ length: r.chance(0.7) ? 2 : 1 }, () => r.pick(GIVEN_CHARS)).join(''),
    gender: r.chance(0.6) ? 'M' : 'F',
    birthYear: r.int(1965, 2000),
  });
  const out: Registration[] = [];
  for (let k = 1; k <= count; k++) {
    const entId = `N${stamp}-${k}`;
    const people = Array.from({ length: r.weighted([[1, 45], [2, 40], [3, 15]] as const) }, (_, i) =>
      person(`P-N${stamp}-${k}-${i + 1}`),
    );
    const { row } = factory.make(entId, { id: people[0]!.personId, name: people[0]!.name }, { foundedMs: dayMs });
    if (taken.has(row.name)) continue;
    // A limited partnership has a general partner (the first) and at least one limited partner (合伙企业法 第六十一条).
    const partnership = row.name.endsWith(LIMITED_PARTNERSHIP);
    if (partnership && people.length < 2) people.push(person(`P-N${stamp}-${k}-2`));
    const shares = people.length === 1 ? [1] : people.length === 2 ? [0.6, 0.4] : [0.5, 0.3, 0.2];
    const holders = people.map((p, i) => ({ kind: 'P' as const, id: p.personId, name: p.name, ratio: shares[i]! }));
    row.orgType = orgTypeOf(row.name, row.orgType, holders, false);
    row.tags = (row.regCapital ?? 0) < 10_000_000 && r.chance(0.5) ? ['小微企业'] : [];
    const supervisor = people[1] ?? person(`P-N${stamp}-${k}-s`);
    out.push({
      company: row,
      people: people[1] ? people : [...people, supervisor],
      holdings: holders.map((h, i) => ({
        companyId: entId,
        holderKind: 'P',
        holderId: h.id,
        ratio: h.ratio,
        subscribedAmount: row.regCapital ? Math.round(row.regCapital * h.ratio) : null,
        subscribedDate: subscriptionDue(row.estDate ?? day, row.orgType),
        ...(partnership ? { partnerType: i === 0 ? '普通合伙人' : '有限合伙人' } : {}),
      })),
      executives: [
        { companyId: entId, personId: people[0]!.personId, post: '执行董事兼总经理' },
        { companyId: entId, personId: supervisor.personId, post: '监事' },
      ],
    });
  }
  return out;
}
