import type { Db } from '../../../platform/db/database';

/**
 * What runs after an SCS identification run is stored (统一授信 snapshots, 风险预警 scan), so the
 * sameCustomer module calls the application services without importing their files. Hooks are kept per
 * database (one per app) and by name, so building an app twice does not register them twice.
 */
export type ScsRunHook = (db: Db, instId: number, runId: number, now: Date) => Promise<void>;

const hooks = new WeakMap<Db, Map<string, ScsRunHook>>();

export function onScsRun(db: Db, name: string, hook: ScsRunHook): void {
  const list = hooks.get(db) ?? new Map<string, ScsRunHook>();
  list.set(name, hook);
  hooks.set(db, list);
}

/** Runs the hooks one after the other; the run itself is already stored. */
export async function afterScsRun(db: Db, instId: number, runId: number, now: Date): Promise<void> {
  for (const hook of hooks.get(db)?.values() ?? []) await hook(db, instId, runId, now);
}
