import type { FastifyRequest } from 'fastify';
import { activityScope } from '../shared/activityScope';
import { addDays } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { HitScope } from './hits';

/** Every China day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Whose hits a manager's call reads: the same scope as the trace queries (the
 * institution — another only for the platform administrator —, the caller's
 * data scope in their own, the range, the member and department filters).
 */
export async function managerScope(
  request: FastifyRequest,
  db: Db,
  q: { instCode?: string; start: string; end: string; unitId?: number; userId?: number },
): Promise<HitScope> {
  const { instId, userIds, from, to, userId, unitIds } = await activityScope(request, db, q);
  return { instId, userIds, from, to, userId, unitIds };
}
