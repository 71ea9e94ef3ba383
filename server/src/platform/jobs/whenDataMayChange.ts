import type { FastifyInstance } from 'fastify';

/**
 * Work that follows the data (derived conclusions, same-customer groups): looked for once the app is ready (after
 * the job system has started: its onReady hook is added first) and then as often as the data inbox is looked into,
 * since a load by the inbox, `npm run data:load` or another instance shows only as a new `data_load` row. A failed
 * look is logged as `failed` and tried again at the next tick.
 */
export function whenDataMayChange(app: FastifyInstance, failed: string, look: () => Promise<unknown>): void {
  const tick = () => look().catch((error: unknown) => app.log.error({ err: error }, failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), app.config.inboxEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
