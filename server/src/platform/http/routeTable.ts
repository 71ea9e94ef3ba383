import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { CallCost } from './rateLimit';

/** A registered route as the security checks see it: where, who may call it, what it accepts. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  public: boolean;
  right: string | undefined;
  /** What the call costs against the per-user limits (`rateLimit.ts`), if it is limited. */
  cost: CallCost | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, one entry per method (HEAD apart). */
    routeTable: RouteEntry[];
  }
}

/** Keeps the route table, so that what guards every route can be checked against every route. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = ([] as HTTPMethods[]).concat(route.method).filter((m) => m !== 'HEAD');
      // Read when asked: hooks of inner contexts run after this one and may still set the options.
      for (const method of methods)
        table.push({
          method,
          url: route.url,
          get public() {
            return route.config?.public === true;
          },
          get right() {
            return route.config?.right;
          },
          get cost() {
            return route.config?.cost;
          },
          get schema() {
            return route.schema;
          },
        });
    });
  },
  { name: 'route-table' },
);
