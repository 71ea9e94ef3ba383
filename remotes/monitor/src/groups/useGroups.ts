import { useState } from 'react';
import { useLoad } from '@esee/react';
import { monitorApi, type MonitorGroup } from '../api/monitor';

/** Spec 2 §9: every user has 默认分组, which can be neither renamed nor deleted. */
export const DEFAULT_GROUP = '默认分组';
/** 全部分组: the sum of all groups, not a group. */
export const ALL_GROUPS_ID = 0;

/** A group the user made: 全部分组 and 默认分组 keep their names and stay. */
export const isOwnGroup = (g: MonitorGroup) => g.groupId !== ALL_GROUPS_ID && g.groupName !== DEFAULT_GROUP;

/** The group that takes companies added without one: the one chosen as default, else 默认分组. */
export function receivesNew(g: MonitorGroup, groups: readonly MonitorGroup[]): boolean {
  if (g.groupId === ALL_GROUPS_ID) return false;
  return g.defaultSelect || (g.groupName === DEFAULT_GROUP && !groups.some((d) => d.defaultSelect));
}

/**
 * The user's groups with their counts (全部分组 first). The last list stays in view while a change
 * reloads it, so panels and tables do not blink; `monitored` is how many companies the user watches
 * (undefined until known), which tells a new user's empty page from an empty filter.
 */
export function useGroups() {
  const loaded = useLoad(() => monitorApi.groups(), []);
  const [last, setLast] = useState<MonitorGroup[] | null>(null);
  if (loaded.data && loaded.data !== last) setLast(loaded.data);
  const list = loaded.data ?? last;
  return {
    list: list ?? [],
    /** The groups the user made and 默认分组: where companies can be. */
    real: (list ?? []).filter((g) => g.groupId !== ALL_GROUPS_ID),
    failed: loaded.status === 'failed' && list === null,
    monitored: list ? (list.find((g) => g.groupId === ALL_GROUPS_ID)?.groupMonitorCount ?? 0) : undefined,
    reload: loaded.reload,
  };
}
