import { Type, type Static } from '@sinclair/typebox';
import { pageOf } from './paging';

/**
 * IBA 人员涉诉查询 (spec 1 §2 `/investment/allInfo/personLaw`): a person searched by name (names repeat: the
 * namesakes are told apart by their companies, as on 人员投资任职) with the judicial records naming each; the
 * records themselves are the person judicial calls of spec 2 §7 (`/esee/personJudicial/per…List`, `…Details`,
 * `perJudSummary`), which the company remote's person page uses too.
 */

/** The menu entry's permission key, checked by the server on every call of its own. */
export const PERSON_LAW_PERMISSION = 'app:iba:due:personLaw';

/** Namesakes listed at most. */
export const PERSON_LAW_SUGGESTIONS = 20;
/** Companies shown per namesake. */
export const PERSON_LAW_COMPANIES = 5;

/** `GET /esee/iba/personLaw/suggest`: the people of a name; `entName` keeps those tied to a matching company. */
export const PersonLawQuerySchema = Type.Object(
  {
    persName: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
    /** Part of the name of a company the person represents, runs or holds. */
    entName: Type.Optional(Type.String({ maxLength: 200 })),
    /** Only the people named in a judicial record. */
    withRecords: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PersonLawQuery = Static<typeof PersonLawQuerySchema>;

export const PersonLawCandidateSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  /** Companies the person represents (法定代表人), runs (董监高) or holds (股东). */
  companyCount: Type.Integer(),
  /** Companies matching `entName` first, then the largest. */
  companies: Type.Array(Type.Object({ entId: Type.String(), name: Type.String() })),
  /** Judicial records naming the person, by kind (the keys of `PERSON_JUDICIAL_ENDPOINTS`), and in all. */
  counts: Type.Record(Type.String(), Type.Integer()),
  recordTotal: Type.Integer(),
});
export type PersonLawCandidate = Static<typeof PersonLawCandidateSchema>;

/**
 * `total`: people of the name (after `entName` and `withRecords`); `list`: people with records first, then by
 * how many companies, at most `PERSON_LAW_SUGGESTIONS`.
 */
export const PersonLawCandidatesSchema = pageOf(PersonLawCandidateSchema, {
  /** Of them, those named in a judicial record. */
  withRecords: Type.Integer(),
});
export type PersonLawCandidates = Static<typeof PersonLawCandidatesSchema>;
