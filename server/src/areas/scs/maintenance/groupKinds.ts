import type { Static } from '@sinclair/typebox';
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
        .where('inst_id', '=', instId),
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

/** Register the group actions of the group detail page (each a change; approved ones become overrides). */
export function registerGroupKinds(): void {
  registerChangeKind<Member>({
    kind: ScsChangeKind.MEMBER_CONFIRM,
    title: '确认建议成员',
    right,
    payload: ScsMemberPayload,
    async prepare(db, instId, p) {
      const g = await latestGroup(db, instId, p.groupKey);
      const m = suggestedMember(g, p.entId);
      return {
        before: { group: g.name, members: memberSnapshot(g, [p.entId]) },
        summary: `确认 ${m.entName} 为 ${g.name} 成员`,
        target: g.name,
        scope: `group:${p.groupKey}:${p.entId}`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const g = await latestGroup(trx, instId, p.groupKey);
      const m = suggestedMember(g, p.entId);
      await override(trx, instId, {
        groupKey: p.groupKey,
        action: 'confirm',
        entIds: [p.entId],
        reason: '人工确认',
        changeId: ctx.changeId,
      });
      return {
        group: g.name,
        members: [{ ...memberSnapshot(g, [p.entId])[0], suggested: false, reason: `人工确认：${m.reason}` }],
      };
    },
  });
  registerChangeKind<Member>({
    kind: ScsChangeKind.MEMBER_REJECT,
    title: '排除建议成员',
    right,
    payload: ScsMemberPayload,
    async prepare(db, instId, p) {
      const g = await latestGroup(db, instId, p.groupKey);
      const m = suggestedMember(g, p.entId);
      return {
        before: { group: g.name, members: memberSnapshot(g, [p.entId]) },
        summary: `将 ${m.entName} 排除出 ${g.name}`,
        target: g.name,
        scope: `group:${p.groupKey}:${p.entId}`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const g = await latestGroup(trx, instId, p.groupKey);
      suggestedMember(g, p.entId);
      await override(trx, instId, {
        groupKey: p.groupKey,
        action: 'reject',
        entIds: [p.entId],
        reason: '人工排除',
        changeId: ctx.changeId,
      });
      return { group: g.name, members: [] };
    },
  });
  registerChangeKind<MemberAdd>({
    kind: ScsChangeKind.MEMBER_ADD,
    title: '人工添加成员',
    right,
    payload: ScsMemberAddPayload,
    async prepare(db, instId, p) {
      const g = await latestGroup(db, instId, p.groupKey);
      const name = await bookName(db, instId, p.entId, g);
      return {
        before: null,
        summary: `添加 ${name} 为 ${g.name} 成员（${p.note.trim()}）`,
        target: g.name,
        scope: `group:${p.groupKey}:${p.entId}`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const g = await latestGroup(trx, instId, p.groupKey);
      const name = await bookName(trx, instId, p.entId, g);
      await override(trx, instId, {
        groupKey: p.groupKey,
        action: 'add',
        entIds: [p.entId],
        reason: p.note.trim(),
        changeId: ctx.changeId,
      });
      return {
        group: g.name,
        members: [
          { entId: p.entId, entName: name, role: '成员', reason: `人工添加：${p.note.trim()}`, suggested: false },
        ],
      };
    },
  });
  registerChangeKind<Split>({
    kind: ScsChangeKind.GROUP_SPLIT,
    title: '拆分集团',
    right,
    payload: ScsSplitPayload,
    async prepare(db, instId, p) {
      const g = await latestGroup(db, instId, p.groupKey);
      checkSplit(g, p.entIds);
      const names = memberSnapshot(g, p.entIds).map((m) => m.entName);
      return {
        before: {
          group: g.name,
          members: memberSnapshot(
            g,
            g.members.map((m) => m.entId),
          ),
        },
        summary: `从 ${g.name} 拆出 ${names.join('、')} 为新集团`,
        target: g.name,
        scope: `group:${p.groupKey}:split`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const g = await latestGroup(trx, instId, p.groupKey);
      checkSplit(g, p.entIds);
      const targetKey = `S:${p.groupKey}:${ctx.changeId}`;
      await override(trx, instId, {
        groupKey: p.groupKey,
        action: 'split',
        entIds: p.entIds,
        targetKey,
        reason: '人工拆分',
        changeId: ctx.changeId,
      });
      return {
        group: g.name,
        members: memberSnapshot(
          g,
          g.members.map((m) => m.entId).filter((id) => !p.entIds.includes(id)),
        ),
        newGroup: memberSnapshot(g, p.entIds),
      };
    },
  });
  registerChangeKind<Merge>({
    kind: ScsChangeKind.GROUP_MERGE,
    title: '合并集团',
    right,
    payload: ScsMergePayload,
    async prepare(db, instId, p) {
      if (p.groupKey === p.otherKey) throw badRequest('不能与本集团合并');
      const [g, o] = [await latestGroup(db, instId, p.groupKey), await latestGroup(db, instId, p.otherKey)];
      return {
        before: {
          group: g.name,
          members: memberSnapshot(
            g,
            g.members.map((m) => m.entId),
          ),
          other: o.name,
          otherMembers: memberSnapshot(
            o,
            o.members.map((m) => m.entId),
          ),
        },
        summary: `将 ${o.name} 并入 ${g.name}`,
        target: g.name,
        scope: `group:${p.groupKey}:merge`,
      };
    },
    async apply(trx, instId, p, ctx) {
      const [g, o] = [await latestGroup(trx, instId, p.groupKey), await latestGroup(trx, instId, p.otherKey)];
      await override(trx, instId, {
        groupKey: p.groupKey,
        action: 'merge',
        entIds: [],
        targetKey: p.otherKey,
        reason: '人工合并',
        changeId: ctx.changeId,
      });
      return {
        group: g.name,
        members: [
          ...memberSnapshot(
            g,
            g.members.map((m) => m.entId),
          ),
          ...memberSnapshot(
            o,
            o.members.map((m) => m.entId),
          ),
        ],
      };
    },
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
