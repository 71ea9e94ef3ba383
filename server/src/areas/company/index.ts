import type { FastifyPluginAsync } from 'fastify';
import { companyModule } from './company/routes';
import { personModule } from './person/routes';
import { projectsModule } from './projects/routes';
import { graphsModule } from './graphs/routes';
import { recordDocumentsModule } from './documents/routes';

/** 企业详情 (the company remote): a company, a person, their graphs, and the projects companies are gathered in. */
export const companyArea: FastifyPluginAsync = async (app) => {
  await app.register(companyModule);
  await app.register(personModule);
  await app.register(projectsModule);
  await app.register(graphsModule);
  await app.register(recordDocumentsModule);
};
