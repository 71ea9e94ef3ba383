import type { FastifyRequest } from 'fastify';
import { OrgMessage } from '@esee/contracts';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { requireUser } from './plugin';

/** The institution a call reads: the caller's own, or, for the platform administrator, the one named. */
export interface TargetInst {
  instId: number;
  instCode: string;
  instName: string;
  own: boolean;
}

/**
 * `instCode` absent or the caller's own: their institution. Another one only for
 * a `super` holder (issue 21); to anyone else it answers as missing (404), as the
 * org calls do, so institution codes cannot be probed.
 */
export async function targetInst(request: FastifyRequest, db: Db, instCode: string | undefined): Promise<TargetInst> {
  const user = requireUser(request);
  const code = instCode?.trim().toUpperCase();
  if (!code || code === user.instCode)
    return { instId: user.instId, instCode: user.instCode, instName: user.instName, own: true };
  if (!(await request.access()).can('super')) throw notFound(OrgMessage.INST_MISSING);
  const inst = await db
    .selectFrom('institution')
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!inst) throw notFound(OrgMessage.INST_MISSING);
  return { instId: inst.id, instCode: inst.code, instName: inst.name, own: false };
}
