import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { NewsQuery } from '../../../core/news/newsRows';

/** A deal as 舆情信息 reads it: one of the institution's projects, or one company picked by search. */
export interface DealScope {
  projectId?: number;
  entId?: string;
}

export interface DealCompanies {
  /** The project's name, or the company's. */
  name: string;
  /** In the order the project lists them (added first), or the one company. */
  companies: { entId: string; entName: string }[];
}

/**
 * The companies of a deal. A project must be the institution's (another institution's id is not found,
 * as an unknown one is); a company must exist. Exactly one of the two is named.
 */
export async function dealCompanies(db: Db, user: SessionUser, scope: DealScope): Promise<DealCompanies> {
  if ((scope.projectId === undefined) === (scope.entId === undefined))
    throw badRequest('请求参数有误：请选择一个项目或一家企业');
  if (scope.entId !== undefined) {
    const company = await db
      .selectFrom('company')
      .select(['ent_id as entId', 'name as entName'])
      .where('ent_id', '=', scope.entId)
      .executeTakeFirst();
    if (!company) throw notFound('未找到该企业');
    return { name: company.entName, companies: [company] };
  }
  const project = await db
    .selectFrom('project')
    .select('name')
    .where('id', '=', scope.projectId!)
    .where('inst_id', '=', user.instId)
    .executeTakeFirst();
  if (!project) throw notFound('项目不存在');
  const companies = await db
    .selectFrom('project_company as pc')
    .innerJoin('company as c', 'c.ent_id', 'pc.ent_id')
    .select(['c.ent_id as entId', 'c.name as entName'])
    .where('pc.project_id', '=', scope.projectId!)
    .orderBy('pc.added_at')
    .orderBy('c.ent_id')
    .execute();
  return { name: project.name, companies };
}

/** A news query kept to the deal's companies (none: nothing). */
export const dealNews =
  (deal: DealCompanies) =>
  (query: NewsQuery): NewsQuery => {
    const ids = deal.companies.map((c) => c.entId);
    return ids.length ? query.where('r.company_id', 'in', ids) : query.where('r.company_id', '=', '');
  };
