import type { ScsDryRunGroup } from '@esee/contracts';

/** A group as compared: its key, name and members with their confirmation flag. */
export interface ComparedGroup {
  key: string;
  name: string;
  members: readonly { entId: string; entName: string; suggested: boolean }[];
}

/** Most groups listed in a dry run's answer (the counts cover all). */
export const MAX_LISTED = 200;

/**
 * What a rule would change against the stored run, group by group (by key): new groups, groups whose
 * members or whose members' confirmation (自动/建议) differ, groups dissolved.
 */
export function compareGroups(stored: readonly ComparedGroup[], proposed: readonly ComparedGroup[]) {
  const before = new Map(stored.map((g) => [g.key, g]));
  const after = new Set(proposed.map((g) => g.key));
  const groups: ScsDryRunGroup[] = [];
  let newGroups = 0;
  let changedGroups = 0;
  for (const g of proposed) {
    const old = before.get(g.key);
    const members = (list: readonly ComparedGroup['members'][number][]) =>
      list.map(({ entId, entName }) => ({ entId, entName }));
    if (!old) {
      newGroups++;
      groups.push({
        key: g.key,
        name: g.name,
        change: 'new',
        memberCount: g.members.length,
        added: members(g.members),
        removed: [],
        flagged: [],
      });
      continue;
    }
    const oldBy = new Map(old.members.map((m) => [m.entId, m]));
    const nowIds = new Set(g.members.map((m) => m.entId));
    const added = g.members.filter((m) => !oldBy.has(m.entId));
    const removed = old.members.filter((m) => !nowIds.has(m.entId));
    const flagged = g.members
      .filter((m) => oldBy.has(m.entId) && oldBy.get(m.entId)!.suggested !== m.suggested)
      .map(({ entId, entName, suggested }) => ({ entId, entName, suggested }));
    if (added.length + removed.length + flagged.length === 0) continue;
    changedGroups++;
    groups.push({
      key: g.key,
      name: g.name,
      change: 'changed',
      memberCount: g.members.length,
      added: members(added),
      removed: members(removed),
      flagged,
    });
  }
  const dissolved = stored.filter((g) => !after.has(g.key));
  for (const g of dissolved)
    groups.push({
      key: g.key,
      name: g.name,
      change: 'dissolved',
      memberCount: 0,
      added: [],
      removed: g.members.map(({ entId, entName }) => ({ entId, entName })),
      flagged: [],
    });
  return {
    newGroups,
    changedGroups,
    dissolvedGroups: dissolved.length,
    text: `将新增 ${newGroups} 组、变更 ${changedGroups} 组、解散 ${dissolved.length} 组`,
    groups: groups.slice(0, MAX_LISTED),
  };
}
