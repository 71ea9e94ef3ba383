import {
  MAJOR_SHAREHOLDER_RATIO,
  postRolesOf,
  RELATED_PARTY_CATEGORIES,
  RPT_ARTICLES,
  type GraphEntity,
  type GroupNode,
  type OwnershipPath,
  type RelatedNearMiss,
  type RelatedPartyCategory,
  type RelatedReason,
  type RptArticle,
} from '@esee/contracts';
import { actualController, controllingHolder } from './actualController';
import { controlledTree } from './groupTree';
import { percent, type OwnershipGraph } from './ownership';

/**
 * The companies related to an institution (关联法人) under 《银行保险机构关联交易管理办法》, derived from its 关联方名单
 * over the register: the parties themselves where they are companies (第七条第（一）（二）项), the companies they
 * control (第七条第（三）（五）项; control is the one rule of the 集团 graph, `controlledTree`), the companies where
 * a person of 第六条第（一）项 holds a directorship, supervisorship or senior post (施加重大影响: 派驻董事、监事或
 * 高级管理人员; 第七条第（五）项), and — 可以认定, 第八条第（四）项 — those where a person of 第六条第（二）（三）项 does.
 * The institution's own register entity (`self`) adds its ≥5% holders, its controlling shareholder and actual
 * controller, its officers and the companies it controls (第七条第（四）项).
 */

/** One entry of the list as the derivation reads it. */
export interface PartyEntry {
  subjectKind: 'P' | 'C';
  category: RelatedPartyCategory;
  name: string;
  registerId: string | null;
}

/** A person's posts, and a company's officers, as the register holds them. */
export interface PostRegister {
  postsOf(personIds: readonly string[]): Promise<{ personId: string; company: GraphEntity; post: string }[]>;
  officersOf(companyId: string): Promise<{ person: GraphEntity; post: string }[]>;
}

/** A party of the institution: on its list, or read from the register about the institution's own entity. */
interface Party {
  entity: GraphEntity;
  category: RelatedPartyCategory;
  role: string;
  source: string;
  /** A company read as the controller of a major shareholder: related under 第七条第（二）项, its chain not walked again. */
  chainRead?: boolean;
}

export interface RelatedSet {
  /** Each related company's reasons. */
  reasons: Map<string, RelatedReason[]>;
  /** Every party with a register id, for the near misses. */
  parties: Map<string, { entity: GraphEntity; role: string }>;
  /** Some walk stopped at its size or time limit: companies far down a large group may be missing. */
  cut: boolean;
}

const pct = (ratio: number) => `${percent(ratio).toFixed(2)}%`;
const entity = (e: GraphEntity): GraphEntity => ({ id: e.id, kind: e.kind, name: e.name });
const INFLUENCE_ROLES = new Set(['董事', '监事', '高级管理人员']);
const OFFICER_CATEGORY: Record<string, RelatedPartyCategory> = {
  董事: 'director',
  监事: 'supervisor',
  高级管理人员: 'seniorManager',
};

/** Every member of a controlled tree below its top, with the path from the top down to it. */
function treePaths(root: GroupNode): { company: GraphEntity; path: OwnershipPath }[] {
  const out: { company: GraphEntity; path: OwnershipPath }[] = [];
  const walk = (node: GroupNode, entities: GraphEntity[], ratios: number[]) => {
    for (const child of node.children) {
      const e = [...entities, entity(child.entity)];
      const r = [...ratios, child.ratio ?? 0];
      out.push({
        company: entity(child.entity),
        path: { entities: e, ratios: r, share: r.reduce((s, x) => s * x, 1) },
      });
      walk(child, e, r);
    }
  };
  walk(root, [entity(root.entity)], []);
  return out;
}

