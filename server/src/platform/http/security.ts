import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Db } from '../db/database';
import { isWebOrigin } from './origins';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read the external channels' origins again at the next page, on every instance (a channel was changed). */
    forgetEmbeddingOrigins: () => void;
  }
}

/** How long the channels' embedding origins are kept before they are read again. */
const EMBED_ORIGINS_TTL_MS = 30_000;
const EMBED_ORIGINS_TOPIC = 'embedding-origins';

/**
 * Security headers, and no caching of API answers. The content security policy allows scripts from this
 * origin only (the shell and the remotes it serves), plus the remotes' other origins where configured (dev
 * servers, a CDN in `REMOTES_URL`); antd's CSS-in-JS needs inline styles.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Remotes fetched from elsewhere (dev servers, a CDN): their scripts, chunks, styles, fonts and images.
    const remoteOrigins = [
      ...Object.values(app.config.remoteDevUrls),
      ...(app.config.remotesUrl ? [app.config.remotesUrl] : []),
    ].map((u) => new URL(u).origin);
    // Built once: @fastify/helmet built the middleware again for every request, its directives parsed each time
    // (3-6% of an instance's CPU a suggestion at a million companies).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          // No plugin but the browser's PDF viewer showing a file the page opened from a blob: URL (openFile in
          // @esee/http): that tab inherits this policy, and the viewer is a plugin.
          objectSrc: ['blob:'],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Same-origin remotes need nothing more; remotes on another origin set their own CORP.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // The header nginx sends with the static files (nginx/esee-static-headers.conf): the same on every answer.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    // The page (one document for every path) may be framed by the institutions' external channels (issue 23):
    // their origins join frame-ancestors.
    // A channel changed shows at once on every instance (through the shared state).
    let embed = { origins: [] as string[], at: -Infinity };
    app.sharedState.onInvalidate(EMBED_ORIGINS_TOPIC, () => void (embed = { ...embed, at: -Infinity }));
    app.decorate('forgetEmbeddingOrigins', () => app.sharedState.invalidate(EMBED_ORIGINS_TOPIC));
    app.addHook('onSend', async (_request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      if (performance.now() - embed.at > EMBED_ORIGINS_TTL_MS)
        embed = { origins: await embeddingOrigins(app.db).catch(() => embed.origins), at: performance.now() };
      if (!embed.origins.length) return;
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${embed.origins.join(' ')}`),
      );
      reply.removeHeader('x-frame-options');
    });
    // Answers carry one user's data: no cache, shared or private, keeps them. Files set their own rule.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['db', 'shared-state'] },
);

/**
 * Every origin an enabled channel of an enabled institution may embed pages from: the page's
 * `frame-ancestors` (one document serves every path, so the list is the union). Only valid origins reach the
 * header, whatever the table holds (a row saved before origins were checked as origins).
 */
export async function embeddingOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('external_channel as c')
    .innerJoin('institution as i', 'i.id', 'c.inst_id')
    .select('c.origins')
    .where('c.enabled', '=', true)
    .where('i.enabled', '=', true)
    .execute();
  return [...new Set(rows.flatMap((r) => JSON.parse(r.origins) as unknown[]))]
    .filter((o): o is string => typeof o === 'string' && isWebOrigin(o))
    .sort();
}
