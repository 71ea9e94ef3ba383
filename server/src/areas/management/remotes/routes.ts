import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EnvelopeSchema, manifestPages, RemoteDescriptorSchema, ServerMenuNodeSchema } from '@esee/contracts';
import { ok } from '../../../platform/http/errors';
import { buildMenu, permittedRemotes } from './menu';
import { RemoteRegistry } from './registry';
import { rightNameRoutes, rightNames } from './rightNames';
import { remotesForUser } from './releases';
import { remoteReleaseRoutes } from './releaseRoutes';
import { requireUser } from '../../../platform/auth/plugin';

/** Which remotes a user may load, and the menu built from their manifests. */
export const remotesModule: FastifyPluginAsyncTypebox = async (app) => {
  const registry = new RemoteRegistry(app.config.remotesDir, app.config.remoteDevUrls, app.log, app.config.remotesUrl);
  /** Each user's remotes at the versions their institution's pins and canaries give them (read at every call). */
  const forUser = async (request: Parameters<typeof requireUser>[0]) =>
    remotesForUser(app.db, await registry.scan(), requireUser(request));

  app.get(
    '/framework/api/remotes',
    {
      schema: {
        tags: ['remotes'],
        summary: '可加载的远程模块',
        description: '当前用户可以加载的远程模块：解决方案按机构参数 getSupportApp 开通，其余按权限。',
        response: { 200: EnvelopeSchema(Type.Array(RemoteDescriptorSchema)) },
      },
    },
    async (request) => {
      const remotes = permittedRemotes(await forUser(request), await request.access());
      return ok(
        remotes.map(({ manifest, manifestUrl }) => ({
          name: manifest.name,
          title: manifest.title,
          version: manifest.version,
          manifestUrl,
          basePaths: manifest.basePaths,
          kind: manifest.kind,
          home: manifest.home,
          icon: manifest.icon ?? '',
          pages: manifestPages(manifest.menu).map(({ path, title }) => ({ path, title })),
        })),
      );
    },
  );

  app.get(
    '/framework/api/user/menu',
    {
      schema: {
        tags: ['remotes'],
        summary: '用户菜单',
        response: { 200: EnvelopeSchema(Type.Array(ServerMenuNodeSchema)) },
      },
    },
    async (request) =>
      ok(
        buildMenu(
          await forUser(request),
          await request.access(),
          await rightNames(app.db, requireUser(request).instId),
        ),
      ),
  );

  await app.register(rightNameRoutes(registry));
  await app.register(remoteReleaseRoutes(registry));
};
