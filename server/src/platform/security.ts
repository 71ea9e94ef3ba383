import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. The content security policy allows scripts from this
 * origin only (the shell and the remotes it serves), plus the dev servers of
 * remotes when configured; antd's CSS-in-JS needs inline styles.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const devOrigins = Object.values(app.config.remoteDevUrls).map((u) => new URL(u).origin);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...devOrigins],
          connectSrc: ["'self'", ...devOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Same-origin remotes need nothing more; remotes on another origin set their own CORP.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security', dependencies: ['db'] },
);
