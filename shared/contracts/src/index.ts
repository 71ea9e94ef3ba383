/**
 * @packageDocumentation
 * API contracts: the schemas of requests and answers, result codes and
 * constants. Used by the server to validate and by the clients for types.
 * Imports nothing of ours.
 */
/** The product's name, in titles and headers. */
export const PRODUCT_NAME = '企业信息与风险筛查平台';

export * from './envelope';
export * from './request';
export * from './auth';
export * from './rights';
export * from './institution';
export * from './remotes';
export * from './menu';
export * from './password';
export * from './trace';
export * from './codes';
export * from './companyName';
export * from './money';
export * from './recordKinds';
export * from './riskSummary';
export * from './financials';
export * from './company';
export * from './person';
export type { CompanyChoice, CompanySearchSource } from './search';
export * from './graphs';
export * from './batchImport';
export * from './conditionSearch';
export * from './advSearch';
export * from './entSearch';
export * from './merchants';
export * from './publicsen';
export * from './news';
export * from './financing';
export * from './park';
export * from './mapSearch';
export * from './industryChain';
export * from './exportJobs';
export * from './workRuns';
export * from './reports';
export * from './creditReport';
export * from './partnerNews';
export * from './relationProspect';
export * from './bidRigging';
export * from './tenders';
export * from './customerBook';
export * from './newEnt';
export * from './bankFlow';
export * from './dueDiligence';
export * from './keySurvey';
export * from './ibaNews';
export * from './relationScreen';
export * from './overseas';
export * from './personPost';
export * from './intelProperty';
export * from './organization';
export * from './personLaw';
export * from './sameCustomer';
export * from './scsApplication';
export * from './scsReview';
export * from './scsRules';
export * from './org';
export * from './orgUsers';
export * from './permissionTree';
export * from './dutySeparation';
export * from './orgSettings';
export * from './orgSessions';
export * from './quotas';
export * from './platformAdmin';
export * from './gateway';
export * from './remoteReleases';
export * from './traceQuery';
export * from './feedback';
export * from './points';
export * from './integration';
export * from './routeAliases';
export * from './lawLibrary';
export * from './assistant';
export * from './smartText';
export * from './researchReport';
export * from './reviewStatus';
export * from './supervision';
export * from './reviewRules';
export * from './issuerRisk';
export * from './chinaTime';
export * from './postRoles';
export * from './home';
