/**
 * A listed company's share capital before and after its IPO (issue 39): the registered capital of the company row is
 * its 股本总额 after listing; before, it was smaller by the new shares the IPO issued — a quarter of the shares after
 * it, a tenth to a quarter above 4亿 (证券法 第四十七条; 上交所、深交所股票上市规则 3.1.1: 公开发行的股份达到公司股份总数的
 * 25%以上，股本总额超过4亿元的，10%以上). Its statements show that 股本 for the years ended before the listing (the
 * premium in 资本公积, the equity as it was), and its change records the 注册资本变更 the IPO made, registered a few
 * weeks after the listing day, the earlier capital changes before it (rules/listingCapital.ts).
 *
 * The split is fixed by the company's id (no stream is drawn), so the histories written with the companies, the
 * statements and the change written once the listing day is known agree without one knowing the other.
 */
import { formatCapital, type ChangeEvent } from './history';
import { isoDay } from './random';

const DAY = 86_400_000;
/** Above this 股本总额 after listing, a tenth of the shares may be issued (上市规则 3.1.1). */
export const LARGE_LISTING = 400_000_000;

/** A number in [0, 1) fixed by the company and a purpose. */
function unit(entId: string, purpose: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${entId}|${purpose}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return ((h >>> 0) % 1_000_003) / 1_000_003;
}

/** The 股本 (元) a company listed with `capital` had before its IPO: whole 万股, the new shares at least the rule's share. */
export function sharesBeforeListing(entId: string, capital: number): number {
  const issued = capital > LARGE_LISTING ? 0.1 + unit(entId, 'issued') * 0.15 : 0.25;
  return Math.floor((capital * (1 - issued)) / 10_000) * 10_000;
}

/** A change line as changes.jsonl has it, without its id. */
interface ChangeLine {
  changeDate: string;
  item: string;
  before: string;
  after: string;
}

interface Held {
  ids: string[];
  changes: ChangeEvent[];
  estDayMs: number;
  untilMs: number;
  item: string;
  before: number;
  after: number;
  currency: string;
}

/**
 * The capital changes of the listed companies, held until their listing day is known (listings.jsonl is planned
 * after the companies): each keeps the id it was given when its company was written, so every other line is as it
 * was; then the changes before the listing and the IPO's own, in order.
 */
export class ListedCapitalChanges {
  private readonly held = new Map<string, Held>();

  /** A listed company's capital changes (ending at `before`, its shares before the IPO) with their ids. */
  hold(entId: string, h: Held): void {
    this.held.set(entId, h);
  }

  /**
   * The company's capital changes once it is known to have listed on `listDate`: the earlier changes kept before the
   * listing (their days scaled into the years before its review when some fell after), then 注册资本 from the shares before
   * to those after, 20–89 days after the listing day (by `todayMs` at the latest). Null when nothing is held.
   */
  settle(entId: string, listDate: string | null, todayMs: number, newId: () => string): (ChangeLine & { recordId: string })[] | null {
    const h = this.held.get(entId);
    if (!h) return null;
    this.held.delete(entId);
    const last = Math.min(h.untilMs, todayMs) - DAY;
    const listMs = listDate ? Date.parse(`${listDate}T00:00:00Z`) : last;
    const ipoMs = Math.min(last, listMs + (20 + Math.floor(unit(entId, 'registered') * 70)) * DAY);
    // Earlier capital changes come before the IPO's review: a year before the listing at least (listed three years
    // or more after the founding, generate/listings.ts), else the day before it.
    const limit = Math.max(Math.min(listMs, ipoMs) - 365 * DAY, Math.min(h.estDayMs + 30 * DAY, listMs - DAY));
    const days = h.changes.map((c) => c.dateMs);
    if (days.some((d) => d > limit)) {
      // The changes keep their order, spread over the company's years before the listing.
      const span = Math.max(1, (days.at(-1)! - h.estDayMs) / DAY + 1);
      const room = Math.max(1, (limit - h.estDayMs) / DAY);
      let previous = h.estDayMs;
      for (let i = 0; i < days.length; i++) {
        const scaled = h.estDayMs + Math.max(1, Math.floor((((days[i]! - h.estDayMs) / DAY) * room) / span)) * DAY;
        days[i] = Math.max(scaled, previous + DAY);
        previous = days[i]!;
      }
    }
    const lines = h.changes.map((c, i) => ({
      recordId: h.ids[i]!,
      changeDate: isoDay(days[i]!),
      item: c.item,
      before: c.before,
      after: c.after,
    }));
    const lastDay = days.at(-1) ?? h.estDayMs;
    if (h.before !== h.after)
      lines.push({
        recordId: newId(),
        changeDate: isoDay(Math.max(ipoMs, lastDay + DAY)),
        item: h.item,
        before: formatCapital(h.before, h.currency),
        after: formatCapital(h.after, h.currency),
      });
    return lines;
  }

  /** The companies whose listing never came (none, in the generator's sets): settled on their last day. */
  remaining(): string[] {
    return [...this.held.keys()];
  }
}
