import type { RelatedCustomer, RelatedPartyEntry, RelatedPartyPersonMatch, RelatedPartySave } from '@esee/contracts';
import { http } from '@esee/http';

/** The calls of 关联方名单: the list the manager keeps, register people by name, and the customers found related. */
export const relatedPartyApi = {
  list: () => http.get<{ editable: boolean; list: RelatedPartyEntry[] }>('/framework/api/org/relatedParty/list'),
  save: (entry: RelatedPartySave) => http.post<RelatedPartyEntry>('/framework/api/org/relatedParty/save', entry),
  remove: (id: number) => http.post(`/framework/api/org/relatedParty/delete?id=${id}`),
  people: (name: string) => http.get<RelatedPartyPersonMatch[]>('/framework/api/org/relatedParty/people', { name }),
  customers: () => http.get<{ list: RelatedCustomer[] }>('/framework/api/org/relatedParty/customers'),
};
