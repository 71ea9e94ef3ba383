import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  nameProblem,
  OrgSettingsMessage,
  RIGHT_NAME_MAX,
  RightNameEntrySchema,
  RightNameSaveSchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, ok } from '../../../platform/http/errors';
import { nameableEntries } from './menu';
import type { RemoteRegistry } from './registry';

/** The institution's own names for menu entries, by path (or `remote:<name>`). */
export async function rightNames(db: Db, instId: number): Promise<Map<string, string>> {
  const rows = await db.selectFrom('right_name').select(['menu_path', 'name']).where('inst_id', '=', instId).execute();
  return new Map(rows.map((r) => [r.menu_path, r.name]));
}

/**
 * 权限名称设置: an institution renames the menu entries its staff see (对公银行助手 →
 * 对公营销助手). The entries are those of the remotes deployed and enabled for it;
 * the menu (`buildMenu`) shows the names.
 */
export function rightNameRoutes(registry: RemoteRegistry): FastifyPluginAsyncTypebox {
  return async (app) => {
    const db = app.db;
    const tags = ['remotes'];

    app.get(
      '/framework/api/right/name',
      {
        config: { right: 'fmk:right' },
        schema: {
          tags,
          summary: '权限名称：机构可见的菜单项、默认名称与自定义名称',
          response: { 200: EnvelopeSchema(Type.Array(RightNameEntrySchema)) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const [entries, names] = await Promise.all([
          registry.list().then(async (remotes) => nameableEntries(remotes, await request.access())),
          rightNames(db, user.instId),
        ]);
        return ok(entries.map((e) => ({ ...e, customName: names.get(e.menuPath) ?? null })));
      },
    );

    app.post(
      '/framework/api/right/name',
      {
        config: { right: 'fmk:right' },
        schema: { tags, summary: '设置菜单项的名称（空则恢复默认）', body: RightNameSaveSchema },
      },
      async (request) => {
        const user = requireUser(request);
        const { menuPath, name } = request.body;
        const entries = nameableEntries(await registry.list(), await request.access());
        const entry = entries.find((e) => e.menuPath === menuPath);
        if (!entry) throw badRequest(OrgSettingsMessage.MENU_UNKNOWN);
        const text = name?.trim() ?? '';
        // Empty, or the default itself: the default name again.
        if (!text || text === entry.defaultName) {
          await db
            .deleteFrom('right_name')
            .where('inst_id', '=', user.instId)
            .where('menu_path', '=', menuPath)
            .execute();
          return ok(null);
        }
        const problem = nameProblem(text, '名称', RIGHT_NAME_MAX);
        if (problem) throw badRequest(problem);
        await db
          .insertInto('right_name')
          .values({
            inst_id: user.instId,
            menu_path: menuPath,
            name: text,
            updated_by: user.userId,
            updated_at: app.clock(),
          })
          .onConflict((oc) =>
            oc
              .columns(['inst_id', 'menu_path'])
              .doUpdateSet({ name: text, updated_by: user.userId, updated_at: app.clock() }),
          )
          .execute();
        return ok(null);
      },
    );
  };
}
