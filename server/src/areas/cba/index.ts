import type { FastifyPluginAsync } from 'fastify';
import { batchSearchModule } from './batchSearch/routes';
import { conditionSearchModule } from './conditionSearch/routes';
import { entSearchModule } from './entSearch/routes';
import { publicsenModule } from './news/routes';
import { dangerModule } from './news/dangerRoutes';
import { financingModule } from './financing/routes';
import { parksModule } from './parks/routes';
import { mapSearchModule } from './mapSearch/routes';
import { industryChainModule } from './industryChain/routes';
import { reportsModule } from './reports/routes';
import { relationProspectModule } from './relationProspect/routes';
import { customerBookModule } from './customerBook/routes';
import { newEntModule } from './newEnt/routes';

/** CBA 对公业务助手: prospects (condition, map, parks, chains, new companies, financing, relations), batch search, single-company checks, news and profile reports. */
export const cbaArea: FastifyPluginAsync = async (app) => {
  await app.register(batchSearchModule);
  await app.register(conditionSearchModule);
  await app.register(entSearchModule);
  await app.register(publicsenModule);
  await app.register(dangerModule);
  await app.register(financingModule);
  await app.register(parksModule);
  await app.register(mapSearchModule);
  await app.register(industryChainModule);
  await app.register(reportsModule);
  await app.register(relationProspectModule);
  await app.register(customerBookModule);
  await app.register(newEntModule);
};
