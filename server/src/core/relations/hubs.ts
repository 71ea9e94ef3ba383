import { sql } from 'kysely';
import { DEFAULT_HUB_HOLDINGS, type RelationHub } from '@esee/contracts';
import type { Db } from '../../platform/db/database';

/*
 * The one hub rule of every relationship tool (关系找客, 企业关系核查/关系发现, 重点排查, 围串标, IBA 关系核查,
 * 尽调 counterpart paths, SCS 关系挖掘's common funding): entities that connect everything and so say nothing about a relation (product pages
 * §1.5 and §2.3, enterprise-risk §2.6: "filter out non-business links that run through government bodies,
 * SASAC, funds or exchanges"). A hub is never a link between two companies; the answers name it with why.
 * The rule and its thresholds: docs/graphs.md (Hubs: the one rule).
 */

const GOVERNMENT = /国有资产监督管理|国资委|人民政府|财政(部|厅|局)|管理委员会|政府/;
const GOVERNMENT_TYPES = new Set(['机关', '机关法人', '事业单位']);
const FUND = /基金(?!会)|创业投资|股权投资/;
const EXCHANGE = /交易所/;

/** Why a company is a public hub (政府机关/国资委, 交易所, 基金), by its name and type, or null when it is not one. */
export function publicHubReason(name: string, orgType: string | null): string | null {
  if (GOVERNMENT.test(name) || GOVERNMENT_TYPES.has(orgType ?? '')) return '政府机关/国资委';
  if (EXCHANGE.test(name)) return '交易所';
  if (FUND.test(name)) return '基金';
  return null;
}

/** A hub as the answers list it: 「甲创业投资基金（基金，持股 3%）」. */
export const hubText = (hub: { name: string; reason: string }) => `${hub.name}（${hub.reason}）`;

const pct = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

/** A hub's reason with the stakes it holds in the companies it was met through: 「基金，持股 6%、8%」. */
export function withStakes(reason: string, ratios: Iterable<number>): string {
  const list = [...new Set(ratios)].sort((a, b) => a - b);
  return list.length ? `${reason}，持股 ${list.map(pct).join('、')}` : reason;
}

/**
 * Which entities are hubs, each checked once (a book lives for one answer): public hubs (by name or type, and
 * every fund an investment institution registers: `investor.fund_ids`, whatever its name, e.g.
 * 「…产业投资合伙企业(有限合伙)」), any holder with more than `limit` holdings, and any person with more than
 * `limit` posts or companies represented. Also which companies are no longer in business (注销, 吊销…).
 */
export class HubBook {
  private readonly checked = new Map<string, RelationHub | null>();
  private readonly closed = new Set<string>();
  private readonly stakes = new Map<string, Set<number>>();
  constructor(
    private readonly db: Db,
    readonly limit: number = DEFAULT_HUB_HOLDINGS,
  ) {}

  isHub = (id: string) => Boolean(this.checked.get(id));
  /** Why `id` is a hub, with the stakes noted (`noteStake`), or null (also when not checked). */
  reasonOf = (id: string) => {
    const hub = this.checked.get(id);
    return hub ? withStakes(hub.reason, this.stakes.get(id) ?? []) : null;
  };
  /** A company no longer in business (注销, 吊销…). */
  isClosed = (id: string) => this.closed.has(id);
  /** Every hub met so far, each reason with its stakes. */
  hubs = () =>
    [...this.checked.values()]
      .filter((h): h is RelationHub => h !== null)
      .map((h) => ({ ...h, reason: this.reasonOf(h.id)! }));
  /** `holder` holds `ratio` of a company the tool met it through: said with its reason if it is a hub. */
  noteStake(holder: string, ratio: number | undefined | null): void {
    if (ratio === undefined || ratio === null) return;
    this.stakes.set(holder, (this.stakes.get(holder) ?? new Set()).add(ratio));
  }

  /** Checks the ids not checked yet (one query); returns the hubs among `ids`. */
  async check(ids: Iterable<string>): Promise<RelationHub[]> {
    const all = [...new Set(ids)];
    const missing = all.filter((id) => !this.checked.has(id));
    if (missing.length) await this.read(missing);
    return all.flatMap((id) => this.checked.get(id) ?? []);
  }

  private async read(ids: string[]): Promise<void> {
    const { rows } = await sql<{
      id: string;
      kind: 'C' | 'P';
      name: string;
      org_type: string | null;
      active: boolean | null;
      fund: boolean;
      holdings: number;
      posts: number;
      reps: number;
    }>`
      select x.id, case when c.ent_id is null then 'P' else 'C' end as kind,
             coalesce(c.name, p.name, x.id) as name, c.org_type, c.active,
             exists (select 1 from investor i where x.id = any(i.fund_ids)) as fund,
             (select count(*)::int from shareholding s where s.holder_id = x.id) as holdings,
             (select count(*)::int from executive e where e.person_id = x.id) as posts,
             (select count(*)::int from company r where r.legal_rep_id = x.id) as reps
      from unnest(${sql.val(ids)}::text[]) as x(id)
      left join company c on c.ent_id = x.id
      left join person p on p.person_id = x.id
    `.execute(this.db);
    for (const r of rows) {
      if (r.active === false) this.closed.add(r.id);
      const reason = hubReason(r, this.limit);
      this.checked.set(r.id, reason ? { id: r.id, kind: r.kind, name: r.name, reason } : null);
    }
    for (const id of ids) if (!this.checked.has(id)) this.checked.set(id, null);
  }
}

/** The rule itself, over what `HubBook` reads of one entity. */
export function hubReason(
  e: {
    kind: 'C' | 'P';
    name: string;
    org_type: string | null;
    fund: boolean;
    holdings: number;
    posts: number;
    reps: number;
  },
  limit: number,
): string | null {
  const publicReason = e.kind === 'C' ? publicHubReason(e.name, e.org_type) : null;
  if (publicReason) return publicReason;
  if (e.fund) return '基金';
  if (e.holdings > limit) return `持股企业${e.holdings}家，超过${limit}家`;
  const posts = Math.max(e.posts, e.reps);
  if (posts > limit) return `任职或担任法定代表人${posts}家，超过${limit}家`;
  return null;
}
