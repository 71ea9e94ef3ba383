import { detailsEndpoint, PERSON_JUDICIAL_ENDPOINTS, type ListPage, type PersonJudicialKind } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE, type RecordRow } from '@esee/ui';

type Row = Record<string, unknown>;

/** Who a page is about: an id, or a name with one of their companies (names repeat). */
export interface PersonQuery {
  personId?: string;
  persName?: string;
  entName?: string;
}

/** A person's companies: each list holds at most 200 rows, `total` says how many there are. */
export interface PersonProfile {
  personId: string;
  name: string;
  gender: string | null;
  birthYear: number | null;
  legalRep: ListPage<Row>;
  investments: ListPage<Row>;
  posts: ListPage<Row>;
}

export interface PersonJudicialSummary {
  personId: string;
  name: string;
  counts: Partial<Record<PersonJudicialKind, number>>;
}

/** One of the people sharing a name, with the companies that tell them apart. */
export interface NamedPerson {
  personId: string;
  name: string;
  companyCount: number;
  companies: string[];
}

const byWho = (q: PersonQuery) =>
  q.personId ? { personId: q.personId } : { persName: q.persName, entName: q.entName };

/** The person calls of spec 2 §7 (`personalInvestment`, `personJudicial`). */
export const personApi = {
  profile: (q: PersonQuery) =>
    q.personId
      ? http.get<PersonProfile>('/esee/personalInvestment/getListByIdNo', { idNo: q.personId }, quiet)
      : http.get<PersonProfile>('/esee/personalInvestment/getListByPersNameAndEntName', byWho(q), quiet),

  peopleNamed: (persName: string, pageNo: number) =>
    http.get<ListPage<NamedPerson>>(
      '/esee/personalInvestment/personList',
      { persName, pageNo, pageSize: PAGE_SIZE },
      quiet,
    ),

  judicialSummary: (q: PersonQuery) =>
    http.get<PersonJudicialSummary>('/esee/personJudicial/perJudSummary', byWho(q), quiet),

  judicialRecords: (personId: string, kind: PersonJudicialKind, pageNo: number) =>
    http.get<ListPage<RecordRow>>(
      `/esee/personJudicial/${PERSON_JUDICIAL_ENDPOINTS[kind]}`,
      { personId, pageNo, pageSize: PAGE_SIZE },
      quiet,
    ),

  judicialRecord: (kind: PersonJudicialKind, id: string) =>
    http.get<Row>(`/esee/personJudicial/${detailsEndpoint(PERSON_JUDICIAL_ENDPOINTS[kind])}`, { id }, quiet),

  exportUrl: '/esee/personJudicial/exportPerJudDetails',
};

export const isPersonJudicialKind = (kind: string | null): kind is PersonJudicialKind =>
  kind !== null && Object.hasOwn(PERSON_JUDICIAL_ENDPOINTS, kind);
