import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { chinaTimeText } from '../../../platform/db/paging';
import { CustomerBookSummarySchema, EnvelopeSchema, FileType } from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { ok } from '../../../platform/http/errors';
import { canManageBook, customersInBook, requireBookManager } from '../../../core/institutions/customerBook';

/** CBA users read the book (flags and exclusions); only the institution's administrators change it. */
const config = { right: 'app:cba' };

/**
 * The institution's customer book (本行客户): filled by batch import, read by
 * 条件找客 and 融资事件 through `institution_customer`, cleared as a whole.
 */
export const customerBookModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['customerBook'];

  app.importTargets.set(FileType.CUSTOMER_BOOK, {
    right: 'app:cba',
    existingLabel: '已是本行客户',
    async existing(db, user, _targetId, entIds) {
      requireBookManager(user);
      return customersInBook(db, user.instId, entIds);
    },
    async importInto(trx, { user, companies }) {
      requireBookManager(user);
      const inserted = await trx
        .insertInto('institution_customer')
        .values(companies.map((c) => ({ inst_id: user.instId, ent_id: c.entId, added_by: user.userId })))
        .onConflict((oc) => oc.doNothing())
        .returning('ent_id')
        .execute();
      return { imported: inserted.length, existing: companies.length - inserted.length, targetId: null };
    },
  });

  app.get(
    '/esee/customerBook/summary',
    {
      config,
      schema: {
        tags,
        summary: '本行客户名单：家数与最近导入',
        response: { 200: EnvelopeSchema(CustomerBookSummarySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('institution_customer as ic')
        .leftJoin('app_user as u', 'u.id', 'ic.added_by')
        .select([
          sql<number>`count(*)::int`.as('count'),
          chinaTimeText<string | null>(sql`max(ic.added_at)`, 'minute').as('updatedAt'),
          // The name of whoever made the latest import.
          sql<string | null>`(array_agg(u.display_name order by ic.added_at desc))[1]`.as('updatedBy'),
        ])
        .where('ic.inst_id', '=', user.instId)
        .executeTakeFirstOrThrow();
      return ok({ ...row, canManage: canManageBook(user) });
    },
  );

  app.post(
    '/esee/customerBook/clear',
    { config, schema: { tags, summary: '清空本行客户名单（机构管理员）' } },
    async (request) => {
      const user = requireUser(request);
      requireBookManager(user);
      const removed = await db.deleteFrom('institution_customer').where('inst_id', '=', user.instId).executeTakeFirst();
      return ok({ removed: Number(removed.numDeletedRows) });
    },
  );
};
