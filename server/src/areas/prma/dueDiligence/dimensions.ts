import { chinaTimeText } from '../../../platform/db/paging';
import { DD_DEFAULT_DIMENSIONS, DD_DIMENSIONS, type DdDimension, type ProjectDimensions } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';

/** Dimensions in the vocabulary's order, each once (the order a report shows them). */
export const inOrder = (dimensions: readonly string[]): DdDimension[] =>
  DD_DIMENSIONS.filter((d) => dimensions.includes(d));

/**
 * A project of the caller's institution (projects are the institution's: every user of it shares them),
 * with its applied dimensions; another institution's project is as good as none.
 */
export async function projectDimensions(db: Db, user: SessionUser, projectId: number): Promise<ProjectDimensions> {
  const row = await db
    .selectFrom('project as p')
    .leftJoin('project_dimension as d', 'd.project_id', 'p.id')
    .select(['p.id', 'p.name', 'd.dimensions', chinaTimeText<string | null>('d.updated_at', 'second').as('updatedAt')])
    .where('p.id', '=', projectId)
    .where('p.inst_id', '=', user.instId)
    .executeTakeFirst();
  if (!row) throw notFound('项目不存在');
  return {
    projectId: row.id,
    projectName: row.name,
    dimensions: row.dimensions ? inOrder(row.dimensions) : [...DD_DEFAULT_DIMENSIONS],
    saved: row.dimensions !== null,
    updatedAt: row.updatedAt,
  };
}

/** Save the dimensions a project applies (checked as the caller's project first). */
export async function saveProjectDimensions(
  db: Db,
  user: SessionUser,
  projectId: number,
  dimensions: readonly DdDimension[],
  now: Date,
): Promise<ProjectDimensions> {
  await projectDimensions(db, user, projectId);
  const values = { dimensions: inOrder(dimensions), updated_by: user.userId, updated_at: now };
  await db
    .insertInto('project_dimension')
    .values({ project_id: projectId, ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
  return projectDimensions(db, user, projectId);
}
