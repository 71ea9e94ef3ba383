import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@esee/contracts';
import { isApiPath, REMOTES_URL_PREFIX } from '../../../platform/http/urls';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Cache rules: manifests, remote entries' manifests and the page itself are
 * asked for again each time (`no-cache`), so a deployment shows at the next
 * load; every other file has a content hash in its name and is kept a year,
 * JSON data with a hash too (地图找客's outlines: `china-provinces.<hash>.json`).
 */
export function cacheControlFor(urlPath: string): string {
  const base = path.posix.basename(urlPath);
  if (/\.[0-9a-f]{8,}\.json$/.test(base)) return IMMUTABLE;
  if (base.endsWith('.json') || base.endsWith('.html') || base === '') return REVALIDATE;
  if (/\.[0-9a-f]{8,}\.(js|css|mjs)$/.test(base) || /\/static\//.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}

const setCacheHeaders = (reply: FastifyReply, filePath: string) =>
  void reply.header('Cache-Control', cacheControlFor(filePath));

/**
 * The static half of the server: the remotes at `/remotes/<name>/<version>/`
 * and the shell at `/`, with every unknown page path answered by the shell's
 * `index.html` (the shell's router decides), and unknown API paths by the
 * envelope.
 */
export const webFiles = fp(
  async (app: FastifyInstance) => {
    const { remotesDir, shellDir } = app.config;
    mkdirSync(remotesDir, { recursive: true });
    const indexHtml = path.join(shellDir, 'index.html');
    const shellBuilt = existsSync(indexHtml);
    // The files' routes are public by their own options (the shell and the remotes hold no data);
    // in a context of their own, so the hook marks no other route.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await files.register(fastifyStatic, {
        root: remotesDir,
        prefix: REMOTES_URL_PREFIX,
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
      if (shellBuilt)
        await files.register(fastifyStatic, {
          root: shellDir,
          prefix: '/',
          preCompressed: true,
          cacheControl: false,
          setHeaders: setCacheHeaders,
        });
    });
    if (!shellBuilt) app.log.warn(`the shell is not built (${indexHtml} is missing): run 'npm run build'`);

    app.setNotFoundHandler((request, reply: FastifyReply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(urlPath);
      if (isApiPath(request.url) || urlPath.startsWith(REMOTES_URL_PREFIX) || !isPage)
        return reply.status(404).send({ code: ResultCode.NOT_FOUND, data: null, message: '请求的资源不存在' });
      if (!shellBuilt)
        return reply.status(503).type('text/plain; charset=utf-8').send('The shell is not built. Run: npm run build');
      return reply
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(createReadStream(indexHtml));
    });
  },
  { name: 'web-files', dependencies: ['db'] },
);
