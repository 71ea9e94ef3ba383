/**
 * A person's judicial records (spec 2 §7: `/esee/personJudicial/*`): the list endpoint of each record
 * kind that can name a person. Each `…List` has its `…Details`. 限制高消费 is not among the spec's calls;
 * it is the record that most often names a person, so it has one here too.
 */
export const PERSON_JUDICIAL_ENDPOINTS = {
  executedPerson: 'perExeList',
  dishonest: 'perDisExeList',
  consumptionLimit: 'perConLimList',
  courtNotice: 'perCouNotList',
  courtAnnouncement: 'perCouDecList',
  judgmentDocument: 'perJudDocList',
  caseFiling: 'perCasFloList',
} as const;
export type PersonJudicialKind = keyof typeof PERSON_JUDICIAL_ENDPOINTS;

/** `perExeList` → `perExeDetails`. */
export const detailsEndpoint = (listEndpoint: string) => listEndpoint.replace(/List$/, 'Details');