export async function relatedCompanies(
  graph: OwnershipGraph,
  posts: PostRegister,
  entries: readonly PartyEntry[],
): Promise<RelatedSet> {
  const reasons = new Map<string, RelatedReason[]>();
  const parties = new Map<string, { entity: GraphEntity; role: string }>();
  let cut = false;
  const add = (companyId: string, reason: RelatedReason) => {
    const list = reasons.get(companyId) ?? [];
    const key = (r: RelatedReason) => `${r.article}|${r.party.id}|${r.how}`;
    if (!list.some((r) => key(r) === key(reason))) list.push(reason);
    reasons.set(companyId, list);
  };
  const trees = new Map<string, Promise<{ company: GraphEntity; path: OwnershipPath }[]>>();
  const controlled = (top: GraphEntity) => {
    let tree = trees.get(top.id);
    if (!tree)
      trees.set(
        top.id,
        (tree = controlledTree(graph, top).then((t) => {
          cut ||= t.cut.nodeLimitReached || t.cut.timeLimitReached || t.cut.depthReached;
          return treePaths(t.root);
        })),
      );
    return tree;
  };

  // The parties: the list's, and those the register says about the institution's own entity.
  const list: Party[] = [];
  for (const e of entries) {
    if (!e.registerId) continue;
    const found = await graph.entity(e.registerId);
    if (!found || found.kind !== e.subjectKind) continue;
    const role = RELATED_PARTY_CATEGORIES[e.category].label;
    if (e.category !== 'self') {
      list.push({ entity: entity(found), category: e.category, role, source: '名单登记' });
      continue;
    }
    // 第七条第（四）项: the companies the institution controls.
    for (const { company, path } of await controlled(found))
      add(company.id, {
        article: '7.4',
        mandatory: true,
        party: entity(found),
        partyRole: role,
        partySource: '名单登记',
        how: 'control',
        path,
        post: null,
      });
    const control = await actualController(graph, found.id);
    const first = control.chain[0];
    if (first)
      list.push({
        entity: entity(first.holder),
        category: 'controllingShareholder',
        role: RELATED_PARTY_CATEGORIES.controllingShareholder.label,
        source: `本机构控股股东，持股 ${pct(first.ratio)}`,
      });
    if (control.controller && control.controller.id !== first?.holder.id)
      list.push({
        entity: entity(control.controller),
        category: 'actualController',
        role: RELATED_PARTY_CATEGORIES.actualController.label,
        source: `本机构实际控制人，经 ${control.chain.length} 层控制链`,
      });
    for (const h of await graph.holdersOf(found.id))
      if (h.ratio >= MAJOR_SHAREHOLDER_RATIO - 1e-9)
        list.push({
          entity: entity(h.holder),
          category: 'majorShareholder',
          role: RELATED_PARTY_CATEGORIES.majorShareholder.label,
          source: `持有本机构 ${pct(h.ratio)}`,
        });
    for (const o of await posts.officersOf(found.id))
      for (const r of postRolesOf(o.post))
        if (OFFICER_CATEGORY[r])
          list.push({
            entity: entity(o.person),
            category: OFFICER_CATEGORY[r],
            role: RELATED_PARTY_CATEGORIES[OFFICER_CATEGORY[r]].label,
            source: `本机构${o.post}`,
          });
  }

  const done = new Set<string>();
  const queue = [...list];
  const personPosts = new Map<string, { company: GraphEntity; post: string }[]>();
  const people = queue.filter((p) => p.entity.kind === 'P').map((p) => p.entity.id);
  for (const p of await posts.postsOf([...new Set(people)]))
    personPosts.set(p.personId, [...(personPosts.get(p.personId) ?? []), { company: p.company, post: p.post }]);

  while (queue.length) {
    const party = queue.shift()!;
    const key = `${party.entity.id}|${party.category}|${party.chainRead ? 1 : 0}`;
    if (done.has(key)) continue;
    done.add(key);
    const kind = party.entity.kind;
    const own = party.chainRead ? '7.2' : RELATED_PARTY_CATEGORIES[party.category].article[kind];
    if (!own) continue;
    parties.set(party.entity.id, { entity: party.entity, role: party.role });
    const reason = (
      article: RptArticle,
      how: RelatedReason['how'],
      path: OwnershipPath | null,
      post: string | null,
    ) => ({
      article,
      mandatory: !article.startsWith('8.'),
      party: party.entity,
      partyRole: party.role,
      partySource: party.source,
      how,
      path,
      post,
    });
    if (kind === 'C') {
      // 第七条第（一）（二）项: the party itself; 第七条第（三）项: what it controls.
      add(party.entity.id, reason(own as RptArticle, 'self', null, null));
      for (const { company, path } of await controlled(party.entity))
        add(company.id, reason('7.3', 'control', path, null));
      // 第七条第（二）项: a major shareholder's controlling shareholder and actual controller (companies; a person
      // controlling it is not a 法人 and its own controlled companies are not read here).
      if (own === '7.2' && !party.chainRead) {
        const chain = (await actualController(graph, party.entity.id)).chain;
        for (const link of chain)
          if (link.holder.kind === 'C')
            queue.push({
              entity: entity(link.holder),
              category: 'majorShareholder',
              role: `${party.entity.name}的控股股东或实际控制人`,
              source: `持有${link.company.name} ${pct(link.ratio)}（${link.basis === 'majority' ? '过半' : '第一大股东'}）`,
              chainRead: true,
            });
      }
      continue;
    }
    // A person: 第七条第（五）项 for the companies it controls; its posts for 第六条第（一）项 (施加重大影响) and, may be
    // treated as related, 第八条第（四）项 for 第六条第（二）（三）项.
    for (const { company, path } of await controlled(party.entity))
      add(company.id, reason('7.5', 'control', path, null));
    const postArticle: RptArticle | null = own === '6.1' ? '7.5' : own === '6.2' || own === '6.3' ? '8.4' : null;
    if (postArticle)
      for (const p of personPosts.get(party.entity.id) ?? [])
        if (postRolesOf(p.post).some((r) => INFLUENCE_ROLES.has(r)))
          add(p.company.id, reason(postArticle, 'post', null, p.post));
  }
  for (const list of reasons.values())
    list.sort((a, b) => a.article.localeCompare(b.article) || a.party.id.localeCompare(b.party.id));
  return { reasons, parties, cut };
}

