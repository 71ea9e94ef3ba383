import type { PersonPostQuery, PersonPostResult, PersonSuggestions } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** IBA 人员投资任职 (server/src/areas/company/person/README.md). */
export const personPostApi = {
  /** The people of a name with their companies; `entName` (part of a company's name) narrows them. */
  suggest: (persName: string, entName?: string) =>
    http.get<PersonSuggestions>(
      '/esee/iba/personPost/suggest',
      { persName, ...(entName?.trim() ? { entName: entName.trim() } : {}) },
      quiet,
    ),
  /** One person's companies today (with roles), past roles, 最终受益. */
  list: (query: PersonPostQuery) => http.get<PersonPostResult>('/esee/iba/personPost/list', query, quiet),
};
