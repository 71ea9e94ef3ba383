import { isWorkingDay } from '../reference/holidays';
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
