import type { FastifyPluginAsync } from 'fastify';
import { merchantsSearchModule } from './merchantsSearch/routes';
import { relatedRisksModule } from './relatedRisks/routes';
import { creditReportModule } from './creditReport/routes';
import { partnerNewsModule } from './news/routes';
import { bidRiggingModule } from './bidRigging/routes';
import { keySurveyModule } from './keySurvey/routes';
import { dueDiligenceModule } from './dueDiligence/routes';
import { screeningModule } from './screening/routes';

/** PRMA 合作方风险管理: sourcing, related risks, credit reports, news alerts, bid rigging, key surveys, due diligence and screening. */
export const prmaArea: FastifyPluginAsync = async (app) => {
  await app.register(merchantsSearchModule);
  await app.register(relatedRisksModule);
  await app.register(creditReportModule);
  await app.register(partnerNewsModule);
  await app.register(bidRiggingModule);
  await app.register(keySurveyModule);
  await app.register(dueDiligenceModule);
  await app.register(screeningModule);
};
