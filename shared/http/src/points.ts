import type { PointAdd } from '@esee/contracts';
import { http } from './client';

/**
 * Record one hit of a point (埋点, spec 2 §7): fire-and-forget. Like the trace
 * calls it never shows an error and survives navigation; an unknown, disabled
 * or too frequent point is simply not counted.
 */
export function trackPoint(pointId: string, extra: Omit<PointAdd, 'pointId'> = {}): void {
  const path = extra.path ?? globalThis.location?.pathname;
  void http
    .post(
      '/esee/cms/point/add',
      { pointId, ...extra, ...(path && { path: path.slice(0, 500) }) },
      { silent: true, keepOnNavigate: true },
    )
    .catch(() => undefined);
}
