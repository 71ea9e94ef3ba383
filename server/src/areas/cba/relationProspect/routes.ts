import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  DEFAULT_HUB_HOLDINGS,
  DEFAULT_MIN_RATIO,
  EnvelopeSchema,
  MAX_RELATION_PROSPECTS,
  MAX_RELATION_SEEDS,
  RELATION_PROSPECT_PERMISSION,
  RelationProspectRequestSchema,
  RelationProspectResultSchema,
  type RelationKind,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/paging';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { pathKinds, pathText, rank } from './rank';
import { HubBook } from '../../../core/relations/hubs';
import { walk } from './walk';

/** The right of 关系找客 (spec 1 §3), and the CBA menu entry's key: both are needed. */
const RIGHT = 'marketing:relation';

/** The companies of the institution's project, in the order they were added; not found if not its own. */
async function projectCompanies(db: Db, instId: number, projectId: number): Promise<string[]> {
  const project = await db
    .selectFrom('project')
    .select('id')
    .where('id', '=', projectId)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!project) throw notFound('项目不存在');
  const rows = await db
    .selectFrom('project_company')
    .select('ent_id')
    .where('project_id', '=', projectId)
    .orderBy('added_at')
    .orderBy('ent_id')
    .execute();
  return rows.map((r) => r.ent_id);
}

async function names(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`
    select ent_id as id, name from company where ent_id = any(${sql.val([...ids])})
    union all
    select person_id, name from person where person_id = any(${sql.val([...ids])})
  `.execute(db);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * CBA 关系找客 (product pages §1.5): from seed customers (picked, or a project) to the companies one or
 * two hops away through holdings, a common controller, shared executives or legal representative and
 * branches; hubs left out and named; ranked by warmth, each with its best path in words.
 */
export const relationProspectModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['relationProspect'];

  // The solution's entry too: an institution without CBA, or a role without the menu entry, is refused.
  app.addHook('onRequest', async (request) => {
    if (!(await request.access()).can(RELATION_PROSPECT_PERMISSION)) throw forbidden();
  });

  app.post(
    '/esee/marketing/relation/search',
    {
      config: { right: RIGHT },
      schema: {
        tags,
        summary: '关系找客：种子企业一至二跳内的潜在客户，按关系远近排序',
        body: RelationProspectRequestSchema,
        response: { 200: EnvelopeSchema(RelationProspectResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      if (!body.entIds && body.projectId === undefined) throw badRequest('请选择种子企业或项目');
      const inProject = body.projectId === undefined ? [] : await projectCompanies(db, user.instId, body.projectId);
      const seedIds = [...new Set(body.entIds ?? inProject)];
      if (!seedIds.length) throw badRequest('项目中没有企业，请先添加企业或手选种子企业');
      if (seedIds.length > MAX_RELATION_SEEDS)
        throw badRequest(`种子企业最多${MAX_RELATION_SEEDS}家，项目有${seedIds.length}家，请手选种子企业`);
      const seedRows = await db
        .selectFrom('company')
        .select(['ent_id as entId', 'name as orgName'])
        .where('ent_id', 'in', seedIds)
        .orderBy('name')
        .execute();
      if (seedRows.length < seedIds.length) throw badRequest('种子企业不存在，请重新选择');

      const hubs = new HubBook(db, body.hubHoldings ?? DEFAULT_HUB_HOLDINGS);
      const options = {
        types: body.types as RelationKind[],
        depth: body.depth ?? 2,
        minRatio: body.minRatio ?? DEFAULT_MIN_RATIO,
        hubHoldings: body.hubHoldings ?? DEFAULT_HUB_HOLDINGS,
      };
      const { paths, cut } = await walk(db, seedIds, options, hubs);

      const seeds = new Set(seedIds);
      const projectSet = new Set(inProject);
      const isKnown = (id: string) => seeds.has(id) || projectSet.has(id);
      const prospects = paths.filter((p) => !isKnown(p.target));
      const ranked = rank(prospects.filter((p) => !hubs.isClosed(p.target)));
      const closed = new Set(prospects.map((p) => p.target).filter(hubs.isClosed)).size;
      const kept = ranked.slice(0, MAX_RELATION_PROSPECTS);
      const knownIds = [...new Set(paths.map((p) => p.target).filter(isKnown))];

      const page = pageOf({ pageNo: body.pageNo, pageSize: body.pageSize });
      const rows = kept.slice(page.offset, page.offset + page.limit);
      const ids = new Set([
        ...knownIds,
        ...rows.flatMap((r) => [r.best.seed, r.target, ...r.best.steps.map((s) => s.via ?? '')]),
      ]);
      ids.delete('');
      const nameOf = await names(db, [...ids]);
      const name = (id: string) => nameOf.get(id) ?? id;
      const companies = rows.length
        ? await db
            .selectFrom('company')
            .select([
              'ent_id',
              sql<number | null>`reg_capital::float8`.as('reg_capital'),
              'reg_capital_currency',
              'status',
              'tags',
            ])
            .where(
              'ent_id',
              'in',
              rows.map((r) => r.target),
            )
            .execute()
        : [];
      const detail = new Map(companies.map((c) => [c.ent_id, c]));

      return ok({
        total: kept.length,
        list: rows.map((r) => {
          const c = detail.get(r.target);
          return {
            entId: r.target,
            orgName: name(r.target),
            seedId: r.best.seed,
            seedName: name(r.best.seed),
            path: pathText(r.best, name),
            types: pathKinds(r.best),
            hops: r.best.steps.length,
            seedCount: r.seedCount,
            warmth: r.warmth,
            regCapital: c?.reg_capital ?? null,
            regCapitalCurrency: c?.reg_capital_currency ?? '人民币',
            status: c?.status ?? '-',
            tags: c?.tags ?? [],
          };
        }),
        seeds: seedRows,
        excludedHubs: hubs.hubs(),
        known: knownIds.map((id) => ({
          entId: id,
          orgName: name(id),
          mark: seeds.has(id) ? '种子企业' : '已在项目中',
        })),
        closed,
        truncated: cut || ranked.length > kept.length,
      });
    },
  );
};
