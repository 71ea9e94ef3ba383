import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Fault {
  /** Requests whose path starts with this fail. */
  pathPrefix: string;
  /** How many more times. */
  remaining: number;
}

/**
 * Armed faults (`DIAGNOSTICS=on` only): the next requests of one user to a
 * path fail inside the server, through the real error path, as a failed
 * database would. Browser tests use it to see the product's failed states.
 */
export class FaultInjector {
  private readonly faults = new Map<number, Fault[]>();

  arm(userId: number, fault: Fault): void {
    this.faults.set(userId, [...(this.faults.get(userId) ?? []), fault]);
  }

  clear(userId: number): void {
    this.faults.delete(userId);
  }

  /** Whether this request of this user is to fail; uses up one of the fault's times. */
  take(userId: number, path: string): boolean {
    const fault = this.faults.get(userId)?.find((f) => f.remaining > 0 && path.startsWith(f.pathPrefix));
    if (!fault) return false;
    fault.remaining--;
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: FaultInjector;
  }
}

/** Registered at the root so that it sees every API route, after the session is known. */
export const faultsPlugin = fp(
  async (app: FastifyInstance) => {
    const faults = new FaultInjector();
    app.decorate('faults', faults);
    if (!app.config.diagnostics) return;
    app.addHook('preHandler', async (request) => {
      if (request.user && faults.take(request.user.userId, request.url))
        throw new Error(`injected fault on ${request.url}`);
    });
  },
  { name: 'faults', dependencies: ['auth'] },
);
