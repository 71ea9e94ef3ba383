import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../../../platform/auth/plugin';
import { chinaTimeText } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { DerivedRefresh } from './refresh';
import { whenDataMayChange } from '../../../platform/jobs/whenDataMayChange';

/**
 * 派生结论 (issue 42): the beneficial owners, actual controller, group and related-party status of watched companies
 * follow the data. A refresh is asked for when the app is ready (a missing baseline is computed silently) and then as
 * often as the data inbox is looked into (a load by the inbox, `npm run data:load` or another instance shows as a
 * new `data_load` row; an edited 关联方名单 as a new hash of the lists);
 * the work is a job of the job system, never a request's.
 */
export const derivedModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const refresh = new DerivedRefresh(db, app.jobs, app.log);
  whenDataMayChange(app, 'derived refresh not queued', () => refresh.request());

  app.post(
    '/esee/monitorDerived/status',
    {
      config: { right: 'monitor' },
      schema: {
        tags: ['monitor'],
        summary: '企业的派生结论（受益所有人、实际控制人、集团、关联方）及其计算时间，本机构',
        body: Type.Object({ entId: Type.String({ minLength: 1, maxLength: 64 }) }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const list = await db
        .selectFrom('derived_conclusion')
        .select([
          'kind',
          'value',
          chinaTimeText('computed_at', 'minute').as('computedAt'),
          chinaTimeText('changed_at', 'minute').as('changedAt'),
        ])
        .where('inst_id', '=', user.instId)
        .where('ent_id', '=', request.body.entId)
        .orderBy('kind')
        .execute();
      return ok({ list });
    },
  );
};
