import { ScsRole } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { groupName, type BookCustomer, type Group, type GroupMember } from './grouping';

/*
 * Group actions approved in 数据复核 (confirm or reject a suggested member, add a member by hand, split,
 * merge) persist as overrides keyed by the stable group key; every identification run applies them, in
 * the order they were approved, after the engine. An override whose group or member is gone is skipped.
 */

export interface GroupOverride {
  groupKey: string;
  action: 'confirm' | 'reject' | 'add' | 'split' | 'merge';
  entIds: readonly string[];
  /** split: the new group's key; merge: the group merged into this one. */
  targetKey: string | null;
  reason: string;
}

/** A manual control relation 「X 通过协议控制 Y」, a control edge for the engine. */
export interface Agreement {
  controllerId: string;
  controllerName: string;
  controlledId: string;
}

/** The institution's manual control relations (数据维护 · 协议控制). */
export async function agreementsOf(db: Db, instId: number): Promise<Agreement[]> {
  return db
    .selectFrom('scs_manual_control as a')
    .innerJoin('company as c', 'c.ent_id', 'a.controller_id')
    .select(['a.controller_id as controllerId', 'c.name as controllerName', 'a.controlled_id as controlledId'])
    .where('a.inst_id', '=', instId)
    .orderBy('a.id')
    .execute();
}

/** Recompute a group's total and, when its core left, its core (the largest exposure) and parent role. */
function settle(group: Group, exposure: (id: string) => number): void {
  group.totalExposure = group.members.reduce((sum, m) => sum + exposure(m.entId), 0);
  if (!group.members.some((m) => m.entId === group.coreEntId) && group.members.length) {
    const core = [...group.members].sort((a, b) => exposure(b.entId) - exposure(a.entId))[0]!;
    group.coreEntId = core.entId;
    core.role = ScsRole.PARENT;
  }
}

/**
 * Apply overrides to the engine's groups, in place and in order. A confirmed member loses its
 * `suggested` mark (「人工确认：…」); a rejected one leaves the group; an added customer joins (leaving any
 * other group: a customer is in one group) as 「人工添加：<理由>」; a split moves the chosen members into a
 * new group keyed by the override; a merge moves the other group's members into this one. A group left
 * with no member is dropped.
 */
export function applyOverridesTo(
  groups: Group[],
  overrides: readonly GroupOverride[],
  customers: readonly BookCustomer[],
): void {
  const book = new Map(customers.map((c) => [c.entId, c]));
  const exposure = (id: string) => book.get(id)?.exposure ?? 0;
  const byKey = () => new Map(groups.map((g) => [g.key, g]));
  const take = (group: Group, entId: string): GroupMember | undefined => {
    const i = group.members.findIndex((m) => m.entId === entId);
    return i < 0 ? undefined : group.members.splice(i, 1)[0];
  };
  for (const o of overrides) {
    const keyed = byKey();
    const group = keyed.get(o.groupKey);
    if (!group) continue;
    switch (o.action) {
      case 'confirm':
        for (const m of group.members)
          if (o.entIds.includes(m.entId) && m.suggested) {
            m.suggested = false;
            m.reason = `人工确认：${m.reason}`;
          }
        break;
      case 'reject':
        for (const id of o.entIds) take(group, id);
        break;
      case 'add':
        for (const id of o.entIds) {
          const customer = book.get(id);
          if (!customer || group.members.some((m) => m.entId === id)) continue;
          for (const other of groups) if (other !== group && take(other, id)) settle(other, exposure);
          group.members.push({
            entId: id,
            entName: customer.name,
            role: ScsRole.MEMBER,
            suggested: false,
            reason: `人工添加：${o.reason}`,
            evidence: [],
          });
        }
        break;
      case 'split': {
        const moved = o.entIds.flatMap((id) => take(group, id) ?? []);
        if (!moved.length || !o.targetKey || keyed.has(o.targetKey)) {
          group.members.push(...moved);
          break;
        }
        const core = [...moved].sort((a, b) => exposure(b.entId) - exposure(a.entId))[0]!;
        for (const m of moved) {
          m.role = m === core ? ScsRole.PARENT : m.role === ScsRole.PARENT ? ScsRole.MEMBER : m.role;
          m.reason = `人工拆分（自${group.name}）：${o.reason}`;
        }
        groups.push({
          key: o.targetKey,
          name: `${groupName(core.entName)}（拆分）`,
          coreEntId: core.entId,
          rootId: core.entId,
          rootName: core.entName,
          members: moved,
          totalExposure: 0,
        });
        settle(groups.at(-1)!, exposure);
        break;
      }
      case 'merge': {
        const other = o.targetKey ? keyed.get(o.targetKey) : undefined;
        if (!other || other === group) break;
        for (const m of other.members.splice(0)) {
          if (group.members.some((x) => x.entId === m.entId)) continue;
          group.members.push({
            ...m,
            role: m.role === ScsRole.PARENT ? ScsRole.MEMBER : m.role,
            reason: `人工合并（原属${other.name}）：${o.reason}`,
          });
        }
        break;
      }
    }
    settle(group, exposure);
    for (let i = groups.length - 1; i >= 0; i--) if (!groups[i]!.members.length) groups.splice(i, 1);
  }
}

/** The institution's overrides in approval order (a run applies them with `applyOverridesTo`, in its worker task). */
export async function groupOverridesOf(db: Db, instId: number): Promise<GroupOverride[]> {
  const rows = await db
    .selectFrom('scs_group_override')
    .select(['group_key', 'action', 'ent_ids', 'target_key', 'reason'])
    .where('inst_id', '=', instId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    groupKey: r.group_key,
    action: r.action as GroupOverride['action'],
    entIds: r.ent_ids,
    targetKey: r.target_key,
    reason: r.reason,
  }));
}