/**
 * The reason in words: 第七条第（三）项：甲公司（主要股东…）控制（甲公司 → 乙公司）; short, for a title:
 * 第八条第（四）项：张三任执行董事.
 */
export function reasonText(r: RelatedReason, short = false): string {
  const how =
    r.how === 'self'
      ? '本身为关联方'
      : r.how === 'post'
        ? `任${r.post}`
        : short
          ? '控制'
          : `控制（${r.path!.entities.map((e) => e.name).join(' → ')}）`;
  return `${RPT_ARTICLES[r.article].citation}：${r.party.name}${short ? '' : `（${r.partyRole}）`}${how}`;
}

/**
 * The parties that hold shares of the company without a reason of their own for it: who was checked, and why it did
 * not make the company related (a holding without control).
 */
export async function nearMissesOf(
  graph: OwnershipGraph,
  companyId: string,
  set: RelatedSet,
  reasons: readonly RelatedReason[],
): Promise<RelatedNearMiss[]> {
  const holders = await graph.holdersOf(companyId);
  const control = controllingHolder(holders);
  const counted = new Set(reasons.map((r) => r.party.id));
  return holders
    .filter((h) => set.parties.has(h.holder.id) && !counted.has(h.holder.id))
    .sort((a, b) => b.ratio - a.ratio)
    .map((h) => ({
      party: entity(h.holder),
      partyRole: set.parties.get(h.holder.id)!.role,
      ratio: h.ratio,
      why: control
        ? `持股 ${pct(h.ratio)}，未达控制（${control.holding.holder.name} 持股 ${pct(control.holding.ratio)}）`
        : `持股 ${pct(h.ratio)}，无人控制该企业（第一大股东并列或无登记股东）`,
    }));
}
