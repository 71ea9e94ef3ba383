/**
 * Contact details shared across companies, as registers are full of them (spec: "contact details shared
 * across companies at a realistic rate, crowded registration addresses"):
 * - 代理记账 firms: about 3% of small private companies give their bookkeeping agent's phone (and now and
 *   then its e-mail) as their own; an agent serves 5–40 companies of its city.
 * - Companies of a group in the head's city now and then give the group head's switchboard.
 * - 集中登记地: a few incubator or business-secretary addresses in each of the busiest districts, each hosting 20–300
 *   registrations. Every company there carries the very same address string, room included, as a
 *   business-secretary registration does, so the 围串标核查 rule (equal after normalisation, counted by
 *   exact address) sees them as crowded.
 * Draws come from a stream of their own, after a company is drafted: the main stream, and so every name,
 * code and date of the data set, stays what it was without them.
 */
import { placeOf, type CompanyDraft } from './companies';
import { TRADE_CHARS } from './names';
import type { Random } from './random';
import { AREA_CODES, shortCity, type District } from '../../core/reference/regions';

/** Districts with 集中登记地 addresses: the busiest of the reference table (朝阳, 海淀, 浦东, 南山…). */
const HUB_DISTRICT_WEIGHT = 6;
/** Share of small private companies that give their bookkeeping agent's phone. */
const AGENT_SHARE = 0.03;
/** Share of small private companies of a busy district registered at a 集中登记地 address (while one has room). */
const HUB_SHARE = 0.08;
const HUBS_PER_DISTRICT = 6;
/** Share of a group's companies that give the group head's phone. */
const GROUP_PHONE_SHARE = 0.15;

const HUB_ROADS = ['创新路', '科创大道', '金融港路', '创业园路', '智谷大街', '孵化园路'];
const HUB_NAMES = ['众创空间', '创业孵化基地', '科技企业孵化器', '总部经济园'];

interface Agent {
  phone: string;
  email: string;
  left: number;
}
interface Hub {
  address: string;
  left: number;
}

export class SharedContacts {
  private readonly agents = new Map<string, Agent>();
  private readonly hubs = new Map<string, { open: Hub | null; made: number }>();

  constructor(private readonly r: Random) {}

  private phoneIn(city: string): string {
    return `${AREA_CODES[city] ?? '0755'}-${this.r.int(5, 8)}${String(this.r.int(0, 9_999_999)).padStart(7, '0')}`;
  }

  /** A small private company: its agent's phone (and e-mail), or a 集中登记地 address. */
  smallCompany(draft: CompanyDraft): void {
    const r = this.r;
    const { row, district } = draft;
    const small = (row.regCapital ?? 0) <= 5_000_000;
    if (small && r.chance(AGENT_SHARE)) {
      const agent = this.agentOf(district.city);
      row.phone = agent.phone;
      if (r.chance(0.4)) row.email = agent.email;
    }
    if (district.weight >= HUB_DISTRICT_WEIGHT && r.chance(HUB_SHARE)) {
      const hub = this.hubOf(district);
      if (hub) row.address = hub;
    }
  }

  /** A company of a group in the head's city: now and then the head's switchboard. */
  groupMember(draft: CompanyDraft, head: CompanyDraft): void {
    if (head.row.phone && draft.district.city === head.district.city && this.r.chance(GROUP_PHONE_SHARE))
      draft.row.phone = head.row.phone;
  }

  /** The city's open bookkeeping agent; a new one when it has all the clients it takes. */
  private agentOf(city: string): Agent {
    const r = this.r;
    let agent = this.agents.get(city);
    if (!agent || agent.left <= 0) {
      agent = {
        phone: this.phoneIn(city),
        email: `${r.pick(['caiwu', 'dljz', 'kuaiji', 'cs', 'fw'])}${r.int(100, 99_999)}@${r.pick(['163.com', 'qq.com', '126.com'])}`,
        left: r.int(5, 40),
      };
      this.agents.set(city, agent);
    }
    agent.left--;
    return agent;
  }

  /** The district's open 集中登记地 address, or null once the district's hubs are full. */
  private hubOf(district: District): string | null {
    const r = this.r;
    const city = this.hubs.get(district.code) ?? { open: null, made: 0 };
    this.hubs.set(district.code, city);
    if (!city.open || city.open.left <= 0) {
      if (city.made >= HUBS_PER_DISTRICT) return null;
      city.made++;
      const trade = `${r.pick(TRADE_CHARS)}${r.pick(TRADE_CHARS)}`;
      const building = `${r.pick(HUB_ROADS)}${r.int(1, 999)}号${r.int(1, 12)}幢${r.int(1, 20)}层${r.int(1, 30)}0${r.int(1, 9)}室`;
      const name = r.chance(0.5) ? `（${shortCity(district.city)}${trade}${r.pick(HUB_NAMES)}）` : '';
      // Skewed: most hold a few dozen registrations, a few hundreds.
      city.open = {
        address: `${placeOf(district)}${building}${name}`,
        left: Math.min(300, 20 + Math.floor(r.logNormal(30, 0.9))),
      };
    }
    city.open.left--;
    return city.open.address;
  }
}
