import {
  detailsEndpoint,
  PERSON_JUDICIAL_ENDPOINTS,
  type ListPage,
  type PersonJudicialKind,
  type PersonLawCandidates,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import type { RecordRow } from '@esee/ui';
import { paged } from './request';

/** `perJudSummary`: a person's name and judicial records by kind. */
export interface PersonJudicialSummary {
  personId: string;
  name: string;
  counts: Partial<Record<PersonJudicialKind, number>>;
}

/**
 * IBA 人员涉诉查询: the page's own call (the people of a name with their records, behind the menu entry's key),
 * then the person judicial calls of spec 2 §7, the same the company remote's person page makes.
 */
export const personLawApi = {
  suggest: (persName: string, entName?: string, withRecords?: boolean) =>
    http.get<PersonLawCandidates>(
      '/esee/iba/personLaw/suggest',
      {
        persName,
        ...(entName?.trim() ? { entName: entName.trim() } : {}),
        ...(withRecords ? { withRecords: 'true' } : {}),
      },
      quiet,
    ),
  /** The person's name and records by kind (`perJudSummary`). */
  summary: (personId: string) =>
    http.get<PersonJudicialSummary>('/esee/personJudicial/perJudSummary', { personId }, quiet),
  /** A page of one kind of the records naming the person. */
  records: (personId: string, kind: PersonJudicialKind, pageNo: number) =>
    http.get<ListPage<RecordRow>>(
      `/esee/personJudicial/${PERSON_JUDICIAL_ENDPOINTS[kind]}`,
      paged({ personId }, pageNo),
      quiet,
    ),
  /** One record with every column. */
  record: (kind: PersonJudicialKind, id: string) =>
    http.get<Record<string, unknown>>(
      `/esee/personJudicial/${detailsEndpoint(PERSON_JUDICIAL_ENDPOINTS[kind])}`,
      { id },
      quiet,
    ),
};
