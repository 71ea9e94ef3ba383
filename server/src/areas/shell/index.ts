import type { FastifyPluginAsync } from 'fastify';
import { sessionModule } from './session/routes';
import { accessModule } from './access/routes';
import { traceModule } from './trace/routes';
import { searchModule } from './search/routes';
import { uploadModule } from './upload/routes';
import { exportJobsModule } from './exportJobs/routes';
import { integrationModule } from './integration/routes';
import { homeModule } from './home/routes';

export interface ShellAreaOptions {
  /** Captcha text; tests fix it. */
  captchaText?: () => string;
}

/** 壳 (the shell): what every page of every solution shares — sign-in and sessions, rights, the header search, uploads of company lists, exports, traces, links to the bank's systems, the home's 「我的工作」. */
export const shellArea: FastifyPluginAsync<ShellAreaOptions> = async (app, { captchaText }) => {
  await app.register(sessionModule, { captchaText });
  await app.register(accessModule);
  await app.register(traceModule);
  await app.register(searchModule);
  await app.register(uploadModule);
  await app.register(exportJobsModule);
  await app.register(integrationModule);
  await app.register(homeModule);
};
