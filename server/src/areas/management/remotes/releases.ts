import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db/database';
import { asDeployed, newestUsable, type DeployedRemote, type RemoteScan, type RemoteVersion } from './registry';

/** A canary: a newer version for some of one institution's users. */
export interface Canary {
  version: string;
  percent: number | null;
  userIds: number[];
}

/** The pins and canaries that decide the versions of one institution (all remotes). */
export interface InstAssignments {
  platform: Map<string, string>;
  inst: Map<string, string>;
  canary: Map<string, Canary>;
}

export async function loadAssignments(db: Db, instId: number): Promise<InstAssignments> {
  const [pins, canaries] = await Promise.all([
    db
      .selectFrom('remote_pin')
      .select(['remote', 'inst_id', 'version'])
      .where((eb) => eb.or([eb('inst_id', 'is', null), eb('inst_id', '=', instId)]))
      .execute(),
    db
      .selectFrom('remote_canary')
      .select(['remote', 'version', 'percent', 'user_ids'])
      .where('inst_id', '=', instId)
      .execute(),
  ]);
  return {
    platform: new Map(pins.filter((p) => p.inst_id === null).map((p) => [p.remote, p.version])),
    inst: new Map(pins.filter((p) => p.inst_id !== null).map((p) => [p.remote, p.version])),
    canary: new Map(canaries.map((c) => [c.remote, { version: c.version, percent: c.percent, userIds: c.user_ids }])),
  };
}

/**
 * Whether a user is on a canary's side: named in its list, or in its share of
 * users. The share is by a hash of the remote and the user id, so the same
 * user always lands on the same side, and a larger percent only adds users.
 */
export function inCanary(remote: string, userId: number, canary: Canary): boolean {
  if (canary.userIds.includes(userId)) return true;
  if (canary.percent === null) return false;
  const bucket = createHash('sha256').update(`${remote}:${userId}`).digest().readUInt32BE(0) % 100;
  return bucket < canary.percent;
}

const usable = (versions: readonly RemoteVersion[], version: string | undefined) =>
  version === undefined ? undefined : versions.find((v) => v.version === version && v.manifest);

/**
 * The version an institution's users get outside a canary: its pin, else the
 * platform pin, else the newest. A pin whose folder is gone falls through.
 */
export function baseVersion(
  name: string,
  versions: readonly RemoteVersion[],
  a: Pick<InstAssignments, 'platform' | 'inst'>,
): RemoteVersion | undefined {
  return usable(versions, a.inst.get(name)) ?? usable(versions, a.platform.get(name)) ?? newestUsable(versions);
}

/** The version one user gets: the canary's when they are on its side, else the institution's. */
export function versionForUser(
  name: string,
  versions: readonly RemoteVersion[],
  a: InstAssignments,
  userId: number,
): RemoteVersion | undefined {
  const canary = a.canary.get(name);
  const onCanary = canary && inCanary(name, userId, canary) ? usable(versions, canary.version) : undefined;
  return onCanary ?? baseVersion(name, versions, a);
}

/** The remotes one user loads, each at the version the pins and canaries give them. */
export async function remotesForUser(
  db: Db,
  scan: RemoteScan,
  user: { instId: number; userId: number },
): Promise<DeployedRemote[]> {
  const a = await loadAssignments(db, user.instId);
  const chosen = [...scan.deployed].flatMap(([name, versions]) => {
    const v = versionForUser(name, versions, a, user.userId);
    return v ? [asDeployed(v)!] : [];
  });
  return [...chosen, ...scan.dev];
}
