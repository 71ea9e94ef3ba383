import type { Static, TSchema } from '@sinclair/typebox';
import {
  ScsChangeKind,
  ScsMemberAddPayload,
  ScsMemberPayload,
  ScsMergePayload,
  ScsSplitPayload,
  SCS_SAME_CUSTOMER_PERMISSION,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { registerChangeKind } from '../shared/review/changes';

type Member = Static<typeof ScsMemberPayload>;
type MemberAdd = Static<typeof ScsMemberAddPayload>;
type Split = Static<typeof ScsSplitPayload>;
type Merge = Static<typeof ScsMergePayload>;

const right = SCS_SAME_CUSTOMER_PERMISSION;

/** The group of the institution's latest run with this key, with its members; 404 when none. */
export async function latestGroup(db: Db, instId: number, key: string) {
  const group = await db
    .selectFrom('scs_group as g')
    .select(['g.id', 'g.name', 'g.group_key'])
    .where('g.inst_id', '=', instId)
    .where('g.group_key', '=', key)
    .where('g.run_id', '=', (eb) =>
      eb
        .selectFrom('scs_run')
        .select((e) => e.fn.max('id').as('id'))
        .where('inst_id', '=', instId)
        .where('published', '=', true),
    )
    .executeTakeFirst();
  if (!group) throw notFound('集团不存在或已在最近一次识别中消失');
  const members = await db
    .selectFrom('scs_group_member')
    .select(['ent_id as entId', 'ent_name as entName', 'role', 'suggested', 'reason'])
    .where('group_id', '=', group.id)
    .execute();
  return { ...group, members };
}

type Group = Awaited<ReturnType<typeof latestGroup>>;
type GroupMember = Group['members'][number];

function suggestedMember(group: Group, entId: string) {
  const m = group.members.find((x) => x.entId === entId);
  if (!m) throw badRequest('该企业不是本集团成员');
  if (!m.suggested) throw badRequest('该成员不是待确认的建议成员');
  return m;
}

async function override(
  trx: Db,
  instId: number,
  o: {
    groupKey: string;
    action: string;
    entIds: string[];
    targetKey?: string | null;
    reason: string;
    changeId: number;
  },
) {
  await trx
    .insertInto('scs_group_override')
    .values({
      inst_id: instId,
      group_key: o.groupKey,
      action: o.action,
      ent_ids: o.entIds,
      target_key: o.targetKey ?? null,
      reason: o.reason,
      change_id: o.changeId,
    })
    .execute();
}

const memberSnapshot = (g: Group, entIds: readonly string[]) =>
  g.members
    .filter((m) => entIds.includes(m.entId))
    .map((m) => ({ entId: m.entId, entName: m.entName, role: m.role, reason: m.reason, suggested: m.suggested }));

/** Every member of a group, as the change snapshots show them. */
const allMembers = (g: Group) =>
  memberSnapshot(
    g,
    g.members.map((m) => m.entId),
  );

/**
 * A group action of the detail page: the group of the latest run (404 once it is gone) and what the action
 * needs besides are read and checked at submission and again on approval, when the action is recorded as
 * an override the next run applies. The scope `group:<key>:<about>` keeps one change at a time waiting.
 */
function registerGroupAction<P extends { groupKey: string }, C>(o: {
  kind: string;
  title: string;
  payload: TSchema;
  /** What the action concerns within the group: a member's id, 'split' or 'merge'. */
  about: (p: P) => string;
  /** Refusals of the payload alone, before anything is read. */
  refuse?: (p: P) => void;
  /** Read and check what the action needs besides the group. */
  check: (db: Db, instId: number, p: P, g: Group) => Promise<C>;
  describe: (p: P, g: Group, c: C) => { before: unknown; summary: string };
  override: (p: P, changeId: number) => { action: string; entIds: string[]; targetKey?: string; reason: string };
  /** The after snapshot (pure: also the proposed one the checker sees before approving). */
  after: (p: P, g: Group, c: C) => unknown;
}): void {
  registerChangeKind<P>({
    kind: o.kind,
    title: o.title,
    right,
    payload: o.payload,
    async prepare(db, instId, p) {
      o.refuse?.(p);
      const g = await latestGroup(db, instId, p.groupKey);
      const c = await o.check(db, instId, p, g);
      return {
        ...o.describe(p, g, c),
        proposed: o.after(p, g, c),
        target: g.name,
        scope: `group:${p.groupKey}:${o.about(p)}`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const g = await latestGroup(trx, instId, p.groupKey);
      const c = await o.check(trx, instId, p, g);
      await override(trx, instId, { groupKey: p.groupKey, ...o.override(p, ctx.changeId), changeId: ctx.changeId });
      return o.after(p, g, c);
    },
  });
}

/** 确认 or 排除 a suggested member: the member must still be a suggestion of the group. */
function registerSuggestionDecision(
  kind: string,
  title: string,
  o: {
    action: string;
    reason: string;
    summary: (m: GroupMember, g: Group) => string;
    after: (p: Member, g: Group, m: GroupMember) => unknown;
  },
) {
  registerGroupAction<Member, GroupMember>({
    kind,
    title,
    payload: ScsMemberPayload,
    about: (p) => p.entId,
    check: async (_db, _instId, p, g) => suggestedMember(g, p.entId),
    describe: (p, g, m) => ({
      before: { group: g.name, members: memberSnapshot(g, [p.entId]) },
      summary: o.summary(m, g),
    }),
    override: (p) => ({ action: o.action, entIds: [p.entId], reason: o.reason }),
    after: o.after,
  });
}

/** Register the group actions of the group detail page (each a change; approved ones become overrides). */
export function registerGroupKinds(): void {
  registerSuggestionDecision(ScsChangeKind.MEMBER_CONFIRM, '确认建议成员', {
    action: 'confirm',
    reason: '人工确认',
    summary: (m, g) => `确认 ${m.entName} 为 ${g.name} 成员`,
    after: (p, g, m) => ({
      group: g.name,
      members: [{ ...memberSnapshot(g, [p.entId])[0], suggested: false, reason: `人工确认：${m.reason}` }],
    }),
  });
  registerSuggestionDecision(ScsChangeKind.MEMBER_REJECT, '排除建议成员', {
    action: 'reject',
    reason: '人工排除',
    summary: (m, g) => `将 ${m.entName} 排除出 ${g.name}`,
    after: (_p, g) => ({ group: g.name, members: [] }),
  });
  registerGroupAction<MemberAdd, string>({
    kind: ScsChangeKind.MEMBER_ADD,
    title: '人工添加成员',
    payload: ScsMemberAddPayload,
    about: (p) => p.entId,
    check: (db, instId, p, g) => bookName(db, instId, p.entId, g),
    describe: (p, g, name) => ({
      before: { group: g.name, members: [] },
      summary: `添加 ${name} 为 ${g.name} 成员（${p.note.trim()}）`,
    }),
    override: (p) => ({ action: 'add', entIds: [p.entId], reason: p.note.trim() }),
    after: (p, g, name) => ({
      group: g.name,
      members: [
        { entId: p.entId, entName: name, role: '成员', reason: `人工添加：${p.note.trim()}`, suggested: false },
      ],
    }),
  });
  registerGroupAction<Split, void>({
    kind: ScsChangeKind.GROUP_SPLIT,
    title: '拆分集团',
    payload: ScsSplitPayload,
    about: () => 'split',
    check: async (_db, _instId, p, g) => checkSplit(g, p.entIds),
    describe: (p, g) => ({
      before: { group: g.name, members: allMembers(g) },
      summary: `从 ${g.name} 拆出 ${memberSnapshot(g, p.entIds)
        .map((m) => m.entName)
        .join('、')} 为新集团`,
    }),
    override: (p, changeId) => ({
      action: 'split',
      entIds: p.entIds,
      targetKey: `S:${p.groupKey}:${changeId}`,
      reason: '人工拆分',
    }),
    after: (p, g) => ({
      group: g.name,
      members: memberSnapshot(
        g,
        g.members.map((m) => m.entId).filter((id) => !p.entIds.includes(id)),
      ),
      newGroup: memberSnapshot(g, p.entIds),
    }),
  });
  registerGroupAction<Merge, Group>({
    kind: ScsChangeKind.GROUP_MERGE,
    title: '合并集团',
    payload: ScsMergePayload,
    about: () => 'merge',
    refuse: (p) => {
      if (p.groupKey === p.otherKey) throw badRequest('不能与本集团合并');
    },
    check: (db, instId, p) => latestGroup(db, instId, p.otherKey),
    describe: (_p, g, other) => ({
      before: { group: g.name, members: allMembers(g), other: other.name, otherMembers: allMembers(other) },
      summary: `将 ${other.name} 并入 ${g.name}`,
    }),
    override: (p) => ({ action: 'merge', entIds: [], targetKey: p.otherKey, reason: '人工合并' }),
    after: (_p, g, other) => ({ group: g.name, members: [...allMembers(g), ...allMembers(other)] }),
  });
}

function checkSplit(g: Group, entIds: readonly string[]) {
  const ids = new Set(g.members.map((m) => m.entId));
  if (entIds.some((id) => !ids.has(id))) throw badRequest('拆分的企业须为本集团成员');
  if (entIds.length >= g.members.length) throw badRequest('拆分后原集团至少保留一名成员');
}

/** A customer of the book that is not yet in the group (人工添加). */
async function bookName(db: Db, instId: number, entId: string, g: Group): Promise<string> {
  if (g.members.some((m) => m.entId === entId)) throw badRequest('该企业已是本集团成员');
  const row = await db
    .selectFrom('institution_customer as ic')
    .innerJoin('company as c', 'c.ent_id', 'ic.ent_id')
    .select('c.name')
    .where('ic.inst_id', '=', instId)
    .where('ic.ent_id', '=', entId)
    .executeTakeFirst();
  if (!row) throw badRequest('该企业不在本机构客户名单中');
  return row.name;
}
