import type { PersonSuggestions, RelationScreenRequest, RelationScreenResult } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** IBA 关系核查: a deal's parties (companies and natural persons) checked pairwise for related-party relations. */
export const relationScreenApi = {
  screen: (request: RelationScreenRequest) =>
    http.post<RelationScreenResult>('/esee/iba/relation/screen', request, quiet),
  /** The people of a name, each with companies they occur with; `entName` (part of a name) narrows them. */
  personSuggest: (persName: string, entName?: string) =>
    http.get<PersonSuggestions>(
      '/esee/iba/relation/personSuggest',
      { persName, ...(entName?.trim() ? { entName: entName.trim() } : {}) },
      quiet,
    ),
};
